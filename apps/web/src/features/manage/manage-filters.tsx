// /manage's filter form: category, kind of entity, tag, platform, status, saved date, has a place,
// has an upcoming event, with how many stashes each choice has where the server says. The same
// form sits in the sidebar from the md breakpoint and in a sheet on phones. Every change goes
// straight to the address (manage-url.ts).
import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { POST_PLATFORMS, POST_STATUSES, type PostFilter, type PostsFiltersResponse } from '@stash/shared';
import { useEntityTypes } from '../../api/entities-hooks';
import { platformName } from '../../components/platform-icon';
import { Button } from '../../components/ui/button';
import { categoryCounts } from '../../lib/category-label';
import { statusLabel } from './manage-copy';
import { activeFilterCount, withFilter } from './manage-url';

interface ManageFiltersProps {
  filter: PostFilter;
  filters: PostsFiltersResponse | undefined;
  onChange: (filter: PostFilter) => void;
}

function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count.toLocaleString()})`;
}

/** A date input's value from a stored bound (a date or a full date-time). */
function dateValue(bound: string | undefined): string {
  return bound ? bound.slice(0, 10) : '';
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

const selectClasses = 'focus-ring h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink';

export function ManageFilters({ filter, filters, onChange }: ManageFiltersProps) {
  const types = useEntityTypes();
  const set = <K extends keyof PostFilter>(field: K, value: PostFilter[K] | undefined) => onChange(withFilter(filter, field, value));
  const categoryOptions = categoryCounts(Object.fromEntries((filters?.categories ?? []).map((entry) => [entry.value, entry.count])));
  const platformCounts = Object.fromEntries((filters?.platforms ?? []).map((entry) => [entry.value, entry.count]));
  const active = activeFilterCount(filter);

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()} aria-label="Filters">
      {filter.import_id ? (
        <div>
          <span className="inline-flex items-center gap-1.5 rounded-full border border-brand bg-brand-soft py-1 pr-1 pl-3 text-sm font-medium text-brand-text">
            From an import
            <button
              type="button"
              onClick={() => set('import_id', undefined)}
              aria-label="Remove filter: From an import"
              className="focus-ring flex size-6 items-center justify-center rounded-full hover:bg-brand/15"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        </div>
      ) : null}
      <Field label="Category">
        {(id) => (
          <select id={id} className={selectClasses} value={filter.category ?? ''} onChange={(event) => set('category', event.target.value || undefined)}>
            <option value="">All categories</option>
            {filter.category && !categoryOptions.some((option) => option.category === filter.category) ? (
              <option value={filter.category}>{filter.category}</option>
            ) : null}
            {categoryOptions.map((option) => (
              <option key={option.category} value={option.category}>
                {withCount(option.label, option.count)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Kind of thing">
        {(id) => (
          <select id={id} className={selectClasses} value={filter.entity_type ?? ''} onChange={(event) => set('entity_type', event.target.value || undefined)}>
            <option value="">Anything</option>
            {filter.entity_type && !types.data?.types.some((type) => type.type === filter.entity_type) ? (
              <option value={filter.entity_type}>{filter.entity_type}</option>
            ) : null}
            {(types.data?.types ?? []).map((type) => (
              <option key={type.type} value={type.type}>
                {withCount(type.type.replace(/_/g, ' '), type.count)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Tag">
        {(id) => (
          <select id={id} className={selectClasses} value={filter.tag_id ?? ''} onChange={(event) => set('tag_id', event.target.value || undefined)}>
            <option value="">Any tag</option>
            {filter.tag_id && !filters?.tags.some((tag) => tag.id === filter.tag_id) ? <option value={filter.tag_id}>A tag</option> : null}
            {(filters?.tags ?? []).map((tag) => (
              <option key={tag.id} value={tag.id}>
                {withCount(tag.name, tag.count)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Platform">
        {(id) => (
          <select
            id={id}
            className={selectClasses}
            value={filter.platform ?? ''}
            onChange={(event) => set('platform', (event.target.value || undefined) as PostFilter['platform'])}
          >
            <option value="">All platforms</option>
            {POST_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {withCount(platformName(platform), platformCounts[platform])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Status">
        {(id) => (
          <select
            id={id}
            className={selectClasses}
            value={filter.status ?? ''}
            onChange={(event) => set('status', (event.target.value || undefined) as PostFilter['status'])}
          >
            <option value="">Any status</option>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">Saved</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-xs text-ink-muted">
            From
            <input
              type="date"
              className={selectClasses}
              value={dateValue(filter.date_from)}
              onChange={(event) => set('date_from', event.target.value || undefined)}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs text-ink-muted">
            To
            <input
              type="date"
              className={selectClasses}
              value={dateValue(filter.date_to)}
              // The whole of the last day counts: the bound is its last moment.
              onChange={(event) => set('date_to', event.target.value ? `${event.target.value}T23:59:59.999Z` : undefined)}
            />
          </label>
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 text-sm">
        <label className="flex items-center gap-2.5">
          <input type="checkbox" className="size-4 accent-brand" checked={filter.has_place === true} onChange={(event) => set('has_place', event.target.checked || undefined)} />
          Has a place
        </label>
        <label className="flex items-center gap-2.5">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={filter.has_upcoming_event === true}
            onChange={(event) => set('has_upcoming_event', event.target.checked || undefined)}
          />
          Has an upcoming event
        </label>
      </div>
      <Button variant="secondary" size="sm" disabled={active === 0} onClick={() => onChange({})}>
        Clear all filters
      </Button>
    </form>
  );
}
