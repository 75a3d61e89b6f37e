// Cities and neighbourhoods the gazetteer finds in a post, and the location words a venue gets
// from them ('Williamsburg, Brooklyn'). Hashtags, handles and URLs are not read ('#brooklyn' says
// what the post is tagged with, not where a place is), nor lower-case words ('reading', 'nice').
import type { Gazetteer, GazetteerMatch } from '../../../providers/geocoder/geocoder';
import { maskTags } from './hashtags';

export interface AreaMention extends GazetteerMatch {
  end: number;
  /** Part of a longer capitalised name ('New York Joe Exchange', 'Dishoom Shoreditch'), not said as a place. */
  inName: boolean;
}

export function findAreas(text: string, gazetteer: Gazetteer): AreaMention[] {
  const masked = maskTags(text);
  const areas: AreaMention[] = [];
  for (const found of gazetteer.findMentions(masked)) {
    // 'the Mission': the article is not part of the name.
    const article = /^the\s+/i.exec(found.text);
    const match = article ? { ...found, text: found.text.slice(article[0].length), index: found.index + article[0].length } : found;
    const written = masked.slice(match.index, match.index + match.text.length);
    // A city's name of two words says the city in lower case too ('best restaurants in new york city'); one lower-case word is as often an ordinary one ('nice', 'reading').
    if (!written.trim() || (/^\p{Ll}/u.test(written) && !(match.kind === 'city' && /\s/.test(written.trim())))) continue;
    // Two-letter upper-case matches ('LA', 'NY') only count next to a comma or the word 'in'.
    if (/^\p{Lu}{2}$/u.test(written) && !/(?:,\s*|\bin\s+|\bto\s+)$/i.test(masked.slice(Math.max(0, match.index - 4), match.index))) continue;
    const end = match.index + written.length;
    areas.push({ ...match, text: written, end, inName: isInName(masked, match.index, end) });
  }
  return areas.sort((a, b) => a.index - b.index);
}

/** Whether capitalised words run on either side of an area, making it part of a name. */
function isInName(text: string, index: number, end: number): boolean {
  const next = text.slice(end, end + 6);
  if (/^ (?:[\p{Lu}]|\d+[\p{L}])/u.test(next) && !/^ [A-Z]{1,2}\d/.test(next)) return true;
  const before = text.slice(Math.max(0, index - 30), index);
  // 'Pastéis de Belém', 'Dishoom Shoreditch' - but not the first word of a sentence or line.
  const previous = /([\p{L}'’]+)\s+(?:(?:de|da|do|del|di|du|of)\s+)?$/u.exec(before);
  if (!previous?.[1] || !/^\p{Lu}/u.test(previous[1])) return false;
  const beforeWord = before.slice(0, previous.index);
  return !(/(?:^|[.!?:\n•·|—–-])\s*[\p{Extended_Pictographic}\uFE0F\s]*$/u.test(beforeWord));
}

/**
 * Location words for a stretch of text (a pin line, a list item): the areas named there as
 * written, with the neighbourhood's city added when the text does not name it.
 */
export function locationIn(segment: string, segmentIndex: number, areas: AreaMention[]): string | null {
  const within = areas.filter((area) => area.index >= segmentIndex && area.end <= segmentIndex + segment.length && area.kind !== 'country');
  // 'Mercado da Ribeira, Cais do Sodré': an area inside a name says less than the one after it.
  const named = within.filter((area) => !area.inName);
  const inside = named.length > 0 ? named : within;
  const first = inside[0];
  const last = inside[inside.length - 1];
  if (!first || !last) return null;
  // Areas written next to each other ('Williamsburg, Brooklyn') are kept as one phrase, as written.
  const between = segment.slice(first.index - segmentIndex, last.end - segmentIndex);
  if (first !== last && /^[\p{L}\p{M}\s,'’\-()]+$/u.test(between) && between.length < 60) return between.replace(/[()]/g, '').replace(/\s+/g, ' ');
  return withParent(first.text, first);
}

/** 'Williamsburg' -> 'Williamsburg, Brooklyn' when the gazetteer knows its city. */
export function withParent(written: string, area: GazetteerMatch): string {
  if (area.kind !== 'neighborhood' || !area.parent) return written;
  if (written.toLowerCase().includes(area.parent.toLowerCase())) return written;
  return `${written}, ${area.parent}`;
}

/**
 * The city a place's own name holds ('Seattle Japanese Garden', 'Soap Seoul', 'Vilnius Pink Soup
 * Fest'), read from where the name is written: where the place is when the post says nothing else
 * about it. Not a neighbourhood: many cities have a Soho or a Chelsea ('Pizza Express Soho').
 */
export function cityInName(name: string, index: number, areas: AreaMention[]): string | null {
  return areas.find((mention) => mention.kind === 'city' && mention.index >= index && mention.end <= index + name.length)?.name ?? null;
}

/** The most specific area of a post when it names one place only (one neighbourhood, or one city). */
export function postLocation(all: AreaMention[]): string | null {
  const areas = all.filter((area) => !area.inName);
  const neighbourhoods = unique(areas.filter((area) => area.kind === 'neighborhood'));
  if (neighbourhoods.length === 1 && neighbourhoods[0]) return withParent(neighbourhoods[0].text, neighbourhoods[0]);
  const cities = unique(areas.filter((area) => area.kind === 'city'));
  if (neighbourhoods.length === 0 && cities.length === 1 && cities[0]) return cities[0].name;
  // Several neighbourhoods of one city: the city is still right.
  const parents = new Set(neighbourhoods.map((area) => area.parent));
  if (neighbourhoods.length > 1 && parents.size === 1 && cities.length <= 1) {
    const parent = [...parents][0];
    return parent ?? null;
  }
  return null;
}

function unique(areas: AreaMention[]): AreaMention[] {
  const seen = new Set<string>();
  return areas.filter((area) => {
    const key = `${area.kind}|${area.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface PostCity {
  name: string;
  countryCode: string | null;
  latitude: number;
  longitude: number;
}

/** The city a post is in (the one its areas name most), for its time zone and a guide's city. */
export function postCity(areas: AreaMention[]): PostCity | null {
  const counts = new Map<string, PostCity & { count: number }>();
  for (const area of areas) {
    if (area.inName) continue;
    const name = area.kind === 'city' ? area.name : area.kind === 'neighborhood' ? area.parent : null;
    if (!name) continue;
    const entry = counts.get(name) ?? { name, countryCode: area.countryCode, latitude: area.latitude, longitude: area.longitude, count: 0 };
    entry.count++;
    counts.set(name, entry);
  }
  const best = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  return best ? { name: best.name, countryCode: best.countryCode, latitude: best.latitude, longitude: best.longitude } : null;
}
