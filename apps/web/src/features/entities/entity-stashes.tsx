// The stashes an entity appears in (POST /posts/list with entity_id). Each opens the stash drawer
// over this page, so the member comes back to the same entity.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { postQueryKeys } from '../../api/post-query-keys';
import { listPosts, type PostsListBody } from '../../api/posts';
import { PlatformIcon, platformName } from '../../components/platform-icon';
import { StashLink } from '../../components/stash-link';
import { ageLabel } from '../../lib/age-label';
import { toStashItem } from '../../lib/post-mapping';
import { DetailSection } from './detail-section';

/** Enough to show where it came from; an entity in more stashes than this is rare. */
export const ENTITY_STASHES_LIMIT = 20;

export function EntityStashes({ entityId }: { entityId: string }) {
  // A posts key, so editing or deleting a stash refreshes this list too.
  const request: PostsListBody = { entity_id: entityId, limit: ENTITY_STASHES_LIMIT };
  const query = useQuery({
    queryKey: postQueryKeys.page(request),
    queryFn: () => listPosts(request),
    staleTime: 60_000,
  });
  // Ages are read once per visit; they change by the hour at most.
  const [now] = useState(() => Date.now());

  return (
    <DetailSection title="In your stashes">
      {query.isPending ? (
        <div role="status" aria-label="Loading stashes" className="h-16 animate-pulse rounded-2xl bg-surface-muted" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger-text">
          Unable to load the stashes it appears in.
        </p>
      ) : query.data.posts.length === 0 ? (
        <p className="text-sm text-ink-muted">Not in any of your stashes any more.</p>
      ) : (
        <ul aria-label="Stashes it appears in" className="flex flex-col gap-2">
          {query.data.posts.map((post) => {
            const item = toStashItem(post);
            const age = ageLabel(item.createdAt, now);
            return (
              <li key={item.id}>
                <StashLink
                  stashId={item.id}
                  className="focus-ring flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition-colors hover:border-line-strong hover:bg-surface-muted"
                >
                  {item.imageUrl ? (
                    <img src={item.imageUrl} alt="" loading="lazy" className="size-12 shrink-0 rounded-xl object-cover" />
                  ) : (
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-ink-muted">
                      <PlatformIcon platform={item.platform} className="size-5" />
                    </span>
                  )}
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="line-clamp-2 text-sm font-semibold text-ink">{item.title}</span>
                    <span className="truncate text-xs text-ink-muted">
                      {platformName(item.platform)}
                      {age ? ` · ${age}` : ''}
                    </span>
                  </span>
                </StashLink>
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}
