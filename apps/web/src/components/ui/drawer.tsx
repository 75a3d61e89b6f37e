// A panel over the page: a full-height sheet on phones, a drawer from the right from 768 px up.
// Like <Dialog>: focus moves in and stays in, Escape or the backdrop closes it, and focus goes back
// to whatever opened it when it unmounts. It renders only while open, so mounting is opening.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DrawerProps {
  onClose: () => void;
  /** The id of the element that names the drawer (its heading). */
  labelledBy?: string;
  /** A name for the drawer while no heading is on screen (loading, errors). */
  label?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

export function Drawer({ onClose, labelledBy, label, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();
    // Locking the page's scroll removes its scrollbar; padding in its place keeps the page behind
    // (the feed's grid) from shifting sideways while the drawer is open.
    const { overflow: previousOverflow, paddingRight: previousPadding } = document.body.style;
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) document.body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      document.body.style.overflow = previousOverflow;
      document.body.style.paddingRight = previousPadding;
      // The card that opened it, when it is still on the page (the feed keeps it mounted).
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  // On the panel, not the document: a dialog opened from inside (the delete confirmation) is
  // portalled elsewhere in the DOM, handles its own keys, and Escape there must close only it.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const panel = panelRef.current;
    if (!panel || !(event.target instanceof Node) || !panel.contains(event.target)) return;
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-40">
      <div className="absolute inset-0 animate-fade-in bg-black/35 backdrop-blur-[2px] dark:bg-black/55" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={
          'absolute inset-0 flex flex-col overflow-hidden bg-surface-raised outline-none ' +
          'transition-transform duration-300 ease-[cubic-bezier(0.2,0.9,0.25,1)] starting:translate-y-full ' +
          'md:inset-y-0 md:right-0 md:left-auto md:w-[min(40rem,100vw)] md:border-l md:border-line md:shadow-lifted ' +
          'md:starting:translate-x-full md:starting:translate-y-0 motion-reduce:transition-none'
        }
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
