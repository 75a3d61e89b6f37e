// Discover (/discover): what is trending in the member's stash, what it holds by type, and things
// related to what they saved lately. Every entity opens its own page.
import { Compass } from 'lucide-react';
import { useEntityTypes, useTrendingEntities } from '../../api/entities-hooks';
import { displayTypeInfo, displayTypeOf } from '../../lib/display-types';
import { DetailSection } from './detail-section';
import { EntityLinkCard } from './entity-link-card';
import { useRecentRelated } from './use-discover';

export const DISCOVER_TRENDING_LIMIT = 10;

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid animate-pulse gap-2 sm:grid-cols-2">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="h-16 rounded-2xl bg-surface-muted" />
      ))}
    </div>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="rounded-2xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-ink-muted">{children}</p>;
}

function Trending() {
  const query = useTrendingEntities(DISCOVER_TRENDING_LIMIT);
  return (
    <DetailSection title="Trending in your stash">
      {query.isPending ? (
        <ListSkeleton label="Loading trending" />
      ) : (query.data?.entities.length ?? 0) === 0 ? (
        <Empty>Nothing trending yet. Places and events you save more than once this month show up here.</Empty>
      ) : (
        <ol aria-label="Trending" className="grid gap-2 sm:grid-cols-2">
          {query.data!.entities.map((entity) => (
            <li key={entity.entity_id}>
              <EntityLinkCard entity={entity} extra={entity.save_count === 1 ? 'Saved once this month' : `Saved ${entity.save_count} times this month`} />
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

function Types() {
  const query = useEntityTypes();
  const types = query.data?.types ?? [];
  return (
    <DetailSection
      title="Your stash by type"
      action={query.data && query.data.total > 0 ? <span className="text-sm text-ink-muted">{query.data.total} in all</span> : undefined}
    >
      {query.isPending ? (
        <div role="status" aria-label="Loading types" className="h-12 animate-pulse rounded-2xl bg-surface-muted" />
      ) : types.length === 0 ? (
        <Empty>No types yet.</Empty>
      ) : (
        <ul aria-label="Types" className="flex flex-wrap gap-2">
          {types.map(({ type, count }) => {
            const info = displayTypeInfo(displayTypeOf({ entity_type: type, routing_class: null }));
            const Icon = info.icon;
            const name = type.charAt(0).toUpperCase() + type.slice(1).replace(/_/g, ' ');
            return (
              <li key={type} className="flex items-center gap-2 rounded-full border border-line bg-surface py-1.5 pr-3 pl-2 text-sm">
                <span className="flex size-6 items-center justify-center rounded-full" style={{ backgroundColor: `${info.color}1f`, color: info.color }}>
                  <Icon className="size-3.5" aria-hidden="true" />
                </span>
                <span className="font-medium text-ink">{name}</span>
                <span className="text-ink-muted tabular-nums">{count}</span>
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}

function RecentRelated() {
  const related = useRecentRelated();
  return (
    <DetailSection title="Related to your recent saves">
      {related.isPending ? (
        <ListSkeleton label="Loading related" />
      ) : related.isError ? (
        <p role="alert" className="text-sm text-danger-text">
          Unable to load your recent saves.
        </p>
      ) : related.picks.length === 0 ? (
        <Empty>{related.hasSeeds ? 'Nothing related to your latest saves yet.' : 'Save a few links and related places, events and ideas appear here.'}</Empty>
      ) : (
        <ul aria-label="Related to your recent saves" className="grid gap-2 sm:grid-cols-2">
          {related.picks.map(({ entity, seed }) => (
            <li key={entity.entity_id}>
              <EntityLinkCard entity={entity} extra={`Because you saved ${seed.entity_name}`} />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

export function DiscoverPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-5 sm:px-6 lg:py-8">
      <header className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-soft text-brand-text">
          <Compass className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-ink">Discover</h1>
          <p className="text-sm text-ink-muted">What your stash is full of, and what goes with it.</p>
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <Trending />
          <RecentRelated />
        </div>
        <aside className="flex min-w-0 flex-col gap-8">
          <Types />
        </aside>
      </div>
    </div>
  );
}

