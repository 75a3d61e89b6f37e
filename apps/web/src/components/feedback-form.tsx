// A message for the team: used by the 'Send Feedback' dialog and the help page's contact form.
// Visitors may leave an address to be answered at; members are answered at theirs.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { FEEDBACK_COPY, FEEDBACK_MESSAGE_MAX, feedbackRequestSchema } from '@stash/shared';
import { sendFeedback } from '../api/feedback';
import { useSession } from '../api/use-session';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { EmailField } from './ui/email-field';
import { Spinner } from './ui/spinner';
import { TextArea } from './ui/text-area';

export function FeedbackForm({ onSent, autoFocus = false }: { onSent?: () => void; autoFocus?: boolean }) {
  const { status } = useSession();
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = status === 'signed_in';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const request = feedbackRequestSchema.safeParse({ message, page: pathname, ...(!signedIn && email.trim() ? { email } : {}) });
    if (!request.success) return setProblem(request.error.issues[0]?.message ?? FEEDBACK_COPY.failure);
    setBusy(true);
    setProblem(null);
    try {
      await sendFeedback(request.data);
      toast.success(FEEDBACK_COPY.sent);
      setMessage('');
      setEmail('');
      onSent?.();
    } catch {
      setProblem(FEEDBACK_COPY.failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextArea
        label="Your message"
        name="message"
        rows={5}
        maxLength={FEEDBACK_MESSAGE_MAX}
        required
        value={message}
        disabled={busy}
        data-autofocus={autoFocus || undefined}
        placeholder="What should we build, fix or keep?"
        onChange={(event) => setMessage(event.target.value)}
      />
      {signedIn ? null : (
        <EmailField label="Your email (optional, for an answer)" required={false} value={email} disabled={busy} onChange={(event) => setEmail(event.target.value)} />
      )}
      {problem ? <Alert>{problem}</Alert> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          {busy ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
