import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../api/use-session';
import { LoadingScreen } from '../../components/ui/spinner';
import { keepPendingShare } from '../../lib/pending-share';

/**
 * The share screen's guard: members only, like RequireSession, but a visitor's shared link is kept
 * (lib/pending-share.ts) while they are sent to sign in, and signing in comes back to it.
 */
export function RequireSessionKeepingShare() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen label="Checking your session" />;
  if (status === 'signed_out') return <KeepShareAndSignIn />;
  return <Outlet />;
}

function KeepShareAndSignIn() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    keepPendingShare(search);
    void navigate('/', { replace: true });
  }, [search, navigate]);
  return <LoadingScreen label="Taking you to sign in" />;
}
