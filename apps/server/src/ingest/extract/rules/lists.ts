// List posts: '10 best ramen spots in NYC' with numbered items ('1. Ippudo — East Village',
// '1️⃣ Name', '#1 Name'), and itinerary titles ('48 hours in Lisbon'). Each item keeps its name,
// its area and price as written; whether the items are places is decided from the title and items.
import type { AreaMention } from './areas';
import { locationIn } from './areas';
import { findAddresses } from './addresses';
import { fromShouting } from './name-runs';
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
  const segment = stripEmoji(line).split(/\s{2,}|\s[|—–]\s|[!?.:](?:\s|$)/)[0] ?? '';
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

export function findList(text: string, areas: AreaMention[]): ListPost | null {
  const lines = linesOf(text);
  const items: ListItem[] = [];
  let firstItemLine = -1;
  for (const [position, line] of lines.entries()) {
    const match = ITEM.exec(line.text);
    if (!match) continue;
    const number = Number(match[1] ?? match[2] ?? match[3] ?? (match[4] ? 10 : 0));
    const content = match[5] ?? '';
    const contentIndex = line.index + line.text.length - content.length;
    if (firstItemLine < 0) firstItemLine = position;
    const parsed = parseItem(content, contentIndex, areas);
    if (parsed) items.push({ number, index: contentIndex, ...parsed });
  }
  const titleLine = lines.slice(0, firstItemLine < 0 ? 3 : Math.max(firstItemLine, 1)).find((line) => line.text.trim());
  const title = titleLine ? titleOf(titleLine.text, titleLine.index, areas) : null;
  const isGuideTitle = title !== null && (GUIDE_TITLE.test(title) || TRIP_TITLE.test(title));
  if (items.length < 3 && !(items.length >= 2 && isGuideTitle) && !(title && TRIP_TITLE.test(title))) return null;
  // Items counting up from 1 are a list; a stray '3) ...' among other lines is not.
  const ordered = items.every((item, position) => position === 0 || item.number >= (items[position - 1]?.number ?? 0));
  if (!ordered) return null;
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
