// How many cards fit in a row of the feed, from the width of the list itself (not the window),
// and where the list starts on the page, which the window virtualiser needs as its scroll margin.
import { useListPlacement } from '../../lib/use-list-placement';

export const CARD_MIN_WIDTH = 250;
export const GRID_GAP = 20;
export const MAX_COLUMNS = 4;

/** 1 column on a phone (390 px), 2 on a tablet, 3 to 4 on a laptop or desktop (4 at 1440 px). */
export function columnsFor(width: number): number {
  if (width <= 0) return 1;
  return Math.min(MAX_COLUMNS, Math.max(1, Math.floor((width + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP))));
}

export function useGridLayout() {
  const placement = useListPlacement();
  return { ...placement, columns: columnsFor(placement.width) };
}
