// Owns the one 'Save a Link' dialog of the member layout and hands out `open()` through context,
// so the floating button, the mobile bottom bar and the home page all open the same dialog.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { saveLink } from '../../api/saves';
import { useSession } from '../../api/use-session';
import { SaveLinkContext, type SaveLinkDialogControls, type SaveLinkFunction } from './save-link-context';
import { SaveLinkDialog } from './save-link-dialog';

interface SaveLinkProviderProps {
  children: ReactNode;
  /** The call that saves a link; tests pass one built on a fake-fetch client. */
  save?: SaveLinkFunction;
}

export function SaveLinkProvider({ children, save = saveLink }: SaveLinkProviderProps) {
  const { status } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const controls = useMemo<SaveLinkDialogControls>(() => ({ open }), [open]);
  // Saving needs a member; a visitor (or a member who just signed out) never sees the dialog.
  const member = status === 'signed_in';

  return (
    <SaveLinkContext value={controls}>
      {children}
      <SaveLinkDialog open={isOpen && member} onClose={close} save={save} />
    </SaveLinkContext>
  );
}
