// Venues named in a post, each with where it was found and how sure the rules are:
//   pin and label lines ('📍 Lilia, 567 Union Ave', 'Location: ...') are taken as written;
//   'at <Venue>', '@ <Venue>', '<Venue> in <Area>', capitalised names with a venue word
//   ('Boot Café', 'Hotel Pulitzer') and a post's leading name need support from the sentence
//   (eating, drinking, booking words), the post (an address, a pin) or a matching hashtag.
// Precision first: a wrong pin on a member's map is worse than a missing one.
import type { Gazetteer } from '../../../providers/geocoder/geocoder';
import type { AddressMention } from './addresses';
import { findAddresses } from './addresses';
import type { AreaMention } from './areas';
import { locationIn, withParent } from './areas';
import { categoryCues, type CueCategory, type CueScores } from './category-cues';
import { findCheckIns } from './check-ins';
import { findJapaneseShops } from './japanese-shops';
import { findKoreanPlaces } from './korean-places';
import { maskTags } from './hashtags';
import { CALENDAR_WORDS, CUISINE_ADJECTIVES, DESCRIPTIVE_WORDS, MEAL_WORDS, FOOD_WORDS, VENUE_CONTEXT, isCalendarWord, isOnlyFoodOrDescription } from './lexicon';
import { fromShouting, nameRunAt, nameRunBefore, significantWords, type NameRun } from './name-runs';
import { accountPlaceName, compoundVenueName, withoutAccountSuffix } from './compound-names';
import { isCommonWord } from './joined-words';
import { isEventName } from './named-events';
import { cleanName, handleName, isFunctionWord, isPlausibleName, nameKey, stripEmoji, titleCaseIfLower } from './names';
import { linesOf, type Line } from './post-text';
import { findPrices } from './prices';
import { findLowerCasePlaces, findNamesAfterKind, findOwnOutlets, findPlacesCalledAPlace, findQuotedPlaces, findSuperlativePlaces } from './place-phrases';
import { findKnownVenues } from './known-venues';
import { venueKindOf, type VenueType } from './venue-kinds';

export type VenueSource = 'pin' | 'label' | 'at' | 'in' | 'named' | 'lead';

export interface VenueCandidate {
  name: string;
  index: number;
  source: VenueSource;
  address: string | null;
  location: string | null;
  /** The words around the name, for guessing its kind. */
  context: string;
  /** The kind the gazetteer of famous places gives (known-venues.ts), over any guess. */
  knownType?: VenueType;
}

export interface PlaceInput {
  text: string;
  areas: AreaMention[];
  hashtags: string[];
  gazetteer: Gazetteer;
}

const PIN = /(?:📍|📌|🗺️?|🏠)\uFE0F?\s*:?\s*/u;
const LABEL = /^\s*[-•*]?\s*(location|address|where|venue|place|find us|find it|spot|restaurant|bar|café|cafe|locação|localização|local|lugar|ubicación|ubicacion|luogo|lieu|locatie|ort)\s*[:：]\s*/iu;
/**
 * A pin or bullet line that holds one field of a place's card ('📍住所 …', '📍TEL …', '📍 Horario:
 * …'): its words are the field's value, never the place's name. Address fields still say the
 * post is about one place.
 */
const FIELD_LINE = /^\s*(?:(住所|所在地|アクセス|address|adresse|dirección|direccion|endereço|endereco|indirizzo|adres)|(?:tel|phone|telefone|teléfono|telefono|電話|営業時間|定休日|駐車場|予算|席数|hours|opening hours|open|horario|horário|orari|öffnungszeiten|openingstijden|instagram|web|website|url))(?=[\s:：]|$)/iu;
const SEGMENT_SPLIT = /\s*(?:,|\||·|•|—|–|\s-\s|\/\/|\(|\))\s*/u;

/** Common capitalised sentence openers that are never a place on their own. */
const NOT_NAMES = new Set([
  'living', 'lost', 'love', 'life', 'summer', 'winter', 'spring', 'autumn', 'fall', 'home', 'moving', 'walking', 'eating',
  'shopping', 'travel', 'travelling', 'traveling', 'holidays', 'holiday', 'vacation', 'pov', 'guide', 'tips', 'day',
  'days', 'hours', 'week', 'weekend', 'trip', 'things', 'places', 'spots', 'where', 'what', 'when', 'how', 'why', 'who',
  'yes', 'no', 'omg', 'ok', 'okay', 'wow', 'also', 'and', 'but', 'so', 'then', 'just', 'still', 'now', 'new', 'open',
  'closed', 'sold', 'free', 'tickets', 'ticket', 'rsvp', 'link', 'bio', 'dm', 'save', 'share', 'follow', 'tag', 'pro',
  'tip', 'note', 'update', 'edit', 'ps', 'fyi', 'btw', 'imo', 'tbh', 'lol', 'i', 'we', 'you', 'they', 'he', 'she', 'it',
  'my', 'our', 'your', 'this', 'that', 'these', 'those', 'there', 'here', 'if', 'for', 'with', 'from', 'to', 'in', 'on',
  'at', 'by', 'of', 'the', 'a', 'an', 'all', 'every', 'each', 'some', 'any', 'instagram', 'tiktok', 'youtube', 'google',
  'uber', 'resy', 'opentable', 'amazon', 'spotify', 'netflix', 'dinner', 'lunch', 'brunch', 'breakfast', 'drinks',
  'recipe', 'ingredients', 'method', 'steps', 'serves', 'prep', 'cook', 'warm-up', 'warmup', 'rest', 'round', 'rounds',
  'god', 'jesus', 'mom', 'mum', 'dad', 'grandma', 'nana', 'chef', 'friends', 'family', 'covid', 'happy', 'merry',
  // Verbs that open a sentence ('Check us out at ...', 'Come try ...').
  'check', 'come', 'join', 'meet', 'find', 'get', 'try', 'visit', 'swipe', 'stop', 'grab', 'head', 'see', 'look', 'catch',
  'book', 'order', 'watch', 'shop', 'discover', 'enjoy', 'celebrate', 'thanks', 'thank', 'welcome', 'introducing', 'meanwhile',
]);
/** Parts of an address that stand where a name would ('📍 Ground Floor, MGF Mall, ...'). */
const ADDRESS_PART = /^(?:(?:ground|first|second|third|fourth|fifth|top|upper|lower|\d+(?:st|nd|rd|th)?)\s+(?:floor|level)|(?:shop|unit|suite|stall|block|sector|plot|gate|door|floor|level|building)\s*(?:no\.?\s*)?[\dA-Z]{1,5})$/iu;
/** 'Im Alten Weiher 13', 'Am Markt 4': a German address line, its street and number. */
const GERMAN_ADDRESS = /^(?:im|am|an der|auf der|in der|zum|zur)\s.+\s\d{1,4}[a-z]?$/iu;
/**
 * A street, not a place on it: 'Bouquet Canyon Road', 'Rue Moulay Ali', 'Carrer Ramón y Cajal'. A
 * venue that bears its street's name says what it is after it ('Abbey Road Studios'); Italian 'Via'
 * opens too many restaurants' names ('Via Carota') to say a street.
 */
const STREET_NAME = /^(?:rue|calle|carrer|rua|avenida|av\.?|avenue|boulevard|bd|straße|strasse|ulica|ul\.)\s|\s(?:road|rd\.?|street|st\.?|avenue|ave\.?|boulevard|blvd\.?|drive|dr\.?|lane|ln\.?|highway|hwy\.?|straße|strasse|weg|gasse|laan|straat|utca)$/iu;
/** 'like the Louvre', 'bigger than the Met', 'comme le Louvre': a place named to compare another with. */
const COMPARED_BEFORE = /(?<![\p{L}])(?:like|than|unlike|comme|como|wie)\s+(?:the\s+|le\s+|la\s+|el\s+|o\s+|a\s+|der\s+|die\s+|das\s+)?$/iu;
/** Chains and shops where things are bought: where a product is sold, not a place to visit. */
const RETAILERS = new Set([
  'amazon', 'target', 'walmart', 'costco', 'sephora', 'ulta', 'ikea', 'tj maxx', 'tjmaxx', 'nordstrom', 'best buy',
  'trader joes', 'whole foods', 'tesco', 'aldi', 'lidl', 'asos', 'shein', 'temu', 'etsy', 'ebay', 'walgreens', 'cvs',
  'home depot', 'lowes', 'marshalls', 'homegoods', 'sainsburys', 'waitrose', 'marks and spencer', 'primark', 'uniqlo', 'zara',
]);

