// Tells the mobile bottom bar when to get out of the way: hidden while the page scrolls down (more
// room to read), shown again on any scroll up or near the top (spec section 2, Layout).
import { useCallback, useEffect, useRef, useState } from 'react';

/** Ignore jitter smaller than this (momentum scrolling and address-bar resizes nudge scrollY). */
const THRESHOLD_PX = 8;
/** Near the top there is nothing to reveal by hiding, so the bar always shows there. */
const TOP_ZONE_PX = 64;

export interface HideOnScroll {
  hidden: boolean;
  /** Brings the bar back at once, e.g. when keyboard focus lands inside it. */
  reveal: () => void;
}

export function useHideOnScroll(enabled = true): HideOnScroll {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const frame = useRef<number | null>(null);
  // Separate from the frame id: a frame that runs at once must not leave a stale id blocking the next.
  const pending = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    lastY.current = window.scrollY;

    // One read per animation frame: scroll fires far more often than the screen can repaint.
    const update = () => {
      pending.current = false;
      frame.current = null;
      const y = Math.max(0, window.scrollY);
      const delta = y - lastY.current;
      if (y < TOP_ZONE_PX) {
        setHidden(false);
        lastY.current = y;
      } else if (Math.abs(delta) >= THRESHOLD_PX) {
        setHidden(delta > 0);
        lastY.current = y;
      }
    };
    const onScroll = () => {
      if (pending.current) return;
      pending.current = true;
      const id = window.requestAnimationFrame(update);
      if (pending.current) frame.current = id;
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame.current !== null) window.cancelAnimationFrame(frame.current);
      frame.current = null;
      pending.current = false;
    };
  }, [enabled]);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden: enabled && hidden, reveal };
}

/** True when the reader asked the system for less motion; smooth scrolling is skipped then. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
