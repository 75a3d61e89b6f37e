import { describe, expect, it } from 'vitest';
import {
  clearSelection,
  EMPTY_SELECTION,
  extendFocus,
  loadedSelectionState,
  moveFocus,
  selectAllLoaded,
  selectRange,
  toggleAt,
  withoutIds,
  type Selection,
} from './selection';

const order = ['a', 'b', 'c', 'd', 'e', undefined, 'g'];
const ids = (selection: Selection) => [...selection.ids].sort();

describe('selection', () => {
  it('toggles one stash and anchors there', () => {
    const once = toggleAt(EMPTY_SELECTION, order, 1);
    expect(ids(once)).toEqual(['b']);
    expect(once).toMatchObject({ focus: 1, anchor: 1 });
    expect(ids(toggleAt(once, order, 1))).toEqual([]);
    // A row whose page has not loaded has nothing to pick.
    expect(toggleAt(once, order, 5)).toBe(once);
  });

  it('shift-click adds the range from the anchor, either way, skipping unloaded rows', () => {
    const anchored = toggleAt(EMPTY_SELECTION, order, 4);
    expect(ids(selectRange(anchored, order, 1))).toEqual(['b', 'c', 'd', 'e']);
    expect(ids(selectRange(anchored, order, 6))).toEqual(['e', 'g']);
    // Without an anchor it is a plain toggle.
    expect(ids(selectRange(EMPTY_SELECTION, order, 2))).toEqual(['c']);
  });

  it('arrows move the focus within the list; Shift+arrows select what they pass', () => {
    const start = moveFocus(EMPTY_SELECTION, order, 1);
    expect(start.focus).toBe(0);
    expect(moveFocus({ ...start, focus: 6 }, order, 1).focus).toBe(6);
    expect(moveFocus(start, order, -1).focus).toBe(0);
    // A grid moves by its column count.
    expect(moveFocus(start, order, 3).focus).toBe(3);

    let selection = toggleAt(EMPTY_SELECTION, order, 0);
    for (let step = 0; step < 3; step += 1) selection = extendFocus(selection, order, 1);
    expect(ids(selection)).toEqual(['a', 'b', 'c', 'd']);
    expect(selection.focus).toBe(3);
    // Without an anchor, the range starts where the focus was.
    const fromFocus = extendFocus({ ids: new Set(), focus: 2, anchor: -1 }, order, 1);
    expect(ids(fromFocus)).toEqual(['c', 'd']);
  });

  it('selects all loaded, clears, drops deleted ids and reports the header state', () => {
    const all = selectAllLoaded(EMPTY_SELECTION, order);
    expect(ids(all)).toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
    expect(loadedSelectionState(all, order)).toBe('all');
    expect(loadedSelectionState(withoutIds(all, new Set(['a'])), order)).toBe('some');
    expect(loadedSelectionState(clearSelection(all), order)).toBe('none');
  });
});
