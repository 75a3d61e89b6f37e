// The offline default extractor: rules, no network. It reads the post's text once (title, caption
// and full text, each kept once) and asks each rule module for its part: hashtags and mentions,
// areas (through the gazetteer), venues, prices, opening hours, dates, recipes, workouts, list
// posts, events and products; then builds the entities and classifies the post. Precision comes
// first: when the rules are unsure, they leave a thing out.
import type { Gazetteer } from '../../providers/geocoder/geocoder';
import type { ExtractedEntity, Extraction, ExtractionInput, Extractor } from './extraction';
import { areaEntities } from './rules/area-entities';
import { findAreas, postCity } from './rules/areas';
import { addCues, categoryCues, dateCues, emojiCues, shapeCues } from './rules/category-cues';
import { classifyPost, travelScore, type MainKind } from './rules/classify';
import { findRecurrence, readWhen } from './rules/dates';
import { finaliseEntities } from './rules/entities';
import { findEvent } from './rules/events';
import { findCheckIns } from './rules/check-ins';
import { eventEntity, namedEventEntity, productEntities, recipeEntity, workoutEntity } from './rules/finding-entities';
import { guideEntity } from './rules/guide';
import { extractHashtags, extractMentions, maskTags } from './rules/hashtags';
import { findOpeningHours } from './rules/hours-in-post';
import { findLinks } from './rules/links';
import { findList } from './rules/lists';
import { categoryOfEventKind, findNamedEvents, sameEventName } from './rules/named-events';
import { nameKey } from './rules/names';
import { findVenues } from './rules/places';
import { postText } from './rules/post-text';
import { findPrices } from './rules/prices';
import { findBrandProducts, findTaggedBrandProducts } from './rules/brand-products';
import { findProducts, type ProductFinding, type ProductInput } from './rules/products';
import { findRecipe, recipeNamedAsTitle } from './rules/recipes';
import { timeZoneOf } from './rules/time-zone';
import { isFoodType } from './rules/venue-kinds';
import { collectVenues, titleCityOf, venueEntity } from './rules/venues';
import { findWorkout } from './rules/workouts';

export interface RuleExtractorOptions {
  gazetteer: Gazetteer;
}

const TRIP_TITLE = /\b(?:\d+|one|two|three|a)\s+(?:hours?|days?|nights?)\s+in\b|\b(?:day trip|weekend in|itinerary|travel guide|guide to)\b/i;
const NIGHTLIFE_EVENT = /\b(?:dj|party|club night|rave|nightclub|cocktails?|bar crawl|after ?party)\b/i;
/** An event that ended this long before the post was published is a memory, not a plan. */
const PAST_EVENT_MS = 3_600_000;
const HALF_DAY_MS = 12 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
/** Products kept from one post: more is a list the guide stands for. */
const MAX_PRODUCTS = 5;
/** '12h-15h', '20h às 23h', '8pm-2am', '19:00–23:00': opening times of something on a given day. */
const CLOCK_RANGE = /(?<![\p{L}\p{N}])\d{1,2}(?:[:h.]\d{2}|h|\s?[ap]m)?\s?(?:-|–|to|às|a|bis|tot|à)\s?\d{1,2}(?:[:h.]\d{2}|h|\s?[ap]m)(?![\p{L}\p{N}])/iu;

function emptyExtraction(): Extraction {
  return {
    category: 'other',
    routing_class: 'Abstract',
    overall_message_intent: 'save_for_later',
    hashtags: [],
    mentions: [],
    entities: [],
  };
}

/** The text with the given spans blanked out, same length. */
function blank(text: string, spans: Array<[number, number]>): string {
  let result = text;
  for (const [start, end] of spans) result = result.slice(0, start) + ' '.repeat(end - start) + result.slice(end);
  return result;
}

/**
 * The beers the beer app's lines name, called as people call them, by brewery and beer
 * ('Drinking a Munich Dunkel by @BlueStallionBC at …' is Blue Stallion BC Munich Dunkel; 'Stone
 * Tangerine Express IPA' by Stone Brewing already says its brewery).
 */
function beersDrunk(text: string): ProductFinding[] {
  return findCheckIns(text).flatMap((checkIn) => {
    if (!checkIn.drank) return [];
    const { beer, brewery, index } = checkIn.drank;
    const breweryWord = brewery.split(/\s+/)[0]!.toLowerCase();
    const name = beer.toLowerCase().startsWith(breweryWord) ? beer : `${brewery} ${beer}`;
    return [{ name, index, brand: brewery, brandIsClear: false, price: null, category: 'shopping' as const, url: null, discountCode: null }];
  });
}

