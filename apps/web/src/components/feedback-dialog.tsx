// 'Send Feedback' (spec section 2): the mobile menu card and the footer link open it.
import { FEEDBACK_COPY } from '@stash/shared';
import { FeedbackForm } from './feedback-form';
import { Dialog } from './ui/dialog';

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={FEEDBACK_COPY.title} description="Ideas, bugs, places Stash got wrong: it all reaches the team.">
      <FeedbackForm onSent={onClose} autoFocus />
    </Dialog>
  );
}
