// List posts: '10 best ramen spots in NYC' with numbered items ('1. Ippudo — East Village',
// '1️⃣ Name', '#1 Name'), and itinerary titles ('48 hours in Lisbon'). Each item keeps its name,
// its area and price as written; whether the items are places is decided from the title and items.
import type { AreaMention } from './areas';
import { locationIn } from './areas';
import { findAddresses } from './addresses';
import { fromShouting } from './name-runs';
import { accountPlaceName } from './compound-names';
import { cleanName, isPlausibleName, stripEmoji } from './names';
import { linesOf } from './post-text';
import { findPrices, priceTierOf } from './prices';
import { categoryOf, dominantVenueKind, venueKindOf, type VenueKind } from './venue-kinds';

export interface ListItem {
  number: number;
  index: number;
  name: string;
  /** The item line after its name ('East Village. the Akamaru Modern is the classic ($19)'). */
  rest: string;
  location: string | null;
  /** The gazetteer's area the location was read from. */
  area: AreaMention | null;
  address: string | null;
  price: string | null;
  priceTier: string | null;
  kind: VenueKind | null;
}

export interface ListPost {
  title: string | null;
  titleIndex: number;
  items: ListItem[];
  /** Whether the items are places to go (a ramen guide) rather than tips or steps. */
  placeList: boolean;
  /** The kind the title gives its items ('ramen spots' -> restaurant, 'rooftop bars' -> bar). */
  titleKind: VenueKind | null;
}

const ITEM = /^\s*(?:(\d{1,2})\s*[.)\]:]\s+|#(\d{1,2})[\s.:)-]+|([1-9])\uFE0F?\u20E3\s*|(🔟)\s*)(.+)$/u;
const PLACE_TITLE =
  /\b(?:spots?|places?|restaurants?|bars?|pubs?|caf[eé]s|coffee shops?|bakeries|eats|brunch(?:es)?|pizza|pizzerias?|ramen|tacos?|taquerias?|sushi|burgers?|cocktail|rooftops?|hotels?|museums?|parks?|galleries|bookshops?|bookstores?|shops|stores|markets?|gems|date night|where to (?:eat|drink|stay|go)|things to do|must[- ]visit|hidden|dumplings?|noodles?|croissants?|bagels?|wine)\b/i;
