// A panel over the page: a full-height sheet on phones, a drawer from the right from 768 px up.
// Radix's Dialog, like <Dialog>: focus moves in and stays in, the page behind is inert and does
// not scroll, Escape or the backdrop closes it, and focus goes back to whatever opened it. A
// dialog opened from inside (the delete confirmation) is a layer above it: Escape closes only that.
// It renders only while open, so mounting is opening.
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { focusOnOpen, leaveEscapeToInnerParts, useOpenerFocus } from './overlay-focus';

interface DrawerProps {
  onClose: () => void;
  /** The id of the element that names the drawer (its heading). */
  labelledBy?: string;
  /** A name for the drawer while no heading is on screen (loading, errors). */
  label?: string;
  children: ReactNode;
}

export function Drawer({ onClose, labelledBy, label, children }: DrawerProps) {
  const opener = useOpenerFocus();
  const focusPanel = focusOnOpen('panel');

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <div className="fixed inset-0 z-40">
          <RadixDialog.Overlay className="absolute inset-0 animate-fade-in bg-black/35 backdrop-blur-[2px] dark:bg-black/55" />
          <RadixDialog.Content
            aria-modal="true"
            aria-labelledby={labelledBy}
            aria-label={labelledBy ? undefined : label}
            tabIndex={-1}
            onOpenAutoFocus={(event) => {
              opener.remember();
              focusPanel(event);
            }}
            onCloseAutoFocus={opener.restore}
            onEscapeKeyDown={leaveEscapeToInnerParts}
            className={
              'absolute inset-0 flex flex-col overflow-hidden bg-surface-raised outline-none ' +
              'transition-transform duration-300 ease-[cubic-bezier(0.2,0.9,0.25,1)] starting:translate-y-full ' +
              'md:inset-y-0 md:right-0 md:left-auto md:w-[min(40rem,100vw)] md:border-l md:border-line md:shadow-lifted ' +
              'md:starting:translate-x-full md:starting:translate-y-0 motion-reduce:transition-none'
            }
          >
            {children}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
