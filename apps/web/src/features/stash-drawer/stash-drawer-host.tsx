// Around the member screens: shows the stash drawer over whichever screen is open when the
// address names a stash (?stash={id}). The drawer's code loads on first use, so the shell does
// not carry it.
import { lazy, Suspense, useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { searchWithoutStash, stashDrawerDepth, stashIdInSearch } from '../../lib/stash-drawer-link';

const StashDrawer = lazy(() => import('./stash-drawer').then((module) => ({ default: module.StashDrawer })));

export function StashDrawerHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const stashId = stashIdInSearch(location.search);
  const depth = stashDrawerDepth(location.state);

  const close = useCallback(() => {
    // Opened by a click: go back over the drawer entries, which returns the page exactly as it was.
    // Opened by address (a reload, a shared link): nothing to go back to, so drop the parameter.
    if (depth > 0) void navigate(-depth);
    else void navigate({ pathname: location.pathname, search: searchWithoutStash(location.search), hash: location.hash }, { replace: true });
  }, [depth, navigate, location.pathname, location.search, location.hash]);

  return (
    <>
      <Outlet />
      {stashId ? (
        <Suspense fallback={null}>
          <StashDrawer stashId={stashId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
