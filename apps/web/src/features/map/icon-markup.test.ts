import { describe, expect, it } from 'vitest';
import { Bike } from 'lucide-react';
import { DISPLAY_TYPES, displayTypeInfo } from '../../lib/display-types';
import { iconMarkup } from './icon-markup';

describe('marker icon markup', () => {
  it('is an SVG for each display type and for the neutral one, distinct per icon', () => {
    const drawn = [...Object.values(DISPLAY_TYPES).map((info) => info.icon), displayTypeInfo('SOMETHING_NEW').icon].map(iconMarkup);
    for (const svg of drawn) expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>$/s);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('is empty for an icon no display type uses', () => {
    expect(iconMarkup(Bike)).toBe('');
  });
});
