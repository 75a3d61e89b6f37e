// A virtualised collection of cards: how many fit in a row, from the width of the collection
// itself (not the window), and where it starts on the page (the window virtualiser's scroll
// margin), measured as it resizes. Without ResizeObserver (old browsers, jsdom) it stays at one
// column and the top of the page.
import { useCallback, useState } from 'react';

export interface CardGrid {
  cardMinWidth: number;
  gap: number;
  maxColumns: number;
}

/** As many columns of at least `cardMinWidth` as fit, between 1 and `maxColumns`. */
export function gridColumns(width: number, grid: CardGrid): number {
  if (width <= 0) return 1;
  return Math.min(grid.maxColumns, Math.max(1, Math.floor((width + grid.gap) / (grid.cardMinWidth + grid.gap))));
}

export function useCardGrid(grid: CardGrid) {
  const [placement, setPlacement] = useState({ width: 0, top: 0 });
  // A callback ref with a cleanup (React 19): observing starts when the list mounts and stops when it goes.
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      setPlacement((previous) => (previous.width === next.width && previous.top === next.top ? previous : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { observe, width: placement.width, top: placement.top, columns: gridColumns(placement.width, grid) };
}
