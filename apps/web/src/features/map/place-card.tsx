// The popup card of one marker: what the place is, and the stashes it came from (POST /posts/list
// with entity_id), each opening in the stash drawer over the map.
import { useQuery } from '@tanstack/react-query';
import { ArrowUpRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import { postQueryKeys } from '../../api/post-query-keys';
import { listPosts, type PostsListBody } from '../../api/posts';
import { StashLink } from '../../components/stash-link';
import { placeAddress, placeRating, type MapPlace } from '../../components/map/map-places';
import { toStashItem } from '../../lib/post-mapping';
import { lookOf } from './place-look';
import { entityPath, type EntityNavigationState } from '../../lib/entity-path';

const STASHES_SHOWN = 5;

function PlaceStashes({ entityId }: { entityId: string }) {
  const request: PostsListBody = { entity_id: entityId, limit: STASHES_SHOWN, include_counts: true };
  const stashes = useQuery({
    queryKey: postQueryKeys.page(request),
    queryFn: () => listPosts(request),
    staleTime: 60_000,
  });
  if (stashes.isPending) return <p className="text-xs text-ink-muted">Loading its stashes…</p>;
  if (stashes.isError) return <p className="text-xs text-danger-text">Unable to load its stashes.</p>;
  const items = stashes.data.posts.map(toStashItem);
  if (items.length === 0) return null;
  const more = (stashes.data.total ?? items.length) - items.length;
  return (
    <div>
      <p className="text-xs font-medium text-ink-muted">From your stashes</p>
      <ul className="mt-1 space-y-0.5">
        {items.map((item) => (
          <li key={item.id} className="truncate text-sm">
            <StashLink stashId={item.id} className="focus-ring rounded text-brand-text hover:underline">
              {item.title}
            </StashLink>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-0.5 text-xs text-ink-subtle">and {more} more</p> : null}
    </div>
  );
}

export function PlaceCard({ place }: { place: MapPlace }) {
  const look = lookOf(place.entity);
  const address = placeAddress(place.entity);
  const rating = placeRating(place.entity);
  const state: EntityNavigationState = { entity: place.entity, from: '/map' };
  return (
    <div className="w-60 space-y-2 font-sans text-ink">
      <div>
        <p className="flex items-center gap-1.5 text-xs font-medium" style={{ color: look.color }}>
          <look.Icon className="size-3.5" aria-hidden="true" />
          {look.label}
          {rating !== null ? (
            <span className="ml-1 inline-flex items-center gap-0.5 text-ink-muted">
              <Star className="size-3" aria-hidden="true" /> {rating.toFixed(1)}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-base leading-snug font-semibold">{place.name}</p>
        {address ? <p className="text-xs text-ink-muted">{address}</p> : null}
      </div>
      <PlaceStashes entityId={place.id} />
      <Link to={entityPath(place.entity)} state={state} className="focus-ring inline-flex items-center gap-1 rounded text-sm font-medium text-brand-text hover:underline">
        Open place <ArrowUpRight className="size-3.5" aria-hidden="true" />
      </Link>
    </div>
  );
}
