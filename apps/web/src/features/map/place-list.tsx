// The list beside (desktop) or under (phone) the map: the places whose markers are in view.
// Choosing a row focuses its marker; the arrow link opens the place's page.
import { ArrowUpRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import { placeAddress, placeRating, type MapPlace } from '../../components/map/map-places';
import { lookOf } from './place-look';
import { entityPath, type EntityNavigationState } from '../../lib/entity-path';

interface PlaceListProps {
  places: readonly MapPlace[];
  /** How many places pass the filters, in view or not. */
  total: number;
  selectedId: string | null;
  onSelect: (place: MapPlace) => void;
  /** Rows shown at most; the rest are counted (no screen renders thousands of nodes). */
  limit?: number;
}

export function PlaceList({ places, total, selectedId, onSelect, limit = 200 }: PlaceListProps) {
  const shown = places.slice(0, limit);
  return (
    <section aria-labelledby="place-list-title" className="flex h-full min-h-0 flex-col">
      <h2 id="place-list-title" className="px-1 pb-2 text-sm font-medium text-ink-muted" aria-live="polite">
        {places.length === total ? `${total} ${total === 1 ? 'place' : 'places'}` : `${places.length} of ${total} places in view`}
      </h2>
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-ink-muted">
          No places in this part of the map. Zoom out or move the map to see more.
        </p>
      ) : (
        <ul className="min-h-0 space-y-2 overflow-y-auto pr-1" aria-label="Places in view">
          {shown.map((place) => {
            const look = lookOf(place.entity);
            const address = placeAddress(place.entity);
            const rating = placeRating(place.entity);
            const selected = place.id === selectedId;
            const state: EntityNavigationState = { entity: place.entity, from: '/map' };
            return (
              <li
                key={place.id}
                className={`flex items-stretch gap-1 rounded-2xl border bg-surface transition-colors ${selected ? 'border-brand' : 'border-line hover:border-line-strong'}`}
              >
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(place)}
                  className="focus-ring flex min-w-0 flex-1 items-start gap-3 rounded-2xl px-3 py-2.5 text-left"
                >
                  <span
                    className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-white"
                    style={{ backgroundColor: look.color }}
                    aria-hidden="true"
                  >
                    <look.Icon className="size-4" />
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{place.name}</span>
                    <span className="flex items-center gap-1.5 text-xs text-ink-muted">
                      {look.label}
                      {rating !== null ? (
                        <span className="inline-flex items-center gap-0.5">
                          · <Star className="size-3" aria-hidden="true" /> {rating.toFixed(1)}
                        </span>
                      ) : null}
                    </span>
                    {address ? <span className="block truncate text-xs text-ink-subtle">{address}</span> : null}
                  </span>
                </button>
                <Link
                  to={entityPath(place.entity)}
                  state={state}
                  aria-label={`Open ${place.name}`}
                  className="focus-ring flex w-10 shrink-0 items-center justify-center rounded-2xl text-ink-muted hover:text-ink"
                >
                  <ArrowUpRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
          {places.length > shown.length ? (
            <li className="px-3 py-2 text-center text-xs text-ink-muted">{places.length - shown.length} more: zoom in to see them.</li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
