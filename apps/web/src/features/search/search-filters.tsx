// The search's filters: category, kind of thing, tag, platform and when it was saved. Native
// selects and date fields, so every phone and screen reader knows them; on a phone they fold away
// behind a Filters button that says how many are on.
import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { PLATFORMS, POST_CATEGORIES } from '@stash/shared';
import { useTags } from '../../api/tags-hooks';
import { platformName } from '../../components/platform-icon';
import { categoryLabel } from '../../lib/category-label';
import type { FilterParam } from './search-params';

/** Kinds of thing worth filtering by, as the extractors name them. */
const ENTITY_TYPES: ReadonlyArray<[value: string, label: string]> = [
  ['restaurant', 'Restaurants'],
  ['cafe', 'Cafes'],
  ['bar', 'Bars'],
  ['event', 'Events'],
  ['class', 'Classes'],
  ['recipe', 'Recipes'],
  ['workout', 'Workouts'],
  ['product', 'Products'],
  ['guide', 'Guides'],
  ['shop', 'Shops'],
  ['hotel', 'Hotels'],
];

export type FilterValues = Partial<Record<FilterParam, string>>;

interface SearchFiltersProps {
  values: FilterValues;
  onChange: (name: FilterParam, value: string | null) => void;
  onClear: () => void;
}

const fieldClass =
  'focus-ring h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink shadow-soft transition-colors hover:border-line-strong';

export function SearchFilters({ values, onChange, onClear }: SearchFiltersProps) {
  const id = useId();
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const tags = useTags();
  const active = Object.values(values).filter(Boolean).length;

  const select = (name: FilterParam, label: string, options: ReadonlyArray<[string, string]>) => (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted">
      {label}
      <select className={fieldClass} value={values[name] ?? ''} onChange={(event) => onChange(name, event.target.value || null)}>
        <option value="">Any</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="mt-4">
      <div className="flex items-center gap-3 md:hidden">
        <button
          type="button"
          aria-expanded={openOnPhone}
          aria-controls={`${id}-filters`}
          onClick={() => setOpenOnPhone((open) => !open)}
          className="focus-ring inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-medium text-ink shadow-soft"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters{active > 0 ? ` (${active})` : ''}
        </button>
      </div>
      <fieldset id={`${id}-filters`} className={`${openOnPhone ? 'grid' : 'hidden'} mt-3 grid-cols-2 gap-3 md:mt-0 md:grid md:grid-cols-6`}>
        <legend className="sr-only">Filters</legend>
        {select('category', 'Category', POST_CATEGORIES.map((category) => [category, categoryLabel(category)]))}
        {select('type', 'Kind', ENTITY_TYPES)}
        {select('tag', 'Tag', (tags.data ?? []).map((tag) => [tag.id, tag.name]))}
        {select('platform', 'Platform', PLATFORMS.map((platform) => [platform, platformName(platform)]))}
        <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted">
          Saved from
          <input type="date" className={fieldClass} value={values.from ?? ''} max={values.to} onChange={(event) => onChange('from', event.target.value || null)} />
        </label>
        <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted">
          Saved until
          <input type="date" className={fieldClass} value={values.to ?? ''} min={values.from} onChange={(event) => onChange('to', event.target.value || null)} />
        </label>
        {active > 0 ? (
          <button type="button" onClick={onClear} className="focus-ring col-span-2 justify-self-start rounded-lg text-sm font-medium text-brand-text hover:underline md:col-span-6">
            Clear filters
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
