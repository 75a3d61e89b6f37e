// The round '+' button bottom-right on desktop (spec section 2) that opens 'Save a Link'. Phones
// get the mobile bottom bar's central add button instead, so this one hides below md.
import { useLocation } from 'react-router';
import { Plus } from 'lucide-react';
import { useSession } from '../../api/use-session';
import { useSaveLinkDialog } from './save-link-context';
import { SAVE_LINK_COPY } from '../../lib/save-link-copy';

export function FloatingAddButton() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const { open } = useSaveLinkDialog();

  // Claim pages are a focused single task (like the hidden footer there); visitors cannot save.
  if (status !== 'signed_in' || pathname.startsWith('/claim/')) return null;

  return (
    <button
      type="button"
      onClick={open}
      aria-label={SAVE_LINK_COPY.addButton}
      aria-haspopup="dialog"
      className={
        'focus-ring fixed right-6 bottom-6 z-40 hidden size-14 items-center justify-center rounded-full ' +
        'bg-brand bg-linear-to-b from-white/15 to-white/0 text-white shadow-lifted ' +
        'transition-[background-color,transform] duration-150 hover:scale-105 hover:bg-violet-700 ' +
        'active:scale-95 md:inline-flex lg:right-8 lg:bottom-8'
      }
    >
      <Plus className="size-6.5" strokeWidth={2.25} aria-hidden="true" />
    </button>
  );
}
