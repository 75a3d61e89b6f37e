// /manage's wording in one place: counts, view and sort names, and the bulk actions' toasts.
import type { PostSortField, PostStatus } from '@stash/shared';
import type { KanbanGroup, ManageView } from './manage-url';

export function stashCount(count: number): string {
  return count === 1 ? '1 stash' : `${count.toLocaleString()} stashes`;
}

export const VIEW_LABELS: Record<ManageView, string> = { table: 'Table', grid: 'Grid', list: 'List', kanban: 'Kanban' };
export const GROUP_LABELS: Record<KanbanGroup, string> = { category: 'By category', tag: 'By tag' };

export const SORT_LABELS: Record<PostSortField, string> = {
  saved: 'Saved date',
  posted: 'Posted date',
  title: 'Title',
  category: 'Category',
  platform: 'Platform',
  status: 'Status',
};

export const STATUS_LABELS: Record<PostStatus, string> = {
  pending: 'Waiting',
  fetched: 'Organising',
  organised: 'Organised',
  failed: 'Failed',
};

export function statusLabel(status: string): string {
  return status in STATUS_LABELS ? STATUS_LABELS[status as PostStatus] : status;
}

/** A short date (the table's saved and posted columns); a dash when there is none. */
export function shortDate(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** What a finished bulk action says; `notFound` stashes were gone already (deleted elsewhere). */
export function bulkDoneMessage(verb: string, changed: number, notFound: number): string {
  const gone = notFound > 0 ? ` ${stashCount(notFound)} could not be found.` : '';
  return `${verb} ${stashCount(changed)}.${gone}`;
}