const GUIDE_TITLE = /^(?:\s*(?:top\s+)?(?:\d{1,2}|ten|five|seven|three)\b|.*\b(?:guide|where to (?:eat|drink|stay|go)|things to do|itinerary|bucket list|must[- ]visit)\b)/i;
const TRIP_TITLE = /\b(?:\d+|one|two|three|four|five|a)\s+(?:hours?|days?|nights?)\s+in\s+\S|\b(?:day trip|weekend|itinerary|guide to|travel guide)\b/i;
const SEPARATOR = /\s*(?:—|–|\s-\s|\||:|,|\(|\.\s|\.$|!|\?)\s*/u;

const withIndex = <T extends object>(item: T | null, index: number) => (item ? { index, ...item } : null);

function parseItem(content: string, contentIndex: number, areas: AreaMention[]): Omit<ListItem, 'number' | 'index'> | null {
  const cut = SEPARATOR.exec(content);
  const rawName = cut ? content.slice(0, cut.index) : content;
  const name = fromShouting(cleanName(rawName));
  if (!name || !isPlausibleName(name, { maxWords: 6, capitalised: true })) return null;
  const rest = cut ? content.slice(cut.index) : '';
  const restIndex = contentIndex + (cut?.index ?? content.length);
  const prices = findPrices(rest);
  return {
    name,
    rest: cleanName(rest),
    location: locationIn(rest, restIndex, areas),
    area: areas.find((area) => area.index >= restIndex && area.end <= restIndex + rest.length && area.kind !== 'country') ?? null,
    address: findAddresses(rest)[0]?.text ?? null,
    price: prices.find((price) => !price.free)?.text ?? null,
    priceTier: priceTierOf(prices),
    kind: venueKindOf(name),
  };
}

/** The title of the list: its first line, cut after the area it names ('... in London for summer'). */
function titleOf(line: string, lineIndex: number, areas: AreaMention[]): string | null {
  // Trimmed first: an emoji opening the line is blanked to spaces, which would split off an empty title.
  const segment = stripEmoji(line).trim().split(/\s{2,}|\s[|—–]\s|[!?.:](?:\s|$)/)[0] ?? '';
  let title = cleanName(segment);
  const area = areas.find((candidate) => candidate.index >= lineIndex && candidate.end <= lineIndex + line.length);
  if (area) {
    const inArea = new RegExp(`^(.*?\\b(?:in|of|around|across)\\s+(?:the\\s+)?)${area.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').exec(title);
    if (inArea) title = title.slice(0, inArea[0].length);
  }
  title = title.replace(/\s+/g, ' ').trim();
  if (!title || title.split(' ').length > 10 || !/\p{L}/u.test(title)) return null;
  return title;
}

/** 'Where to eat in ...', 'where to drink', 'where to stay': the kind the question names. */
function kindOfPlaceTitle(title: string): VenueKind | null {
  if (/\bwhere to eat\b|\beats\b|\bfood\b/i.test(title)) return { type: 'restaurant', category: categoryOf(title) };
  if (/\bwhere to drink\b|\bdrinks\b/i.test(title)) return { type: 'bar', category: null };
  if (/\bwhere to stay\b/i.test(title)) return { type: 'hotel', category: null };
  return null;
}

/** '12. @joespizzanyc', '5) birria from @teddysredtacos': an item that is an account, with what it is for. */
const HANDLE_ITEM = /^(?:(.{1,60}?)\s+(?:from|at|by|@|-|–|—)\s+)?@([\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?)\s*[\p{Extended_Pictographic}\uFE0F]*$/u;

function handleItem(content: string, contentIndex: number): Omit<ListItem, 'number'> | null {
  const match = HANDLE_ITEM.exec(content.trim());
  if (!match) return null;
  const name = accountPlaceName(match[2]!, () => false);
  if (!/\p{L}{2}/u.test(name)) return null;
  const at = contentIndex + content.indexOf(`@${match[2]}`);
  return { index: at, name, rest: cleanName(match[1] ?? ''), location: null, area: null, address: null, price: null, priceTier: null, kind: venueKindOf(name) };
}

/** Items numbered up (1, 2, 3) or counted down (10, 9, 8) are a list; a stray '3) ...' among other lines is not. */
function inOrder(items: ListItem[]): boolean {
  const pairs = items.slice(1).map((item, position) => item.number - items[position]!.number);
  return pairs.every((step) => step >= 0) || pairs.every((step) => step < 0);
}

/**
 * `text` is the post with hashtags and handles blanked (maskTags); `original` is the same text as
 * written, read only for items that are an account ('12. @joespizzanyc').
 */
/** 'Restaurants: Dear Breakfast, Nicolau Lisboa, Heim Café.': places listed on one line after their kind. */
const LABELLED_LIST = /(?:^|[\s.!?])(restaurants|bars|pubs|caf[eé]s|coffee(?: shops)?|bakeries|spots|places|hotels|shops|where to eat|where to drink|where to stay|eat|drink|stay)\s*[:：]\s*([^\n]+)/iu;
const LABEL_KINDS: Array<[RegExp, VenueKind['type']]> = [
  [/restaurant|eat/i, 'restaurant'], [/bar|pub|drink/i, 'bar'], [/caf|coffee/i, 'cafe'], [/bakeries/i, 'bakery'], [/hotel|stay/i, 'hotel'], [/shop/i, 'shop'],
];

/** 'Los mejores tacos de CDMX: El Califa, Los Cocuyos, El Vilsito': a title that announces places, then the places. */
const TITLED_LIST = /(?:^|\n)([^\n:：]{3,80})[:：]\s*([^\n]+)/u;

function labelledList(text: string, areas: AreaMention[]): ListPost | null {
  const titled = TITLED_LIST.exec(text);
  const titledPlaces = titled && (PLACE_TITLE.test(titled[1]!) || OTHER_PLACE_TITLE.test(titled[1]!)) ? titled : null;
  const match = LABELLED_LIST.exec(text) ?? titledPlaces;
  if (!match) return null;
  const label = match[1]!;
  const listed = match[2]!.split(/[.!?](?:\s|$)/u)[0] ?? '';
  const listIndex = match.index + match[0].length - match[2]!.length;
  const items: ListItem[] = [];
  let offset = 0;
  for (const [position, part] of listed.split(/(\s*(?:,|;|\s&\s|\sand\s)\s*)/u).entries()) {
    const at = offset;
    offset += part.length;
    if (position % 2 === 1) continue;
    const name = fromShouting(cleanName(part));
    if (!name || !isPlausibleName(name, { maxWords: 6, capitalised: true })) return null;
    items.push({ number: items.length + 1, index: listIndex + at + part.indexOf(part.trim()), name, rest: '', location: null, area: null, address: null, price: null, priceTier: null, kind: venueKindOf(name) });
  }
  if (items.length < 2) return null;
  const firstLine = linesOf(text).find((line) => line.text.trim());
  const ownTitle = match === titledPlaces ? cleanName(stripEmoji(label)) : null;
  const title = ownTitle ?? (firstLine && firstLine.index < match.index ? titleOf(firstLine.text, firstLine.index, areas) : null);
  const titleKind = ownTitle ? (dominantVenueKind(ownTitle) ?? kindOfPlaceTitle(ownTitle)) : null;
  const type = titleKind?.type ?? LABEL_KINDS.find(([pattern]) => pattern.test(label))?.[1] ?? 'venue';
  return { title, titleIndex: ownTitle ? match.index : (firstLine?.index ?? 0), items, placeList: true, titleKind: { type, category: titleKind?.category ?? (title ? categoryOf(title) : null) } };
}

/**
 * Words of a title that announces places, in the languages the English PLACE_TITLE misses:
 * 'топ київських закладів', 'mejores lugares', 'melhores bares', 'nos adresses', 'die besten Lokale'.
 */
const OTHER_PLACE_TITLE =
  /(?<![\p{L}])(?:заклад\p{L}*|кафе|ресторан\p{L}*|бар(?:и|ів|ы|ов)?|кав'?ярн\p{L}*|кав’ярн\p{L}*|місц\p{L}*|мест\p{L}*|заведени\p{L}*|lugares|restaurantes|bares|cafeter[ií]as|cafés|locais|adresses|restos|lokale|kneipen|locali|ristoranti|posti|knajp\p{L}*|restauracj\p{L}*|kawiarni\p{L}*|tentjes|eettentjes)(?![\p{L}])/iu;
/** '- окто', '• Café Lisboa', '▪️ Name': a bullet, then the item. */
const BULLET_ITEM = /^\s*(?:[-•▪▫◾◽‣∙]|\*(?!\*))\uFE0F?\s+(\S.*)$/u;
/** '🍜 Ichiran Shibuya': an emoji as the bullet, then a capitalised name (an emoji opens many other lines). */
const EMOJI_ITEM = /^\s*(?:\p{Extended_Pictographic}|\uFE0F|\u200D|[\u{1F3FB}-\u{1F3FF}])+\s*(\p{Lu}.*)$/u;
/** A trip's title: its emoji-bulleted lines are the places to go ('Save this for your next trip to Tokyo'). */
const TRIP_LIST_TITLE = /\b(?:trip to|travel(?:ling|ing)? to|visit(?:ing)?|guide|itinerary|bucket list|must[- ]?(?:see|try|visit)|where to)\b/i;
/** '🥟 @dintaifungusa - cucumber salad', '- @levainbakery': a bullet, then an account, then its notes or nothing. */
const HANDLE_BULLET = /^\s*(?:[-•▪▫◾◽‣∙*📍]|\p{Extended_Pictographic}|\uFE0F|\u200D|[\u{1F3FB}-\u{1F3FF}])+\s*@([\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?)\s*(?:[-–—:|(]|$)/u;

/** Whether a line is a bullet of a list: a dash or dot, an emoji before a name, or an account. */
function isBulleted(line: { index: number; text: string }, original: string): boolean {
  return BULLET_ITEM.test(line.text) || EMOJI_ITEM.test(line.text) || HANDLE_BULLET.test(original.slice(line.index, line.index + line.text.length));
}

/** Longer than this, a bullet is a sentence or a tip, not a place's name. */
const MAX_BULLET_WORDS = 5;
/** Emoji that mark a line of when, how much or how to book ('🗓️', '🕚', '⏰', '📞', '🎟️'). */
const INFO_BULLET = /^\s*(?:[\u{1F550}-\u{1F567}]|⏰|⏱|⌚|🗓|📅|📆|📞|📲|☎|🎟|🎫)/u;
const INFO_BULLETS_MAX = 2;

/**
 * A title that announces places, then bullet lines: each bullet is one place. Posts written in
 * lower case ('- окто', '- пʼюр енд наїв') keep their items as written: the title says they are places.
 */
function bulletList(text: string, areas: AreaMention[], original: string): ListPost | null {
  const lines = linesOf(text);
  const firstLine = lines.find((line) => line.text.trim());
  if (!firstLine || BULLET_ITEM.test(firstLine.text)) return null;
  // The title is the first line, or a line before the first bullet that announces places
  // ('SAVE this list of …' / 'Our favourite places and what to get ⬇️').
  const headLines = lines.slice(0, Math.max(1, lines.findIndex((line) => line !== firstLine && isBulleted(line, original))));
  const titled = headLines
    .filter((line) => line.text.trim())
    .map((line) => ({ line, title: titleOf(line.text, line.index, areas) }))
    .find(({ title }) => title !== null && (PLACE_TITLE.test(title) || OTHER_PLACE_TITLE.test(title) || TRIP_LIST_TITLE.test(title) || TRIP_TITLE.test(title)));
  if (!titled?.title) return null;
  const { line: titleLine, title } = titled;
  const placeTitle = PLACE_TITLE.test(title) || OTHER_PLACE_TITLE.test(title);
  // '🗓️ 29th June', '🕚 Zumba kicks off at 11:00', '📲 Register now': lines of when and how are an
  // event's card, not a list of places.
  if (lines.filter((line) => INFO_BULLET.test(line.text)).length >= INFO_BULLETS_MAX) return null;
  const items: ListItem[] = [];
  for (const line of lines) {
    if (headLines.includes(line)) continue;
    // '🥟 @dintaifungusa - cucumber salad': an account as the bullet's item is the place.
    const account = HANDLE_BULLET.exec(original.slice(line.index, line.index + line.text.length));
    if (account) {
      const index = line.index + account[0].indexOf(`@${account[1]}`);
      items.push({ number: items.length + 1, index, name: accountPlaceName(account[1]!, () => false), rest: '', location: null, area: null, address: null, price: null, priceTier: null, kind: null });
      continue;
    }
    // Dashes and dots are bullets under a title of places; an emoji is one under a trip's title
    // too, before a capitalised name, and a long emoji line is a sentence to pass over.
    const dashed = placeTitle ? BULLET_ITEM.exec(line.text) : null;
    const bullet = dashed ?? EMOJI_ITEM.exec(line.text);
    if (!bullet) continue;
    const written = bullet[1]!;
    // Cut only where a name's notes begin ('Café Lisboa — pastéis'); a comma may sit inside a tip ('go early, the tables fill up').
    const cut = /\s*(?:—|–|\s-\s|\||:|\()\s*/u.exec(written);
    const name = cleanName(cut ? written.slice(0, cut.index) : written);
    if (!name || !/\p{L}/u.test(name) || name.split(/\s+/).length > MAX_BULLET_WORDS) {
      if (dashed) return null;
      continue;
    }
    const contentIndex = line.index + line.text.length - written.length;
    items.push({ number: items.length + 1, index: contentIndex, name, rest: '', location: null, area: null, address: null, price: null, priceTier: null, kind: venueKindOf(name) });
  }
  if (items.length < 3) return null;
  const titleKind = dominantVenueKind(title) ?? kindOfPlaceTitle(title);
  return { title, titleIndex: titleLine.index, items, placeList: true, titleKind: titleKind ? { type: titleKind.type, category: titleKind.category ?? categoryOf(title) } : null };
}

/** Where, in one line, a numbered item starts after a space ('… Lisbon: 1. Dear Breakfast 2. Nicolau Lisboa'). */
const INLINE_ITEM = /(?<=\s)(\d{1,2})[.)]\s+(?=[\p{Lu}@])/gu;

/**
 * A list kept on one line, as TikTok and flattened captions keep them ('… in Lisbon: 1. Dear
 * Breakfast 2. Nicolau Lisboa 3. Fauna & Flora'): the space before each of three or more numbers
 * that count up or down by one becomes a line break, so offsets stay where they were.
 */
function breakInlineItems(original: string, texts: string[]): string[] {
  const breaks: number[] = [];
  for (const line of linesOf(original)) {
    const markers = [...line.text.matchAll(INLINE_ITEM)];
    if (markers.length < 3) continue;
    const steps = markers.slice(1).map((marker, position) => Number(marker[1]) - Number(markers[position]![1]));
    if (!steps.every((step) => step === 1) && !steps.every((step) => step === -1)) continue;
    breaks.push(...markers.map((marker) => line.index + marker.index - 1));
  }
  if (breaks.length === 0) return texts;
  return texts.map((text) => breaks.reduce((broken, at) => `${broken.slice(0, at)}\n${broken.slice(at + 1)}`, text));
}

export function findList(written: string, areas: AreaMention[], writtenOriginal: string = written): ListPost | null {
  const [text, original] = breakInlineItems(writtenOriginal, [written, writtenOriginal]) as [string, string];
  const lines = linesOf(text);
  const items: ListItem[] = [];
  let firstItemLine = -1;
  for (const [position, line] of lines.entries()) {
    const match = ITEM.exec(original.slice(line.index, line.index + line.text.length));
    if (!match) continue;
    const number = Number(match[1] ?? match[2] ?? match[3] ?? (match[4] ? 10 : 0));
    const written = match[5] ?? '';
    const contentIndex = line.index + line.text.length - written.length;
    if (firstItemLine < 0) firstItemLine = position;
    const parsed = handleItem(written, contentIndex) ?? withIndex(parseItem(text.slice(contentIndex, contentIndex + written.length), contentIndex, areas), contentIndex);
    if (parsed) items.push({ number, ...parsed });
  }
  const titleLine = lines.slice(0, firstItemLine < 0 ? 3 : Math.max(firstItemLine, 1)).find((line) => line.text.trim());
  const title = titleLine ? titleOf(titleLine.text, titleLine.index, areas) : null;
  const isGuideTitle = title !== null && (GUIDE_TITLE.test(title) || TRIP_TITLE.test(title));
  // No numbered items: places on one line after a title, or bulleted under it (a trip's title too).
  const unnumbered = items.length === 0 ? (labelledList(text, areas) ?? bulletList(text, areas, original)) : null;
  if (unnumbered) return unnumbered;
  if (items.length < 3 && !(items.length >= 2 && isGuideTitle) && !(title && TRIP_TITLE.test(title))) return null;
  if (!inOrder(items)) return null;
  const titleKind = title ? (dominantVenueKind(title) ?? kindOfPlaceTitle(title)) : null;
  const located = items.filter((item) => item.location || item.address).length;
  const placeList = items.length > 0 && ((title !== null && PLACE_TITLE.test(title)) || located * 2 >= items.length);
  return {
    title: isGuideTitle || placeList ? title : null,
    titleIndex: titleLine?.index ?? 0,
    items,
    placeList,
    titleKind: titleKind ? { type: titleKind.type, category: titleKind.category ?? (title ? categoryOf(title) : null) } : null,
  };
}
