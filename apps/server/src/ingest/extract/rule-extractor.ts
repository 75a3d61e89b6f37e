// The offline default extractor: rules, no network. It reads the post's text once (title, caption
// and full text, each kept once) and asks each rule module for its part: hashtags and mentions,
// areas (through the gazetteer), venues, prices, opening hours, dates, recipes, workouts, list
// posts, events and products; then builds the entities and classifies the post. Precision comes
// first: when the rules are unsure, they leave a thing out.
import type { ExtractedEntity, Extraction, ExtractionInput, Extractor } from './extraction';
import type { Gazetteer } from '../../providers/geocoder/geocoder';
import { findAreas, postCity, postLocation, type AreaMention } from './rules/areas';
import { classifyPost, travelScore, type MainKind } from './rules/classify';
import { findRecurrence, readWhen } from './rules/dates';
import { makeEntity, finaliseEntities } from './rules/entities';
import { findEvent, type EventFinding, type EventVenue } from './rules/events';
import { extractHashtags, extractMentions, maskTags } from './rules/hashtags';
import type { OpeningHours } from './rules/hours';
import { findOpeningHours } from './rules/hours-in-post';
import { findLinks, type LinkMention } from './rules/links';
import { findList, type ListPost } from './rules/lists';
import { nameKey, slugify } from './rules/names';
import { findVenues, type VenueCandidate } from './rules/places';
import { postText } from './rules/post-text';
import { findPrices, priceTierOf, type PriceMention } from './rules/prices';
import { findProducts, type ProductFinding } from './rules/products';
import { findRecipe, type RecipeFinding } from './rules/recipes';
import { restaurantTemplate } from './rules/restaurant';
import { timeZoneOf } from './rules/time-zone';
import { categoryOf, guessVenueKind, isFoodType, type VenueKind } from './rules/venue-kinds';
import { findWorkout, type WorkoutFinding } from './rules/workouts';

export interface RuleExtractorOptions {
  gazetteer: Gazetteer;
}

const TRIP_TITLE = /\b(?:\d+|one|two|three|a)\s+(?:hours?|days?|nights?)\s+in\b|\b(?:day trip|weekend in|itinerary|travel guide|guide to)\b/i;
const NIGHTLIFE_EVENT = /\b(?:dj|party|club night|rave|nightclub|cocktails?|bar crawl|after ?party)\b/i;

interface Venue {
  candidate: VenueCandidate;
  kind: VenueKind;
  price: string | null;
  priceTier: string | null;
}

function emptyExtraction(platform: string): Extraction {
  return {
    category: platform === 'instagram' ? 'other' : 'entertainment',
    routing_class: 'Abstract',
    overall_message_intent: 'save_for_later',
    hashtags: [],
    mentions: [],
    entities: [],
  };
}

/** The price written nearest after a venue's name on its own line, or the post's only price. */
function venuePrice(text: string, venue: VenueCandidate, prices: PriceMention[], single: boolean): PriceMention[] {
  if (single) return prices;
  const lineEnd = text.indexOf('\n', venue.index);
  return prices.filter((price) => price.index > venue.index && (lineEnd < 0 || price.index < lineEnd));
}

class RuleExtractor implements Extractor {
  readonly name = 'rules';

  constructor(private readonly gazetteer: Gazetteer) {}

  async extract(input: ExtractionInput): Promise<Extraction> {
    return this.extractNow(input);
  }

