// The kanban view: one column per category or per tag (the member picks), each reading its own
// stashes (the filter plus the column's category or tag) page after page and scrolling on its own.
// A stash with several tags shows in each of their columns. Cards are picked with their checkbox
// (Space on it, or a click; Shift-click picks the run from the last one picked in that column).
import { useRef, type MouseEvent } from 'react';
import type { PostCard, PostFilter, PostsFiltersResponse, PostSortField } from '@stash/shared';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { StashLink } from '../../components/stash-link';
import { PlatformIcon, platformName } from '../../components/platform-icon';
import { TagChip } from '../../components/tags/tag-chip';
import { categoryCounts, categoryLabel } from '../../lib/category-label';
import { toStashCardItem } from '../../lib/post-mapping';
import { shortDate, stashCount } from './manage-copy';
import type { KanbanGroup, SortDirection } from './manage-url';
import { useColumnPosts } from './use-manage-posts';

export interface KanbanColumn {
  key: string;
  label: string;
  color?: string;
  /** The column's part of the filter. */
  filter: Partial<PostFilter>;
}

/** The columns for a grouping: the member's categories or tags that have stashes, narrowed by the filter's own. */
export function kanbanColumns(group: KanbanGroup, filters: PostsFiltersResponse | undefined, filter: PostFilter): KanbanColumn[] {
  if (group === 'category') {
    const counts = Object.fromEntries((filters?.categories ?? []).map((entry) => [entry.value, entry.count]));
    const categories = categoryCounts(counts).map((entry) => entry.category);
    const shown = filter.category ? [filter.category] : categories;
    return shown.map((category) => ({ key: `category:${category}`, label: categoryLabel(category), filter: { category } }));
  }
  const tags = (filters?.tags ?? []).filter((tag) => tag.count > 0 && (!filter.tag_id || tag.id === filter.tag_id));
  return tags.map((tag) => ({ key: `tag:${tag.id}`, label: tag.name, color: tag.color, filter: { tag_id: tag.id } }));
}

interface KanbanBoardProps {
  columns: readonly KanbanColumn[];
  filter: PostFilter;
  sortBy: PostSortField;
  sort: SortDirection;
  hidden: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
}

export function KanbanBoard({ columns, ...rest }: KanbanBoardProps) {
  return (
    <div role="list" aria-label="Kanban columns" className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0">
      {columns.map((column) => (
        <KanbanColumnView key={column.key} column={column} {...rest} />
      ))}
    </div>
  );
}

function KanbanColumnView({ column, filter, sortBy, sort, hidden, selected, onSelect }: Omit<KanbanBoardProps, 'columns'> & { column: KanbanColumn }) {
  const query = useColumnPosts({ ...filter, ...column.filter, sort_by: sortBy, sort });
  const loaded = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const posts = loaded.filter((post) => !hidden.has(post.id));
  const total = query.data?.pages[0]?.total ?? null;
  // Stashes deleted here (waiting for undo) come off the column's count at once too.
  const count = total === null ? null : Math.max(0, total - (loaded.length - posts.length));
  const anchor = useRef<string | null>(null);
  const headingId = `kanban-${column.key.replace(/[^\w-]/g, '-')}`;

  function onCardClick(event: MouseEvent, post: PostCard) {
    const target = event.target as HTMLElement;
    const isBox = target.matches('input[type="checkbox"]');
    if (event.shiftKey && anchor.current) {
      event.preventDefault();
      const ids = posts.map((candidate) => candidate.id);
      const [from, to] = [ids.indexOf(anchor.current), ids.indexOf(post.id)].sort((a, b) => a - b);
      if (from !== undefined && to !== undefined && from >= 0) onSelect(ids.slice(from, to + 1), true);
      return;
    }
    if (isBox) {
      anchor.current = post.id;
      onSelect([post.id], !selected.has(post.id));
    }
  }

  return (
    <section role="listitem" aria-labelledby={headingId} className="flex w-72 shrink-0 snap-start flex-col rounded-3xl border border-line bg-surface-muted/50">
      <h2 id={headingId} className="flex items-center gap-2 px-4 pt-3.5 pb-2 text-sm font-semibold">
        {column.color ? <span className="size-2.5 rounded-full" style={{ backgroundColor: column.color }} aria-hidden="true" /> : null}
        <span className="truncate">{column.label}</span>
        <span className="ml-auto text-xs font-medium text-ink-muted">{count === null ? '' : stashCount(count)}</span>
      </h2>
      <div className="max-h-[calc(100dvh-16rem)] min-h-24 overflow-y-auto px-3 pb-3" tabIndex={-1}>
        {query.isPending ? (
          <div className="flex justify-center py-6" role="status" aria-label={`Loading ${column.label}`}>
            <Spinner />
          </div>
        ) : query.isError && !query.data ? (
          <div className="py-4 text-sm text-ink-muted">
            <p role="alert">{query.error.message}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : posts.length === 0 ? (
          <p className="py-4 text-center text-sm text-ink-muted">Nothing here</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={`${column.label} stashes`}>
            {posts.map((post) => {
              const item = toStashCardItem(post);
              const isSelected = selected.has(post.id);
              return (
                <li
                  key={post.id}
                  onClick={(event) => onCardClick(event, post)}
                  onMouseDown={(event) => {
                    if (event.shiftKey) event.preventDefault();
                  }}
                  className={`flex gap-2.5 rounded-2xl border bg-surface p-2.5 shadow-soft ${isSelected ? 'border-brand ring-2 ring-brand' : 'border-line'}`}
                >
                  <input
                    type="checkbox"
                    aria-label={`Select ${item.title}`}
                    checked={isSelected}
                    onChange={() => {}}
                    className="mt-1 size-4 shrink-0 accent-brand"
                  />
                  <div className="size-12 shrink-0 overflow-hidden rounded-xl bg-surface-muted">
                    {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" /> : null}
                  </div>
                  <div className="min-w-0 flex-1">
                    <StashLink stashId={post.id} className="focus-ring line-clamp-2 rounded text-sm font-medium text-ink hover:underline">
                      {item.title}
                    </StashLink>
                    <p className="mt-0.5 flex items-center gap-1 text-xs text-ink-muted">
                      <PlatformIcon platform={item.platform} className="size-3 shrink-0" />
                      {platformName(item.platform)} · {shortDate(post.created_at)}
                    </p>
                    {post.tags.length > 0 ? (
                      <div className="mt-1 flex flex-wrap gap-1">
                        {post.tags.map((tag) => (
                          <TagChip key={tag.id} tag={tag} size="sm" />
                        ))}
                      </div>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {query.hasNextPage ? (
          <Button variant="ghost" size="sm" fullWidth className="mt-2" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
