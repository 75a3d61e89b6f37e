// /places: the member's places grouped by area (neighbourhood or city), most saved first, with a
// search box, a type filter, and for each area a route through its places and a link to
// see the area on the map. (The phone menu's Map comes here: a list reads better than a small map.)
import { ArrowUpRight, MapPinned, Navigation, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Entity } from '@stash/shared';
import { useAllEntities } from '../../api/entities-hooks';
import { boundsOfPoints, boundsParam, placeAddress, placesOf } from '../../components/map/map-places';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { LoadFailed, StatePanel } from '../../components/ui/state-panel';
import { displayTypeInfo, displayTypeOf } from '../../lib/display-types';
import { routeLink } from '../../lib/external-links';
import { groupByArea, matchesSearch, type AreaGroup } from './place-areas';
import { entityPath, type EntityNavigationState } from '../../lib/entity-path';

const MAX_PLACES = 2_000;
/** Rows per area before "Show all"; keeps a big stash from rendering thousands of nodes. */
const ROWS_PER_AREA = 8;
const PLACE_CLASSES: ReadonlySet<string> = new Set(['PhysicalVenue', 'GeoArea']);

/** A place is anything on the map, or a venue or area still waiting for its position. */
export function isPlace(entity: Entity): boolean {
  return (entity.latitude !== null && entity.longitude !== null) || PLACE_CLASSES.has(entity.routing_class ?? '');
}

export function PlacesPage() {
  const all = useAllEntities({ sort: 'popular' }, { maxItems: MAX_PLACES });
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-24 sm:px-6 sm:pt-10 md:pb-16">
      <header className="mb-6 flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">Your stash</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Places</h1>
      </header>
      {all.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-ink-muted">
          <Spinner className="size-4 text-brand-text" />
          Loading your places
        </div>
      ) : all.isError ? (
        <PlacesError message={all.error instanceof Error ? all.error.message : ''} onRetry={() => void all.refetch()} />
      ) : (
        <PlacesContent entities={all.data} />
      )}
    </div>
  );
}

/** Everything below the header once the places are loaded; rendered on its own in tests. */
export function PlacesContent({ entities }: { entities: readonly Entity[] }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const places = useMemo(() => entities.filter(isPlace), [entities]);
  const types = useMemo(() => [...new Set(places.map(displayTypeOf))].sort(), [places]);
  // The list is loaded whole for grouping, so searching it here is instant and also matches
  // addresses and areas (the server's q matches names only).
  const groups = useMemo(
    () => groupByArea(places.filter((entity) => (type === '' || displayTypeOf(entity) === type) && matchesSearch(entity, search))),
    [places, type, search],
  );

  if (places.length === 0) return <PlacesEmpty />;
  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search places</span>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" aria-hidden="true" />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name, address or area"
            className="focus-ring h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-9 text-[15px] text-ink placeholder:text-ink-subtle"
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-ink-muted">
          Type
          <select value={type} onChange={(event) => setType(event.target.value)} className="focus-ring h-11 rounded-xl border border-line bg-surface px-3 text-[15px] text-ink">
            <option value="">All types</option>
            {types.map((option) => (
              <option key={option} value={option}>
                {displayTypeInfo(option).label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        {groups.length === 0 ? 'No places match.' : `${countOf(groups)} in ${groups.length} ${groups.length === 1 ? 'area' : 'areas'}`}
      </p>
      <div className="space-y-6">
        {groups.map((group) => (
          <AreaSection key={group.key} group={group} />
        ))}
      </div>
    </>
  );
}

function countOf(groups: readonly AreaGroup[]): string {
  const count = groups.reduce((sum, group) => sum + group.places.length, 0);
  return `${count} ${count === 1 ? 'place' : 'places'}`;
}

function AreaSection({ group }: { group: AreaGroup }) {
  const [expanded, setExpanded] = useState(false);
  const headingId = `area-${group.key || 'unknown'}`.replace(/[^a-z0-9-]+/gi, '-');
  const route = routeLink(group.places.map((entity) => ({ name: entity.entity_name, address: placeAddress(entity), latitude: entity.latitude, longitude: entity.longitude })));
  const bounds = boundsOfPoints(placesOf(group.places));
  const shown = expanded ? group.places : group.places.slice(0, ROWS_PER_AREA);
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {group.label} <span className="text-sm font-normal text-ink-muted tabular-nums">({group.places.length})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          {route ? (
            <a href={route} target="_blank" rel="noreferrer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Navigation className="size-4" aria-hidden="true" />
              Route<span className="sr-only"> through {group.label} in Google Maps</span>
            </a>
          ) : null}
          {bounds ? (
            <Link to={`/map?bbox=${boundsParam(bounds)}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <MapPinned className="size-4" aria-hidden="true" />
              See on map<span className="sr-only">: {group.label}</span>
            </Link>
          ) : null}
        </div>
      </div>
      <ul className="mt-3 divide-y divide-line">
        {shown.map((entity) => (
          <PlaceRow key={entity.entity_id} entity={entity} />
        ))}
      </ul>
      {group.places.length > ROWS_PER_AREA ? (
        <Button variant="link" size="sm" className="mt-2" onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show fewer' : `Show all ${group.places.length}`}
        </Button>
      ) : null}
    </section>
  );
}

function PlaceRow({ entity }: { entity: Entity }) {
  const info = displayTypeInfo(displayTypeOf(entity));
  const address = placeAddress(entity);
  const state: EntityNavigationState = { entity, from: '/places' };
  return (
    <li>
      <Link to={entityPath(entity)} state={state} className="focus-ring group flex items-center gap-3 rounded-xl py-2.5">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full text-white" style={{ backgroundColor: info.color }} aria-hidden="true">
          <info.icon className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-ink group-hover:underline">{entity.entity_name}</span>
          <span className="block truncate text-xs text-ink-muted">
            {info.label}
            {address ? ` · ${address}` : ''}
          </span>
        </span>
        <ArrowUpRight className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
      </Link>
    </li>
  );
}

export function PlacesEmpty() {
  return (
    <StatePanel icon={<MapPinned className="size-7" aria-hidden="true" />} title="No places yet">
      <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
        Save a post that names a restaurant, bar, shop or neighbourhood (copy its link on Instagram, TikTok or X and add it with Save a
        Link). Stash finds where it is and lists it here by area.
      </p>
    </StatePanel>
  );
}

export function PlacesError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <LoadFailed title="We couldn't load your places" message={message} onRetry={onRetry} />;
}
