// '/manage': the member's whole stash in a table, a grid, a list or a kanban board, narrowed by a
// sidebar filter and sorted, all kept in the address (manage-url.ts). Stashes are picked with the
// mouse or the keyboard and changed together from the bulk bar; a delete can be undone for a few
// seconds (use-delete-with-undo.ts).
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { BookmarkPlus, FolderSearch, SlidersHorizontal, Upload } from 'lucide-react';
import { POST_SORT_FIELDS, type PostFilter, type PostSortField } from '@stash/shared';
import { postQueryKeys } from '../../api/post-query-keys';
import { ExportMenu } from '../../components/export/export-menu';
import { useSaveLinkLauncher } from '../../components/save-link-launcher';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Drawer } from '../../components/ui/drawer';
import { LoadFailed, StatePanel } from '../../components/ui/state-panel';
import { BulkBar } from './bulk-bar';
import { KanbanBoard, kanbanColumns } from './kanban-board';
import { useManageApi } from './manage-api';
import { GROUP_LABELS, SORT_LABELS, VIEW_LABELS, stashCount } from './manage-copy';
import { ManageFilters } from './manage-filters';
import { activeFilterCount, filterKey, KANBAN_GROUPS, MANAGE_VIEWS, readManageState, writeManageState, type ManageState } from './manage-url';
import { EMPTY_SELECTION, selectionAnnouncement, withoutIds, type Selection } from './selection';
import { StashCollection } from './stash-collection';
import { useDeleteWithUndo } from './use-delete-with-undo';
import { useManagePosts } from './use-manage-posts';
import { useMediaQuery } from './use-media-query';

/** Sorting by a date starts newest first; by a word, A to Z. */
function defaultDirection(field: PostSortField): 'asc' | 'desc' {
  return field === 'saved' || field === 'posted' ? 'desc' : 'asc';
}

const selectClasses = 'focus-ring h-9 rounded-xl border border-line bg-surface px-2.5 text-sm text-ink';