  extractNow(input: ExtractionInput): Extraction {
    const text = postText(input);
    if (!text) return emptyExtraction(input.platform);
    const masked = maskTags(text);
    const hashtags = extractHashtags(text);
    const mentions = extractMentions(text);
    const areas = findAreas(text, this.gazetteer);
    const city = postCity(areas);
    const timeZone = city ? timeZoneOf({ city: city.name, countryCode: city.countryCode, latitude: city.latitude, longitude: city.longitude }) : null;
    const links = findLinks(text);
    const prices = findPrices(masked);
    const hours = findOpeningHours(masked);

    const recipe = findRecipe(text);
    const workout = recipe ? null : findWorkout(text);
    const list = recipe || workout ? null : findList(masked, areas);
    // A recipe's or workout's numbered lines are not places; only a pin or label line is.
    const candidates = findVenues({ text, areas, hashtags, gazetteer: this.gazetteer }).filter(
      (venue) => !(recipe || workout) || venue.source === 'pin' || venue.source === 'label',
    );

    const exclude: Array<[number, number]> = [...(hours?.spans ?? []), ...(recipe?.spans ?? [])];
    const when = readWhen(text, { postedAt: input.postedAt, timeZone, exclude });
    // 'daily 11am-10pm' in the hours is not an event that recurs.
    const recurrence = findRecurrence(blank(masked, hours?.spans ?? []));

    const eventVenues: EventVenue[] = candidates.map((venue) => ({ name: venue.name, address: venue.address, location: venue.location, index: venue.index }));
    const event =
      recipe || workout || list?.placeList
        ? null
        : findEvent({ text, masked, hashtags, dated: when.dated, clocks: when.clocks, recurrence, venues: eventVenues, prices, links, timeZone });

    // Venues: list items first (they carry their own areas), then the places found in the text.
    const titleCity = list?.title ? titleCityOf(masked, list.titleIndex, areas) : null;
    const venues = this.collectVenues(text, list, candidates, event, prices, areas, titleCity);
    const singleVenue = venues.length === 1 ? venues[0] : undefined;

    const products =
      recipe || workout || event || list?.placeList || candidates.some((venue) => venue.source === 'pin' || venue.source === 'label' || venue.address)
        ? []
        : findProducts({ text, masked, hashtags, links, otherNames: [...venues.map((venue) => venue.candidate.name), ...areas.map((area) => area.text)] });

    const opensWithArea = areas.some((area) => area.index === (/^[\s\p{Extended_Pictographic}\uFE0F]*/u.exec(masked)?.[0].length ?? 0));
    const tripTitle = TRIP_TITLE.test(masked.split('\n')[0] ?? '');
    const travel =
      travelScore({
        words: masked,
        hashtags,
        opensWithArea,
        tripTitle,
        distinctVenueTypes: new Set(venues.map((venue) => venue.kind.type)).size,
        hasHotel: venues.some((venue) => venue.kind.type === 'hotel') && !event,
        areasOnly: venues.length === 0 && areas.some((area) => area.kind !== 'country') && !recipe && !workout && !event && products.length === 0,
      }) >= 3;

    const guide = this.guideEntity(list, venues, areas, travel, tripTitle, titleCity);
    const entities: ExtractedEntity[] = [];
    let main: MainKind = 'none';
    if (recipe) {
      entities.push(recipeEntity(recipe));
      main = 'recipe';
    } else if (workout) {
      entities.push(workoutEntity(workout));
      main = 'workout';
    } else if (event) {
      entities.push(eventEntity(event, areas));
      main = event.temporal && Date.parse(event.temporal.end ?? event.temporal.start) < (input.postedAt ?? new Date()).getTime() - 3_600_000 ? 'past_event' : 'event';
    } else if (guide) {
      entities.push(guide);
      main = 'guide';
    }

    for (const venue of venues) {
      const isEventName = event && nameKey(venue.candidate.name) === nameKey(event.name);
      if (isEventName) continue;
      entities.push(
        this.venueEntity(venue, {
          hours: singleVenue === venue && !event ? hours?.hours ?? null : null,
          restaurant: singleVenue === venue && !event && !guide && isFoodType(venue.kind.type),
          text,
          links,
          areas,
        }),
      );
    }
    if (main === 'none' && venues.length > 0) main = 'venue';

    for (const product of products) {
      entities.push(productEntity(product));
      if (product.brand && product.brandIsClear) entities.push(makeEntity({ name: product.brand, type: 'brand', routing: 'PersonOrgBrand', category: product.category }));
    }
    if (main === 'none' && products.length > 0) main = 'product';

    const areaEntities = main === 'none' || travel ? areaEntitiesOf(masked, areas, venues, main === 'none', titleCity) : [];
    entities.push(...areaEntities);
    if (main === 'none' && areaEntities.length > 0) main = 'area';

    const classification = classifyPost({
      main,
      venueTypes: venues.map((venue) => venue.kind.type),
      productCategory: products[0]?.category ?? null,
      travel,
      words: masked,
      hashtags,
      nightlifeEvent: event !== null && event.type === 'event' && NIGHTLIFE_EVENT.test(masked),
      platform: input.platform,
    });

    // Each entity was checked against the schema in finaliseEntities; the rest is built from its enums.
    return { ...classification, hashtags, mentions, entities: finaliseEntities(entities) };
  }

