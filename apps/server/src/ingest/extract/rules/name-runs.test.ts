import { describe, expect, it } from 'vitest';
import { fromShouting, nameRunAt, nameRunBefore, significantWords } from './name-runs';

const at = (text: string, from: string) => nameRunAt(text, text.indexOf(from))?.name ?? null;
const before = (text: string, end: string) => nameRunBefore(text, text.indexOf(end))?.name ?? null;

describe('nameRunAt', () => {
  it('reads capitalised words with particles inside', () => {
    expect(at("dinner at Joe's Pizza, then drinks", 'Joe')).toBe("Joe's Pizza");
    expect(at('Miradouro da Senhora do Monte, bring wine', 'Mira')).toBe('Miradouro da Senhora do Monte');
    expect(at('Tayēr + Elementary on Old Street', 'Tay')).toBe('Tayēr + Elementary');
    expect(at('Lisbon Devs #42 is on', 'Lis')).toBe('Lisbon Devs #42');
    expect(at('order at Netil360 now', 'Net')).toBe('Netil360');
  });

  it('stops at punctuation, emoji, line ends and small words', () => {
    expect(at("Frank's Café, Peckham", 'Frank')).toBe("Frank's Café");
    expect(at('THE JAZZ CAFE 🎷 tonight', 'THE')).toBe('THE JAZZ CAFE');
    expect(at('Second Home Lisboa (Mercado da Ribeira)', 'Second')).toBe('Second Home Lisboa');
    expect(at('Bar Pisellino across the street', 'Bar')).toBe('Bar Pisellino');
    expect(at('LIVE AT THE JAZZ CAFE', 'LIVE')).toBe('LIVE');
    expect(at('Lilia\nWilliamsburg', 'Lilia')).toBe('Lilia');
  });

  it('never ends on a particle and refuses long runs', () => {
    expect(at('Bar of the', 'Bar')).toBe('Bar');
    expect(at('One Two Three Four Five Six Seven Eight Nine', 'One')).toBeNull();
    expect(at('lower case', 'lower')).toBeNull();
  });

  it('reads from inside a token, and reads each text as written when texts alternate', () => {
    const bracketed = 'see (Ippudo Ramen) and Totto';
    const other = 'Café Lisboa opens';
    expect(at(bracketed, 'Ippudo')).toBe('Ippudo Ramen');
    expect(at(other, 'Café')).toBe('Café Lisboa');
    expect(at(bracketed, 'Totto')).toBe('Totto');
    expect(at(other, 'Lisboa')).toBe('Lisboa');
    expect(nameRunAt(bracketed, 0)).toBeNull();
  });

  it('reads no word of a token longer than 80 characters', () => {
    expect(at(`Joe ${'A'.repeat(100)} Pizza`, 'Joe')).toBe('Joe');
    expect(at(`${'A'.repeat(100)} Pizza`, 'A')).toBeNull();
  });
});

describe('nameRunBefore', () => {
  it('reads the name that ends at a point, backwards', () => {
    expect(before('LA coffee shop you need to try: Go Get Em Tiger in Los Feliz', ' in Los')).toBe('Go Get Em Tiger');
    expect(before('finally made it to Tartine Manufactory in the Mission', ' in the')).toBe('Tartine Manufactory');
    expect(before('is Lune in Fitzroy', ' in Fitz')).toBe('Lune');
  });

  it('stops at lower-case words and small words', () => {
    expect(before('the best of Paris in Paris', ' in Paris')).toBe('Paris');
    expect(before('living in London', ' in')).toBeNull();
  });
});

describe('fromShouting', () => {
  it('title-cases names written in capitals only', () => {
    expect(fromShouting('THE JAZZ CAFE')).toBe('The Jazz Cafe');
    expect(fromShouting('SAFFRON SOUND SYSTEM · LIVE AT THE JAZZ CAFE')).toBe('Saffron Sound System · Live at the Jazz Cafe');
    expect(fromShouting('Boot Café')).toBe('Boot Café');
    expect(fromShouting('BAR')).toBe('BAR');
  });
});

describe('significantWords', () => {
  it('drops particles and punctuation', () => {
    expect(significantWords('Miradouro da Senhora do Monte')).toEqual(['miradouro', 'senhora', 'monte']);
  });
});
