// /stash/{id}: the stash's own address (spec section 2). It opens the stash in the drawer over the
// feed, so closing it lands somewhere useful and the experience matches opening it from a card.
import { Navigate, useParams } from 'react-router';
import { searchWithStash } from '../../lib/stash-drawer-link';

export function StashPage() {
  const { stashId = '' } = useParams();
  return <Navigate to={{ pathname: '/posts', search: searchWithStash('', stashId) }} replace />;
}
