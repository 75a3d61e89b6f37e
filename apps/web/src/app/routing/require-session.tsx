import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../api/use-session';
import { LoadingScreen } from '../../components/ui/spinner';

/** Member screens: a spinner while the session is being restored, visitors go to '/'. */
export function RequireSession() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen label="Checking your session" />;
  if (status === 'signed_out') return <Navigate to="/" replace />;
  return <Outlet />;
}
