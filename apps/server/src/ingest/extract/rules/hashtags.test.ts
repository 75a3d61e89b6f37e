import { describe, expect, it } from 'vitest';
import { extractHashtags, extractMentions, maskTags } from './hashtags';

describe('extractHashtags', () => {
  it('keeps tags as written, without #, once each', () => {
    expect(extractHashtags('so good #NYCeats #ramen #nyceats #Ramen')).toEqual(['NYCeats', 'ramen']);
  });

  it('reads tags in any script and next to emoji', () => {
    expect(extractHashtags('東京 #東京カフェ ☕#café #paris🇫🇷 #straße')).toEqual(['東京カフェ', 'café', 'paris', 'straße']);
  });

  it('needs a letter and a word boundary', () => {
    expect(extractHashtags('we are #1 in the #2024 ranking, Lisbon Devs #42')).toEqual([]);
    expect(extractHashtags('https://example.com/page#section and AT&T#x')).toEqual([]);
    expect(extractHashtags('##double and #under_score')).toEqual(['under_score']);
  });

  it('keeps at most 100 tags of at most 100 characters', () => {
    const many = Array.from({ length: 150 }, (_, i) => `#tag${i}`).join(' ');
    expect(extractHashtags(many)).toHaveLength(100);
    expect(extractHashtags(`#${'a'.repeat(101)} #ok`)).toEqual(['ok']);
  });
});

describe('extractMentions', () => {
  it('keeps handles without @, dots and underscores included', () => {
    expect(extractMentions('with @maya.makes.pots and @Lilia_BK. thanks @joe!')).toEqual(['maya.makes.pots', 'Lilia_BK', 'joe']);
  });

  it('does not read e-mail addresses, URLs or "@ Venue" as mentions', () => {
    expect(extractMentions('mail me@example.com or see instagram.com/@someone, drinks @ The Bar')).toEqual([]);
  });

  it('keeps the first spelling of a repeated handle', () => {
    expect(extractMentions('@Joe @joe @JOE')).toEqual(['Joe']);
  });
});

describe('maskTags', () => {
  it('blanks tags, handles and URLs and keeps every offset', () => {
    const text = 'go #brooklyn @lilia https://x.com/a now';
    const masked = maskTags(text);
    expect(masked).toHaveLength(text.length);
    expect(masked.trim().split(/\s+/)).toEqual(['go', 'now']);
  });

  it('leaves numbers after # in place', () => {
    expect(maskTags('Lisbon Devs #42')).toBe('Lisbon Devs #42');
  });
});
