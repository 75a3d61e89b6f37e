import { describe, expect, it } from 'vitest';
import { joinedWords } from './joined-words';

const KINDS = new Set(['brewing', 'creamery']);

describe('joinedWords', () => {
  it('splits a lower-case word into the common words it joins', () => {
    expect(joinedWords('veryfreshnoodles', KINDS)).toEqual(['very', 'fresh', 'noodles']);
    expect(joinedWords('uppercanadamall', KINDS)).toEqual(['upper', 'canada', 'mall']);
  });

  it('trusts a kind of place however rare the word is', () => {
    expect(joinedWords('bluecreamery', new Set())).toBeNull();
    expect(joinedWords('bluecreamery', KINDS)).toEqual(['blue', 'creamery']);
  });

  it('leaves a word that is one word, too short, not all letters, or splits into rare pieces', () => {
    expect(joinedWords('delicatessen', KINDS)).toBeNull();
    expect(joinedWords('popbar', KINDS)).toBeNull();
    expect(joinedWords('lostacos1', KINDS)).toBeNull();
    expect(joinedWords('HogRiver', KINDS)).toBeNull();
    // 'lions club hue rth', 'geo stein metz': a split with a rare short piece is noise.
    expect(joinedWords('lionsclubhuerth', KINDS)).toBeNull();
    expect(joinedWords('geosteinmetz', KINDS)).toBeNull();
  });
});
