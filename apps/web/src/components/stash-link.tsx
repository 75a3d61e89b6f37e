// A link to one stash. Its address is the stash's own (/stash/{id}), so a new tab, a copied link
// or a middle click work as links should; a plain click (or Enter) opens the drawer over the page
// the member is on instead, so that page keeps its place (see lib/stash-drawer-link.ts).
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, type LinkProps } from 'react-router';
import { searchWithStash, stashDrawerDepth, stashPath, type StashDrawerState } from '../lib/stash-drawer-link';

interface StashLinkProps extends Omit<LinkProps, 'to' | 'state'> {
  stashId: string;
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function StashLink({ stashId, onClick, ...props }: StashLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();

  function openInDrawer(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    // One more drawer entry on top: closing the drawer goes back over all of them at once.
    const state: StashDrawerState = { stashDrawerDepth: stashDrawerDepth(location.state) + 1 };
    void navigate({ pathname: location.pathname, search: searchWithStash(location.search, stashId), hash: location.hash }, { state });
  }

  return <Link to={stashPath(stashId)} onClick={openInDrawer} {...props} />;
}