  private collectVenues(
    text: string,
    list: ListPost | null,
    candidates: VenueCandidate[],
    event: EventFinding | null,
    prices: PriceMention[],
    areas: AreaMention[],
    titleCity: string | null,
  ): Venue[] {
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
        const kind = list.titleKind ?? item.kind ?? guessVenueKind(item.name, withoutAreas(item.rest, areas));
        const category = kind.category ?? categoryOf(`${item.name} ${item.rest}`);
        venues.push({
          candidate: {
            name: item.name,
            index: item.index,
            source: 'named',
            address: item.address,
            location: item.area && country && item.area.countryCode !== country ? titleCity : (item.location ?? titleCity),
            context: item.rest,
          },
          kind: { type: kind.type, category },
          price: item.price,
          priceTier: item.priceTier,
        });
      }
    }
    const others = candidates.filter((candidate) => !seen.has(nameKey(candidate.name)));
    // In a guide, a place without its own area is in the guide's city.
    const fallbackLocation = titleCity ?? postLocation(areas);
    for (const candidate of others) {
      const own = venuePrice(text, candidate, prices, others.length === 1 && venues.length === 0 && !event);
      // Area names say where, not what: 'Industry City in Sunset Park' is not a park.
      const kind = guessVenueKind(candidate.name, withoutAreas(candidate.context, areas), others.length === 1 ? withoutAreas(text, areas) : '');
      venues.push({
        candidate: { ...candidate, location: candidate.location ?? fallbackLocation },
        kind,
        price: own.find((price) => price.tier)?.text ?? own.find((price) => !price.free)?.text ?? null,
        priceTier: isFoodType(kind.type) ? priceTierOf(own) : own.find((price) => price.tier)?.tier ?? null,
      });
    }
    for (const venue of venues) venue.candidate.location ??= fallbackLocation;
    return venues;
  }

  private venueEntity(venue: Venue, context: { hours: OpeningHours | null; restaurant: boolean; text: string; links: LinkMention[]; areas: AreaMention[] }): ExtractedEntity {
    const { candidate, kind } = venue;
    const neighbourhood = neighbourhoodOf(candidate.location, context.areas);
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
              neighbourhood,
              priceTier: venue.priceTier,
              cuisine: kind.category,
              hours: context.hours,
              links: context.links,
            }),
          }
        : null,
    });
  }

  private guideEntity(list: ListPost | null, venues: Venue[], areas: AreaMention[], travel: boolean, tripTitle: boolean, titleCity: string | null): ExtractedEntity | null {
    if (!list?.title) return null;
    if (!list.placeList && !(tripTitle && travel)) return null;
    const city = titleCity ?? postCity(areas)?.name ?? null;
    const themes = [...new Set([list.titleKind?.category, categoryOf(list.title), list.titleKind && list.titleKind.type !== 'venue' ? list.titleKind.type : null].filter((theme): theme is string => Boolean(theme)))];
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
      routing: 'Abstract',
      category: themes[0] ?? (travel ? 'travel' : null),
      location: city,
      details: { item_count: items.length },
      template: { kind: 'guide_list', data: { title: list.title, city, themes, items } },
    });
  }

}

/** The city a list or trip title names: the last area in it ('day trip from Lisbon to Sintra' -> Sintra). */
function titleCityOf(text: string, titleIndex: number, areas: AreaMention[]): string | null {
  const lineEnd = text.indexOf('\n', titleIndex);
  const inTitle = areas.filter((area) => area.index >= titleIndex && (lineEnd < 0 || area.index < lineEnd) && area.kind !== 'country');
  const last = inTitle[inTitle.length - 1];
  if (!last) return null;
  return last.kind === 'neighborhood' ? last.parent : last.name;
}

function withoutAreas(text: string, areas: AreaMention[]): string {
  let result = text;
  for (const name of new Set(areas.map((area) => area.text))) result = result.split(name).join(' ');
  return result;
}

// Words right before an area that make it a subject of the post ('stay in Roma Norte', 'to Sintra').
const AREA_CUE = /(?:\b(?:in|to|around|explore|exploring|visit|visiting|stay|staying|across|through|or|and)|[:,&])\s*(?:the\s+)?$/i;

