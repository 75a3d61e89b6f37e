import { describe, expect, it } from 'vitest';
import { categoryCounts, categoryLabel } from './category-label';

describe('category labels', () => {
  it('names known categories and shows others as stored', () => {
    expect(categoryLabel('food')).toBe('Food');
    expect(categoryLabel('entertainment')).toBe('Entertainment');
    expect(categoryLabel('pottery')).toBe('pottery');
  });

  it('lists categories with posts, busiest first, ties in the shared order', () => {
    expect(categoryCounts({ travel: 2, food: 2, other: 0, fitness: 5, pottery: 2 })).toEqual([
      { category: 'fitness', label: 'Fitness', count: 5 },
      { category: 'food', label: 'Food', count: 2 },
      { category: 'travel', label: 'Travel', count: 2 },
      { category: 'pottery', label: 'pottery', count: 2 },
    ]);
    expect(categoryCounts(null)).toEqual([]);
  });
});
