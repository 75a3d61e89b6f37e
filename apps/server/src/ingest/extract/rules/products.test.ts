import { describe, expect, it } from 'vitest';
import { extractHashtags, maskTags } from './hashtags';
import { findLinks } from './links';
import { findProducts } from './products';

function products(text: string, otherNames: string[] = []) {
  return findProducts({ text, masked: maskTags(text), hashtags: extractHashtags(text), links: findLinks(text), otherNames });
}
const summary = (text: string) => products(text).map((product) => [product.name, product.brand, product.price?.text ?? null, product.category]);

describe('findProducts', () => {
  it('reads a capitalised product next to its price', () => {
    expect(summary('the viral Uniqlo Round Mini Shoulder Bag is back in stock 👜 $19.90 #uniqlo')).toEqual([
      ['Uniqlo Round Mini Shoulder Bag', 'Uniqlo', '$19.90', 'fashion'],
    ]);
    expect(summary('Sony WH-1000XM5 down to $298 at Amazon (usually $399) https://amzn.to/3XyzAbc')).toEqual([
      ['Sony WH-1000XM5', null, '$298', 'shopping'],
    ]);
  });

  it('reads a product line with its price on the next line', () => {
    expect(summary('the only sunscreen I repurchase\n\nBeauty of Joseon Relief Sun: Rice + Probiotics SPF50+\n💰 $18 for 50ml')).toEqual([
      ['Beauty of Joseon Relief Sun', null, '$18', 'beauty'],
    ]);
  });

  it("reads 'the @brand X jacket ($120)' and keeps the handle as a clear brand", () => {
    const [product] = products('obsessed with the @everlane ReNew Anorak jacket ($120), link in bio');
    expect(product).toMatchObject({ name: 'ReNew Anorak jacket', brand: 'everlane', brandIsClear: true });
    expect(product?.price?.text).toBe('$120');
  });

  it("reads 'Name — $45' lines, a discount code and the shop link", () => {
    const [product] = products('my desk setup 🖥️\nBenQ ScreenBar Halo — $179\nuse code DESK10 at https://benq.com/halo');
    expect(product).toMatchObject({ name: 'BenQ ScreenBar Halo', discountCode: 'DESK10', url: 'https://benq.com/halo' });
  });

  it("keeps 'by <Brand>' as a clear brand", () => {
    expect(products('Glow Recipe Watermelon Toner by Glow Recipe, $35 and worth it')[0]?.brandIsClear).toBe(true);
  });

  it('does not take dishes, venues, dates or addresses for products', () => {
    expect(summary('🌮 carne asada taco $4.50\n🌯 chivichanga $8.75')).toEqual([]);
    expect(summary('Akamaru Modern ramen ($19) at Ippudo')).toEqual([]);
    expect(summary('Fri Dec 5 · £22.50 tickets, link in bio')).toEqual([]);
    expect(summary('📍 5 Parkway, London NW1 7PG · £22.50, link in bio')).toEqual([]);
    expect(products('Mudroom Ceramics class $95, book via the link in bio', ['Mudroom Ceramics'])).toEqual([]);
  });

  it('needs a price and a reason to think it is for sale', () => {
    expect(summary('my new Stanley Quencher tumbler is everything')).toEqual([]);
    expect(summary('One Sip cocktails are £9 at the front bar')).toEqual([]);
  });
});
