// How many cards fit in a row of the feed, from the width of the list itself (not the window),
// and where the list starts on the page, which the window virtualiser needs as its scroll margin.
import { useCallback, useState } from 'react';

export const CARD_MIN_WIDTH = 250;
export const GRID_GAP = 20;
export const MAX_COLUMNS = 4;

/** 1 column on a phone (390 px), 2 on a tablet, 3 to 4 on a laptop or desktop (4 at 1440 px). */
export function columnsFor(width: number): number {
  if (width <= 0) return 1;
  return Math.min(MAX_COLUMNS, Math.max(1, Math.floor((width + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP))));
}

interface GridLayout {
  width: number;
  /** The list's top edge in page coordinates. */
  top: number;
}

export function useGridLayout() {
  const [layout, setLayout] = useState<GridLayout>({ width: 0, top: 0 });

  // `observe` is a callback ref with a cleanup (React 19): observing starts when the list mounts and stops when
  // it goes. Without ResizeObserver (old browsers, jsdom) the grid stays at one column.
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      setLayout((previous) => (previous.width === next.width && previous.top === next.top ? previous : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { observe, width: layout.width, top: layout.top, columns: columnsFor(layout.width) };
}
