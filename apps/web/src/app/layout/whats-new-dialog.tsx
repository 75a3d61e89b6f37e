import { Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { RELEASE_NOTES } from './release-notes';

function releaseDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The recent changes, opened from 'What's New' in the mobile menu and the footer. */
export function WhatsNewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="What's New" description="The latest changes to Stash.">
      <ol className="space-y-4">
        {RELEASE_NOTES.map((note) => (
          <li key={note.date + note.title} className="flex gap-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-text">
              <Sparkles className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-[15px] font-semibold text-ink">{note.title}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-ink-muted">{note.body}</p>
              <p className="mt-1 text-xs text-ink-subtle">
                <time dateTime={note.date}>{releaseDate(note.date)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
      <Button className="mt-6" fullWidth onClick={onClose} data-autofocus>
        Close
      </Button>
    </Dialog>
  );
}
