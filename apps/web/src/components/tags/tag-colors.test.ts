import { describe, expect, it } from 'vitest';
import { TAG_COLORS } from '@stash/shared';
import { suggestTagColor, TAG_COLOR_NAMES } from './tag-colors';

describe('the colour of a new tag', () => {
  it('starts with the first preset when there are no tags', () => {
    expect(suggestTagColor([])).toBe('#ef4444');
  });

  it('takes the first preset no tag uses', () => {
    expect(suggestTagColor([{ color: '#ef4444' }, { color: '#f97316' }, { color: '#eab308' }])).toBe('#f59e0b');
  });

  it('takes the least used once every preset is in use', () => {
    const existing = TAG_COLORS.flatMap((color): Array<{ color: string }> => (color === '#3b82f6' ? [{ color }] : [{ color }, { color }]));
    expect(suggestTagColor(existing)).toBe('#3b82f6');
  });

  it('names all 12 presets', () => {
    expect(Object.keys(TAG_COLOR_NAMES)).toEqual([...TAG_COLORS]);
  });
});
