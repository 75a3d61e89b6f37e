// The 'Save a Link' dialog (spec sections 2, 4 and 5): one link field, inline problems, and a
// note that the post is being organised while the member may add another.
import { CircleCheck, Sparkles } from 'lucide-react';
import { Dialog } from '../../components/ui/dialog';
import { LinkSaveFields } from '../../components/link-save-fields';
import type { SaveLinkFunction } from './save-link-context';
import { SAVE_LINK_COPY } from '../../lib/save-link-copy';
import { useLinkSaveForm } from '../../components/use-link-save-form';

interface SaveLinkDialogProps {
  open: boolean;
  onClose: () => void;
  save: SaveLinkFunction;
}

export function SaveLinkDialog({ open, onClose, save }: SaveLinkDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={SAVE_LINK_COPY.title} description={SAVE_LINK_COPY.description}>
      {/* Dialog mounts its children only while open, so each opening gets a fresh, idle form. */}
      <SaveLinkForm save={save} />
    </Dialog>
  );
}

function SaveLinkForm({ save }: { save: SaveLinkFunction }) {
  const { value, onValueChange, status, submit, inputRef } = useLinkSaveForm(save);
  const submitting = status.phase === 'submitting';
  const error = status.phase === 'idle' ? status.error : null;

  return (
    // The form takes the dialog's first focus (data-autofocus) so focus is inside at once; the
    // input follows 120 ms later, after the entrance animation (spec section 9).
    <form noValidate onSubmit={(event) => void submit(event)} tabIndex={-1} data-autofocus className="flex flex-col outline-none">
      {/* Present from the start so screen readers announce what appears in it. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {status.phase === 'saved' ? <SavedNotice followUp={status.followUp} /> : null}
        {error ? <span className="sr-only">{error}</span> : null}
      </div>
      <LinkSaveFields value={value} onValueChange={onValueChange} error={error} submitting={submitting} inputRef={inputRef} />
    </form>
  );
}

/** 'Being made awesome', then after 2 s a check mark and the invitation to close or add more. */
function SavedNotice({ followUp }: { followUp: boolean }) {
  const tone = followUp
    ? 'border-success-line bg-success-soft text-success-text'
    : 'border-brand/20 bg-brand-soft text-brand-text';
  const Icon = followUp ? CircleCheck : Sparkles;
  return (
    <div
      // A new key replays the pop-in animation when the follow-up replaces the first message.
      key={followUp ? 'follow-up' : 'working'}
      className={`mb-4 flex animate-pop-in items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm leading-relaxed font-medium ${tone}`}
    >
      <Icon className={`mt-0.5 size-4 shrink-0 ${followUp ? '' : 'animate-pulse'}`} aria-hidden="true" />
      <p className="min-w-0 flex-1">{followUp ? SAVE_LINK_COPY.followUp : SAVE_LINK_COPY.working}</p>
    </div>
  );
}
