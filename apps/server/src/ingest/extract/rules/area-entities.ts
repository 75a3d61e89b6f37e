// Areas as entities of their own, when the post is about them: in a travel post (or one with
// nothing else) the places it sends you to ('stay in Roma Norte', 'day trip to Sintra'), not those
// it passes ('2 stops from Shibuya'), those that only say where a venue is, or those inside a name
// ('New York Joe Exchange', 'Pastéis de Belém').
import type { ExtractedEntity } from '../extraction';
import type { AreaMention } from './areas';
import { makeEntity } from './entities';
import { nameKey } from './names';
import type { Venue } from './venues';

const MAX_AREAS = 10;
// Words right before an area that make it a subject of the post ('stay in Roma Norte', 'to Sintra').
const AREA_CUE = /(?:\b(?:in|to|around|explore|exploring|visit|visiting|stay|staying|across|through|or|and)|[:,&])\s*(?:the\s+)?$/i;
const TRAVEL_WORDS = /\b(?:visit|trip|travel|guide|itinerary|explore|neighbou?rhoods?|stay|things to do)\b/i;

export interface AreaSources {
  text: string;
  areas: AreaMention[];
  venues: Venue[];
  /** The post has nothing but areas in it. */
  areasOnly: boolean;
  titleCity: string | null;
}

export function areaEntities(sources: AreaSources): ExtractedEntity[] {
  const { text, areas, venues } = sources;
  const result: ExtractedEntity[] = [];
  const seen = new Set<string>();
  const firstWord = /^[\s\p{Extended_Pictographic}\uFE0F]*/u.exec(text)?.[0].length ?? 0;
  for (const area of areas) {
    if (area.kind !== 'neighborhood' && area.kind !== 'city') continue;
    if (seen.has(area.name) || area.inName) continue;
    if (venues.some((venue) => area.index >= venue.candidate.index && area.index < venue.candidate.index + venue.candidate.name.length)) continue;
    // A neighbourhood that only says where a venue is stays the venue's location.
    if (area.kind === 'neighborhood' && venues.some((venue) => venue.candidate.location && nameKey(venue.candidate.location).startsWith(nameKey(area.name)))) continue;
    // Even in a post with nothing else, an area said in passing ('thank you NYC') is not its subject.
    const cue = AREA_CUE.test(text.slice(Math.max(0, area.index - 24), area.index));
    const subject = cue || area.index === firstWord || area.name === sources.titleCity || (sources.areasOnly && areas.length === 1 && TRAVEL_WORDS.test(text));
    if (!subject) continue;
    seen.add(area.name);
    result.push(
      makeEntity({
        name: area.name,
        type: area.kind,
        routing: 'GeoArea',
        location: area.kind === 'neighborhood' ? area.parent : null,
        details: { country_code: area.countryCode, latitude: area.latitude, longitude: area.longitude },
      }),
    );
  }
  return result.slice(0, MAX_AREAS);
}
