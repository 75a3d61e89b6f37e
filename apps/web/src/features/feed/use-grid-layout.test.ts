import { describe, expect, it } from 'vitest';
import { columnsFor } from './use-grid-layout';

describe('columnsFor', () => {
  it.each([
    [0, 1],
    [358, 1], // a 390 px phone less the page padding
    [720, 2],
    [976, 3],
    [1104, 4], // a 1440 px desktop: the 1152 px page (as wide as the header) less padding
    [3000, 4],
  ])('fits %i px to %i columns', (width, columns) => {
    expect(columnsFor(width)).toBe(columns);
  });
});
