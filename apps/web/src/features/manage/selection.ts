// /manage's selection as plain state: a set of stash ids, the row the keyboard is on (roving
// tabindex) and the anchor a Shift range is measured from. Positions are indexes into the view's
// order of loaded stashes; ids are what is kept, so a selection survives scrolling (rows leave the
// DOM, and pages load, without changing it).

export interface Selection {
  ids: ReadonlySet<string>;
  /** The row that holds the tab stop; -1 before any. */
  focus: number;
  /** Where a Shift range starts; -1 when none. */
  anchor: number;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), focus: -1, anchor: -1 };

/** The id at each position: undefined where the page holding it has not loaded yet. */
export type Order = readonly (string | undefined)[];

function idsBetween(order: Order, from: number, to: number): string[] {
  const [start, end] = from <= to ? [from, to] : [to, from];
  const ids: string[] = [];
  for (let index = Math.max(0, start); index <= Math.min(order.length - 1, end); index += 1) {
    const id = order[index];
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** A checkbox or Space: flips one stash, which becomes the anchor and the focus. */
export function toggleAt(selection: Selection, order: Order, index: number): Selection {
  const id = order[index];
  if (id === undefined) return selection;
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, focus: index, anchor: index };
}

/**
 * Shift-click: selects every loaded stash from the anchor to `index` (adding to what is selected);
 * without an anchor it is a plain toggle. The anchor stays, so another Shift-click re-aims the range.
 */
export function selectRange(selection: Selection, order: Order, index: number): Selection {
  if (selection.anchor < 0) return toggleAt(selection, order, index);
  const ids = new Set(selection.ids);
  for (const id of idsBetween(order, selection.anchor, index)) ids.add(id);
  return { ids, focus: index, anchor: selection.anchor };
}

/** An arrow key moves the focus by `step` (1 a row, a grid's column count for up and down). */
export function moveFocus(selection: Selection, order: Order, step: number): Selection {
  if (order.length === 0) return selection;
  const from = selection.focus < 0 ? (step > 0 ? -1 : order.length) : selection.focus;
  const focus = Math.min(order.length - 1, Math.max(0, from + step));
  return { ...selection, focus };
}

/**
 * Shift+arrow: moves the focus and selects the stash it lands on and those passed over (from the
 * anchor, which is set where the move starts when there was none).
 */
export function extendFocus(selection: Selection, order: Order, step: number): Selection {
  const moved = moveFocus(selection, order, step);
  if (moved.focus === selection.focus) return selection;
  const anchor = selection.anchor >= 0 ? selection.anchor : Math.max(0, selection.focus);
  return selectRange({ ...moved, anchor }, order, moved.focus);
}

/** Ctrl/Cmd+A: every loaded stash. */
export function selectAllLoaded(selection: Selection, order: Order): Selection {
  return { ...selection, ids: new Set(order.filter((id): id is string => id !== undefined)) };
}

/** Escape, a new filter, or a finished action. */
export function clearSelection(selection: Selection): Selection {
  return { ...selection, ids: new Set(), anchor: -1 };
}

/** Drops ids no longer shown (deleted) from the selection. */
export function withoutIds(selection: Selection, gone: ReadonlySet<string>): Selection {
  if (![...selection.ids].some((id) => gone.has(id))) return selection;
  return { ...selection, ids: new Set([...selection.ids].filter((id) => !gone.has(id))) };
}

/** The header checkbox: 'all' when every loaded stash is selected, 'some', or 'none'. */
export function loadedSelectionState(selection: Selection, order: Order): 'all' | 'some' | 'none' {
  const loaded = order.filter((id): id is string => id !== undefined);
  const chosen = loaded.filter((id) => selection.ids.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === loaded.length ? 'all' : 'some';
}

export function selectionAnnouncement(count: number): string {
  if (count === 0) return 'No stashes selected';
  return count === 1 ? '1 stash selected' : `${count.toLocaleString()} stashes selected`;
}
