import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CalendarCheck2, Bookmark, Sparkles } from 'lucide-react';
import { MESSAGES } from '@stash/shared';
import { login } from '../../api/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { EmailField } from '../../components/ui/email-field';
import { TextField } from '../../components/ui/text-field';
import { WaitlistDialog } from '../../components/waitlist-dialog';
import { isFeatureEnabled } from '../../lib/feature-flags';
import { afterSignInPath } from '../../lib/pending-share';
import { EmailLinkDialog } from './email-link-dialog';

const MISSING_FIELDS_MESSAGE = 'Please enter your email and password.';

const STEPS = [
  { icon: Bookmark, title: 'Save', text: 'Share a post or paste its link from Instagram, TikTok or X.' },
  { icon: Sparkles, title: 'Organize', text: 'Places, events and recipes are pulled out and sorted for you.' },
  { icon: CalendarCheck2, title: 'Act', text: 'Find them on the map, the calendar, or just ask.' },
] as const;

export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState({ email: false, password: false });
  const [busy, setBusy] = useState(false);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [emailLinkOpen, setEmailLinkOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmedEmail = email.trim();
    const nowMissing = { email: trimmedEmail === '', password: password === '' };
    setMissing(nowMissing);
    if (nowMissing.email || nowMissing.password) {
      setError(MISSING_FIELDS_MESSAGE);
      (nowMissing.email ? emailRef : passwordRef).current?.focus();
      return;
    }

    setBusy(true);
    setError(null);
    try {
      await login(trimmedEmail, password);
      toast.success('Welcome back!', { description: 'You have successfully logged in.' });
      // Home, or back to a link shared to Stash before signing in.
      await navigate(afterSignInPath(), { replace: true });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : MESSAGES.invalidCredentials);
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-10 px-4 pt-8 pb-16 sm:px-6 md:grid-cols-[1fr_minmax(0,440px)] md:gap-16 md:py-20">
      <section className="animate-enter text-center md:text-left" aria-labelledby="welcome-title">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand/25 bg-brand-soft px-3.5 py-1.5 text-[13px] font-semibold text-brand-text">
          <span className="relative flex size-2" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand opacity-50" />
            <span className="relative inline-flex size-2 rounded-full bg-brand" />
          </span>
          Now in private beta
        </p>
        <h1 id="welcome-title" className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl md:text-6xl">
          Welcome to <span className="text-gradient-brand">Stash</span>
        </h1>
        <p className="mx-auto mt-4 max-w-md text-[17px] leading-relaxed text-pretty text-ink-muted md:mx-0 md:text-lg">
          Stop losing your saves. Keep the posts you find on Instagram, TikTok and X, and act on them later.
        </p>
        <ol className="mt-10 hidden gap-5 md:grid">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl border border-line bg-surface text-brand-text shadow-soft">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-ink">{title}</span>
                <span className="block text-[15px] leading-relaxed text-ink-muted">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section
        className="w-full animate-enter rounded-3xl border border-line bg-surface/90 p-6 shadow-lifted backdrop-blur-sm [animation-delay:80ms] sm:p-8"
        aria-labelledby="sign-in-title"
      >
        <h2 id="sign-in-title" className="text-2xl font-semibold tracking-tight">
          Sign In
        </h2>
        <p className="mt-1.5 text-[15px] text-ink-muted">Use the email and password of your Stash account.</p>

        <form className="mt-7 flex flex-col gap-5" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? errorId : undefined}>
          <EmailField
            ref={emailRef}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={missing.email || undefined}
            disabled={busy}
          />
          <TextField
            ref={passwordRef}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={missing.password || undefined}
            disabled={busy}
          />

          {error ? <Alert id={errorId}>{error}</Alert> : null}

          <Button type="submit" size="lg" fullWidth disabled={busy} aria-busy={busy || undefined} className="mt-1">
            {busy ? <Spinner className="size-4" /> : null}
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
          {isFeatureEnabled('magicLink') ? (
            <Button variant="link" className="self-center" onClick={() => setEmailLinkOpen(true)}>
              Email me a sign-in link instead
            </Button>
          ) : null}
        </form>

        <div className="my-6 flex items-center gap-4 text-[13px] font-medium text-ink-muted">
          <span className="h-px flex-1 bg-line" aria-hidden="true" />
          or
          <span className="h-px flex-1 bg-line" aria-hidden="true" />
        </div>

        <p className="text-center text-[15px] text-ink-muted">
          Not a member yet?{' '}
          <Button variant="link" className="font-semibold" onClick={() => setWaitlistOpen(true)}>
            Join Waitlist
          </Button>
        </p>
      </section>

      <nav aria-label="About Stash" className="flex justify-center gap-5 text-sm text-ink-muted md:hidden">
        <Link to="/faq" className="focus-ring rounded-md hover:text-ink">
          FAQ
        </Link>
        <Link to="/terms" className="focus-ring rounded-md hover:text-ink">
          Terms
        </Link>
        <Link to="/privacy" className="focus-ring rounded-md hover:text-ink">
          Privacy
        </Link>
      </nav>

      <WaitlistDialog open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
      {/* Mounted when opened, so it starts from the address typed in the form. */}
      {emailLinkOpen ? <EmailLinkDialog open initialEmail={email} onClose={() => setEmailLinkOpen(false)} /> : null}
    </div>
  );
}
