import { describe, expect, it } from 'vitest';
import { compoundVenueName } from './compound-names';

const AREAS = new Set(['berlin', 'temuco', 'brooklyn']);
const name = (tag: string) => compoundVenueName(tag, (word) => AREAS.has(word));

describe('compoundVenueName', () => {
  it('splits an account or tag around the kind of place it holds', () => {
    expect(name('blackloungetemuco')).toBe('Black Lounge Temuco');
    expect(name('libertineburger')).toBe('Libertine Burger');
    expect(name('illuminate_salon_')).toBe('Illuminate Salon');
    expect(name('rumbar')).toBe('Rum Bar');
  });

  it('leaves words that only say what people feel or where', () => {
    expect(name('burgerlover')).toBeNull();
    expect(name('pizzatime')).toBeNull();
    expect(name('cafeberlin')).toBeNull();
    expect(name('coffeeaddict')).toBeNull();
  });

  it('reads short kinds only at the end of a word', () => {
    expect(name('barcelonafood')).toBeNull();
    expect(name('anna.smith')).toBeNull();
  });
});
