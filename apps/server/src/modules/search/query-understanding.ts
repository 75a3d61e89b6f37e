// Reads the filters a member means in a search: time words ("this weekend", "tonight", "in
// March"; chrono-node, in their time zone), kinds of thing ("recipes", "cafes") and places ("in
// Brooklyn", "near Shibuya"). Each becomes an `understood` item the page shows as a removable chip,
// and its words leave the text that is searched for.
import * as chrono from 'chrono-node';
import type { PostCategory, Understood } from '@stash/shared';
import { addDays, daysInMonth, instantAt, wallClock, weekdayOf, type LocalDate } from '../../lib/local-time';
import type { GazetteerMatch } from '../../providers/geocoder/geocoder';

export interface UnderstandingContext {
  now: Date;
  timeZone: string;
  /** The bundled gazetteer's best place for a name, or null. */
  lookupPlace(name: string): GazetteerMatch | null;
  /** Whether the member's own saves name this place (their entities' locations, addresses, cities). */
  isMemberPlace(name: string): Promise<boolean>;
}

export interface UnderstoodQuery {
  /** The words left to search for. */
  text: string;
  understood: Understood[];
}

const VENUE_TYPES = ['restaurant', 'cafe', 'bar', 'bakery', 'venue', 'shop', 'hotel', 'park', 'museum', 'gym', 'studio'];

/** Plural (and a few fixed) words that name a kind of thing, and what they filter on. */
const TYPE_WORDS: ReadonlyArray<{ words: string[]; entityTypes: string[]; category: PostCategory | null }> = [
  { words: ['recipes'], entityTypes: ['recipe', 'dish'], category: 'recipes' },
  { words: ['events', 'gigs', 'concerts', 'shows', 'parties', 'festivals', 'markets'], entityTypes: ['event'], category: 'events' },
  { words: ['classes', 'workshops'], entityTypes: ['class'], category: null },
  { words: ['workouts', 'exercises'], entityTypes: ['workout'], category: 'fitness' },
  { words: ['restaurants', 'places to eat'], entityTypes: ['restaurant'], category: null },
  { words: ['cafes', 'cafés', 'coffee shops'], entityTypes: ['cafe'], category: null },
  { words: ['bars', 'pubs', 'cocktail bars'], entityTypes: ['bar'], category: null },
  { words: ['bakeries'], entityTypes: ['bakery'], category: null },
  { words: ['hotels'], entityTypes: ['hotel'], category: null },
  { words: ['museums', 'galleries'], entityTypes: ['museum'], category: null },
  { words: ['parks'], entityTypes: ['park'], category: null },
  { words: ['gyms'], entityTypes: ['gym', 'studio'], category: null },
  { words: ['shops', 'stores'], entityTypes: ['shop'], category: null },
  { words: ['products', 'things to buy'], entityTypes: ['product'], category: 'shopping' },
  { words: ['guides'], entityTypes: ['guide'], category: null },
  { words: ['places', 'spots', 'venues'], entityTypes: VENUE_TYPES, category: null },
];

/** Words after "in"/"near" that name no place ("in town", "near me"). */
const NOT_PLACES = new Set(['me', 'here', 'there', 'town', 'the city', 'the area', 'my area', 'general', 'case', 'time', 'stock', 'love', 'bed', 'person']);

