import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { LinkIcon } from 'lucide-react';
import { verifyMagicLink } from '../../api/auth';
import { CenteredPanel } from '../../components/centered-panel';
import { buttonClasses } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from './error-message';

const VERIFY_FAILED = 'Failed to verify magic link';

/** '/verify/:linkId': spend the magic link once, then continue to setup or home. */
export function VerifyMagicLinkPage() {
  const { linkId = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // A magic link works once: StrictMode's second effect run must not spend it again.
  const verifiedLinkId = useRef<string | null>(null);

  useEffect(() => {
    if (verifiedLinkId.current === linkId) return;
    verifiedLinkId.current = linkId;
    verifyMagicLink(linkId).then(
      (result) => {
        if (!result.success) {
          setFailure(VERIFY_FAILED);
        } else if (result.needs_setup) {
          void navigate('/account-setup', { replace: true });
        } else {
          toast.success('Welcome back!', { description: 'You have successfully logged in.' });
          void navigate('/home', { replace: true });
        }
      },
      (error: unknown) => setFailure(errorMessage(error, VERIFY_FAILED)),
    );
  }, [linkId, navigate]);

  if (failure !== null) {
    return (
      <CenteredPanel className="text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger-text">
          <LinkIcon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">{VERIFY_FAILED}</h1>
        {failure !== VERIFY_FAILED ? <p className="mt-2 text-[15px] font-medium text-danger-text">{failure}</p> : null}
        <p className="mt-3 text-[15px] leading-relaxed text-ink-muted">
          Magic links work once and expire after a while. Open your invite link again to get a new one.
        </p>
        <Link to="/" className={buttonClasses({ variant: 'secondary', fullWidth: true, className: 'mt-8' })}>
          Back to Stash
        </Link>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel>
      <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
        <Spinner className="size-8 text-brand-text" />
        <h1 className="text-lg font-semibold">Signing you in...</h1>
      </div>
    </CenteredPanel>
  );
}