/** Apps food is ordered through ('now on Uber Eats'): a way to order, not a place. */
const ORDERING_APPS = new Set([
  'uber eats', 'ubereats', 'deliveroo', 'doordash', 'grubhub', 'just eat', 'glovo', 'ifood', 'rappi', 'foodpanda', 'grabfood',
  'gofood', 'wolt', 'postmates', 'seamless', 'swiggy', 'zomato', 'talabat', 'lieferando', 'thuisbezorgd', 'caviar', 'menulog',
]);

/** Verbs that open an imperative before a name ('Visit Boot Café'). */
const IMPERATIVES = new Set([
  'visit', 'try', 'go', 'check', 'head', 'get', 'grab', 'find', 'meet', 'join', 'book', 'order', 'stop', 'see', 'explore', 'discover', 'hit', 'skip', 'love', 'loved', 'eat', 'drink',
  // The same verbs told after the visit ('Visited the Bangabandhu Military Museum').
  'visited', 'tried', 'explored', 'discovered', 'found', 'stayed', 'ate',
]);
/** What a post asks its readers to do, never a place's name on its own ('Register at link in bio!'). */
const CALLS_TO_ACT = new Set(['register', 'join', 'come', 'follow', 'subscribe', 'shop', 'click', 'tap', 'swipe', 'save', 'share', 'comment', 'tag', 'vote', 'watch', 'listen', 'stream', 'download', 'call', 'apply', 'enter', 'win', 'sign', 'rsvp', 'dm', 'reserve']);
/** Nouns that make a capitalised run a title, not a venue ('Coffee Guide', 'Pizza Lovers'). */
const TITLE_NOUNS = new Set([
  'guide', 'lovers', 'lover', 'time', 'vibes', 'goals', 'review', 'reviews', 'edition', 'series', 'season', 'tips', 'list',
  'haul', 'date', 'life', 'week', 'month', 'year', 'trip', 'story', 'spots', 'places', 'things', 'ideas', 'crawl', 'hop',
  'recipe', 'recipes', 'challenge', 'tour', 'day', 'days', 'weekend', 'night', 'nights', 'season', 'routine', 'workout',
  'giveaway', 'sale', 'deal', 'deals', 'edit', 'finds', 'favorites', 'favourites', 'faves', 'must', 'musts', 'hack', 'hacks',
  'details', 'info', 'information', 'update', 'updates', 'announcement', 'schedule',
]);

function isArea(name: string, areas: AreaMention[], gazetteer: Gazetteer): boolean {
  const key = nameKey(name);
  if (areas.some((area) => nameKey(area.text) === key || nameKey(area.name) === key)) return true;
  const known = gazetteer.lookup(name);
  return known !== null && (nameKey(known.name) === key || nameKey(known.text) === key);
}

const TOWN_TITLED = /^(?:(?:the|la|a)\s+)?(?:city|ciudad|cidade|ville|città|stadt|town|municipio|município)\s+(?:of|de|do|da|di|der)\s/iu;

/** Words for people ('fellow Ghanaians', 'the girls'): the last word of no place's name. */
const PEOPLE = /^(?:guys?|girls?|boys?|men|women|man|woman|ladies|people|friends?|fans?|fellows?|folks|family|kids|students|everyone|everybody|\p{L}+ians)$/u;
const DIRECTIONS = /\d+\s*번\s*출구|출구에서|걸어서|도보\s*\d|徒歩\s*\d|\bexit\s+\d|\d+\s*(?:mins?|minutes?)\s+walk/iu;

/**
 * Answers of rejectName for each post read: the scans below meet the same names again (a
 * place named in a pin line, an 'at' phrase and a tag), and each check looks words up in the
 * gazetteer and the lexicons.
 */
const rejectedNames = new WeakMap<PlaceInput, Map<string, boolean>>();

/** The common reasons a run is not a venue name at all. */
function rejectName(name: string, input: PlaceInput): boolean {
  let answers = rejectedNames.get(input);
  if (!answers) rejectedNames.set(input, (answers = new Map()));
  let rejected = answers.get(name);
  if (rejected === undefined) answers.set(name, (rejected = isNotAVenueName(name, input)));
  return rejected;
}

function isNotAVenueName(name: string, input: PlaceInput): boolean {
  if (!isPlausibleName(name, { maxWords: 6, capitalised: true })) return true;
  const words = significantWords(name);
  if (words.length === 0) return true;
  if (words.length === 1 && (NOT_NAMES.has(words[0] ?? '') || isCalendarWord(words[0] ?? '') || /ing$/.test(words[0] ?? '') || isFunctionWord(words[0] ?? '') || CALLS_TO_ACT.has(words[0] ?? ''))) return true;
  // 'Friday Lunches', 'Sunday Brunch': when and what, not where.
  if (words.every((word) => CALENDAR_WORDS.has(word) || DESCRIPTIVE_WORDS.has(word) || /^\d/.test(word) || FOOD_WORDS.has(word.replace(/(?<=[^aeiou]h|x|s)es$|s$/, '')))) return true;
  if (isOnlyFoodOrDescription(name) && !venueKindOf(name)) return true;
  // 'Best Pizza', 'London Café': a kind with nothing of its own is a description.
  if (!hasDistinctiveWord(name, input)) return true;
  if (words.some((word) => TITLE_NOUNS.has(word)) && words.length <= 3 && !venueKindOf(name)) return true;
  // Handles and tags were masked out; a name that was one is gone, a name made of an area is an area.
  if (isArea(name, input.areas, input.gazetteer)) return true;
  if (RETAILERS.has(nameKey(name)) || ORDERING_APPS.has(nameKey(name))) return true;
  if (/^\d/.test(name) || ADDRESS_PART.test(name) || STREET_NAME.test(name) || GERMAN_ADDRESS.test(name)) return true;
  // 'Fellow Ghanaians in New York City', 'my friends in Lisbon': people, not a place.
  if (PEOPLE.test(words.at(-1) ?? '')) return true;
  // '혜화역 4번 출구에서 걸어서 2분', '5 min walk from the station': how to get there, not where.
  if (DIRECTIONS.test(name)) return true;
  // 'La Ciudad de La Plata', 'the City of London': a town called by its title.
  if (TOWN_TITLED.test(name)) return true;
  // 'Ube Coffee Cake', 'Soft-boiled Egg and Coffee': a name that ends in two dish words is the dish.
  if (words.length > 1 && endsInDish(words)) return true;
  // 'at BTS WORLD TOUR ...', 'at Melt Festival': an event is where they are, not a place.
  if ((isEventName(name) || words.includes('tour')) && !venueKindOf(name)) return true;
  return false;
}

/** Dish words that also name a kind of place ('Joe's Pizza', 'Ramen Nagi'): a venue may end in these. */
const PLACE_DISHES = new Set(['pizza', 'ramen', 'sushi', 'tacos', 'taco', 'burger', 'burgers', 'bbq', 'noodles', 'dumplings', 'coffee', 'tea', 'bagels', 'donuts', 'deli', 'tapas', 'pho', 'kitchen']);

function endsInDish(words: string[]): boolean {
  const [before = '', last = ''] = words.filter((word) => word !== 'and' && word !== 'with').slice(-2);
  const dish = (word: string) => FOOD_WORDS.has(word) || word.split('-').every((part) => FOOD_WORDS.has(part));
  return dish(last) && dish(before) && !PLACE_DISHES.has(last) && !venueKindOf(last);
}

/** Whether a venue word in the name is backed by a distinctive word ('Boot Café', not 'London Café'). */
function hasDistinctiveWord(name: string, input: PlaceInput): boolean {
  return significantWords(name).some((word) => {
    if (FOOD_WORDS.has(word) || DESCRIPTIVE_WORDS.has(word) || CALENDAR_WORDS.has(word) || TITLE_NOUNS.has(word)) return false;
    if (venueKindOf(word)) return false;
    if (placesInText(input.text).has(word)) return false;
    return !input.areas.some((area) => nameKey(area.text) === word || nameKey(area.name) === word);
  });
}

let placesRead: { text: string; words: Set<string> } | null = null;
/**
 * Single words the post itself puts a place in ('Monsoon in Lonavala'): places the gazetteer may
 * not know, so 'Family Resort Lonavala' is a kind in a place, not a name. Read once per text.
 */
function placesInText(text: string): Set<string> {
  if (placesRead?.text === text) return placesRead.words;
  const words = new Set<string>();
  // 'in Lonavala', 'Ayuntamiento de Belmontejo', 'city of Leamington': the word after is a town, not a name's own.
  const before = /(?<![\p{L}])(?:in|[Aa]yuntamiento de|[Pp]refeitura de|[Mm]unicipio de|[Pp]ueblo de|[Cc]omune di|[Gg]emeente|[Mm]airie de|[Vv]ille de|[Cc]ity of|[Tt]own of|[Vv]illage of)\s+(\p{Lu}\p{Ll}{2,})(?=[\s,.!?]|$)(?!\s+\p{Lu})/gu;
  for (const match of text.matchAll(before)) words.add(match[1]!.toLowerCase());
  placesRead = { text, words };
  return words;
}

