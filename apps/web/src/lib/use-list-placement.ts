// A virtualised collection's width (how many cards fit in a row) and where it starts on the page
// (the window virtualiser's scroll margin), measured as it resizes. Without ResizeObserver (old
// browsers, jsdom) it stays at width 0 and the top of the page.
import { useCallback, useState } from 'react';

export interface ListPlacement {
  width: number;
  /** The list's top edge in page coordinates. */
  top: number;
}

export function useListPlacement(): ListPlacement & { observe: (element: HTMLElement | null) => (() => void) | undefined } {
  const [placement, setPlacement] = useState<ListPlacement>({ width: 0, top: 0 });
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
  return { observe, ...placement };
}
