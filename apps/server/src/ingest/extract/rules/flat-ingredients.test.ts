import { describe, expect, it } from 'vitest';
import { flatIngredients } from './flat-ingredients';

describe('flatIngredients', () => {
  it('reads the item after its measure, up to the next separator', () => {
    expect(flatIngredients('Negroni - 30ml Gin - 30ml Campari | 30ml Red Vermouth 🍊 stir over ice')).toEqual([
      { qty: 30, unit: 'ml', item: 'Gin', note: null },
      { qty: 30, unit: 'ml', item: 'Campari', note: null },
      { qty: 30, unit: 'ml', item: 'Red Vermouth', note: null },
    ]);
  });

  it('reads the item before its measure in scripts that write it first', () => {
    // The ingredient lines of a real Korean recipe reel (eval set, tn-1517).
    const items = flatIngredients('#돼지김치구이 (넉넉한 1인분)\n삼겹살 300g\n양파 1/2개, 김치 종이컵 1컵 가득\n\n설탕 1스푼\n진간장 1스푼');
    expect(items?.map(({ qty, unit, item }) => [qty, unit, item])).toEqual([
      [300, 'g', '삼겹살'],
      [0.5, '개', '양파'],
      [1, '컵', '김치 종이컵'],
      [1, '스푼', '설탕'],
      [1, '스푼', '진간장'],
    ]);
  });

  it('needs three measures, and reads no training loads as ingredients', () => {
    expect(flatIngredients('Serum 30ml, now 2 for 1: 50ml bottle')).toBeNull();
    expect(flatIngredients('Leg day: 3 sets of 100kg squats, 80kg lunges, 120kg deadlifts')).toBeNull();
  });
});
