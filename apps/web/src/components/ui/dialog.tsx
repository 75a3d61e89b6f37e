// A modal dialog on Radix's Dialog: focus moves in and stays inside, the page behind is inert
// and does not scroll, Escape or the backdrop closes it, and focus returns to whatever opened it.
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { focusOnOpen, leaveEscapeToInnerParts, useOpenerFocus } from './overlay-focus';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Hears Escape before the dialog closes; `event.preventDefault()` keeps it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

export function Dialog({ open, onClose, title, description, children, onEscapeKeyDown }: DialogProps) {
  const opener = useOpenerFocus();
  const focusFirst = focusOnOpen('first-control');

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
          <RadixDialog.Overlay className="absolute inset-0 animate-fade-in bg-black/40 backdrop-blur-[2px] dark:bg-black/60" />
          <RadixDialog.Content
            aria-modal="true"
            onOpenAutoFocus={(event) => {
              opener.remember();
              focusFirst(event);
            }}
            onCloseAutoFocus={opener.restore}
            onEscapeKeyDown={(event) => {
              leaveEscapeToInnerParts(event);
              if (!event.defaultPrevented) onEscapeKeyDown?.(event);
            }}
            className="relative max-h-[calc(100dvh-2rem)] w-full max-w-md animate-dialog-in overflow-y-auto rounded-3xl border border-line bg-surface-raised p-6 shadow-lifted outline-none sm:p-7"
          >
            <RadixDialog.Close
              aria-label="Close"
              className="focus-ring absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
            >
              <X className="size-4.5" aria-hidden="true" />
            </RadixDialog.Close>
            <RadixDialog.Title className="pr-10 text-xl font-semibold tracking-tight text-ink">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description asChild>
                <div className="mt-2 text-[15px] leading-relaxed text-ink-muted">{description}</div>
              </RadixDialog.Description>
            ) : null}
            {children ? <div className="mt-6">{children}</div> : null}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
