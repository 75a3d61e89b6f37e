import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** Errors the router itself catches (outside the layout's boundary) get the same screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);

  // Navigating to the same place gives the router's boundary a new location, which clears it.
  return (
    <div className="flex min-h-dvh flex-col">
      <ErrorScreen onRetry={() => void navigate(location, { replace: true })} />
    </div>
  );
}
