import { describe, expect, it } from 'vitest';
import { categoryLabel } from '../../lib/category-label';
import { categoryChips } from './category-labels';

describe('categoryChips', () => {
  it('orders chips busiest first, ties in the shared order, unknown values as they are', () => {
    expect(categoryChips({ travel: 3, food: 3, 'street art': 5, other: 0 }, null)).toEqual([
      { category: 'street art', label: 'street art', count: 5 },
      { category: 'food', label: 'Food', count: 3 },
      { category: 'travel', label: 'Travel', count: 3 },
    ]);
  });

  it('keeps the selected category even with no posts', () => {
    expect(categoryChips({ food: 1 }, 'fitness')).toContainEqual({ category: 'fitness', label: 'Fitness', count: 0 });
    expect(categoryChips(null, 'fitness')).toEqual([{ category: 'fitness', label: 'Fitness', count: null }]);
  });

  it('labels known categories', () => {
    expect(categoryLabel('entertainment')).toBe('Entertainment');
    expect(categoryLabel('weird')).toBe('weird');
  });
});
