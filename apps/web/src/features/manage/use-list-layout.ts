// The collection's width (how many cards fit in a grid row) and where it starts on the page (the
// window virtualiser's scroll margin), measured as it resizes. Without ResizeObserver (jsdom) it
// stays at one column and the top of the page.
import { useListPlacement } from '../../lib/use-list-placement';

export const CARD_MIN_WIDTH = 220;
export const GRID_GAP = 16;
export const MAX_COLUMNS = 5;

export function columnsFor(width: number): number {
  if (width <= 0) return 1;
  return Math.min(MAX_COLUMNS, Math.max(1, Math.floor((width + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP))));
}

export function useListLayout() {
  const placement = useListPlacement();
  return { ...placement, columns: columnsFor(placement.width) };
}
