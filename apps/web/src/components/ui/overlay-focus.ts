// Where focus goes when one of our overlays (dialog, drawer, menu) opens and closes, and who hears
// Escape. Radix moves focus to the first control that is not a link and hands it back only to a
// Dialog.Trigger; ours honour `data-autofocus` and hand focus back to whatever had it.
import { useRef } from 'react';

/** Where focus goes on open when nothing in the overlay is marked `data-autofocus`. */
type OpenFallback = 'first-control' | 'panel';

/**
 * An `onOpenAutoFocus` handler: the element marked `data-autofocus`, else `fallback` (the first
 * focusable element, links included, or the panel itself), else Radix's own choice. Radix fires
 * the event on the panel, so `currentTarget` is the panel.
 */
export function focusOnOpen(fallback: OpenFallback) {
  return (event: Event) => {
    const panel = event.currentTarget;
    if (!(panel instanceof HTMLElement)) return;
    const target =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      (fallback === 'panel' ? panel : panel.querySelector<HTMLElement>(FOCUSABLE));
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Remembers what had focus when an overlay opened (`remember`, from `onOpenAutoFocus`) and gives
 * focus back to it when the overlay closes (`restore`, as `onCloseAutoFocus`), when it is still
 * on the page: a card the feed keeps mounted, the button that opened a dialog.
 */
export function useOpenerFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore(event: Event) {
      event.preventDefault();
      const element = opener.current;
      opener.current = null;
      if (element?.isConnected) element.focus({ preventScroll: true });
    },
  };
}

/**
 * An `onEscapeKeyDown` handler. Radix hears Escape before anything inside the overlay does; a part
 * that handles Escape itself (the tag picker in the drawer) marks itself `data-handles-escape`, and
 * Escape pressed inside it is left to it instead of closing the overlay.
 */
export function leaveEscapeToInnerParts(event: KeyboardEvent) {
  if (event.target instanceof Element && event.target.closest('[data-handles-escape]')) event.preventDefault();
}
