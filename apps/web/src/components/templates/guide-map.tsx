// A small map of a guide's stops: numbered markers joined in the guide's order. Loaded on demand
// (Leaflet is heavy) only for a guide with placed stops. Tiles follow the same build settings as
// the main map (VITE_MAP_TILE_URL, VITE_MAP_ATTRIBUTION; OpenStreetMap by default); when the tiles
// fail (offline) the markers and the line still show on the blank background.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker, Polyline, TileLayer } from 'react-leaflet';

export interface GuideStop {
  number: number;
  name: string;
  lat: number;
  lng: number;
}

const OSM_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function setting(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const env = import.meta.env as Readonly<Record<string, unknown>>;
const TILE_URL = setting(env.VITE_MAP_TILE_URL) || OSM_URL;
const ATTRIBUTION = setting(env.VITE_MAP_ATTRIBUTION) || OSM_ATTRIBUTION;

function numberIcon(number: number): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span style="display:flex;width:26px;height:26px;align-items:center;justify-content:center;border-radius:9999px;background:#6d28d9;color:#fff;font:600 12px/1 system-ui,sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / .35)">${number}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
}

export default function GuideMap({ stops }: { stops: readonly GuideStop[] }) {
  const bounds = useMemo(() => L.latLngBounds(stops.map((stop) => [stop.lat, stop.lng] as [number, number])), [stops]);
  const line = stops.map((stop) => [stop.lat, stop.lng] as [number, number]);

  return (
    // A labelled group, not an image: the zoom buttons and attribution links inside stay reachable.
    <div role="group" aria-label={`Map of ${stops.length} ${stops.length === 1 ? 'stop' : 'stops'}: ${stops.map((stop) => `${stop.number}. ${stop.name}`).join(', ')}`}>
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [28, 28], maxZoom: 15 }}
        scrollWheelZoom={false}
        keyboard={false}
        className="h-56 w-full overflow-hidden rounded-xl border border-line bg-surface-muted"
      >
        <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
        {line.length > 1 ? <Polyline positions={line} pathOptions={{ color: '#6d28d9', weight: 3, dashArray: '6 6' }} /> : null}
        {stops.map((stop) => (
          <Marker key={stop.number} position={[stop.lat, stop.lng]} icon={numberIcon(stop.number)} interactive={false} keyboard={false} title={stop.name} />
        ))}
      </MapContainer>
    </div>
  );
}