function squash(text: string): string {
  return nameKey(text).replace(/\s+/g, '');
}

function confirmedByHashtag(name: string, hashtags: string[]): boolean {
  const key = squash(name);
  return key.length >= 4 && hashtags.some((tag) => squash(tag) === key);
}

/**
 * How far either side of a name its sentence is looked for: every name is asked about, so reading
 * its whole line would make a long line of names cost the square of its length.
 */
const SENTENCE_REACH = 400;

function sentenceAround(text: string, index: number): string {
  const windowStart = Math.max(0, index - SENTENCE_REACH);
  const lineStart = windowStart + text.slice(windowStart, index + 1).lastIndexOf('\n') + 1;
  const after = text.slice(index, index + SENTENCE_REACH);
  const lineEndAt = after.indexOf('\n');
  const line = text.slice(lineStart, index + (lineEndAt < 0 ? after.length : lineEndAt));
  const offset = index - lineStart;
  let start = 0;
  for (const match of line.matchAll(/[.!?](?:\s+|$)/g)) {
    if (match.index < offset) start = match.index + match[0].length;
    else return line.slice(start, match.index + 1);
  }
  return line.slice(start);
}

function cleanRun(run: NameRun, text: string, kindAfter = ''): { name: string; index: number } {
  let words = run.words;
  let index = run.index;
  const dropped = leadingVerbWords(words, words.slice(1).join(' ') + (kindAfter ? ` ${kindAfter}` : '')) || wordsBeforeWhere(words);
  if (dropped > 0) {
    index = text.indexOf(words[dropped] ?? '', index + (words[0] ?? '').length);
    words = words.slice(dropped);
  }
  const name = fromShouting(cleanName(text.slice(index, run.end)));
  return { name, index };
}

/**
 * 'Cena en el Bar Pinotxo', 'Dîner au Bistrot Paul': the small words for 'at the' end what the
 * sentence opened with, and the place is the kind named after them. How many words go before it.
 */
function wordsBeforeWhere(words: string[]): number {
  const lower = words.map((word) => word.toLowerCase());
  for (let at = 1; at < lower.length - 1; at++) {
    const articleAfter = lower[at] === 'en' && ['el', 'la', 'los', 'las'].includes(lower[at + 1] ?? '');
    // 'Tapas en Bar Pinotxo': after a meal, 'en' says where even without its article.
    const afterMeal = lower[at] === 'en' && lower.slice(0, at).every((word) => MEAL_WORDS.has(word) || FOOD_WORDS.has(word));
    if (!articleAfter && !afterMeal && lower[at] !== 'au' && lower[at] !== 'al') continue;
    const from = at + (articleAfter ? 2 : 1);
    if (from < words.length && venueKindOf(words.slice(from).join(' ')) && !venueKindOf(words.slice(0, at).join(' '))) return from;
  }
  return 0;
}

/**
 * How many words open the run as a verb rather than a name: 'Visit Boot Café' -> 'Boot Café',
 * 'Visited the Bangabandhu Military Museum' (the article goes with the verb), when the rest
 * (`rest`, with any kind written after the run) is a kind of place by itself.
 */
function leadingVerbWords(words: string[], rest: string): number {
  if (words.length < 2 || !IMPERATIVES.has((words[0] ?? '').toLowerCase()) || !venueKindOf(rest)) return 0;
  return words.length > 2 && (words[1] ?? '').toLowerCase() === 'the' ? 2 : 1;
}

interface LineParse {
  name: string | null;
  nameIndex: number;
  address: AddressMention | null;
  location: string | null;
}

/** A pin or label line: '📍 Name, 12 Street, Area', '📍 12 Street, Area' or '📍 Area'. */
function parsePlaceLine(content: string, contentIndex: number, input: PlaceInput): LineParse {
  const addresses = findAddresses(content);
  const address = addresses[0] ?? null;
  const segments = content.split(SEGMENT_SPLIT);
  // '📍 Campo de tiro eventual “El Cantillo”': the quoted words are the place's name, the rest says what it is.
  const quoted = /[“"«]([^“”"«»]{2,60})[”"»]/u.exec(segments[0] ?? '')?.[1];
  const first = cleanName(quoted ?? segments[0] ?? '');
  const startsWithAddress = address !== null && address.index <= content.indexOf(first) + 1;
  const location = locationIn(content, contentIndex, input.areas);
  const mapped = address ? { ...address, index: address.index + contentIndex, end: address.end + contentIndex } : null;
  if (!first || startsWithAddress) return { name: null, nameIndex: -1, address: mapped, location };
  const name = fromShouting(first);
  const nameIndex = contentIndex + content.indexOf(segments[0] ?? '');
  if (isArea(name, input.areas, input.gazetteer)) return { name: null, nameIndex: -1, address: mapped, location };
  // The areas after the name say where it is; an area inside the name says less.
  const after = locationIn(content.slice((segments[0] ?? '').length), contentIndex + (segments[0] ?? '').length, input.areas);
  return { name, nameIndex, address: mapped, location: after ?? location };
}

/**
 * The area named right after a name: '<Name> in Williamsburg', '<Name>, Ebisu', '<Name> — Chelsea',
 * '<Name> (Mercado da Ribeira, Cais do Sodré)'.
 */
function areaRightAfter(text: string, end: number, areas: AreaMention[]): string | null {
  const bracket = /^\s*\(([^)\n]{1,80})\)/.exec(text.slice(end));
  if (bracket) {
    const inside = locationIn(bracket[1] ?? '', end + bracket[0].indexOf('(') + 1, areas);
    if (inside) return inside;
  }
  const area = areas.find((candidate) => candidate.index >= end && candidate.index - end <= 12 && candidate.kind !== 'country');
  if (!area) return null;
  const between = text.slice(end, area.index);
  if (!/^\s*(?:,|in|on|at|near|[-–—|·(]|in the|on the|de|em)?\s*$/iu.test(between)) return null;
  // The area's own words may go on ('Williamsburg, Brooklyn').
  const next = areas.find((candidate) => candidate.index > area.end && candidate.index - area.end <= 3);
  if (next && /^\s*,\s*$/.test(text.slice(area.end, next.index))) return text.slice(area.index, next.end);
  return withParent(area.text, area);
}

/** 'Dishoom Shoreditch', 'Ebisu Yokocho': a name that carries its neighbourhood. */
function areaInName(name: string, index: number, areas: AreaMention[]): string | null {
  const area = areas.find((candidate) => candidate.kind === 'neighborhood' && candidate.index >= index && candidate.end <= index + name.length);
  return area ? withParent(area.text, area) : null;
}

