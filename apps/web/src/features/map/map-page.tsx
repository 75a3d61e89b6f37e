// /map: every saved place with coordinates on a map, filtered by type and tag, 'near me', and a
// list of what is in view. The map fits the member's places on open, or a `?bbox=w,s,e,n` view
// (the Places screen's "see on the map").
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAllEntities, useNearbyEntities } from '../../api/entities-hooks';
import { tagQueryKeys, useTags } from '../../api/tags-hooks';
import { boundsOfPoints, parseBoundsParam, placesOf, visiblePlaces, type MapPlace, type ViewBounds } from '../../components/map/map-places';
import { filterPlaces, typeCounts } from './map-filters';
import { MapEmpty, MapError, MapLoading } from './map-states';
import { readMapTiles } from './map-tiles';
import { MapToolbar } from './map-toolbar';
import { NearMeControl } from './near-me-control';
import type { Position } from './near-me';
import { PlaceList } from './place-list';
import { lookOf } from './place-look';
import { PlaceMap, type FocusRequest } from './place-map';
import { entityIdsOfTag } from './tag-places';

/** Enough for any real stash; beyond it the list says so rather than the page freezing. */
const MAX_PLACES = 2_000;
export const NEAR_ME_RADIUS_KM = 25;
const NEAR_ME_LIMIT = 100;

const typeOfPlace = (place: MapPlace) => lookOf(place.entity).type;

export function MapPage() {
  const [searchParams] = useSearchParams();
  const bboxParam = searchParams.get('bbox');
  const linkedView = useMemo(() => parseBoundsParam(bboxParam), [bboxParam]);
  const tiles = useMemo(() => readMapTiles(import.meta.env), []);

  // Most saved first, so when a huge stash is cut at MAX_PLACES the best-loved places stay.
  const all = useAllEntities({ sort: 'popular' }, { maxItems: MAX_PLACES });
  const tags = useTags();

  const [selectedTypes, setSelectedTypes] = useState<ReadonlySet<string>>(new Set());
  const [tagId, setTagId] = useState('');
  const queryClient = useQueryClient();
  const tagged = useQuery({ queryKey: tagQueryKeys.entitiesOfTag(tagId), queryFn: () => entityIdsOfTag(tagId, { queryClient }), enabled: tagId !== '' });

  const [me, setMe] = useState<Position | null>(null);
  const nearby = useNearbyEntities(me ? { lat: me.lat, lng: me.lng, radius_km: NEAR_ME_RADIUS_KM, limit: NEAR_ME_LIMIT } : null);

  const [view, setView] = useState<ViewBounds | null>(null);
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const allPlaces = useMemo(() => placesOf(all.data ?? []), [all.data]);
  const nearbyPlaces = useMemo(() => (nearby.data ? placesOf(nearby.data.entities) : null), [nearby.data]);
  const basePlaces = me && nearbyPlaces ? nearbyPlaces : allPlaces;
  const filter = useMemo(() => ({ types: selectedTypes, taggedEntityIds: tagId ? (tagged.data ?? new Set<string>()) : null }), [selectedTypes, tagId, tagged.data]);
  const shown = useMemo(() => filterPlaces(basePlaces, filter, typeOfPlace), [basePlaces, filter]);
  const counts = useMemo(() => typeCounts(basePlaces, typeOfPlace), [basePlaces]);
  const inView = useMemo(() => visiblePlaces(shown, view), [shown, view]);

  const nearMeActive = me !== null;
  const fitTo = nearMeActive ? boundsOfPoints(me ? [...shown, me] : shown) : (linkedView ?? boundsOfPoints(shown));
  const fitKey = [nearMeActive ? `near:${me?.lat},${me?.lng}:${nearby.dataUpdatedAt}` : 'all', bboxParam ?? '', [...selectedTypes].sort().join('+'), tagId, tagged.dataUpdatedAt].join('|');

  const onViewChange = useCallback((bounds: ViewBounds) => setView(bounds), []);
  const onSelectMarker = useCallback((id: string) => setSelectedId(id), []);
  const focusPlace = useCallback((place: MapPlace) => {
    setSelectedId(place.id);
    setFocus((previous) => ({ id: place.id, nonce: (previous?.nonce ?? 0) + 1 }));
  }, []);

  function toggleType(type: string) {
    setSelectedTypes((previous) => {
      const next = new Set(previous);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });
  }

  let body;
  if (all.isPending) body = <MapLoading />;
  else if (all.isError) body = <MapError message={all.error instanceof Error ? all.error.message : ''} onRetry={() => void all.refetch()} />;
  else if (allPlaces.length === 0) body = <MapEmpty />;
  else {
    body = (
      <>
        <div className="mb-4 flex flex-col gap-3">
          <MapToolbar
            typeCounts={counts}
            selectedTypes={selectedTypes}
            onToggleType={toggleType}
            onClearTypes={() => setSelectedTypes(new Set())}
            tags={tags.data ?? []}
            tagId={tagId}
            onTagChange={setTagId}
          >
            <NearMeControl active={nearMeActive} onLocated={setMe} onClear={() => setMe(null)} />
          </MapToolbar>
          <NearbySummary me={me} loading={nearby.isPending && me !== null} failed={nearby.isError} count={nearbyPlaces?.length ?? null} />
        </div>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="h-[55vh] min-h-80 lg:h-[calc(100dvh-19rem)] lg:min-h-96" data-testid="place-map">
            <PlaceMap places={shown} tiles={tiles} fitTo={fitTo} fitKey={fitKey} focus={focus} selectedId={selectedId} me={me} onViewChange={onViewChange} onSelect={onSelectMarker} />
          </div>
          <div className="lg:h-[calc(100dvh-19rem)] lg:min-h-96">
            <PlaceList places={inView} total={shown.length} selectedId={selectedId} onSelect={focusPlace} />
          </div>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-8 pb-24 sm:px-6 sm:pt-10 md:pb-16">
      <header className="mb-6 flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">Your stash</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Map</h1>
      </header>
      {body}
    </div>
  );
}

function NearbySummary({ me, loading, failed, count }: { me: Position | null; loading: boolean; failed: boolean; count: number | null }) {
  if (!me) return null;
  if (loading) return <p role="status" className="text-sm text-ink-muted">Looking for your places near you…</p>;
  if (failed) return <p role="alert" className="text-sm text-danger-text">We couldn't load the places near you. Try again.</p>;
  if (count === 0) return <p role="status" className="text-sm text-ink-muted">None of your places are within {NEAR_ME_RADIUS_KM} km of you.</p>;
  return (
    <p role="status" className="text-sm text-ink-muted">
      {count} of your places within {NEAR_ME_RADIUS_KM} km of you.
    </p>
  );
}
