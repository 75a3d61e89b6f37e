import { Outlet } from 'react-router';
import { useSession } from '../../api/use-session';
import { NotFoundPage } from '../screens';

/** Admin screens: to anyone without the admin flag they do not exist (the not-found page, as the API's 404). */
export function RequireAdmin() {
  const { user } = useSession();
  return user?.is_admin ? <Outlet /> : <NotFoundPage />;
}
