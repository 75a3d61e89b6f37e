// Where an element is on screen, kept current while the page scrolls, resizes, animates or fills
// in (home's cards slide in and grow as their images load), so the tour's ring and popover stay on
// it. Read once a frame: cheap next to what moves it, and it catches transforms no event reports.
import { useMemo, useSyncExternalStore } from 'react';
import type { Box, Viewport } from './tour-layout';

export interface ElementLayout {
  box: Box;
  viewport: Viewport;
}

function sameLayout(a: ElementLayout, b: ElementLayout): boolean {
  return (
    a.box.top === b.box.top &&
    a.box.left === b.box.left &&
    a.box.width === b.box.width &&
    a.box.height === b.box.height &&
    a.viewport.width === b.viewport.width &&
    a.viewport.height === b.viewport.height
  );
}

function layoutStore(element: HTMLElement) {
  let last: ElementLayout | null = null;
  return {
    subscribe(onChange: () => void) {
      window.addEventListener('resize', onChange);
      window.addEventListener('scroll', onChange, { capture: true, passive: true });
      let frame = 0;
      const everyFrame = () => {
        onChange();
        frame = requestAnimationFrame(everyFrame);
      };
      if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(everyFrame);
      return () => {
        window.removeEventListener('resize', onChange);
        window.removeEventListener('scroll', onChange, { capture: true });
        if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
      };
    },
    /** The same object while nothing moved, as useSyncExternalStore requires. */
    read(): ElementLayout {
      const rect = element.getBoundingClientRect();
      const next = {
        box: { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
        viewport: { width: window.innerWidth, height: window.innerHeight },
      };
      if (last && sameLayout(last, next)) return last;
      last = next;
      return next;
    },
  };
}

const noSubscription = () => () => {};
const nothing = () => null;

export function useElementLayout(element: HTMLElement | null): ElementLayout | null {
  const store = useMemo(() => (element ? layoutStore(element) : null), [element]);
  return useSyncExternalStore(store ? store.subscribe : noSubscription, store ? store.read : nothing);
}
