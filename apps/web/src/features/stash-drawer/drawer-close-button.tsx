// The stash drawer's Close button, the same in its preview and its whole post; it takes focus
// when the drawer opens (data-autofocus).
import { X } from 'lucide-react';

export function DrawerCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Close"
      data-autofocus
      className="focus-ring inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
