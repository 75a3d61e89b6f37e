// One entity as a link card (discover, related entities): its type's icon and colour, name, type
// label and one short detail; it opens the entity's page and says where to come back to.
import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Entity } from '@stash/shared';
import { displayTypeInfo, displayTypeOf } from '../../lib/display-types';
import { toUiEntity } from '../../lib/ui-entity';
import { entityPath, type EntityNavigationState } from '../../lib/entity-path';

export function EntityLinkCard({ entity, extra }: { entity: Entity; extra?: ReactNode }) {
  const location = useLocation();
  const info = displayTypeInfo(displayTypeOf(entity));
  const ui = toUiEntity(entity);
  const detail = ui.location.address ?? ui.location.area ?? ui.category;
  const state: EntityNavigationState = { entity, from: `${location.pathname}${location.search}`, backState: location.state ?? undefined };
  const Icon = info.icon;

  return (
    <Link
      to={entityPath(entity)}
      state={state}
      className="focus-ring group flex h-full items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition-colors hover:border-line-strong hover:bg-surface-muted"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl" style={{ backgroundColor: `${info.color}1f`, color: info.color }}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-[15px] font-semibold text-ink">{ui.name}</span>
        <span className="truncate text-xs text-ink-muted">
          {info.label}
          {detail ? ` · ${detail}` : ''}
        </span>
        {extra ? <span className="text-xs text-ink-muted">{extra}</span> : null}
      </span>
      <ChevronRight className="size-4 shrink-0 text-ink-subtle transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}
