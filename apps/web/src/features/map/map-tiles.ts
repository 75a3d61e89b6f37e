// Which tile server draws the map. The build reads two settings (Vite exposes VITE_* only):
//   VITE_MAP_TILE_URL      a Leaflet tile template, e.g. https://tile.example.org/{z}/{x}/{y}.png
//                          ({s} subdomains a, b, c are allowed); default: OpenStreetMap's own tiles.
//   VITE_MAP_ATTRIBUTION   the credit line the tile provider requires (HTML allowed); default: the
//                          OpenStreetMap credit. Set it whenever VITE_MAP_TILE_URL is set.
// OpenStreetMap's servers are for light use; a busy deployment should point at its own or a paid one.

export interface MapTiles {
  url: string;
  attribution: string;
}

export const OPENSTREETMAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

type Env = Readonly<Record<string, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function readMapTiles(env: Env): MapTiles {
  const url = text(env.VITE_MAP_TILE_URL);
  if (!url) return OPENSTREETMAP_TILES;
  // A custom server without its own credit still shows one rather than none.
  return { url, attribution: text(env.VITE_MAP_ATTRIBUTION) || OPENSTREETMAP_TILES.attribution };
}
