// What the member's stash holds: posts per category, and how many places and events are in it.
import { useQuery } from '@tanstack/react-query';
import { useEntityTypes } from '../../api/entities-hooks';
import { postQueryKeys } from '../../api/post-query-keys';
import { listPosts, type PostsListBody } from '../../api/posts';
import { categoryCounts } from '../../lib/category-label';
import { ProfileSection } from './profile-section';

const COUNTS_REQUEST: PostsListBody = { limit: 1, include_counts: true, include_category_counts: true };
/** Entity types that are somewhere to go, and those that happen at a time. */
const PLACE_TYPES = new Set(['restaurant', 'cafe', 'bar', 'bakery', 'venue', 'shop', 'hotel', 'park', 'museum', 'gym', 'studio']);
const EVENT_TYPES = new Set(['event', 'class']);

export function StashStatsSection() {
  const counts = useQuery({ queryKey: postQueryKeys.page(COUNTS_REQUEST), queryFn: () => listPosts(COUNTS_REQUEST), staleTime: 60_000 });
  const types = useEntityTypes();
  const sum = (kinds: Set<string>) => (types.data?.types ?? []).filter((entry) => kinds.has(entry.type)).reduce((total, entry) => total + entry.count, 0);
  const categories = categoryCounts(counts.data?.categoryCounts);

  return (
    <ProfileSection title="Your stash">
      {counts.isPending || types.isPending ? (
        <p className="text-[15px] text-ink-muted" role="status">
          Counting…
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-2xl bg-surface-muted p-4">
              <dt className="text-[13px] text-ink-muted">Places</dt>
              <dd className="text-2xl font-semibold">{sum(PLACE_TYPES).toLocaleString()}</dd>
            </div>
            <div className="rounded-2xl bg-surface-muted p-4">
              <dt className="text-[13px] text-ink-muted">Events</dt>
              <dd className="text-2xl font-semibold">{sum(EVENT_TYPES).toLocaleString()}</dd>
            </div>
          </dl>
          {categories.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Stashes by category">
              {categories.map(({ category, label, count }) => (
                <li key={category} className="rounded-full border border-line px-3 py-1 text-[13px] text-ink">
                  {label} <span className="text-ink-muted">{count.toLocaleString()}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-[15px] text-ink-muted">Nothing saved yet: your categories will show here.</p>
          )}
        </div>
      )}
    </ProfileSection>
  );
}
