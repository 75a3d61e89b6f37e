import { describe, expect, it } from 'vitest';
import { findPrices, parseAmount, priceTierOf } from './prices';

const texts = (text: string) => findPrices(text).map((price) => price.text);

describe('findPrices', () => {
  it('reads symbol prices as written', () => {
    const [price] = findPrices('carne asada taco $4.50, so good');
    expect(price).toMatchObject({ text: '$4.50', min: 4.5, max: 4.5, currency: 'USD', free: false });
  });

  it('reads ranges with and without a repeated symbol', () => {
    expect(findPrices('tickets £12-£20')[0]).toMatchObject({ text: '£12-£20', min: 12, max: 20, currency: 'GBP' });
    expect(findPrices('cocktails ¥1,800–¥2,200')[0]).toMatchObject({ min: 1800, max: 2200, currency: 'JPY' });
    expect(findPrices('cocktails €11–€13, vermut €5').map((price) => [price.min, price.max])).toEqual([[11, 13], [5, 5]]);
  });

  it('reads decimal commas and symbols after the number', () => {
    expect(findPrices('anchoas — €9,50')[0]).toMatchObject({ text: '€9,50', min: 9.5 });
    expect(findPrices('menu du jour 15€')[0]).toMatchObject({ text: '15€', min: 15, currency: 'EUR' });
    expect(findPrices('flat white 4,50 €')[0]).toMatchObject({ min: 4.5, currency: 'EUR' });
  });

  it('reads currency codes and words', () => {
    expect(findPrices('entry 15 EUR')[0]).toMatchObject({ text: '15 EUR', min: 15, currency: 'EUR' });
    expect(findPrices('ramen for 1500 yen')[0]).toMatchObject({ currency: 'JPY', min: 1500 });
    expect(findPrices('like 20 bucks')[0]).toMatchObject({ currency: 'USD', min: 20 });
  });

  it('reads tiers and free entry', () => {
    expect(findPrices('Italian · $$ · Williamsburg')[0]).toMatchObject({ text: '$$', tier: '$$' });
    expect(findPrices('price: €€€')[0]).toMatchObject({ tier: '$$$' });
    expect(findPrices('11am–6pm, FREE entry')[0]).toMatchObject({ text: 'FREE entry', free: true, min: 0 });
    expect(findPrices('admission is free')[0]?.free).toBe(true);
  });

  it('reads prefixed dollars', () => {
    expect(findPrices('plain croissant A$7.90')[0]).toMatchObject({ min: 7.9 });
    expect(findPrices('US$15 at the door')[0]).toMatchObject({ min: 15, currency: 'USD' });
  });

  it('does not read other numbers or stray symbols as prices', () => {
    expect(texts('2 cups flour, 3x12 squats, 24/7, top 10')).toEqual([]);
    expect(texts('gluten free and dairy free')).toEqual([]);
    expect(texts('a $ sign alone')).toEqual([]);
    expect(texts('we walked 5km')).toEqual([]);
  });

  it('orders prices as written', () => {
    expect(texts('$16 fritelle, $28 pasta and $9 soft serve')).toEqual(['$16', '$28', '$9']);
  });
});

describe('parseAmount', () => {
  it('tells thousands from decimals', () => {
    expect(parseAmount('1,200')).toBe(1200);
    expect(parseAmount('1.200')).toBe(1200);
    expect(parseAmount('9,50')).toBe(9.5);
    expect(parseAmount('9.50')).toBe(9.5);
    expect(parseAmount('1.234,56')).toBe(1234.56);
  });
});

describe('priceTierOf', () => {
  it('prefers a written tier', () => {
    expect(priceTierOf(findPrices('$$$ but worth it, mains $40'))).toBe('$$$');
  });

  it('gives a rough tier from dish prices', () => {
    expect(priceTierOf(findPrices('taco $4.50, burrito $8.75'))).toBe('$');
    expect(priceTierOf(findPrices('pasta $28, clams $24, lasagna $32'))).toBe('$$');
    expect(priceTierOf(findPrices('about $75pp'))).toBe('$$$');
    expect(priceTierOf(findPrices('tasting menu $240'))).toBe('$$$$');
  });

  it('gives no tier from prices in currencies it cannot compare', () => {
    expect(priceTierOf(findPrices('¥1,800 cocktails'))).toBeNull();
    expect(priceTierOf([])).toBeNull();
  });
});