/**
 * Areas become entities of their own when the post is about them: every one in a post with
 * nothing else, and in a travel post those it sends you to ('stay in Roma Norte', 'day trip to
 * Sintra'), not those it passes ('2 stops from Shibuya'), those that only say where a venue is,
 * or those inside a name ('New York Joe Exchange', 'Pastéis de Belém').
 */
function areaEntitiesOf(text: string, areas: AreaMention[], venues: Venue[], everything: boolean, titleCity: string | null): ExtractedEntity[] {
  const result: ExtractedEntity[] = [];
  const seen = new Set<string>();
  const firstWord = /^[\s\p{Extended_Pictographic}\uFE0F]*/u.exec(text)?.[0].length ?? 0;
  for (const area of areas) {
    if (area.kind !== 'neighborhood' && area.kind !== 'city') continue;
    if (seen.has(area.name)) continue;
    const insideName = venues.some((venue) => area.index >= venue.candidate.index && area.index < venue.candidate.index + venue.candidate.name.length);
    const nextWord = /^ [\p{Lu}]/u.test(text.slice(area.end, area.end + 2));
    const previousWord = /[\p{Lu}][\p{L}]*\s(?:(?:de|da|do|del|di|du)\s)?$/u.test(text.slice(Math.max(0, area.index - 20), area.index)) && !/[.!?:\n]\s*[\p{Lu}][\p{L}]*\s$/u.test(text.slice(Math.max(0, area.index - 22), area.index));
    if (insideName || nextWord || previousWord) continue;
    if (area.kind === 'neighborhood' && venues.some((venue) => venue.candidate.location && nameKey(venue.candidate.location).startsWith(nameKey(area.name)))) continue;
    const cue = AREA_CUE.test(text.slice(Math.max(0, area.index - 24), area.index));
    const subject = everything || cue || area.index === firstWord || area.name === titleCity;
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
  return result.slice(0, 10);
}

function blank(text: string, spans: Array<[number, number]>): string {
  let result = text;
  for (const [start, end] of spans) result = result.slice(0, start) + ' '.repeat(end - start) + result.slice(end);
  return result;
}

function neighbourhoodOf(location: string | null, areas: AreaMention[]) {
  if (!location) return null;
  const key = nameKey(location);
  return areas.find((area) => area.kind === 'neighborhood' && key.startsWith(nameKey(area.text))) ?? null;
}

function recipeEntity(recipe: RecipeFinding): ExtractedEntity {
  const data = recipe.template;
  return makeEntity({
    name: data.dish,
    type: 'recipe',
    routing: 'CreativeWork',
    category: categoryOf(data.dish),
    details: { servings: data.servings, time_total_min: data.time_total_min, difficulty: data.difficulty, ingredient_count: data.ingredients.length },
    template: { kind: 'recipe', data },
  });
}

function workoutEntity(workout: WorkoutFinding): ExtractedEntity {
  const data = workout.template;
  return makeEntity({
    name: data.title,
    type: 'workout',
    routing: 'Abstract',
    category: data.modality,
    details: { level: data.level, duration_min: data.duration_min, equipment: data.equipment },
    template: { kind: 'workout', data },
  });
}

function eventEntity(event: EventFinding, areas: AreaMention[]): ExtractedEntity {
  const location = event.venue?.location ?? postLocation(areas);
  return makeEntity({
    name: event.name,
    type: event.type,
    routing: 'Eventish',
    category: event.type === 'class' ? 'class' : null,
    location,
    address: event.venue?.address ?? null,
    price: event.price?.text ?? null,
    temporal: event.temporal,
    details: {
      venue: event.venue?.name ?? null,
      ticket_url: event.ticketUrl,
      doors: event.doors,
      recurrence: event.template.recurrence.type ? event.template.recurrence : null,
    },
    template: { kind: 'class_event', data: event.template },
  });
}

function productEntity(product: ProductFinding): ExtractedEntity {
  return makeEntity({
    name: product.name,
    type: 'product',
    routing: 'Product',
    category: product.category,
    price: product.price?.text ?? null,
    details: { brand: product.brand, url: product.url, discount_code: product.discountCode, currency: product.price?.currency ?? null },
  });
}

export function createRuleExtractor(options: RuleExtractorOptions): Extractor {
  return new RuleExtractor(options.gazetteer);
}
