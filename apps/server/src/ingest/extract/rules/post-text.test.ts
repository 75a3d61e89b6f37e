import { describe, expect, it } from 'vitest';
import { linesOf, normaliseText, postText } from './post-text';

describe('postText', () => {
  it('keeps each of title, caption and full text once', () => {
    const caption = 'best ramen in town 🍜\n📍 Ippudo';
    expect(postText({ title: caption, caption, fullText: null })).toBe(caption);
    expect(postText({ title: 'best ramen in town 🍜', caption, fullText: `${caption}\n#ramen` })).toBe(`${caption}\n#ramen`);
  });

  it('keeps different parts, title first', () => {
    expect(postText({ title: 'Ramen guide', caption: 'ten spots', fullText: null })).toBe('Ramen guide\n\nten spots');
  });

  it("removes Instagram's counts, author and quotes", () => {
    const description = '298K likes, 553 comments - forkandfound.nyc on May 29, 2021: "the cacio e pepe at Lilia 🧀"';
    expect(postText({ title: null, caption: description, fullText: null })).toBe('the cacio e pepe at Lilia 🧀');
    expect(postText({ title: 'Sam on Instagram: "dinner at Lilia"', caption: null, fullText: null })).toBe('dinner at Lilia');
  });

  it('answers an empty text when the post has none', () => {
    expect(postText({ title: null, caption: '   ', fullText: null })).toBe('');
  });
});

describe('normaliseText', () => {
  it('unifies line endings, spaces and invisible characters', () => {
    expect(normaliseText('a\r\nb\u00A0c\u200B\n\n\n\nd  ')).toBe('a\nb c\n\nd');
  });
});

describe('normaliseText: styled letters', () => {
  it('reads letters written in a font as the letters they are, symbols left as they are', () => {
    // A real cocktail title (eval set, tt-078): 'ℙ' is of the older letterlike block, the rest mathematical.
    expect(normaliseText('𝕍𝕒𝕟𝕚𝕝𝕝𝕒 & ℙ𝕖𝕒𝕣 𝕆𝕝𝕕 𝔽𝕒𝕤𝕙𝕚𝕠𝕟𝕖𝕕')).toBe('Vanilla & Pear Old Fashioned');
    expect(normaliseText('℃ ™ №')).toBe('℃ ™ №');
  });

  it("reads Instagram's braille blank ('⠀') as a space, so a line of it is an empty line", () => {
    expect(normaliseText('⠀\n불싸조 단독 공연\n⠀\n11월 4일')).toBe('불싸조 단독 공연\n\n11월 4일');
  });
});

describe('linesOf', () => {
  it('gives each line with its offset', () => {
    expect(linesOf('ab\ncd')).toEqual([
      { text: 'ab', index: 0 },
      { text: 'cd', index: 3 },
    ]);
  });
});
