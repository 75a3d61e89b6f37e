// The things found in a stash (venues, events, recipes...). Each is a link to its own screen,
// carrying the raw entity (so that screen can show it at once) and the address to come back to:
// this page with this drawer open.
import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { LinkedEntity } from '@stash/shared';
import { displayTypeInfo, displayTypeOf } from '../../lib/display-types';
import { entityPath, type EntityNavigationState } from '../../lib/entity-path';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A short second line: where it is, else when. */
function detailOf(entity: LinkedEntity): string | null {
  const raw = entity.entity_data.raw_data;
  const enriched = entity.entity_data.enrichment_data;
  const temporal = raw.temporal;
  const when = typeof temporal === 'object' && temporal !== null ? text((temporal as Record<string, unknown>).start ?? (temporal as Record<string, unknown>).dtstart) : null;
  return text(enriched.formatted_address) ?? text(raw.address) ?? text(raw.location) ?? (when ? new Date(when).toLocaleString() : null);
}

export function EntityList({ entities }: { entities: readonly LinkedEntity[] }) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  return (
    <ul aria-label="Things in this stash" className="flex flex-col gap-2">
      {entities.map((entity) => {
        const { icon: Icon, label } = displayTypeInfo(displayTypeOf(entity));
        const detail = detailOf(entity);
        const state: EntityNavigationState = { entity, from };
        return (
          <li key={entity.entity_id}>
            <Link
              to={entityPath(entity)}
              state={state}
              className="focus-ring group flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition-colors hover:border-line-strong hover:bg-surface-muted"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-text">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-[15px] font-semibold text-ink">{entity.entity_name}</span>
                <span className="truncate text-xs text-ink-muted">
                  {label}
                  {detail ? ` · ${detail}` : ''}
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-ink-subtle transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
