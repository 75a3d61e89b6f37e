import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../api/use-session';
import { LoadingScreen } from '../../components/ui/spinner';

/** Visitor-only screens (login): members are sent on to /home. */
export function RedirectIfSignedIn() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen label="Checking your session" />;
  if (status === 'signed_in') return <Navigate to="/home" replace />;
  return <Outlet />;
}
