// The places of a post as entities: list items (with their own areas) and the venues found in
// the text, each with its kind, location (its own, else the guide's city or the post's only area)
// and price; the restaurant template for a post about one food or drink place.
import type { ExtractedEntity } from '../extraction';
import type { AreaMention } from './areas';
import { cityInName, postCity, postLocation } from './areas';
import { makeEntity } from './entities';
import type { OpeningHours } from '@stash/shared';
import type { LinkMention } from './links';
import type { ListPost } from './lists';
import { nameKey } from './names';
import type { VenueCandidate } from './places';
import { priceTierOf, type PriceMention } from './prices';
import { restaurantTemplate } from './restaurant';
import { categoryOf, guessVenueKind, isFoodType, type VenueKind } from './venue-kinds';

export interface Venue {
  candidate: VenueCandidate;
  kind: VenueKind;
  price: string | null;
  priceTier: string | null;
}

export interface VenueSources {
  text: string;
  list: ListPost | null;
  candidates: VenueCandidate[];
  prices: PriceMention[];
  areas: AreaMention[];
  /** The city a list or trip title names. */
  titleCity: string | null;
  /** When the post is an event, its prices are the event's, not a venue's. */
  isEvent: boolean;
}

/** The city a list or trip title names: the last area in it ('day trip from Lisbon to Sintra' -> Sintra). */
export function titleCityOf(text: string, titleIndex: number, areas: AreaMention[]): string | null {
  const lineEnd = text.indexOf('\n', titleIndex);
  const inTitle = areas.filter((area) => area.index >= titleIndex && (lineEnd < 0 || area.index < lineEnd) && area.kind !== 'country');
  const last = inTitle[inTitle.length - 1];
  if (!last) return null;
  return last.kind === 'neighborhood' ? last.parent : last.name;
}

/** The text without the names of areas and of other places, which say nothing of this place's kind. */
function without(text: string, areas: AreaMention[], names: string[]): string {
  let result = text;
  for (const name of new Set([...areas.map((area) => area.text), ...names])) result = result.split(name).join(' ');
  return result;
}

/** The prices written after a venue's name on its own line, or all of them in a one-place post. */
function venuePrices(text: string, venue: VenueCandidate, prices: PriceMention[], single: boolean): PriceMention[] {
  if (single) return prices;
  const lineEnd = text.indexOf('\n', venue.index);
  return prices.filter((price) => price.index > venue.index && (lineEnd < 0 || price.index < lineEnd));
}

export function collectVenues(sources: VenueSources): Venue[] {
  const { text, list, candidates, prices, areas, titleCity } = sources;
  const venues: Venue[] = [];
  const seen = new Set<string>();
  if (list?.placeList) {
    // 'Madison, St Paul's' in a London list is not St Paul, Minnesota.
    const country = postCity(areas)?.countryCode ?? null;
    for (const item of list.items) {
      const key = nameKey(item.name);
      if (seen.has(key)) continue;
      seen.add(key);
      // The title's kind wins: 'Frank's Café' in '5 best rooftop bars' is a bar.
      const kind = list.titleKind ?? item.kind ?? guessVenueKind(item.name, without(item.rest, areas, []));
      venues.push({
        candidate: {
          name: item.name,
          index: item.index,
          source: 'named',
          address: item.address,
          location: item.area && country && item.area.countryCode !== country ? titleCity : (item.location ?? titleCity),
          context: item.rest,
        },
        kind: { type: kind.type, category: kind.category ?? categoryOf(`${item.name} ${item.rest}`) },
        price: item.price,
        priceTier: item.priceTier,
      });
    }
  }
  const others = candidates.filter((candidate) => !seen.has(nameKey(candidate.name)));
  // In a guide, a place without its own area is in the guide's city.
  const fallbackLocation = titleCity ?? postLocation(areas);
  const single = others.length === 1 && venues.length === 0 && !sources.isEvent;
  for (const candidate of others) {
    // An event post's prices are its tickets, not the venue's.
    const own = sources.isEvent ? [] : venuePrices(text, candidate, prices, single);
    // A kind comes from the place's own words: not from areas ('Industry City in Sunset Park' is
    // no park) nor from the other places in the sentence.
    const otherNames = candidates.filter((other) => other !== candidate).map((other) => other.name);
    const kind = candidate.knownType
      ? { type: candidate.knownType, category: null }
      : guessVenueKind(candidate.name, without(candidate.context, areas, otherNames), others.length === 1 ? without(text, areas, []) : '');
    venues.push({
      candidate: { ...candidate, location: candidate.location ?? cityInName(candidate.name, candidate.index, areas) ?? fallbackLocation },
      kind,
      price: own.find((price) => price.tier)?.text ?? own.find((price) => !price.free)?.text ?? null,
      priceTier: isFoodType(kind.type) ? priceTierOf(own) : (own.find((price) => price.tier)?.tier ?? null),
    });
  }
  return venues;
}

function neighbourhoodOf(location: string | null, areas: AreaMention[]): AreaMention | null {
  if (!location) return null;
  const key = nameKey(location);
  return areas.find((area) => area.kind === 'neighborhood' && key.startsWith(nameKey(area.text))) ?? null;
}

export interface VenueEntityContext {
  text: string;
  links: LinkMention[];
  areas: AreaMention[];
  /** The post's hours, for the one place it is about. */
  hours: OpeningHours | null;
  /** Whether to fill the restaurant template (one food or drink place, no event or guide). */
  restaurant: boolean;
}

export function venueEntity(venue: Venue, context: VenueEntityContext): ExtractedEntity {
  const { candidate, kind } = venue;
  return makeEntity({
    name: candidate.name,
    type: kind.type,
    routing: 'PhysicalVenue',
    category: kind.category,
    location: candidate.location,
    address: candidate.address,
    businessHours: context.hours?.text ?? null,
    price: venue.price ?? venue.priceTier,
    details: { price_tier: venue.priceTier, found_by: candidate.source },
    template: context.restaurant
      ? {
          kind: 'restaurant',
          data: restaurantTemplate({
            name: candidate.name,
            text: context.text,
            address: candidate.address,
            neighbourhood: neighbourhoodOf(candidate.location, context.areas),
            priceTier: venue.priceTier,
            cuisine: kind.category,
            hours: context.hours,
            links: context.links,
          }),
        }
      : null,
  });
}
