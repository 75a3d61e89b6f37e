// Links out of the app (spec section 7, Other): a map link for one place (coordinates when known,
// else its address), a route through several stops, and a web search. Google Maps' documented
// 'Maps URLs' form (api=1) is used because it opens the app on phones and the site elsewhere.

export interface LinkPlace {
  name?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

const MAPS = 'https://www.google.com/maps';
/** Google Maps URLs take at most 9 waypoints between origin and destination. */
export const ROUTE_MAX_WAYPOINTS = 9;

const isCoordinate = (value: number | null | undefined, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** What a place is looked up by: 'lat,lng' when both are valid, else its name and address; null when neither. */
export function placeQuery(place: LinkPlace): string | null {
  if (isCoordinate(place.latitude, 90) && isCoordinate(place.longitude, 180)) return `${place.latitude},${place.longitude}`;
  const words = [clean(place.name), clean(place.address)].filter((part) => part !== '');
  // A name alone finds the wrong place too often; an address alone (or with its name) is enough.
  if (clean(place.address) === '') return null;
  return words.join(', ');
}

/** A map link for one place, or null when it has neither coordinates nor an address. */
export function mapLink(place: LinkPlace): string | null {
  const query = placeQuery(place);
  return query === null ? null : `${MAPS}/search/?api=1&query=${encodeURIComponent(query)}`;
}

export type TravelMode = 'driving' | 'walking' | 'bicycling' | 'transit';

/**
 * A route through the stops in order (stops without a location are skipped); null with fewer than
 * two. Beyond what Google takes, the middle stops past the ninth waypoint are dropped.
 */
export function routeLink(stops: readonly LinkPlace[], travelMode?: TravelMode): string | null {
  const points = stops.map(placeQuery).filter((query): query is string => query !== null);
  if (points.length < 2) return null;
  const origin = points[0] ?? '';
  const destination = points[points.length - 1] ?? '';
  const waypoints = points.slice(1, -1).slice(0, ROUTE_MAX_WAYPOINTS);
  let url = `${MAPS}/dir/?api=1&origin=${encodeURIComponent(origin)}&destination=${encodeURIComponent(destination)}`;
  if (waypoints.length > 0) url += `&waypoints=${waypoints.map(encodeURIComponent).join('%7C')}`;
  if (travelMode) url += `&travelmode=${travelMode}`;
  return url;
}

/** A web search for the words given (name and area, say); null when they are blank. */
export function webSearchLink(...words: Array<string | null | undefined>): string | null {
  const query = words.map(clean).filter((word) => word !== '').join(' ');
  return query === '' ? null : `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}
