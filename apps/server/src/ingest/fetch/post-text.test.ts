import { describe, expect, it } from 'vitest';
import { decodeBasicEntities, joinText, titleFromCaption } from './post-text';

describe('titleFromCaption', () => {
  it('takes the first non-empty line', () => {
    expect(titleFromCaption('\n  Best ramen in Tokyo  \nIchiran, Shibuya')).toBe('Best ramen in Tokyo');
    expect(titleFromCaption('   ')).toBeNull();
    expect(titleFromCaption(null)).toBeNull();
  });

  it('cuts a long line at a word break under 120 characters, never inside an emoji', () => {
    const line = `${'word '.repeat(30)}end`;
    const title = titleFromCaption(line)!;
    expect(title.endsWith('word…')).toBe(true);
    expect(Array.from(title).length).toBeLessThanOrEqual(120);
    const emojis = titleFromCaption('🌮'.repeat(200))!;
    expect(emojis).toBe(`${'🌮'.repeat(119)}…`);
  });
});

describe('joinText', () => {
  it('joins the non-empty parts once each', () => {
    expect(joinText(['caption', null, '  ', 'alt text', 'caption'])).toBe('caption\n\nalt text');
    expect(joinText([null, ''])).toBeNull();
  });
});

describe('decodeBasicEntities', () => {
  it('decodes the entities X leaves in tweet text', () => {
    expect(decodeBasicEntities('Fish &amp; chips &lt;3 &gt; &#39;all&#39; &#x1F35F; &amp;amp;')).toBe("Fish & chips <3 > 'all' 🍟 &amp;");
  });
});
