// The page of one entity (/entity/{id}, /venue/{id}, /event/{id}; spec sections 2 to 4). The
// entity passed in navigation state shows at once while the full one loads; the Back control
// returns to the path that entity was opened from.
import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Entity } from '@stash/shared';
import { useEntity } from '../../api/entities-hooks';
import { EntityTemplateView, hasTemplateData, templateOf } from '../../components/templates/template-view';
import { NOT_AVAILABLE } from '../../components/templates/template-parts';
import { displayTypeInfo } from '../../lib/display-types';
import { toUiEntity } from '../../lib/ui-entity';
import { AddToCalendar, calendarEntryOf } from './add-to-calendar';
import { DetailSection } from './detail-section';
import { EntityDetailSkeleton, EntityLoadError, EntityNotFound } from './entity-detail-states';
import { readNavigationState } from './entity-navigation';
import { EntityStashes } from './entity-stashes';
import { PlacePanel } from './place-panel';
import { placeFactsOf } from './place-facts';
import { RelatedEntities } from './related-entities';
import { summaryFields } from './summary-fields';

const FALLBACK_BACK_PATH = '/home';

export function EntityDetailPage({ now }: { now?: Date }) {
  const params = useParams();
  const id = params.entityId ?? params.venueId ?? params.eventId ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const passed = readNavigationState(location.state);
  const query = useEntity(id, passed.entity);
  // 'Open now' is read at the time the page opened; tests fix it.
  const [openedAt] = useState(() => now ?? new Date());

  // The passed entity stays on screen if the refresh fails; only with nothing to show is it an error.
  const entity = query.data ?? (query.isError && passed.entity?.entity_id === id ? passed.entity : undefined);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-5 sm:px-6 lg:py-8">
      <div>
        <button
          type="button"
          onClick={() => void navigate(passed.from ?? FALLBACK_BACK_PATH, { state: passed.backState })}
          className="focus-ring -ml-2 inline-flex items-center gap-1.5 rounded-xl px-2 py-1.5 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </button>
      </div>
      {entity ? (
        <EntityDetail entity={entity} now={openedAt} />
      ) : query.data === null ? (
        <EntityNotFound />
      ) : query.isError ? (
        <EntityLoadError message={query.error.message} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <EntityDetailSkeleton />
      )}
    </div>
  );
}

function EntityDetail({ entity, now }: { entity: Entity; now: Date }) {
  const ui = toUiEntity(entity);
  const info = displayTypeInfo(ui.type);
  const template = templateOf(entity);
  const fields = summaryFields(entity, ui, template);
  const calendarEntry = calendarEntryOf(entity, ui);
  const Icon = info.icon;

  return (
    <article className="flex flex-col gap-6" aria-labelledby="entity-title">
      <header className="flex flex-wrap items-start gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl" style={{ backgroundColor: `${info.color}1f`, color: info.color }}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {info.label}
            {ui.category ? <span className="font-normal normal-case"> · {ui.category}</span> : null}
          </p>
          <h1 id="entity-title" className="text-2xl leading-tight font-bold text-ink [overflow-wrap:anywhere] sm:text-3xl">
            {ui.name}
          </h1>
        </div>
        {calendarEntry ? (
          <div className="w-full sm:ml-auto sm:w-auto">
            <AddToCalendar entry={calendarEntry} />
          </div>
        ) : null}
      </header>

      {/* On a phone the place details follow the summary; on a laptop they sit beside everything. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          {ui.description ? <p className="text-[15px] leading-relaxed text-ink-muted">{ui.description}</p> : null}
          <DetailSection title="Summary">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-3">
              {fields.map((field) => (
                <div key={field.label} className="flex min-w-0 flex-col gap-0.5">
                  <dt className="text-xs text-ink-muted">{field.label}</dt>
                  <dd className={`text-sm [overflow-wrap:anywhere] ${field.value ? 'font-medium text-ink' : 'text-ink-muted'}`}>
                    {field.value && field.href ? (
                      <a className="text-brand-text hover:underline" href={field.href} target="_blank" rel="noopener noreferrer">
                        {field.value}
                      </a>
                    ) : (
                      (field.value ?? NOT_AVAILABLE)
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </DetailSection>
        </div>
        <aside className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <PlacePanel facts={placeFactsOf(entity, ui, now)} />
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          {template || hasTemplateData(entity) ? <EntityTemplateView entity={entity} type={ui.type} /> : null}
          <EntityStashes entityId={entity.entity_id} />
          <RelatedEntities entityId={entity.entity_id} />
        </div>
      </div>
    </article>
  );
}
