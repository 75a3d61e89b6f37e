// The Leaflet canvas: tiles, one marker per place in its display type's icon and colour, grouped by
// supercluster where dense, each opening its card. It reports the view it shows so the list can
// follow, and focuses a place on request. Tiles that fail (offline) leave markers and popups working.
import 'leaflet/dist/leaflet.css';
import './place-map.css';
import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapPlace, ViewBounds } from '../../components/map/map-places';
import { iconMarkup } from './icon-markup';
import type { MapTiles } from './map-tiles';
import type { Position } from './near-me';
import { PlaceCard } from './place-card';
import { CLUSTER_MAX_ZOOM, clusterPlaces } from './place-clusters';
import { lookOf, type PlaceLook } from './place-look';

/** List focus zooms at least this far in, where every place stands alone. */
const FOCUS_ZOOM = CLUSTER_MAX_ZOOM + 1;
const WORLD: L.LatLngBoundsExpression = [
  [-60, -170],
  [75, 170],
];

export interface FocusRequest {
  id: string;
  /** Changes on every request, so choosing the same place twice focuses it twice. */
  nonce: number;
}

interface PlaceMapProps {
  places: readonly MapPlace[];
  tiles: MapTiles;
  /** The view to fit; refitted whenever fitKey changes (open, filters, near me, ?bbox=). */
  fitTo: ViewBounds | null;
  fitKey: string;
  focus: FocusRequest | null;
  /** The place chosen in the list or on the map; its marker is ringed. */
  selectedId: string | null;
  me: Position | null;
  /** Must keep its identity between renders (useCallback): the map reports through it from effects. */
  onViewChange: (bounds: ViewBounds) => void;
  onSelect: (id: string) => void;
}

