// The map's filters: display type chips (several may be on; none means all) and one tag.
import type { ReactNode } from 'react';
import type { Tag } from '@stash/shared';
import { lookOfType } from './place-look';

const chipBase =
  'focus-ring inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium ' +
  'transition-[background-color,border-color,color] duration-150';
const chipOff = 'border-line bg-surface text-ink-muted hover:border-line-strong hover:text-ink';

interface MapToolbarProps {
  typeCounts: ReadonlyArray<{ type: string; count: number }>;
  selectedTypes: ReadonlySet<string>;
  onToggleType: (type: string) => void;
  onClearTypes: () => void;
  tags: readonly Tag[];
  tagId: string;
  onTagChange: (tagId: string) => void;
  /** Shown at the row's end (the Near me control). */
  children?: ReactNode;
}

export function MapToolbar({ typeCounts, selectedTypes, onToggleType, onClearTypes, tags, tagId, onTagChange, children }: MapToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
      <div role="group" aria-label="Filter by type" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
        <button type="button" aria-pressed={selectedTypes.size === 0} onClick={onClearTypes} className={`${chipBase} ${selectedTypes.size === 0 ? 'border-ink bg-ink text-canvas' : chipOff}`}>
          All types
        </button>
        {typeCounts.map(({ type, count }) => {
          const look = lookOfType(type);
          const pressed = selectedTypes.has(type);
          return (
            <button
              key={type}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggleType(type)}
              className={`${chipBase} ${pressed ? 'border-transparent text-white' : chipOff}`}
              style={pressed ? { backgroundColor: look.color } : undefined}
            >
              <look.Icon className="size-3.5" aria-hidden="true" style={pressed ? undefined : { color: look.color }} />
              {look.label}
              <span className={`tabular-nums ${pressed ? 'opacity-80' : 'text-ink-subtle'}`}>{count}</span>
            </button>
          );
        })}
      </div>
      <div className="flex shrink-0 flex-wrap items-start gap-3">
      {tags.length > 0 ? (
        <label className="flex shrink-0 items-center gap-2 text-sm text-ink-muted">
          Tag
          <select
            value={tagId}
            onChange={(event) => onTagChange(event.target.value)}
            className="focus-ring h-9 rounded-xl border border-line bg-surface px-2.5 text-sm text-ink"
          >
            <option value="">All tags</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {children}
      </div>
    </div>
  );
}
