// The guide entity of a list post ('10 best ramen spots in NYC') or a trip post ('48 hours in
// Lisbon'), with the guide_list template: title, city, themes and one item per place (not yet
// placed on the map: lat, lng and entity_id stay empty, the slug names the item).
import type { ExtractedEntity } from '../extraction';
import { makeEntity } from './entities';
import type { ListPost } from './lists';
import { slugify } from './names';
import { categoryOf, isFoodType } from './venue-kinds';
import type { Venue } from './venues';

export interface GuideSources {
  list: ListPost | null;
  venues: Venue[];
  /** The city the title names, else the post's. */
  city: string | null;
  travel: boolean;
  tripTitle: boolean;
}

export function guideEntity(sources: GuideSources): ExtractedEntity | null {
  const { list, venues, city, travel } = sources;
  if (!list?.title) return null;
  if (!list.placeList && !(sources.tripTitle && travel)) return null;
  const kind = list.titleKind;
  const themes = [...new Set([kind?.category, categoryOf(list.title), kind && kind.type !== 'venue' ? kind.type : null].filter((theme): theme is string => Boolean(theme)))];
  const items = venues.map((venue) => ({
    type: venue.kind.type,
    name: venue.candidate.name,
    entity_id: null,
    slug: slugify(venue.candidate.name),
    lat: null,
    lng: null,
    address: venue.candidate.address,
    date: null,
    price_tier: venue.priceTier,
    cuisine: isFoodType(venue.kind.type) ? venue.kind.category : null,
    ticket_url: null,
    purchase_url: null,
    subtitle: venue.candidate.location,
  }));
  return makeEntity({
    name: list.title,
    type: 'guide',
    routing: 'CreativeWork',
    category: themes[0] ?? (travel ? 'travel' : null),
    location: city,
    details: { item_count: items.length },
    template: { kind: 'guide_list', data: { title: list.title, city, themes, items } },
  });
}