/** Products shown with a price, then those named by a known brand elsewhere in the post. */
function productsOf(input: ProductInput & { isArea: (words: string) => boolean }): ProductFinding[] {
  const priced = findProducts(input);
  const branded = findBrandProducts(input).filter((product) => !priced.some((other) => product.index < other.index + other.name.length && other.index < product.index + product.name.length));
  const written = [...priced, ...branded];
  // A model named again in a tag ('Galaxy A57 … #GalaxyA57') is the same product.
  const tagged = findTaggedBrandProducts(input.text, input.hashtags, input.isArea).filter((product) => !written.some((other) => nameKey(other.name).replace(/\s/g, '') === nameKey(product.name).replace(/\s/g, '')));
  return [...written, ...tagged].slice(0, MAX_PRODUCTS);
}

function extractWithRules(gazetteer: Gazetteer, input: ExtractionInput): Extraction {
  const text = postText(input);
  if (!text) return emptyExtraction();
  const masked = maskTags(text);
  const hashtags = extractHashtags(text);
  const mentions = extractMentions(text);
  const areas = findAreas(text, gazetteer);
  const city = postCity(areas);
  const timeZone = city ? timeZoneOf({ city: city.name, countryCode: city.countryCode, latitude: city.latitude, longitude: city.longitude }) : null;
  const links = findLinks(text);
  const prices = findPrices(masked);
  const hours = findOpeningHours(masked);

  const recipe = findRecipe(text);
  const workout = recipe ? null : findWorkout(text);
  const list = recipe || workout ? null : findList(masked, areas, text);
  // A recipe's or workout's numbered lines are not places; only a pin or label line is.
  const candidates = findVenues({ text, areas, hashtags, gazetteer }).filter(
    (venue) => !(recipe || workout) || venue.source === 'pin' || venue.source === 'label',
  );

  const isArea = (word: string) => gazetteer.lookup(word)?.name.toLowerCase() === word;
  const namedEvents = recipe || workout ? [] : findNamedEvents({ text, masked, isArea });
  const when = readWhen(text, { postedAt: input.postedAt, timeZone, exclude: [...(hours?.spans ?? []), ...(recipe?.spans ?? [])] });
  // 'daily 11am-10pm' in the hours is not an event that recurs.
  const recurrence = findRecurrence(blank(masked, hours?.spans ?? []));
  const announced =
    recipe || workout || list?.placeList
      ? null
      : findEvent({
          text,
          masked,
          hashtags,
          dated: when.dated,
          clocks: when.clocks,
          recurrence,
          venues: candidates.map((venue) => ({ name: venue.name, address: venue.address, location: venue.location, index: venue.index })),
          prices,
          links,
          timeZone,
          namedEvent: namedEvents[0]?.name ?? null,
          matchup: namedEvents.find((named) => named.kind === 'sports' && / vs /.test(named.name))?.name ?? null,
        });
  // 'borough market yesterday afternoon': a famous place named as its kind is a visit, not an event.
  const event = announced && !candidates.some((venue) => venue.source === 'label' && venue.knownType && nameKey(venue.name) === nameKey(announced.name)) ? announced : null;
  const eventKeys = new Set([...(event ? [event.name] : []), ...namedEvents.map((named) => named.name)].map(nameKey));
  // 'Rock Im Park' is the place only in the sense that 'Rock Im Park 2024' is the event there.
  for (const named of namedEvents) {
    const yearless = named.name.replace(/\s(?:19|20)\d{2}$/, '');
    if (yearless !== named.name) eventKeys.add(nameKey(yearless));
    if (named.work) eventKeys.add(nameKey(named.work));
  }

  const titleCity = list?.title ? titleCityOf(masked, list.titleIndex, areas) : null;
  const venues = collectVenues({ text, list, candidates, prices, areas, titleCity, isEvent: event !== null }).filter(
    (venue) => !eventKeys.has(nameKey(venue.candidate.name)),
  );
  const products =
    recipe || workout || event || list?.placeList || candidates.some((venue) => venue.source === 'pin' || venue.source === 'label' || venue.address)
      ? []
      : productsOf({ text, masked, hashtags, links, isArea, otherNames: [...venues.map((venue) => venue.candidate.name), ...areas.map((area) => area.text)] });

  const tripTitle = TRIP_TITLE.test(masked.split('\n')[0] ?? '');
  const areasOnly = venues.length === 0 && areas.some((area) => area.kind !== 'country') && !recipe && !workout && !event && products.length === 0;
  const travel =
    travelScore({
      words: masked,
      hashtags,
      opensWithArea: areas.some((area) => area.index === (/^[\s\p{Extended_Pictographic}\uFE0F]*/u.exec(masked)?.[0].length ?? 0)),
      tripTitle,
      distinctVenueTypes: new Set(venues.map((venue) => venue.kind.type)).size,
      hasHotel: venues.some((venue) => venue.kind.type === 'hotel') && !event,
      areasOnly,
    }) >= 3;

  const entities: ExtractedEntity[] = [];
  let main: MainKind = 'none';
  const guide = guideEntity({ list, venues, city: titleCity ?? city?.name ?? null, travel, tripTitle });
  if (recipe) {
    entities.push(recipeEntity(recipe));
    main = 'recipe';
  } else if (workout) {
    entities.push(workoutEntity(workout));
    main = 'workout';
  } else if (event) {
    entities.push(eventEntity(event, areas));
    // A day without an end lasts the whole day: a gig 'LE 22 MARS' posted that morning is still to come.
    const temporal = event.temporal;
    const ended = temporal ? (temporal.end ? Date.parse(temporal.end) : Date.parse(temporal.start) + (temporal.all_day ? DAY_MS : 0)) : Number.NaN;
    main = ended < (input.postedAt ?? new Date()).getTime() - PAST_EVENT_MS ? 'past_event' : 'event';
  } else if (guide) {
    entities.push(guide);
    main = 'guide';
  }

  const single = venues.length === 1 && !event;
  for (const venue of venues) {
    entities.push(venueEntity(venue, { text, links, areas, hours: single ? (hours?.hours ?? null) : null, restaurant: single && !guide && isFoodType(venue.kind.type) }));
  }
  const undated = namedEvents.filter((named) => !event || !sameEventName(named.name, event.name));
  // A festival at a shrine or an exhibition at a museum is about the event; lunch during #sxsw is about lunch.
  const telling = undated.filter((named) => !named.kindUnsaid);
  if (main === 'none' && telling.length > 0 && !venues.some((venue) => isFoodType(venue.kind.type))) main = 'named_event';
  if (main === 'none' && venues.length > 0) main = 'venue';
  for (const named of undated) entities.push(namedEventEntity(named, areas));

  for (const product of products) entities.push(...productEntities(product));
  if (main === 'none' && products.length > 0) main = 'product';
  // A beer checked in is kept, but the post is about the night out, not a thing to buy.
  for (const beer of beersDrunk(text)) entities.push(...productEntities(beer));

  const areasAsEntities = main === 'none' || travel ? areaEntities({ text: masked, areas, venues, areasOnly: main === 'none', titleCity }) : [];
  entities.push(...areasAsEntities);
  if (main === 'none' && areasAsEntities.length > 0) main = 'area';

  const postedAt = (input.postedAt ?? new Date()).getTime();
  // 'today' and 'this morning' are the post's own day, not an announcement: a day without a time
  // must start well after the post.
  const upcoming = when.dated.filter((mention) => Date.parse(mention.temporal.start) > postedAt + (mention.temporal.all_day ? HALF_DAY_MS : 0));
  const timed = upcoming.some((mention) => !mention.temporal.all_day) || when.clocks.length > 0 || CLOCK_RANGE.test(masked);
  const classification = classifyPost({
    main,
    venueTypes: venues.map((venue) => venue.kind.type),
    productCategory: products[0]?.category ?? null,
    travel,
    words: masked,
    hashtags,
    nightlifeEvent: event !== null && event.type === 'event' && NIGHTLIFE_EVENT.test(masked),
    namedEventCategory: telling[0] ? categoryOfEventKind(telling[0].kind) : null,
    cues: addCues(categoryCues(masked, hashtags), emojiCues(masked), shapeCues(masked), dateCues(upcoming.length > 0, timed)),
  });
  // A post filed under recipes that names its dish as a title teaches that dish, though its ingredients are elsewhere.
  const titledRecipe = classification.category === 'recipes' && !recipe ? recipeNamedAsTitle(text) : null;
  if (titledRecipe) entities.unshift(recipeEntity(titledRecipe));
  // Each entity was checked against the schema in finaliseEntities; the rest is built from its enums.
  return { ...classification, hashtags, mentions, entities: finaliseEntities(entities) };
}

export function createRuleExtractor(options: RuleExtractorOptions): Extractor {
  const { gazetteer } = options;
  return {
    name: 'rules',
    extract: async (input) => extractWithRules(gazetteer, input),
  };
}