export function ManagePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readManageState(searchParams), [searchParams]);
  const { filter, view, sortBy, sort, group } = state;
  const api = useManageApi();
  const wide = useMediaQuery('(min-width: 768px)');
  const openSaveLink = useSaveLinkLauncher();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const update = useCallback(
    (change: Partial<ManageState>) => setSearchParams((current) => writeManageState({ ...readManageState(current), ...change }, current), { replace: true }),
    [setSearchParams],
  );
  const setFilter = useCallback((next: PostFilter) => update({ filter: next }), [update]);

  const filtersQuery = useQuery({ queryKey: [...postQueryKeys.all, 'filters'], queryFn: () => api.getFilters(), staleTime: 60_000 });
  const deletes = useDeleteWithUndo();
  const posts = useManagePosts({ filter, sortBy, sort }, deletes.hidden, view !== 'kanban');
  const order = useMemo(() => posts.slots.map((post) => post?.id), [posts.slots]);

  // The selection belongs to one filter: a new filter starts with nothing picked.
  const currentKey = filterKey(filter);
  const [selectionState, setSelectionState] = useState<{ key: string; selection: Selection }>({ key: currentKey, selection: EMPTY_SELECTION });
  const selection = withoutIds(selectionState.key === currentKey ? selectionState.selection : EMPTY_SELECTION, deletes.hidden);
  const setSelection = useCallback((next: Selection) => setSelectionState({ key: currentKey, selection: next }), [currentKey]);
  const selectedIds = useMemo(() => [...selection.ids], [selection.ids]);

  function onSort(field: PostSortField) {
    update(field === sortBy ? { sort: sort === 'asc' ? 'desc' : 'asc' } : { sortBy: field, sort: defaultDirection(field) });
  }

  function deleteSelected(ids: readonly string[]) {
    deletes.remove(ids);
    setSelection({ ...selection, ids: new Set(), anchor: -1 });
  }

  // Escape anywhere on the screen (the bulk bar, a kanban card) clears the selection; a dialog's
  // own Escape (its events bubble here through the portal) only closes the dialog.
  function onPageKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || (event.target as HTMLElement).closest('[role="dialog"]')) return;
    if (event.key === 'Escape' && selection.ids.size > 0) {
      event.preventDefault();
      setSelection({ ...selection, ids: new Set(), anchor: -1 });
    }
  }

  const filtersOn = activeFilterCount(filter);
  const filterForm = <ManageFilters filter={filter} filters={filtersQuery.data} onChange={setFilter} />;

  let body;
  if (view === 'kanban') {
    const columns = kanbanColumns(group, filtersQuery.data, filter);
    body = filtersQuery.isPending ? (
      <ListSkeleton />
    ) : filtersQuery.isError ? (
      <LoadFailed title="We couldn't load your stash" message={filtersQuery.error.message} onRetry={() => void filtersQuery.refetch()} />
    ) : columns.length === 0 ? (
      <StatePanel icon={<FolderSearch className="size-7" aria-hidden="true" />} title={group === 'tag' ? 'No tagged stashes here' : 'Nothing to show'}>
        <p className="mt-2 text-[15px] text-ink-muted">
          {group === 'tag' ? 'Tag some stashes (select them, then Add tags) and their tags become columns.' : 'Stashes show here once they are organised into categories.'}
        </p>
      </StatePanel>
    ) : (
      <div>
        <KanbanBoard
          columns={columns}
          filter={filter}
          sortBy={sortBy}
          sort={sort}
          hidden={deletes.hidden}
          selected={selection.ids}
          onSelect={(ids, on) => {
            const next = new Set(selection.ids);
            for (const id of ids) if (on) next.add(id);
            else next.delete(id);
            setSelection({ ...selection, ids: next });
          }}
        />
      </div>
    );
  } else if (posts.isPending) {
    body = <ListSkeleton />;
  } else if (posts.firstError) {
    body = <LoadFailed title="We couldn't load your stash" message={posts.firstError.message} onRetry={posts.refetchFirst} />;
  } else if (posts.total === 0 && !posts.isPlaceholder) {
    body =
      filtersOn > 0 ? (
        <StatePanel icon={<FolderSearch className="size-7" aria-hidden="true" />} title="No stashes match these filters">
          <Button variant="secondary" className="mt-6" onClick={() => setFilter({})}>
            Clear filters
          </Button>
        </StatePanel>
      ) : (
        <StatePanel icon={<BookmarkPlus className="size-7" aria-hidden="true" />} title="Your stash is empty">
          <p className="mt-2 text-[15px] text-ink-muted">Save a link, or bring in what you saved elsewhere.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            {openSaveLink ? <Button onClick={openSaveLink}>Save a link</Button> : null}
            <Link to="/import" className={buttonClasses({ variant: 'secondary' })}>
              Import saves
            </Link>
          </div>
        </StatePanel>
      );
  } else {
    body = (
      <div aria-busy={posts.isPlaceholder} className={posts.isPlaceholder ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        <StashCollection
          view={view}
          slots={posts.slots}
          order={order}
          selection={selection}
          onSelectionChange={setSelection}
          sortBy={sortBy}
          sort={sort}
          onSort={onSort}
          onRangeShown={posts.ensureRange}
        />
        {posts.pageError ? (
          <div className="mt-4 flex items-center gap-3 text-sm text-ink-muted">
            <p role="alert">{posts.pageError.message}</p>
            <Button variant="secondary" size="sm" onClick={posts.retry}>
              Try again
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-36 sm:px-6 sm:pt-10 md:pb-28" onKeyDown={onPageKeyDown}>
      <header className="mb-5 flex flex-wrap items-end gap-3">
        <div className="mr-auto flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">Your stash</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Manage</h1>
          <p className="min-h-6 text-[15px] text-ink-muted">{view !== 'kanban' && !posts.isPending && !posts.firstError ? stashCount(posts.total) : ''}</p>
        </div>
        <Link to="/import" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Upload className="size-4" aria-hidden="true" />
          Import
        </Link>
        <ExportMenu filter={filter} />
      </header>

      <div className="mb-5 flex flex-wrap items-center gap-2">
        <div role="group" aria-label="View" data-tour="manage-view-switcher" className="inline-flex rounded-xl border border-line bg-surface p-0.5">
          {MANAGE_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => update({ view: option })}
              className={
                'focus-ring h-8 rounded-lg px-3 text-sm font-medium ' + (view === option ? 'bg-brand-soft text-brand-text' : 'text-ink-muted hover:text-ink')
              }
            >
              {VIEW_LABELS[option]}
            </button>
          ))}
        </div>
        {view === 'kanban' ? (
          <label className="flex items-center gap-2 text-sm text-ink-muted">
            <span className="sr-only">Columns</span>
            <select className={selectClasses} value={group} onChange={(event) => update({ group: event.target.value as ManageState['group'] })} aria-label="Columns">
              {KANBAN_GROUPS.map((option) => (
                <option key={option} value={option}>
                  {GROUP_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex items-center gap-2 text-sm text-ink-muted">
          Sort
          <select className={selectClasses} value={sortBy} onChange={(event) => onSort(event.target.value as PostSortField)}>
            {POST_SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {SORT_LABELS[field]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="ghost" size="sm" onClick={() => update({ sort: sort === 'asc' ? 'desc' : 'asc' })} aria-label={sort === 'asc' ? 'Ascending; sort descending' : 'Descending; sort ascending'}>
          {sort === 'asc' ? 'A→Z / oldest' : 'Z→A / newest'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto md:hidden"
          onClick={() => setFiltersOpen(true)}
          data-tour={wide ? undefined : 'manage-sidebar-filter'}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters{filtersOn > 0 ? ` (${filtersOn})` : ''}
        </Button>
      </div>

      <div className="flex gap-6">
        <aside aria-label="Filter stashes" data-tour={wide ? 'manage-sidebar-filter' : undefined} className="hidden w-60 shrink-0 md:block">
          <div className="sticky top-24">{filterForm}</div>
        </aside>
        <div className="min-w-0 flex-1">{body}</div>
      </div>

      {filtersOpen && !wide ? (
        <Drawer onClose={() => setFiltersOpen(false)} label="Filters">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <h2 className="text-lg font-semibold">Filters</h2>
            <Button variant="ghost" size="sm" onClick={() => setFiltersOpen(false)}>
              Done
            </Button>
          </div>
          <div className="overflow-y-auto p-5">{filterForm}</div>
        </Drawer>
      ) : null}

      <p className="sr-only" aria-live="polite" role="status">
        {selection.ids.size > 0 ? selectionAnnouncement(selection.ids.size) : ''}
      </p>
      {selectedIds.length > 0 ? <BulkBar ids={selectedIds} onClear={() => setSelection({ ...selection, ids: new Set(), anchor: -1 })} onDelete={deleteSelected} /> : null}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">Loading your stashes</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="h-12 animate-pulse rounded-xl bg-surface-muted" aria-hidden="true" />
      ))}
    </div>
  );
}
