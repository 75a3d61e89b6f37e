import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../api/use-session';
import { LoadingScreen } from '../../components/ui/spinner';
import { afterSignInPath } from '../../lib/pending-share';

/** Visitor-only screens (login): members are sent on to /home, or back to a link they shared before signing in. */
export function RedirectIfSignedIn() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen label="Checking your session" />;
  if (status === 'signed_in') return <Navigate to={afterSignInPath()} replace />;
  return <Outlet />;
}
