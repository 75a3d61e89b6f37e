// The route link of a guide: its stops with a place, in the guide's order, as one directions link
// (spec section 7, "route link for several stops").
import type { GuideListTemplate } from '@stash/shared';

type Item = GuideListTemplate['items'][number];

/** Directions links take up to ten stops: an origin, eight waypoints and a destination. */
const MAX_STOPS = 10;

function stopOf(item: Item): string | null {
  if (item.lat !== null && item.lng !== null && Number.isFinite(item.lat) && Number.isFinite(item.lng)) return `${item.lat},${item.lng}`;
  return item.address?.trim() || null;
}

/** Null when fewer than two stops can be placed: a route needs somewhere to go from and to. */
export function guideRouteUrl(items: readonly Item[]): string | null {
  const stops = items.map(stopOf).filter((stop): stop is string => stop !== null).slice(0, MAX_STOPS);
  if (stops.length < 2) return null;
  const params = new URLSearchParams({ api: '1', origin: stops[0]!, destination: stops[stops.length - 1]!, travelmode: 'walking' });
  const waypoints = stops.slice(1, -1);
  if (waypoints.length > 0) params.set('waypoints', waypoints.join('|'));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
