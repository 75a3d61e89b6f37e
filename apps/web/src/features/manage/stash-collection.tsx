// The table, grid and list views: one virtualised collection over the filter's whole total, laid
// out as table rows, cards in rows of as many as fit, or compact rows. Only the rows near the
// viewport are in the DOM; rows whose page has not loaded show as skeletons and ask for it.
// Keyboard (roving tabindex: one item holds the tab stop): arrows move, Shift+arrows extend the
// selection, Space toggles, Enter opens the stash, Home/End jump, Ctrl/Cmd+A selects every loaded
// stash, Escape clears. Shift-click selects a range.
import { memo, useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { PostCard, PostSortField } from '@stash/shared';
import { CardMedia } from '../../components/stash-card/card-media';
import { PlatformIcon, platformName } from '../../components/platform-icon';
import { StashLink } from '../../components/stash-link';
import { TagChip } from '../../components/tags/tag-chip';
import { categoryLabel } from '../../lib/category-label';
import { toStashCardItem } from '../../lib/post-mapping';
import { GRID_GAP, useListLayout } from './use-list-layout';
import { SORT_LABELS, shortDate, statusLabel } from './manage-copy';
import type { ManageView, SortDirection } from './manage-url';
import {
  clearSelection,
  extendFocus,
  loadedSelectionState,
  moveFocus,
  selectAllLoaded,
  selectRange,
  toggleAt,
  type Order,
  type Selection,
} from './selection';

const TABLE_ROW_HEIGHT = 56;
const LIST_ROW_HEIGHT = 72;
const CARD_TEXT_HEIGHT = 120;

type CollectionView = Exclude<ManageView, 'kanban'>;

interface StashCollectionProps {
  view: CollectionView;
  slots: readonly (PostCard | undefined)[];
  order: Order;
  selection: Selection;
  onSelectionChange: (next: Selection) => void;
  sortBy: PostSortField;
  sort: SortDirection;
  onSort: (field: PostSortField) => void;
  /** Positions from `start` to `end` are on screen (or about to be): their pages should load. */
  onRangeShown: (start: number, end: number) => void;
}

const SORTABLE_COLUMNS: ReadonlyArray<{ field: PostSortField | null; label: string; className: string }> = [
  { field: 'title', label: 'Title', className: 'min-w-0 flex-[3]' },
  { field: 'category', label: 'Category', className: 'w-28 shrink-0' },
  { field: 'platform', label: 'Platform', className: 'w-28 shrink-0' },
  { field: 'status', label: 'Status', className: 'w-28 shrink-0' },
  { field: null, label: 'Tags', className: 'min-w-0 flex-[2]' },
  { field: 'saved', label: 'Saved', className: 'w-32 shrink-0' },
  { field: 'posted', label: 'Posted', className: 'w-32 shrink-0' },
];

function titleOf(post: PostCard): string {
  return toStashCardItem(post).title;
}

export function StashCollection({ view, slots, order, selection, onSelectionChange, sortBy, sort, onSort, onRangeShown }: StashCollectionProps) {
  const { observe, width, top, columns: gridColumns } = useListLayout();
  const columns = view === 'grid' ? gridColumns : 1;
  const rowCount = Math.ceil(slots.length / columns);
  const cardWidth = width > 0 ? (width - GRID_GAP * (columns - 1)) / columns : 250;
  const rowHeight = view === 'table' ? TABLE_ROW_HEIGHT : view === 'list' ? LIST_ROW_HEIGHT : Math.round(cardWidth * 1.25 + CARD_TEXT_HEIGHT + GRID_GAP);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 4,
    scrollMargin: top,
    getItemKey: (index) => `${view}:${columns}:${index}`,
  });
  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows.at(-1)?.index ?? 0;

  useEffect(() => {
    if (rowCount > 0) onRangeShown(firstRow * columns, (lastRow + 1) * columns - 1);
  }, [firstRow, lastRow, columns, rowCount, onRangeShown]);

  // Keyboard moves scroll the focused row into view, then focus it once it is rendered.
  const containerRef = useRef<HTMLDivElement | null>(null);
  const keyboardMove = useRef(false);
  useLayoutEffect(() => {
    if (!keyboardMove.current || selection.focus < 0) return;
    const row = Math.floor(selection.focus / columns);
    virtualizer.scrollToIndex(row, { align: 'auto' });
    const element = containerRef.current?.querySelector<HTMLElement>(`[data-slot="${selection.focus}"]`);
    if (element) {
      element.focus({ preventScroll: true });
      keyboardMove.current = false;
    }
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    // Keys on the header's buttons are left alone.
    const item = target.closest<HTMLElement>('[data-slot]');
    if (!item) return;
    // The item with focus is where keys act, even before the selection has heard of it.
    const current = { ...selection, focus: Number(item.dataset.slot) };
    const vertical = columns;
    const steps: Record<string, number> = { ArrowDown: vertical, ArrowUp: -vertical, Home: -Infinity, End: Infinity };
    if (view === 'grid') Object.assign(steps, { ArrowRight: 1, ArrowLeft: -1 });
    let next: Selection | null = null;
    if (event.key in steps) {
      const raw = steps[event.key]!;
      const step = Number.isFinite(raw) ? raw : raw > 0 ? order.length : -order.length;
      next = event.shiftKey ? extendFocus(current, order, step) : moveFocus(current, order, step);
    } else if (event.key === ' ') {
      next = toggleAt(current, order, current.focus);
    } else if ((event.key === 'a' || event.key === 'A') && (event.ctrlKey || event.metaKey)) {
      next = selectAllLoaded(current, order);
    } else if (event.key === 'Escape' && selection.ids.size > 0) {
      next = clearSelection(current);
    } else if (event.key === 'Enter' && target.matches('[data-slot]')) {
      target.querySelector<HTMLAnchorElement>('a[href]')?.click();
      event.preventDefault();
      return;
    } else {
      return;
    }
    event.preventDefault();
    keyboardMove.current = next.focus !== selection.focus;
    onSelectionChange(next);
  }

  function onItemClick(event: MouseEvent, index: number) {
    const target = event.target as HTMLElement;
    if (event.shiftKey) {
      event.preventDefault();
      onSelectionChange(selectRange(selection, order, index));
    } else if (target.matches('input[type="checkbox"]')) {
      onSelectionChange(toggleAt(selection, order, index));
    } else if (!target.closest('a')) {
      onSelectionChange({ ...selection, focus: index });
    }
  }

  const tabStop = selection.focus >= 0 && selection.focus < slots.length ? selection.focus : 0;
  const headerState = loadedSelectionState(selection, order);

  return (
    <div
      ref={(element) => {
        containerRef.current = element;
        return observe(element);
      }}
      role="grid"
      aria-label="Your stashes"
      aria-multiselectable="true"
      aria-rowcount={view === 'table' ? slots.length + 1 : Math.ceil(slots.length / columns)}
      aria-colcount={view === 'table' ? SORTABLE_COLUMNS.length + 1 : columns}
      onKeyDown={onKeyDown}
      className={view === 'table' ? 'overflow-x-auto' : undefined}
    >
      {view === 'table' ? (
        <div role="rowgroup" className="min-w-[56rem]">
          <div role="row" aria-rowindex={1} className="flex items-center gap-3 border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <div role="columnheader" className="w-6 shrink-0">
              <input
                type="checkbox"
                aria-label="Select all loaded stashes"
                className="size-4 accent-brand"
                checked={headerState === 'all'}
                ref={(input) => {
                  if (input) input.indeterminate = headerState === 'some';
                }}
                onChange={() => onSelectionChange(headerState === 'all' ? clearSelection(selection) : selectAllLoaded(selection, order))}
              />
            </div>
            {SORTABLE_COLUMNS.map((column) => {
              const active = column.field !== null && column.field === sortBy;
              return (
                <div
                  key={column.label}
                  role="columnheader"
                  aria-sort={column.field === null ? undefined : active ? (sort === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className={column.className}
                >
                  {column.field ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.field!)}
                      className="focus-ring inline-flex items-center gap-1 rounded-md uppercase hover:text-ink"
                      aria-label={`Sort by ${SORT_LABELS[column.field]}`}
                    >
                      {column.label}
                      {active ? sort === 'asc' ? <ArrowUp className="size-3.5" aria-hidden="true" /> : <ArrowDown className="size-3.5" aria-hidden="true" /> : null}
                    </button>
                  ) : (
                    column.label
                  )}
                </div>
              );
            })}
          </div>
        </div>
      ) : null}
      <div role="rowgroup" className={`relative ${view === 'table' ? 'min-w-[56rem]' : ''}`} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const start = row.index * columns;
          const items = slots.slice(start, start + columns);
          return (
            <div
              key={row.key}
              role="row"
              aria-rowindex={view === 'table' ? row.index + 2 : row.index + 1}
              data-index={row.index}
              ref={view === 'grid' ? virtualizer.measureElement : undefined}
              className={view === 'grid' ? 'absolute top-0 left-0 grid w-full' : 'absolute top-0 left-0 w-full'}
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                ...(view === 'grid'
                  ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GRID_GAP, paddingBottom: GRID_GAP }
                  : { height: rowHeight }),
              }}
            >
              {items.map((post, offset) => {
                const index = start + offset;
                const common = {
                  index,
                  post,
                  selected: post ? selection.ids.has(post.id) : false,
                  tabbable: index === tabStop,
                  onClick: onItemClick,
                };
                if (view === 'table') return <TableRow key={post?.id ?? `slot-${index}`} {...common} />;
                if (view === 'list') return <ListRow key={post?.id ?? `slot-${index}`} {...common} />;
                return <GridCard key={post?.id ?? `slot-${index}`} {...common} />;
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

interface ItemProps {
  index: number;
  post: PostCard | undefined;
  selected: boolean;
  tabbable: boolean;
  onClick: (event: MouseEvent, index: number) => void;
}

function itemFocusProps({ index, post, selected, tabbable, onClick }: ItemProps) {
  return {
    'data-slot': index,
    tabIndex: tabbable ? 0 : -1,
    'aria-selected': post ? selected : undefined,
    'aria-busy': post ? undefined : true,
    onClick: (event: MouseEvent) => onClick(event, index),
    // Shift-click would otherwise select the page's text across the range.
    onMouseDown: (event: MouseEvent) => {
      if (event.shiftKey) event.preventDefault();
    },
  };
}

function SelectBox({ post, selected }: { post: PostCard; selected: boolean }) {
  return (
    <input
      type="checkbox"
      tabIndex={-1}
      aria-label={`Select ${titleOf(post)}`}
      checked={selected}
      // The click handler of the item decides (it knows about Shift); this keeps React from warning.
      onChange={() => {}}
      className="size-4 shrink-0 accent-brand"
    />
  );
}

function Skeleton({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-surface-muted ${className}`} />;
}

const selectedRow = 'bg-brand-soft/70';
const focusStyles = 'outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus';

const TableRow = memo(function TableRow(props: ItemProps) {
  const { post, selected } = props;
  return (
    <div
      role="gridcell"
      aria-colspan={SORTABLE_COLUMNS.length + 1}
      {...itemFocusProps(props)}
      className={`flex h-full items-center gap-3 border-b border-line px-3 text-sm ${selected ? selectedRow : 'hover:bg-surface-muted/60'} ${focusStyles}`}
    >
      {post ? (
        <>
          <div className="w-6 shrink-0">
            <SelectBox post={post} selected={selected} />
          </div>
          <div className="min-w-0 flex-[3]">
            <StashLink stashId={post.id} tabIndex={-1} className="block truncate font-medium text-ink hover:underline">
              {titleOf(post)}
            </StashLink>
          </div>
          <div className="w-28 shrink-0 truncate text-ink-muted">{post.category ? categoryLabel(post.category) : '—'}</div>
          <div className="flex w-28 shrink-0 items-center gap-1.5 text-ink-muted">
            <PlatformIcon platform={post.activity_type} className="size-3.5" />
            <span className="truncate">{platformName(post.activity_type)}</span>
          </div>
          <div className="w-28 shrink-0 truncate text-ink-muted">{statusLabel(post.status)}</div>
          <div className="flex min-w-0 flex-[2] gap-1 overflow-hidden">
            {post.tags.map((tag) => (
              <TagChip key={tag.id} tag={tag} size="sm" />
            ))}
          </div>
          <div className="w-32 shrink-0 text-ink-muted">{shortDate(post.created_at)}</div>
          <div className="w-32 shrink-0 text-ink-muted">{shortDate(post.posted_at)}</div>
        </>
      ) : (
        <>
          <Skeleton className="h-4 w-4" />
          <Skeleton className="h-4 flex-[3]" />
          <Skeleton className="h-4 flex-[4]" />
        </>
      )}
    </div>
  );
});

const ListRow = memo(function ListRow(props: ItemProps) {
  const { post, selected } = props;
  const item = post ? toStashCardItem(post) : null;
  return (
    <div
      role="gridcell"
      {...itemFocusProps(props)}
      className={`flex h-full items-center gap-3 border-b border-line px-3 ${selected ? selectedRow : 'hover:bg-surface-muted/60'} ${focusStyles}`}
    >
      {post && item ? (
        <>
          <SelectBox post={post} selected={selected} />
          <div className="size-12 shrink-0 overflow-hidden rounded-xl bg-surface-muted">
            {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" /> : null}
          </div>
          <div className="min-w-0 flex-1">
            <StashLink stashId={post.id} tabIndex={-1} className="block truncate text-[15px] font-medium text-ink hover:underline">
              {item.title}
            </StashLink>
            <p className="flex min-w-0 items-center gap-1.5 truncate text-xs text-ink-muted">
              <PlatformIcon platform={item.platform} className="size-3 shrink-0" />
              {[post.category ? categoryLabel(post.category) : null, statusLabel(post.status), shortDate(post.created_at)].filter(Boolean).join(' · ')}
            </p>
          </div>
          <div className="hidden max-w-[40%] gap-1 overflow-hidden sm:flex">
            {post.tags.map((tag) => (
              <TagChip key={tag.id} tag={tag} size="sm" />
            ))}
          </div>
        </>
      ) : (
        <>
          <Skeleton className="size-12 rounded-xl" />
          <Skeleton className="h-4 flex-1" />
        </>
      )}
    </div>
  );
});

const GridCard = memo(function GridCard(props: ItemProps) {
  const { post, selected } = props;
  const item = post ? toStashCardItem(post) : null;
  return (
    <div
      role="gridcell"
      {...itemFocusProps(props)}
      className={`relative min-w-0 overflow-hidden rounded-3xl border bg-surface shadow-soft ${selected ? 'border-brand ring-2 ring-brand' : 'border-line'} ${focusStyles} focus-visible:outline-offset-2`}
    >
      {post && item ? (
        <>
          <CardMedia item={item} />
          <div className="absolute top-3 right-3 rounded-lg bg-surface/90 p-1.5 shadow-soft">
            <SelectBox post={post} selected={selected} />
          </div>
          <div className="flex flex-col gap-1.5 p-3.5">
            <StashLink stashId={post.id} tabIndex={-1} className="line-clamp-2 text-[15px] font-semibold leading-snug text-ink hover:underline">
              {item.title}
            </StashLink>
            <p className="flex items-center gap-1.5 text-xs text-ink-muted">
              <PlatformIcon platform={item.platform} className="size-3 shrink-0" />
              {platformName(item.platform)} · {shortDate(post.created_at)}
            </p>
            <div className="flex flex-wrap gap-1">
              {post.tags.map((tag) => (
                <TagChip key={tag.id} tag={tag} size="sm" />
              ))}
            </div>
          </div>
        </>
      ) : (
        <div className="aspect-[4/5] animate-pulse bg-surface-muted" />
      )}
    </div>
  );
});
