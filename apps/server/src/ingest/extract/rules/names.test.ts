import { describe, expect, it } from 'vitest';
import { cleanName, isPlausibleName, nameKey, slugify, stripEmoji, titleCaseIfLower } from './names';

describe('cleanName', () => {
  it('trims emoji, bullets, quotes and trailing punctuation', () => {
    expect(cleanName('🍜 Ippudo —')).toBe('Ippudo');
    expect(cleanName('• "Joe\'s Pizza"!!')).toBe("Joe's Pizza");
    expect(cleanName('1️⃣ Name')).toBe('Name');
    expect(cleanName('Bar Trench, ')).toBe('Bar Trench');
  });

  it('drops trailing tags and handles but keeps numbers', () => {
    expect(cleanName('Lilia #nyc #pasta')).toBe('Lilia');
    expect(cleanName('Lisbon Devs #42')).toBe('Lisbon Devs #42');
  });

  it("keeps a possessive and drops an unmatched bracket", () => {
    expect(cleanName("St Paul's")).toBe("St Paul's");
    expect(cleanName('Madison)')).toBe('Madison');
  });
});

describe('stripEmoji', () => {
  it('removes flags, keycaps, skin tones and joiners', () => {
    expect(stripEmoji('🇵🇹 1️⃣ 👩🏽‍🍳 hi').trim()).toBe('hi');
  });
});

describe('isPlausibleName', () => {
  it('accepts short names', () => {
    for (const name of ['Lilia', "Joe's Pizza", 'Miradouro da Senhora do Monte', 'Tayēr + Elementary', '東京タワー']) {
      expect(isPlausibleName(name)).toBe(true);
    }
  });

  it('refuses sentences, tags, filler and long phrases', () => {
    for (const name of [
      'we loved it',
      'this is the spot',
      '#brooklyn',
      '@lilia',
      'home',
      'link in bio',
      'the best pasta of my life in all of New York',
      'Really. Good',
      'What?',
      '123',
      'https://x.com',
    ]) {
      expect(isPlausibleName(name)).toBe(false);
    }
  });

  it('can ask for a capital letter', () => {
    expect(isPlausibleName('lilia', { capitalised: true })).toBe(false);
    expect(isPlausibleName('Lilia', { capitalised: true })).toBe(true);
  });
});

describe('nameKey and slugify', () => {
  it('match names that differ in case, accents, articles and punctuation', () => {
    expect(nameKey('The Jazz Café!')).toBe(nameKey('jazz cafe'));
    expect(nameKey("Joe's Pizza")).toBe('joes pizza');
    expect(nameKey('Tayēr + Elementary')).toBe('tayer elementary');
    expect(nameKey('Salt & Straw')).toBe('salt and straw');
  });

  it('slugify gives a url-safe slug', () => {
    expect(slugify("Frank's Café")).toBe('franks-cafe');
    expect(slugify('Jun-Men')).toBe('jun-men');
  });
});

describe('titleCaseIfLower', () => {
  it('capitalises only names written all lower case', () => {
    expect(titleCaseIfLower('smash burger')).toBe('Smash Burger');
    expect(titleCaseIfLower('iPhone case')).toBe('iPhone case');
  });
});
