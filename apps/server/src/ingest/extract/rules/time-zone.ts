// The time zone of the place a post is in, so '8pm' becomes the right instant there: by the city's
// name, else by the nearest known city to the gazetteer's position ('Brooklyn' -> New York), else
// by the country when nearly all of it keeps one zone. Unknown places give null, and times stay as written.
import { cityMapping, findFromIsoCode, lookupViaCity } from 'city-timezones';

const cache = new Map<string, string | null>();
/** Beyond this, the nearest city says nothing about the place's zone. */
const NEAREST_CITY_KM = 150;

export interface PlaceForZone {
  city: string | null;
  countryCode: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

function kilometres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(bLat - aLat);
  const dLng = radians(bLng - aLng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(aLat)) * Math.cos(radians(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function nearestZone(latitude: number, longitude: number): string | null {
  let best: { zone: string; distance: number } | null = null;
  for (const entry of cityMapping) {
    // A cheap box first: most cities are far away in latitude alone.
    if (Math.abs(entry.lat - latitude) > 2) continue;
    const distance = kilometres(latitude, longitude, entry.lat, entry.lng);
    if (distance <= NEAREST_CITY_KM && (!best || distance < best.distance)) best = { zone: entry.timezone, distance };
  }
  return best?.zone ?? null;
}

/** The zone nearly all of a country's people live in (Portugal: Lisbon, not the Azores); null when split. */
function countryZone(countryCode: string): string | null {
  const people = new Map<string, number>();
  let total = 0;
  for (const entry of findFromIsoCode(countryCode)) {
    people.set(entry.timezone, (people.get(entry.timezone) ?? 0) + entry.pop);
    total += entry.pop;
  }
  const [zone, count] = [...people].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return zone && total > 0 && count / total >= 0.8 ? zone : null;
}

/** IANA zone of a place ('New York', 'US'), or null. */
export function timeZoneOf(place: PlaceForZone): string | null {
  const hasPosition = typeof place.latitude === 'number' && typeof place.longitude === 'number' && (place.latitude !== 0 || place.longitude !== 0);
  const key = `${place.city ?? ''}|${place.countryCode ?? ''}|${hasPosition ? `${place.latitude?.toFixed(2)},${place.longitude?.toFixed(2)}` : ''}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let zone: string | null = null;
  if (place.city) {
    const candidates = lookupViaCity(place.city).filter((entry) => !place.countryCode || entry.iso2 === place.countryCode.toUpperCase());
    zone = candidates.sort((a, b) => b.pop - a.pop)[0]?.timezone ?? null;
  }
  if (!zone && hasPosition) zone = nearestZone(place.latitude ?? 0, place.longitude ?? 0);
  if (!zone && place.countryCode) zone = countryZone(place.countryCode);
  cache.set(key, zone);
  return zone;
}

/** Minutes east of UTC in a zone at an instant (-300 for New York in winter); null if unknown. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function offsetMinutes(timeZone: string, at: Date): number | null {
  try {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
      formatters.set(timeZone, formatter);
    }
    const name = formatter
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) return null;
    const match = /GMT([+-])(\d{1,2})(?::?(\d{2}))?/.exec(name);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}
