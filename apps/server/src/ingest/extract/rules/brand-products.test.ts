import { describe, expect, it } from 'vitest';
import { findBrandProducts, findTaggedBrandProducts } from './brand-products';
import { maskTags } from './hashtags';

const AREAS = new Set(['covent garden', 'soho']);
const products = (text: string) =>
  findBrandProducts({ masked: maskTags(text), isArea: (words) => AREAS.has(words), otherNames: [] }).map((product) => `${product.category}:${product.name}`);

describe('findBrandProducts', () => {
  it('names a product by its brand and the words after it, with no price (tt-019, x-008)', () => {
    expect(products('We got two CHANEL classic flap bags to authenticate, and one of them turned out to be fake!')).toEqual(['fashion:CHANEL classic flap bags']);
    expect(products('Currently ordering a BRAND NEW MACBOOK PRO!!! Bahhh... my MacBook is 5 years old.')).toEqual(['shopping:MACBOOK PRO']);
  });

  it('reads product lines alone and with their model run in (tt-017)', () => {
    expect(products('This is why I’ll never buy a Birkin 35 again #birkin #hermes')).toEqual(['fashion:Birkin 35']);
    expect(products('Still using my iPad2 in 2024')).toEqual(['shopping:iPad2']);
  });

  it('knows the brands of kitchens, electronics, cars and more (tn-1041)', () => {
    expect(products('È arrivata la nuova Macchina Espresso Lavazza Tiny Eco A Modo Mio!')).toEqual(['home:Lavazza Tiny Eco A Modo Mio']);
    expect(products('Set up my Raspberry Pi 5 as a media server')).toEqual(['shopping:Raspberry Pi 5']);
    expect(products('Picked up the new Dyson V15 Detect today')).toEqual(['home:Dyson V15 Detect']);
  });

  it('files a beauty product by its word, whoever makes it', () => {
    expect(products('The Dior lip oil everyone wants')).toEqual(['beauty:Dior lip oil']);
    expect(products('Fenty Beauty Gloss Bomb in Fu$$y is back')).toEqual(['beauty:Fenty Beauty Gloss Bomb']);
  });

  it('leaves brands alone, brands as words, shops and software (x-002, x-053)', () => {
    expect(products('I love Nike so much')).toEqual([]);
    expect(products('Coach Sarah runs the Tuesday class')).toEqual([]);
    expect(products('Mango Lassi and samosas for lunch')).toEqual([]);
    expect(products('apple pie with cinnamon')).toEqual([]);
    expect(products('Thanks to Apple Covent Garden for the repair')).toEqual([]);
    expect(products('Queue outside the Nike Store on Oxford St')).toEqual([]);
    expect(products('Also downloaded the KLM iPhone app, nicely done.')).toEqual([]);
  });

  it('reads an ambiguous brand with its product word', () => {
    expect(products('Thrifted this Coach bag for $30')).toEqual(['fashion:Coach bag']);
  });
});

describe('findTaggedBrandProducts', () => {
  const tagged = (text: string, tags: string[]) => findTaggedBrandProducts(text, tags, () => false).map((product) => `${product.category}:${product.name}`);

  it('reads a brand and a numbered model written as a tag (tuning captions ig-203, tn-1601)', () => {
    expect(tagged('#GalaxyA57 and #GalaxyA37 capture your best selfie', ['GalaxyA57', 'GalaxyA37'])).toEqual(['shopping:Galaxy A57', 'shopping:Galaxy A37']);
    expect(tagged('os presento el nuevo #OPPOFindX3Neo', ['OPPOFindX3Neo'])).toEqual(['shopping:OPPO Find X3 Neo']);
  });

  it("leaves a brand's campaign and shop tags, and tags of no known brand", () => {
    expect(tagged('#NikeRunning #SamsungArtStore #Summer2024', ['NikeRunning', 'SamsungArtStore', 'Summer2024'])).toEqual([]);
  });
});