export function findVenues(input: PlaceInput): VenueCandidate[] {
  const text = maskTags(input.text);
  const lines = linesOf(text);
  const candidates: VenueCandidate[] = [];
  const addresses = findAddresses(text);
  let unnamedPlaceLines = 0;
  const usedAddresses = new Set<number>();
  /** Where an unnamed pin line ('📍 208 E 8th St, Downtown LA') says its place is. */
  const unnamedLocations = new Map<number, string | null>();

  const add = (candidate: VenueCandidate) => candidates.push(candidate);

  // Pin and label lines.
  for (const line of lines) {
    const pin = PIN.exec(line.text);
    const label = pin ? null : LABEL.exec(line.text);
    if (!pin && !label) continue;
    const contentStart = pin ? pin.index + pin[0].length : (label?.[0].length ?? 0);
    // '@ DIY #huarache #barefoot': the tags after a place line are the post's, not the place's name.
    const content = line.text.slice(contentStart).replace(/\s#[\p{L}\p{N}_].*$/u, '');
    const field = FIELD_LINE.exec(content);
    if (field) {
      if (field[1]) unnamedPlaceLines++;
      continue;
    }
    // '📍 @joespizza', 'Locação: @recantodassucupiras': the place is named by its account.
    // The marker's trailing spaces may have eaten the blanked handle: the account is read from where the marker's words end.
    const markerSpaces = /\s*$/u.exec((pin ?? label)![0])![0].length;
    const account = /^\s*@([\p{L}\p{N}_.]+[\p{L}\p{N}_])/u.exec(input.text.slice(line.index + contentStart - markerSpaces, line.index + line.text.length));
    if (account && !content.trim()) {
      const name = handleVenueName(account[1]!, input);
      if (name) add({ name, index: line.index + contentStart, source: pin ? 'pin' : 'label', address: null, location: null, context: line.text });
      continue;
    }
    const parsed = parsePlaceLine(content, line.index + contentStart, input);
    if (parsed.address) usedAddresses.add(parsed.address.index);
    if (!parsed.name) {
      if (parsed.address) {
        unnamedPlaceLines++;
        unnamedLocations.set(parsed.address.index, parsed.location);
      }
      continue;
    }
    // A pin is the author saying 'this is the place': lower-case names count ('📍 joe's pizza').
    const pinned = titleCaseIfLower(parsed.name);
    if (rejectName(pinned, input) && !venueKindOf(pinned)) continue;
    add({
      name: pinned,
      index: parsed.nameIndex,
      source: pin ? 'pin' : 'label',
      address: parsed.address?.text ?? null,
      location: parsed.location,
      context: line.text,
    });
  }

  // Japanese captions name their shop in brackets, as a thanked hashtag or as a branch.
  for (const shop of findJapaneseShops(input.text)) {
    add({ name: shop.name, index: shop.index, source: 'label', address: null, location: null, context: sentenceAround(text, shop.index), knownType: shop.kind });
  }

  // Check-ins name their place outright, as a pin does.
  for (const checkIn of findCheckIns(input.text)) {
    // '@ Olimpíadas de Londres' is a check-in at an event: named-events.ts reads it.
    if (isEventName(checkIn.name)) continue;
    if (input.areas.some((area) => area.index === checkIn.index && area.text.length >= checkIn.name.length)) continue;
    const name = checkIn.handle ? handleVenueName(checkIn.handle, input) : checkIn.name;
    if (!name) continue;
    add({ name, index: checkIn.index, source: 'pin', address: checkIn.address, location: checkIn.location, context: sentenceAround(text, checkIn.index), knownType: checkIn.drinking ? 'bar' : undefined });
  }

  // Famous places are named bare ('Irving Plaza NYC Blackout Saturday night'): the gazetteer knows them.
  for (const known of findKnownVenues(text)) {
    // 'Like the Louvre but less crowded': a famous place named to compare, not visited.
    if (COMPARED_BEFORE.test(text.slice(Math.max(0, known.index - 12), known.index))) continue;
    const written = text.slice(known.index, known.end);
    add({ name: titleCaseIfLower(written), index: known.index, source: 'label', address: null, location: known.venue.city, context: sentenceAround(text, known.index), knownType: known.venue.type });
  }

  const unnamedAddresses = addresses.filter((address) => !usedAddresses.has(address.index));

  const supported = (name: string, index: number): boolean => {
    const sentence = sentenceAround(text, index).replace(name, ' ');
    if (venueKindOf(name) && hasDistinctiveWord(name, input)) return true;
    if (confirmedByHashtag(name, input.hashtags)) return true;
    // Eating, drinking, booking words, or a price, in the same sentence.
    return VENUE_CONTEXT.test(sentence) || findPrices(sentence).some((price) => !price.free);
  };

  for (const whole of lines) {
    if (LABEL.test(whole.text)) continue;
    // A pin starts its place's card; the words before it on the same line are read as any line
    // ('Lake Lungern Canton Obwalden 🇨🇭 The landscape … 📍Lungern Switzerland', one line as many captions are).
    const pinAt = PIN.exec(whole.text)?.index;
    const line = pinAt === undefined ? whole : { text: whole.text.slice(0, pinAt), index: whole.index };
    if (!/\p{L}/u.test(line.text)) continue;
    scanAtPhrases(line, text, input, supported, add);
    scanForeignAtPhrases(line, text, input, supported, add);
    scanHandleVenues(line, input, add);
    scanInPhrases(line, text, input, supported, add);
    scanNamedKinds(line, text, input, add);
    scanBulletLead(line, text, input, supported, add);
  }
  // 'High Camp is an amazing place to …', 'at millenia mall' (place-phrases.ts).
  for (const place of [...findPlacesCalledAPlace(text), ...findLowerCasePlaces(text), ...findNamesAfterKind(text), ...findQuotedPlaces(text), ...findSuperlativePlaces(text), ...findOwnOutlets(text)]) {
    if (rejectName(titleCaseIfLower(place.name), input)) continue;
    add({ name: place.name, index: place.index, source: 'named', address: null, location: areaRightAfter(text, place.index + place.name.length, input.areas), context: sentenceAround(text, place.index) });
  }
  scanTaggedNames(lines, text, input, add);
  scanNamesWithOwnAccount(lines, text, input, add);
  scanDishFrom(input, add);
  for (const place of findKoreanPlaces(input.text)) {
    if (place.latin && (rejectName(place.name, input) || NOT_PLACES.test(place.name))) continue;
    add({ name: place.name, index: place.index, source: 'label', address: null, location: null, context: sentenceAround(text, place.index) });
  }

  // A food or drink post that names no place in its words may name it in a tag ('#libertineburger #restaurant').
  if (candidates.length === 0) {
    const tagged = taggedVenue(input);
    if (tagged) add(tagged);
  }

  // A photo caption of a place names it, then where it is: 'Wat Rong Khun, the white temple, Chiang Rai, Thailand'.
  const placedTitle = firstLineWithPlace(lines, text, input);
  if (placedTitle) add(placedTitle);

  // A post about one place often opens with its name ('El Xampanyet 🥂 the most Barcelona bar',
  // '3 course French dinner in Paris for under €20?? 🇫🇷🍷 Bouillon Pigalle').
  const firstLine = lines.find((line) => line.text.trim());
  const unnamedPlace = unnamedPlaceLines > 0 || unnamedAddresses.length > 0;
  if (firstLine && (unnamedPlace || candidates.length === 0)) {
    for (const lead of leadNames(firstLine, text, input)) {
      const sentence = sentenceAround(text, lead.index);
      const praised = KIND_PRAISE.test(sentence) && lead.words > 1;
      const backed = unnamedPlace || lead.followedByArea || praised || (confirmedByHashtag(lead.name, input.hashtags) && VENUE_CONTEXT.test(sentence));
      if (!backed) continue;
      add({ name: lead.name, index: lead.index, source: 'lead', address: null, location: lead.location, context: firstLine.text });
      break;
    }
  }

  const venues = attachAddresses(foldParentheticals(mergeCandidates(candidates), text), addresses, usedAddresses, unnamedLocations, text);
  for (const venue of venues) venue.location ??= areaInName(venue.name, venue.index, input.areas);
  return venues;
}

type Supported = (name: string, index: number) => boolean;

/** 'Name, [a few words,] City[, Country][, date]' as the post's first line: the name of a place and where it is. */
function firstLineWithPlace(lines: Line[], text: string, input: PlaceInput): VenueCandidate | null {
  const line = lines.find((candidate) => candidate.text.trim());
  if (!line) return null;
  const comma = line.text.indexOf(',');
  if (comma < 0) return null;
  // 'Our weekend in Vienna: Schönbrunn, …': a title before a colon is no part of the first place's name.
  const colon = line.text.lastIndexOf(': ', comma);
  const from = colon < 0 ? 0 : colon + 2;
  const raw = line.text.slice(from, comma);
  const name = cleanName(stripEmoji(raw));
  if (!name || name.split(/\s+/).length < 2 || !isPlausibleName(name, { maxWords: 6, capitalised: true }) || rejectName(name, input)) return null;
  // A name is mostly capitalised words; 'Yo siempre peinada, Berlin' is a sentence.
  const words = significantWords(name);
  if (words.length > 1 && name.split(/\s+/).filter((word) => /^[\p{Lu}\d]/u.test(word)).length * 2 < words.length + 1) return null;
  const index = line.index + from + raw.indexOf(name);
  if (input.areas.some((area) => area.index <= index && area.end >= index + name.length)) return null;
  // The place's city is one of the next two segments, where a segment starts.
  const segments = [...line.text.slice(comma).matchAll(/,\s*/g)].slice(0, 3).map((match) => line.index + comma + match.index + match[0].length);
  const city = input.areas.find((area) => segments.includes(area.index) && area.kind !== 'country' && !area.inName);
  if (!city) return null;
  return { name, index, source: 'lead', address: null, location: withParent(city.text, city), context: line.text };
}

/** '... is still the best bar in London': the sentence calls the name a kind of place. */
const KIND_PRAISE = /\b(?:best|favou?rite|fave|go-to|coolest|cutest|oldest|tiniest|smallest|biggest|largest|prettiest|nicest|finest|busiest|most \w+)\s+(?:\w+\s+){0,2}(?:bar|restaurant|caf[eé]|coffee shop|bakery|pizza|ramen|spot|counter|pub|brunch|breakfast|cocktail bar|wine bar|taqueria|tacos?|croissant|burger|noodles?|sushi|museum|park|hotel|shop|store|bookshop|bookstore|gym|studio|mall|market|beach|gallery|theat(?:re|er)|cinema|club)\b/i;
/** Where a person studied or worked is not a place to visit ('trained at Alfred University'). */
const NOT_VISIT_BEFORE_AT = /\b(?:trained|studied|works?|worked|working|graduated|teaches|taught|interned|born|raised|employed|professor|student|degree|phd|residency|alum(?:ni|na|nus)?)\s+(?:\w+\s+)?$/i;
/** 'at The Rusty Knot 5-7pm', 'at Smalls, 9pm': a time right after the name says someone will be there. */
const TIME_AFTER_NAME = /^[,\s]*(?:from\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:-\s*\d{1,2}(?:[:.]\d{2})?\s*)?(?:am|pm|h)(?![\p{L}])/iu;
/** 'at 7pm at Second Home': a time right before 'at' tells a place follows. */
const TIME_BEFORE_AT = /(?:\d\s*(?:am|pm)|\d[:.]\d{2}|\b(?:tonight|tomorrow|today|(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s*,?\s*$/i;

function scanAtPhrases(line: Line, text: string, input: PlaceInput, supported: Supported, add: (candidate: VenueCandidate) => void) {
  for (const match of line.text.matchAll(/(?<![\p{L}\p{N}])(?:at|@)\s+(?:(the)\s+)?(?=[\p{Lu}\d])/giu)) {
    // A lower-case 'the' is not part of the name; 'The Dead Rabbit' and 'THE JAZZ CAFE' keep theirs.
    const article = match[1] && match[1] !== 'the' ? match[1].length + match[0].slice(match[0].lastIndexOf(match[1]) + match[1].length).length : 0;
    const from = line.index + match.index + match[0].length - article;
    const run = nameRunAt(text, from);
    if (!run) continue;
    // '@ Venue' only with a space; '@venue' is a handle and was masked.
    const { name, index } = cleanRun(run, text);
    if (rejectName(name, input)) continue;
    const before = text.slice(Math.max(line.index, line.index + match.index - 40), line.index + match.index);
    if (NOT_VISIT_BEFORE_AT.test(before)) continue;
    const after = text.slice(run.end, run.end + 24);
    if (!TIME_BEFORE_AT.test(before) && !TIME_AFTER_NAME.test(after) && !supported(name, index)) continue;
    add({ name, index, source: 'at', address: null, location: areaRightAfter(text, run.end, input.areas), context: sentenceAround(text, index) });
  }
}

/**
 * 'só no Bärsilien', 'cena en Casa Lucio', 'dîner chez Janine', 'Kaffee bei Bonanza': the words
 * other languages put before a place. A name counts only when its sentence talks of going out
 * (in any of these languages) or the name says what kind of place it is. A lower-case article may
 * sit between the word and the name ('en el Cuartel Dávalos', 'bij de Oude Kerk').
 */
const FOREIGN_AT = /(?<![\p{L}\p{N}])(?:no|na|nos|nas|em|ao|en|al|au|chez|bei|im|nel|nella|allo|alla|bij|op|tại|da)\s+(?:l['’]|(?:el|la|los|las|le|les|il|lo|gli|het|de)\s+)?(?=\p{Lu})/gu;
const ARTICLES = new Set(['la', 'le', 'les', 'el', 'los', 'las', 'il', 'lo', 'gli', 'o', 'a', 'os', 'as', 'de', 'het', 'der', 'die', 'das', 'the']);
/** Eating and drinking out: the words that make 'no Bärsilien' a place rather than 'no Instagram'. */
const GOING_OUT: CueCategory[] = ['food', 'nightlife'];
/**
 * Vietnamese 'tại' and French 'chez' only ever put what follows somewhere ('combo tại Peanut',
 * 'nail artist chez Joa Nails'): any errand to a place counts, a stay or a salon as much as a meal.
 */
const GOING_OUT_ANY_ERRAND: CueCategory[] = ['food', 'nightlife', 'travel', 'beauty', 'shopping', 'fitness'];
/** Words that send readers to a shop to buy or rent ('Renta tu próximo look en SOFIBÉL', 'erhältlich bei Kaufhof', 'à vendre au Locoshop'). */
const SHOP_ERRAND =
  /(?<![\p{L}])(?:encuentra\p{L}*|disponibles?|dispon[ií]ve(?:l|is)|disponibile|renta|rente|alquila|compra|compre|cómpr\p{L}+|erhältlich|verkrijgbaar|available|find (?:it|them|yours)|vendre|en vente|à venda|in vendita|a la venta|te koop)(?![\p{L}])/iu;
/** Apps and sites are named after the same small words ('en Instagram', 'op YouTube'). */
const NOT_PLACES = /^(?:instagram|tiktok|youtube|facebook|twitter|spotify|netflix|whatsapp|google|amazon|linkedin|snapchat|pinterest|threads)\b/i;

function scanForeignAtPhrases(line: Line, text: string, input: PlaceInput, supported: Supported, add: (candidate: VenueCandidate) => void) {
  for (const match of line.text.matchAll(FOREIGN_AT)) {
    // 'Campeonato de Tiro al Plato': the small word is inside a name, not before one. German
    // capitalises every noun ('am Samstag im Gretchen'), so there a capital before says nothing.
    // Portuguese 'no'/'na' are never inside a name: 'Baile do Pedrão no Clube Atlético' is two.
    const lastWord = /([\p{L}'’-]+)\s+$/u.exec(line.text.slice(Math.max(0, match.index - 30), match.index))?.[1] ?? '';
    const capitalBefore = /^\p{Lu}/u.test(lastWord) && !isCalendarWord(lastWord) && !/^(?:im|bei|no|na|nos|nas)\s/u.test(match[0]);
    // Italian 'da' is 'at' only after a meal ('Pranzo da Roscioli'); elsewhere it is 'of' or 'from'
    // ('Casa da Música'). After a meal 'en' and 'chez' say where too ('Cena en Casa Lucio'), while
    // 'au' and 'al' join dishes ('Café au Lait').
    const afterMeal = MEAL_WORDS.has(lastWord.toLowerCase()) && /^(?:da|en|chez)\s/u.test(match[0]);
    if (/^da\s/u.test(match[0]) ? !afterMeal : capitalBefore && !afterMeal) continue;
    const run = nameRunAt(text, line.index + match.index + match[0].length);
    if (!run) continue;
    const { name, index } = cleanRun(run, text);
    if (rejectName(name, input) || NOT_PLACES.test(name)) continue;
    const sentence = sentenceAround(text, index).replace(name, ' ');
    const cues = categoryCues(sentence, []);
    // 'em Gaza Exposição ocorre': an area run into the next sentence's first word.
    // An article opens a name and is never an area itself: 'La Coquette' is not in LA.
    const opening = ARTICLES.has(run.words[0]!.toLowerCase()) && run.words.length > 1 ? run.words[1]! : run.words[0]!;
    if (isArea(opening, input.areas, input.gazetteer)) continue;
    const anyErrand = /^(?:tại|chez)/.test(match[0]);
    // 'chez Joa Nails': a name of more than one word after 'chez' is a place whatever the sentence says.
    const shopping = SHOP_ERRAND.test(sentence);
    const goingOut = (anyErrand && run.words.length > 1) || (anyErrand ? GOING_OUT_ANY_ERRAND : GOING_OUT).some((category) => cues[category]) || shopping;
    // One word after 'no'/'en' is as often a country or a person ('no Irã'): a show or a festival
    // in the sentence is not enough, eating or drinking out is.
    if (run.words.length === 1 ? !goingOut && !confirmedByHashtag(name, input.hashtags) && !venueKindOf(name) : !goingOut && !supported(name, index) && !eventPlace(match[0], run, eventCues(cues, input), input)) continue;
    add({ name, index, source: 'at', address: null, location: areaRightAfter(text, run.end, input.areas), context: sentenceAround(text, index), knownType: shopping && !venueKindOf(name) ? 'shop' : undefined });
  }
}

/** A post's event cue this high says it announces one (a strong word such as 'tickets', or three plain ones). */
const CLEAR_EVENT = 3;
let postCues: { text: string; cues: CueScores } | null = null;
/**
 * The sentence's cues, or the post's when the post as a whole clearly announces an event: 'Samedi
 * 15 mars, on joue au Petit Bain. Billets en bio' says the show in one sentence, the tickets in the next.
 */
function eventCues(sentenceCues: CueScores, input: PlaceInput): CueScores {
  if (sentenceCues.events) return sentenceCues;
  if (postCues?.text !== input.text) postCues = { text: input.text, cues: categoryCues(input.text, input.hashtags) };
  return (postCues.cues.events ?? 0) >= CLEAR_EVENT ? postCues.cues : sentenceCues;
}

/**
 * 'música en vivo en La Coquette', 'Konzert im Gretchen Berlin': a name of a few words after the
 * word in a sentence about an event is where it happens. German writes every noun with a capital
 * ('bei FREIEM EINTRITT'), so after 'im' and 'bei' the name must end in its city; shouted words
 * are never read so.
 */
function eventPlace(word: string, run: NameRun, cues: CueScores, input: PlaceInput): boolean {
  if (!cues.events || run.name === run.name.toUpperCase()) return false;
  if (!/^(?:im|bei)\s/u.test(word)) return true;
  return run.words.length > 1 && isArea(run.words.at(-1)!, input.areas, input.gazetteer);
}

const HANDLE = /(?<![\p{L}\p{N}_.@/#'’])@([\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?)/gu;
/** 'at @bar_brahma', 'en @blackloungetemuco', 'no @barsilien': a word that puts what follows somewhere. */
const AT_BEFORE_HANDLE = /(?<![\p{L}\p{N}:])(?:at|en|no|na|nos|nas|em|bei|chez|nel|nella|al|alla|op|à|au|in|im|am|zum|zur|(?:in|auf|an)\s+(?:der|dem|den)|(?:en|a)\s+(?:el|la)|in\s+(?:de|het))\s+$/iu;
/** An account that acts ('@anna sharing…', '@x is going to talk'): a person or a brand, not where they are. */
const ACTING_AFTER_HANDLE = /^:?\s+(?:is|was|will|going|sharing|shares|talking|talks|speaking|speaks|presenting|presents|says|said|explains|joins|joined|performing|performs|playing|plays|hosting|hosts)\b/iu;
/** Accounts credited rather than visited: 'with @anna', 'photo by @x', 'regram @y', '📸 @z'. */
const CREDIT_BEFORE_HANDLE = /(?:\b(?:with|w\/|by|via|ft\.?|feat\.?|cc:?|regram|repost|credit:?|thanks|thank you|📸|🎥|dm)\s*|[📸🎥]\s*)$/iu;

/** Whether a lower-case word is a place's name in the gazetteer ('berlin' in '#cafeberlin'). */
function isAreaWord(word: string, input: PlaceInput): boolean {
  return input.gazetteer.lookup(word)?.name.toLowerCase() === word.toLowerCase();
}

/** The name of the place an account stands for in a pin line: its words, split around a kind of place. */
function handleVenueName(handle: string, input: PlaceInput): string | null {
  const name = accountPlaceName(handle, (word) => isAreaWord(word, input));
  return /\p{L}{3}/u.test(name) && !rejectName(name, input) ? name : null;
}

/**
 * A venue known only by its account: '@somedeli in the West Village', 'drinks at @bar_brahma'.
 * The handle must be placed in an area, or follow 'at' in a sentence that talks of going out.
 */
function scanHandleVenues(line: Line, input: PlaceInput, add: (candidate: VenueCandidate) => void) {
  // Handles are blanked in the line the other rules read: they are read from the text as written.
  const written = input.text.slice(line.index, line.index + line.text.length);
  for (const match of written.matchAll(HANDLE)) {
    const index = line.index + match.index;
    // '@Salts smokehouse in Ealing': the kind of place written after the account is part of its name.
    const handleEnd = index + match[0].length;
    const kindAfter = /^\s+(\p{Ll}{3,})(?=\s+(?:in|on)\s)/u.exec(input.text.slice(handleEnd, handleEnd + 30));
    const kindWord = kindAfter && venueKindOf(kindAfter[1]!) ? kindAfter[1]! : null;
    const end = handleEnd + (kindWord ? kindAfter![0].length : 0);
    const after = input.text.slice(end, end + 40);
    const joint = /^\s+(?:in|on)\s+(?:the\s+)?/i.exec(after);
    const area = joint ? input.areas.find((candidate) => candidate.index === end + joint[0].length && !candidate.inName) : undefined;
    const before = input.text.slice(Math.max(line.index, index - 6), index);
    // 'Museu do Ipiranga - @museupaulista': the handle is the named place's account, not another place.
    if (/[-–—]\s*$/u.test(before)) continue;
    if (ACTING_AFTER_HANDLE.test(after)) continue;
    const afterAt = AT_BEFORE_HANDLE.test(input.text.slice(Math.max(line.index, index - 12), index));
    const account = withoutAccountSuffix(match[1]!);
    const compound = compoundVenueName(account, (word) => isAreaWord(word, input));
    const name = kindWord ? `${handleName(account)} ${kindWord.charAt(0).toUpperCase()}${kindWord.slice(1)}` : (compound ?? handleName(account));
    if (!/\p{L}{3}/u.test(name) || rejectName(name, input)) continue;
    // An account named for a kind of place ('@blackloungetemuco') is that place wherever a sentence
    // names it; in a closing run of tags it is as often the author's own account or a shout-out.
    const inSentence = /\p{L}{2,}/u.test(line.text);
    if (compound && (inSentence || afterAt) && !CREDIT_BEFORE_HANDLE.test(input.text.slice(Math.max(line.index, index - 14), index))) {
      add({ name, index, source: 'at', address: null, location: area ? withParent(area.text, area) : null, context: sentenceAround(input.text, index) });
      continue;
    }
    // A handle is as often a person ('with @anna in Brooklyn'): only in a sentence about eating or drinking out.
    const sentence = sentenceAround(input.text, index);
    const goingOut = VENUE_CONTEXT.test(sentence.replace(match[0], ' ')) || GOING_OUT.some((category) => categoryCues(sentence, [])[category]);
    if (!goingOut || /\bwith\s+$/i.test(input.text.slice(Math.max(line.index, index - 6), index))) continue;
    // A kind of place after the account says what it is; 'in' and a name then place it ('in Ealing').
    const placedByKind = kindWord !== null && joint !== null && /^\p{Lu}/u.test(after.slice(joint[0].length));
    if (!area && !afterAt && !placedByKind) continue;
    add({ name, index, source: 'at', address: null, location: area ? withParent(area.text, area) : null, context: sentenceAround(input.text, index) });
  }
}

function scanInPhrases(line: Line, text: string, input: PlaceInput, supported: Supported, add: (candidate: VenueCandidate) => void) {
  for (const area of input.areas) {
    if (area.index < line.index || area.index > line.index + line.text.length) continue;
    const before = text.slice(line.index, area.index);
    const joint = /\s+(?:in|on)\s+(?:the\s+)?$/i.exec(before);
    if (!joint) continue;
    const run = nameRunBefore(text, line.index + joint.index);
    if (!run) continue;
    const { name, index } = cleanRun(run, text);
    // 'I interviewed A Ghanaian Girl In The USA': an indefinite article opens a description.
    if (rejectName(name, input) || /^an?\s/i.test(name)) continue;
    const sentenceStart = /^[\s\p{Extended_Pictographic}\p{P}]*$/u.test(sentenceAround(text, index).split(name)[0] ?? '');
    // A lone capitalised word at the start of a sentence is as often an ordinary word as a name.
    const single = run.words.length === 1;
    if ((single || sentenceStart) && !supported(name, index)) continue;
    add({ name, index, source: 'in', address: null, location: areaRightAfter(text, run.end, input.areas), context: sentenceAround(text, index) });
  }
}

interface CapitalisedRun {
  run: NameRun;
  name: string;
  index: number;
}

/** Each line's runs, read once for the scans that ask for them (a line object belongs to one text). */
const runsOfLine = new WeakMap<Line, CapitalisedRun[]>();

/** The runs of capitalised words in a line, each read once (a run is not read again from its second word). */
function capitalisedRuns(line: Line, text: string): CapitalisedRun[] {
  const known = runsOfLine.get(line);
  if (known) return known;
  const runs: CapitalisedRun[] = [];
  let consumedTo = line.index;
  for (const match of line.text.matchAll(/(?<![\p{L}\p{N}'’])(?=[\p{Lu}])/gu)) {
    const from = line.index + match.index;
    if (from < consumedTo) continue;
    const run = nameRunAt(text, from);
    if (!run) continue;
    consumedTo = run.end;
    runs.push({ run, ...cleanRun(run, text) });
  }
  runsOfLine.set(line, runs);
  return runs;
}

/**
 * Kinds of place people write in lower case after a capitalised name ('Ramna park', 'Thingvellir
 * national park', 'Bangabandhu military museum', 'Hideaway cafe'), with at most one word between.
 */
const LOWER_KIND_TAIL =
  /^ ((?:\p{Ll}{3,} )?)(park|national park|museum|gallery|cafe|café|coffee shop|bar|pub|restaurant|bakery|market|brewery|winery|bistro|pizzeria|temple|church|cathedral|castle|palace|fort|beach|lake|waterfall|falls|gardens?|zoo|aquarium|stadium|mall|hotel|resort|hostel|gym|studio)(?![\p{L}\p{N}])/u;
/** Words before a lower-case kind that describe the place instead of naming it ('Tokyo cool bar'). */
const KIND_TAIL_WORDS = new Set(['national', 'military', 'art', 'history', 'science', 'city', 'state', 'sculpture', 'botanical', 'water', 'theme', 'wine', 'cocktail', 'coffee', 'night', 'flea', 'farmers', 'food', 'fish', 'street', 'rooftop', 'beach', 'sports']);

/** The lower-case kind written right after a run ('national park' after 'Thingvellir'), or null. */
function lowerKindAfter(run: NameRun, text: string): { kind: string; end: number } | null {
  const tail = LOWER_KIND_TAIL.exec(text.slice(run.end, run.end + 40));
  if (!tail) return null;
  const between = tail[1]!.trim();
  if (between && !KIND_TAIL_WORDS.has(between)) return null;
  return { kind: titleCaseIfLower(tail[0].trim()), end: run.end + tail[0].length };
}

/**
 * Whether a run says which place it is before a lower-case kind: not a place ('US national park',
 * 'Paris cafe') or a cuisine ('Italian restaurant').
 */
function namesOnItsOwn(run: string, input: PlaceInput): boolean {
  if (run.length <= 3 || isArea(run, input.areas, input.gazetteer)) return false;
  return !significantWords(run).every((word) => CUISINE_ADJECTIVES.has(word) || DESCRIPTIVE_WORDS.has(word));
}

function scanNamedKinds(line: Line, text: string, input: PlaceInput, add: (candidate: VenueCandidate) => void) {
  for (const found of capitalisedRuns(line, text)) {
    const { run } = found;
    const tail = venueKindOf(found.name) ? null : lowerKindAfter(run, text);
    const after = tail && namesOnItsOwn(found.name, input) ? tail : null;
    const { name: runName, index } = after ? cleanRun(run, text, after.kind) : found;
    const name = after ? `${runName} ${after.kind}` : runName;
    if (!venueKindOf(name) || !hasDistinctiveWord(name, input) || rejectName(name, input)) continue;
    if (name.split(/\s+/).length < 2) continue;
    add({ name, index, source: 'named', address: null, location: areaRightAfter(text, after?.end ?? run.end, input.areas), context: sentenceAround(text, index) });
  }
}

/** Categories of posts about going somewhere: a name the post also tags is a place there. */
const PLACE_POSTS: CueCategory[] = ['food', 'nightlife', 'travel', 'beauty', 'fitness'];

/**
 * 'our Barbeque Nation outlet … #BarbequeNation', 'Rhythm Lonavala … #rhythmlonavala': a name of
 * two words or more that the post also tags is what the post is about; in a post about eating,
 * drinking, staying or going out, that is a place.
 */
function scanTaggedNames(lines: Line[], text: string, input: PlaceInput, add: (candidate: VenueCandidate) => void) {
  if (input.hashtags.length === 0) return;
  const cues = categoryCues(text, input.hashtags);
  if (!PLACE_POSTS.some((category) => (cues[category] ?? 0) >= 2)) return;
  for (const line of lines) {
    for (const { run, name, index } of capitalisedRuns(line, text)) {
      if (run.words.length < 2 || !confirmedByHashtag(name, input.hashtags) || rejectName(name, input) || isEventName(name)) continue;
      // '#lonavalaresorts', '#tokyocafes': a kind in the plural is a theme, not one place.
      const last = run.words.at(-1) ?? '';
      if (/s$/i.test(last) && venueKindOf(last.slice(0, -1))) continue;
      add({ name, index, source: 'named', address: null, location: areaRightAfter(text, run.end, input.areas), context: sentenceAround(text, index) });
    }
  }
}

/**
 * 'Alma Dessert @almadessert.us', 'KITCHEN Q (@kitchen.q)': a name followed by its own account is
 * the account's name; in a post about going out, a place.
 */
function scanNamesWithOwnAccount(lines: Line[], text: string, input: PlaceInput, add: (candidate: VenueCandidate) => void) {
  for (const match of input.text.matchAll(/[(（]?\s*@([\p{L}\p{N}_.]+[\p{L}\p{N}_])/gu)) {
    const handle = squash(match[1]!);
    const line = lines.find((candidate) => match.index >= candidate.index && match.index <= candidate.index + candidate.text.length);
    if (!line || handle.length < 4) continue;
    const run = nameRunBefore(text, match.index);
    if (!run) continue;
    const { name, index } = cleanRun(run, text);
    const key = squash(name);
    // The account spells the name, perhaps with a place or a word after it ('almadessert.us', 'joespizzanyc').
    if (key.length < 4 || !handle.startsWith(key) || rejectName(name, input) || isEventName(name)) continue;
    const cues = categoryCues(sentenceAround(text, index), input.hashtags);
    if (!venueKindOf(name) && !PLACE_POSTS.some((category) => cues[category])) continue;
    add({ name, index, source: 'named', address: null, location: areaRightAfter(text, run.end, input.areas), context: sentenceAround(text, index) });
  }
}

/** Eating and drinking out, said strongly enough (two cues at least) for a tag to be the place's name. */
const TAGGED_PLACE_POSTS: CueCategory[] = ['food', 'nightlife'];
/** What a post that sells things is about, said at least as strongly as eating out: its tags name brands. */
const PRODUCT_CATEGORIES: CueCategory[] = ['shopping', 'home', 'fashion', 'beauty'];

/**
 * The first hashtag that spells a place with its kind ('#libertineburger' is Libertine Burger),
 * in a post that talks of eating or drinking out; '#burgerlover' and '#cafeberlin' name none.
 */
function taggedVenue(input: PlaceInput): VenueCandidate | null {
  const cues = categoryCues(input.text, input.hashtags);
  const placeCue = Math.max(...TAGGED_PLACE_POSTS.map((category) => cues[category] ?? 0));
  // A post selling a thing ('#lavazzacoffee' under a coffee machine's offer) names a brand in its tags, not a place.
  if (placeCue < 2 || PRODUCT_CATEGORIES.some((category) => (cues[category] ?? 0) >= placeCue)) return null;
  for (const match of input.text.matchAll(/(?<![\p{L}\p{N}_&/#@'’])#([\p{L}\p{N}_]+)/gu)) {
    const tag = match[1]!;
    const name = compoundVenueName(tag, (word) => isAreaWord(word, input));
    // '#worldcoffeetour' is a tour of places, not one.
    if (!name || rejectName(name, input) || isAreaWord(tag, input) || isEventName(name) || /(?<![\p{L}])tours?$/iu.test(name)) continue;
    return { name, index: match.index, source: 'named', address: null, location: null, context: sentenceAround(input.text, match.index) };
  }
  return null;
}

/** 'Oyster Omelette from #Sarsa', 'the cubano from @joescafe': a dish, then the place it came from. */
function scanDishFrom(input: PlaceInput, add: (candidate: VenueCandidate) => void) {
  // Matched from the start of a word only: from inside a long word the pattern would try every shorter word again.
  for (const match of input.text.matchAll(/(?<![\p{L}'’-])([\p{L}'’-]{1,40})\s+from\s+[#@]([\p{L}\p{N}_.]*[\p{L}\p{N}_])/gu)) {
    // The word before 'from' is a dish, or the sentence talks food ('Oyster Omelette from #Sarsa 🇸🇬 #foodtiktok').
    const dish = match[1]!.toLowerCase();
    const sentence = sentenceAround(input.text, match.index);
    // A numbered line of a food post ('9) khachapuri from @chamasmama' under 'Top 10 bites') is one of its dishes.
    const lineStart = input.text.lastIndexOf('\n', match.index) + 1;
    const listedDish = /^\s*\d{1,2}\s*[.)]/.test(input.text.slice(lineStart, match.index)) && Boolean(categoryCues(input.text, input.hashtags).food);
    if (!FOOD_WORDS.has(dish) && !FOOD_WORDS.has(dish.replace(/s$/, '')) && !listedDish && !categoryCues(sentence, input.hashtags).food) continue;
    const tag = match[2]!;
    const name = accountPlaceName(tag, (word) => isAreaWord(word, input));
    if (!/\p{L}{3}/u.test(name) || rejectName(name, input) || isAreaWord(tag, input)) continue;
    const index = match.index + match[0].length - tag.length - 1;
    add({ name, index, source: 'at', address: null, location: null, context: sentenceAround(input.text, index) });
  }
}

/** '🥐 Pastéis de Belém for breakfast': an emoji or bullet line that opens with a name and talks food or drink. */
function scanBulletLead(line: Line, text: string, input: PlaceInput, supported: Supported, add: (candidate: VenueCandidate) => void) {
  const bullet = /^\s*(?:[\p{Extended_Pictographic}\uFE0F\u200D]+|[•→*]|-(?=\s))\s*/u.exec(line.text);
  if (!bullet || /^\s*(?:\d|[0-9#*]\uFE0F?\u20E3)/u.test(line.text)) return;
  const run = nameRunAt(text, line.index + bullet[0].length, 5);
  if (!run || run.words.length < 2) return;
  const { name, index } = cleanRun(run, text);
  if (rejectName(name, input)) return;
  if (!/^\s+\p{Ll}/u.test(text.slice(run.end, run.end + 3))) return;
  if (!supported(name, index)) return;
  add({ name, index, source: 'named', address: null, location: areaRightAfter(text, run.end, input.areas), context: sentenceAround(text, index) });
}

interface LeadName {
  name: string;
  index: number;
  words: number;
  location: string | null;
  followedByArea: boolean;
}

/** Words after a name that say it plays live: a band or an act opening the post, not a place. */
const PLAYS_LIVE_AFTER = /^\s+(?:ao vivo|en vivo|en directo|dal vivo|live(?:\s+(?:at|in|@|on|no|na|en|im|à))?)(?![\p{L}])/iu;

/** The most emoji- or dash-led segments of one line read for a name (a list of places has far fewer). */
const MAX_LEAD_SEGMENTS = 80;

/** Names that open the first line, or stand alone between its emoji and dashes. */
function leadNames(line: Line, text: string, input: PlaceInput): LeadName[] {
  const leads: LeadName[] = [];
  const consider = (from: number, wholeSegmentEnd: number | null) => {
    const run = nameRunAt(text, from, 5);
    if (!run) return;
    const { name, index } = cleanRun(run, text);
    if (rejectName(name, input)) return;
    if (run.words.length === 1 && /ly$/i.test(name)) return;
    // 'Step into a slice of Ghana …': one common word opening a post is a sentence's first word.
    if (run.words.length === 1 && isCommonWord(name.toLowerCase())) return;
    // 'MARFIM ao vivo no Centro Suzuki', 'Bonobo live at …': who plays, not where.
    if (PLAYS_LIVE_AFTER.test(text.slice(run.end, run.end + 12))) return;
    const after = text.slice(run.end, run.end + 3);
    if (wholeSegmentEnd !== null) {
      // A name standing alone in its segment ('🇫🇷🍷 Bouillon Pigalle').
      if (text.slice(run.end, wholeSegmentEnd).trim()) return;
    } else if (!/^(?:\s*[\p{Extended_Pictographic},:|—–\-(]|\s+\p{Ll}|\s*$)/u.test(after)) return;
    const location = areaRightAfter(text, run.end, input.areas);
    leads.push({ name, index, words: run.words.length, location, followedByArea: location !== null && /^\s*,/.test(after) });
  };
  const start = /^(?:[\s\p{Extended_Pictographic}•*-]|\uFE0F|\u200D)*/u.exec(line.text)?.[0].length ?? 0;
  consider(line.index + start, null);
  // 'Wow!! Century City …': a one-word exclamation before the name.
  const exclaimed = /^\p{L}+[!?.]+\s+/u.exec(line.text.slice(start));
  if (exclaimed) consider(line.index + start + exclaimed[0].length, null);
  // An emoji run is matched from its first emoji only: from inside a long run the pattern would
  // otherwise try every shorter run again (quadratic on a caption of a thousand fire emoji).
  let segments = 0;
  for (const segment of line.text.matchAll(/(?:(?<![\p{Extended_Pictographic}\uFE0F\u200D])[\p{Extended_Pictographic}\uFE0F\u200D]+|\s[—–|]\s)\s*([^\p{Extended_Pictographic}—–|]+)/gu)) {
    // A line of hundreds of emoji-led segments is decoration, not a list of places: each costs a name's checks.
    if (++segments > MAX_LEAD_SEGMENTS) break;
    const content = segment[1] ?? '';
    const from = line.index + segment.index + segment[0].length - content.length;
    consider(from, from + content.trimEnd().length);
  }
  return leads;
}

/** 'Second Home Lisboa (Mercado da Ribeira, Cais do Sodré)': the bracket says where the first one is. */
function foldParentheticals(venues: VenueCandidate[], text: string): VenueCandidate[] {
  return venues.filter((venue) => {
    const host = venues.find((other) => other !== venue && other.index < venue.index && /^[^\n(]{0,60}\($/.test(text.slice(other.index + other.name.length, venue.index).trimEnd()) && text.slice(other.index, venue.index).includes(other.name));
    // A pin line is a place of its own; a known place in the bracket says where the host is ('📍 Tatiana (Lincoln Center, Manhattan)').
    if (!host || venue.source === 'pin' || (venue.source === 'label' && !venue.knownType)) return true;
    const close = text.indexOf(')', venue.index);
    host.location ??= cleanName(text.slice(venue.index, close < 0 ? venue.index + venue.name.length : close));
    return false;
  });
}

/** One candidate per name; a shorter name inside a longer one ('Arôme' in 'Arôme Bakery') joins it. */
function mergeCandidates(candidates: VenueCandidate[]): VenueCandidate[] {
  const rank: Record<VenueSource, number> = { pin: 0, label: 1, at: 2, in: 3, named: 4, lead: 5 };
  const sorted = [...candidates].sort((a, b) => rank[a.source] - rank[b.source] || a.index - b.index);
  const merged: VenueCandidate[] = [];
  for (const candidate of sorted) {
    const key = nameKey(candidate.name);
    const same = merged.find((other) => {
      const otherKey = nameKey(other.name);
      // 'Hog River Brewing' and 'Hogriver Brewing' are one account's name split two ways.
      return otherKey === key || otherKey.replace(/ /g, '') === key.replace(/ /g, '') || otherKey.startsWith(`${key} `) || key.startsWith(`${otherKey} `) || otherKey.endsWith(` ${key}`) || key.endsWith(` ${otherKey}`);
    });
    if (!same) {
      merged.push({ ...candidate });
      continue;
    }
    // Keep the longer spelling of the name only when it came from a phrase as good as the first.
    if (nameKey(candidate.name).length > nameKey(same.name).length && rank[candidate.source] <= rank.in && venueKindOf(candidate.name)) same.name = candidate.name;
    same.address ??= candidate.address;
    same.location ??= candidate.location;
    same.knownType ??= candidate.knownType;
    same.index = Math.min(same.index, candidate.index);
  }
  return merged.sort((a, b) => a.index - b.index);
}

/**
 * An address on the line under a pin, or the only address of a one-place post, belongs to that
 * place; other addresses stay unattached rather than guessed.
 */
function attachAddresses(
  venues: VenueCandidate[],
  addresses: AddressMention[],
  used: Set<number>,
  unnamedLocations: Map<number, string | null>,
  text: string,
): VenueCandidate[] {
  const free = addresses.filter((address) => !used.has(address.index) && !venues.some((venue) => venue.address === address.text));
  const only = venues.length === 1 ? venues[0] : undefined;
  if (only && !only.address && free.length === 1) only.address = free[0]?.text ?? null;
  else if (only && !only.address) {
    // The single place line of a pin without a name ('📍 19 Rue du Pont aux Choux, 75003 Paris').
    const unnamed = addresses.filter((address) => unnamedLocations.has(address.index));
    const pin = unnamed.length === 1 ? unnamed[0] : undefined;
    if (pin) {
      only.address = pin.text;
      only.location = unnamedLocations.get(pin.index) ?? only.location;
    }
  }
  for (const venue of venues) {
    if (venue.address) continue;
    const lineEnd = text.indexOf('\n', venue.index);
    const nextLineEnd = lineEnd < 0 ? -1 : text.indexOf('\n', lineEnd + 1);
    const near = free.find((address) => address.index > venue.index && (lineEnd < 0 || address.index < (nextLineEnd < 0 ? text.length : nextLineEnd)) && !venues.some((other) => other !== venue && other.index > venue.index && other.index < address.index));
    if (near) venue.address = near.text;
  }
  return venues;
}
