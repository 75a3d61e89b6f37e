import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

/**
 * Stand-in for the 'Join Our Waitlist' form, which arrives in a later issue. It says plainly that
 * the waitlist is not open yet rather than pretending to take a submission.
 */
export function WaitlistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Join Our Waitlist"
      description={
        <>
          <p>The waitlist opens soon.</p>
          <p className="mt-2">
            Stash is invite-only while in private beta. If a member invited you, open the claim link from your
            invitation email to get started.
          </p>
        </>
      }
    >
      <Button fullWidth onClick={onClose} data-autofocus>
        Got it
      </Button>
    </Dialog>
  );
}