const PLACE_CUE = /\b(in|near|around|nearby)\s+((?:[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*)(?:\s+[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*){0,3})/giu;
/** How far "near a place" reaches, by the kind of place. */
const RADIUS_KM: Readonly<Record<GazetteerMatch['kind'], number>> = { neighborhood: 3, city: 25, region: 150, country: 800 };

/** Removes `[start, end)` from the text, leaving one space. */
function cut(text: string, start: number, end: number): string {
  return `${text.slice(0, start)} ${text.slice(end)}`.replace(/\s+/g, ' ').trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---- time ----

/**
 * Chrono readings we do not trust in a search: a bare abbreviation ("sun", "mar") or part of the
 * day ("date night", "morning workout") is more often a word of a name than a time.
 */
const UNTRUSTED_TIME = /^(sun|mon|tue|wed|thu|fri|sat|mar|may|jun|jul|aug|sep|oct|nov|dec|jan|feb|apr|now|second|night|morning|evening|afternoon|noon|midnight)$/i;

/**
 * The span of time the words mean, in the zone: an evening, a weekend, a week, a month or a day.
 * A span under way starts today: "this weekend" on a Sunday is what is left of it.
 */
function timeSpan(result: chrono.ParsedResult, context: UnderstandingContext): { from: string; to: string } {
  const { timeZone } = context;
  const words = result.text.toLowerCase();
  const today = wallClock(context.now, timeZone);
  const startOf = (date: LocalDate) => instantAt(date, { hour: 0 }, timeZone);
  const endOf = (date: LocalDate) => new Date(instantAt(addDays(date, 1), { hour: 0 }, timeZone).getTime() - 1);
  const shown = wallClock(result.start.date(), timeZone);
  const day: LocalDate = { year: shown.year, month: shown.month, day: shown.day };

  let from: Date;
  let to: Date;
  if (/\btonight\b/.test(words)) {
    from = instantAt(today, { hour: 17 }, timeZone);
    to = instantAt(addDays(today, 1), { hour: 4 }, timeZone);
  } else if (/\bweekend\b/.test(words)) {
    const weekday = weekdayOf(day);
    const saturday = addDays(day, weekday === 0 ? -1 : 6 - weekday);
    from = startOf(saturday);
    to = endOf(addDays(saturday, 1));
  } else if (/\bweek\b/.test(words)) {
    const monday = addDays(day, -((weekdayOf(day) + 6) % 7));
    from = startOf(monday);
    to = endOf(addDays(monday, 6));
  } else if (result.end) {
    const end = wallClock(result.end.date(), timeZone);
    from = startOf(day);
    to = endOf({ year: end.year, month: end.month, day: end.day });
  } else if (/\bmonth\b/.test(words) || (!result.start.isCertain('day') && result.start.isCertain('month'))) {
    from = startOf({ year: day.year, month: day.month, day: 1 });
    to = endOf({ year: day.year, month: day.month, day: daysInMonth(day.year, day.month) });
  } else {
    from = startOf(day);
    to = endOf(day);
  }
  const startOfToday = startOf(today);
  if (from < startOfToday && to >= startOfToday) from = startOfToday;
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Words for "from now on" that chrono does not read ("upcoming events", "what's coming up"). */
const UPCOMING = /\b(upcoming|coming up|coming soon|soon)\b/i;
/** How far ahead "upcoming" looks. */
const UPCOMING_DAYS = 90;

function readTime(text: string, context: UnderstandingContext): { text: string; understood: Understood[] } {
  const understood: Understood[] = [];
  let left = text;
  const upcoming = UPCOMING.exec(left);
  if (upcoming) {
    understood.push({
      kind: 'time',
      text: upcoming[0],
      value: { from: context.now.toISOString(), to: new Date(context.now.getTime() + UPCOMING_DAYS * 86_400_000).toISOString() },
    });
    left = cut(left, upcoming.index, upcoming.index + upcoming[0].length);
  }
  const results = chrono.parse(left, { instant: context.now, timezone: context.timeZone }, { forwardDate: true });
  for (const result of results) {
    const words = result.text.replace(/^(on|in|for|at|this coming)\s+/i, '').trim();
    if (!words || UNTRUSTED_TIME.test(words)) continue;
    understood.push({ kind: 'time', text: words, value: timeSpan(result, context) });
    // Take the preposition before the words with them ("on this weekend", "in March").
    left = left.replace(new RegExp(`(?:\\b(?:on|in|for|during)\\s+)?${escapeRegExp(result.text)}`, 'i'), ' ');
  }
  return { text: left.replace(/\s+/g, ' ').trim(), understood };
}

// ---- kinds of thing ----

function readTypes(text: string): { text: string; understood: Understood[] } {
  const understood: Understood[] = [];
  let left = text;
  for (const entry of TYPE_WORDS) {
    for (const word of entry.words) {
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu');
      const found = pattern.exec(left);
      if (!found) continue;
      understood.push({ kind: 'type', text: found[0], value: { entity_types: entry.entityTypes, category: entry.category } });
      left = cut(left, found.index, found.index + found[0].length);
      break;
    }
  }
  return { text: left, understood };
}

// ---- places ----

async function readPlaces(text: string, context: UnderstandingContext): Promise<{ text: string; understood: Understood[] }> {
  const understood: Understood[] = [];
  let left = text;
  for (const match of [...text.matchAll(PLACE_CUE)]) {
    const words = match[2]!.split(/\s+/);
    // The longest run of words after the cue that names a place.
    for (let count = words.length; count >= 1; count -= 1) {
      const name = words.slice(0, count).join(' ').replace(/[.,'’-]+$/, '');
      if (name.length < 2 || NOT_PLACES.has(name.toLowerCase())) continue;
      const known = context.lookupPlace(name);
      if (!known && !(await context.isMemberPlace(name))) continue;
      understood.push({
        kind: 'place',
        text: name,
        value: {
          name: known?.name ?? name,
          lat: known?.latitude ?? null,
          lng: known?.longitude ?? null,
          radius_km: known ? RADIUS_KM[known.kind] : null,
        },
      });
      left = left.replace(new RegExp(`\\b${escapeRegExp(match[1]!)}\\s+${escapeRegExp(name)}`, 'iu'), ' ').replace(/\s+/g, ' ').trim();
      break;
    }
  }
  return { text: left, understood };
}

/** The query's filters and the words left to search for. */
export async function understandQuery(query: string, context: UnderstandingContext): Promise<UnderstoodQuery> {
  const time = readTime(query, context);
  const types = readTypes(time.text);
  const places = await readPlaces(types.text, context);
  return { text: places.text, understood: [...places.understood, ...time.understood, ...types.understood] };
}