const placeIcons = new Map<string, L.DivIcon>();
function placeIcon(look: PlaceLook, selected: boolean): L.DivIcon {
  const key = `${look.type}:${look.color}:${selected}`;
  let icon = placeIcons.get(key);
  if (!icon) {
    const ring = selected ? 'outline: 3px solid var(--brand); outline-offset: 2px;' : '';
    icon = L.divIcon({
      className: 'stash-map-marker',
      html: `<span style="background:${look.color};${ring}" class="flex size-8 items-center justify-center rounded-full border-2 border-white text-white shadow-md">${iconMarkup(look.Icon)}</span>`,
      iconSize: [32, 32],
      iconAnchor: [16, 16],
      popupAnchor: [0, -14],
    });
    placeIcons.set(key, icon);
  }
  return icon;
}

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  return L.divIcon({
    className: 'stash-map-cluster',
    html: `<span style="width:${size}px;height:${size}px" class="flex items-center justify-center rounded-full border-4 border-white/80 bg-violet-600 text-sm font-semibold text-white shadow-md">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const meIcon = L.divIcon({
  className: 'stash-map-me',
  html: '<span class="block size-4 rounded-full border-2 border-white bg-sky-500 shadow-md ring-4 ring-sky-500/30"></span>',
  iconSize: [16, 16],
  iconAnchor: [8, 8],
});

function boundsOfMap(map: L.Map): ViewBounds {
  const bounds = map.getBounds();
  return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() };
}

function FitView({ fitTo, fitKey }: { fitTo: ViewBounds | null; fitKey: string }) {
  const map = useMap();
  useEffect(() => {
    if (!fitTo) return;
    map.fitBounds(
      [
        [fitTo.south, fitTo.west],
        [fitTo.north, fitTo.east],
      ],
      { padding: [40, 40], maxZoom: CLUSTER_MAX_ZOOM, animate: false },
    );
    // fitKey alone decides when to refit; a new bounds object for the same places must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey]);
  return null;
}

/** Calls onResize whenever its content changes size (the card's stashes arrive after it opens). */
function ResizeWatch({ onResize, children }: { onResize: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onResize());
    observer.observe(element);
    return () => observer.disconnect();
  }, [onResize]);
  return <div ref={box}>{children}</div>;
}

// Leaflet sizes and pans to a popup when it opens, but React draws the card into it just after;
// updating the popup once the card has its size pans the map so the whole card shows.
function PlacePopup({ place }: { place: MapPlace }) {
  const popup = useRef<L.Popup>(null);
  const refit = useCallback(() => popup.current?.update(), []);
  return (
    <Popup ref={popup} autoPanPadding={[24, 24]}>
      <ResizeWatch onResize={refit}>
        <PlaceCard place={place} />
      </ResizeWatch>
    </Popup>
  );
}

function ClusteredMarkers({ places, focus, selectedId, onViewChange, onSelect }: Pick<PlaceMapProps, 'places' | 'focus' | 'selectedId' | 'onViewChange' | 'onSelect'>) {
  const map = useMap();
  const [view, setView] = useState(() => ({ bounds: boundsOfMap(map), zoom: map.getZoom() }));
  const markerRefs = useRef(new Map<string, L.Marker>());
  const pendingFocus = useRef<string | null>(null);

  useMapEvents({
    moveend: () => {
      const next = { bounds: boundsOfMap(map), zoom: map.getZoom() };
      setView(next);
      onViewChange(next.bounds);
    },
  });

  // The first view (before any move) is reported too, so the list starts in sync.
  useEffect(() => {
    onViewChange(boundsOfMap(map));
  }, [map, onViewChange]);

  const byId = useMemo(() => new Map(places.map((place) => [place.id, place])), [places]);
  const clusters = useMemo(() => clusterPlaces(places), [places]);
  const markers = clusters.markersIn(view.bounds, view.zoom);

  useEffect(() => {
    if (!focus) return;
    const place = byId.get(focus.id);
    if (!place) return;
    pendingFocus.current = focus.id;
    map.setView([place.lat, place.lng], Math.max(map.getZoom(), FOCUS_ZOOM), { animate: false });
  }, [focus, byId, map]);

  // Once the focused place has its own marker (after the move re-clusters), open its card.
  useEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    const marker = markerRefs.current.get(id);
    if (marker) {
      pendingFocus.current = null;
      marker.openPopup();
    }
  });

  return (
    <>
      {markers.map((marker) => {
        if (marker.kind === 'cluster') {
          const { clusterId, count, lat, lng } = marker;
          return (
            <Marker
              key={`cluster-${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={`${count} places: zoom in`}
              eventHandlers={{
                click: () => map.setView([lat, lng], Math.min(clusters.expansionZoom(clusterId), FOCUS_ZOOM)),
              }}
            />
          );
        }
        const { place } = marker;
        return (
          <Marker
            key={place.id}
            position={[place.lat, place.lng]}
            icon={placeIcon(lookOf(place.entity), place.id === selectedId)}
            title={place.name}
            alt={place.name}
            ref={(instance) => {
              if (instance) markerRefs.current.set(place.id, instance);
              else markerRefs.current.delete(place.id);
            }}
            eventHandlers={{
              click: () => onSelect(place.id),
            }}
          >
            <PlacePopup place={place} />
          </Marker>
        );
      })}
    </>
  );
}

export function PlaceMap({ places, tiles, fitTo, fitKey, focus, selectedId, me, onViewChange, onSelect }: PlaceMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div className="stash-map relative h-full w-full">
      <MapContainer bounds={WORLD} className="h-full w-full rounded-3xl" worldCopyJump scrollWheelZoom>
        <TileLayer url={tiles.url} attribution={tiles.attribution} eventHandlers={{ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }} />
        <ClusteredMarkers places={places} focus={focus} selectedId={selectedId} onViewChange={onViewChange} onSelect={onSelect} />
        {/* After the markers: their moveend listener must be in place before the first fit moves the map. */}
        <FitView fitTo={fitTo} fitKey={fitKey} />
        {me ? <Marker position={[me.lat, me.lng]} icon={meIcon} title="You are here" alt="You are here" keyboard={false} /> : null}
      </MapContainer>
      {tilesFailed ? (
        <p role="status" className="pointer-events-none absolute bottom-8 left-1/2 z-[500] w-max max-w-[calc(100%-2rem)] -translate-x-1/2 rounded-full text-center bg-surface/90 px-3 py-1 text-xs text-ink-muted shadow-soft">
          Map tiles could not load; your places are still shown.
        </p>
      ) : null}
    </div>
  );
}
