import { describe, expect, it } from 'vitest';
import { placePopover, POPOVER_WIDTH, ringBox, scrollDistance } from './tour-layout';

const laptop = { width: 1440, height: 900 };

describe('placePopover', () => {
  it('hangs below an element with room under it, centred on it', () => {
    const placement = placePopover({ top: 200, left: 400, width: 600, height: 56 }, laptop);
    expect(placement).toEqual({ top: 268, bottom: null, left: 700 - POPOVER_WIDTH / 2, width: POPOVER_WIDTH, maxHeight: 900 - 268 - 16 });
  });

  it('stands above an element near the bottom of the window', () => {
    const placement = placePopover({ top: 700, left: 400, width: 600, height: 56 }, laptop);
    expect(placement.top).toBeNull();
    expect(placement.bottom).toBe(900 - 700 + 12);
  });

  it('pins to the bottom of the window for an element taller than it', () => {
    const placement = placePopover({ top: 80, left: 100, width: 1200, height: 1400 }, laptop);
    expect(placement).toMatchObject({ top: null, bottom: 16, maxHeight: 900 - 32 });
  });

  it('stays inside the window beside an element at its edge', () => {
    expect(placePopover({ top: 12, left: 1380, width: 50, height: 40 }, laptop).left).toBe(1440 - 16 - POPOVER_WIDTH);
    expect(placePopover({ top: 12, left: 0, width: 20, height: 40 }, laptop).left).toBe(16);
  });

  it('narrows on a small window', () => {
    expect(placePopover({ top: 100, left: 0, width: 300, height: 40 }, { width: 360, height: 700 }).width).toBe(360 - 32);
  });
});

describe('ringBox', () => {
  it('surrounds the element, kept inside the window sideways', () => {
    expect(ringBox({ top: 100, left: 50, width: 200, height: 40 }, laptop)).toEqual({ top: 94, left: 44, width: 212, height: 52 });
    expect(ringBox({ top: 100, left: 0, width: 1440, height: 40 }, laptop)).toEqual({ top: 94, left: 2, width: 1436, height: 52 });
  });
});

describe('scrollDistance', () => {
  it('does not scroll an element already in sight', () => {
    expect(scrollDistance({ top: 200, left: 0, width: 100, height: 100 }, laptop, false)).toBe(0);
  });

  it('centres an element below the fold in the free space', () => {
    // Free space runs from 80 to 884 (804 px); a 100 px element centred in it starts at 432.
    expect(scrollDistance({ top: 1500, left: 0, width: 100, height: 100 }, laptop, false)).toBe(1500 - 432);
  });

  it('puts a tall element’s top under the header', () => {
    expect(scrollDistance({ top: 500, left: 0, width: 100, height: 1200 }, laptop, false)).toBe(420);
  });

  it('on a phone, keeps the element above the bottom sheet', () => {
    const phone = { width: 390, height: 844 };
    expect(scrollDistance({ top: 600, left: 0, width: 100, height: 60 }, phone, true)).toBe(520);
    expect(scrollDistance({ top: 120, left: 0, width: 100, height: 60 }, phone, true)).toBe(0);
  });
});
