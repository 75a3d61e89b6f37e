// The things the best results name (places, events, recipes...), each a link to its page.
import { Link, useLocation } from 'react-router';
import type { SearchEntity } from '@stash/shared';
import { displayTypeInfo, displayTypeOf } from '../../lib/display-types';
import { entityPath, type EntityNavigationState } from '../../lib/entity-path';
import { toUiEntity } from '../../lib/ui-entity';

export function SearchEntities({ entities }: { entities: SearchEntity[] }) {
  const location = useLocation();
  if (entities.length === 0) return null;
  return (
    <section aria-labelledby="search-entities-title" className="mt-6">
      <h2 id="search-entities-title" className="text-sm font-semibold text-ink-muted">
        Places and things
      </h2>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
        {entities.map((entity) => {
          const info = displayTypeInfo(displayTypeOf(entity));
          const ui = toUiEntity(entity);
          const detail = ui.location.area ?? ui.location.address ?? info.label;
          const state: EntityNavigationState = { entity, from: `${location.pathname}${location.search}`, backState: location.state ?? undefined };
          const Icon = info.icon;
          return (
            <li key={entity.entity_id} className="shrink-0">
              <Link
                to={entityPath(entity)}
                state={state}
                className="focus-ring flex max-w-64 items-center gap-2.5 rounded-xl border border-line bg-surface py-2 pr-3 pl-2 shadow-soft hover:border-line-strong"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg" style={{ backgroundColor: `${info.color}1f`, color: info.color }}>
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-semibold text-ink">{ui.name}</span>
                  <span className="truncate text-xs text-ink-muted">{detail}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
