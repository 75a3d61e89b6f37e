// The restaurant template of a post about one food or drink place: where it is, its price tier,
// cuisine, hours, booking links (Resy, OpenTable, another booking service) and the dishes the
// post singles out ('what we ordered: ...', 'get the ...').
import type { OpeningHours, RestaurantTemplate } from '@stash/shared';
import type { GazetteerMatch } from '../../../providers/geocoder/geocoder';
import type { LinkMention } from './links';
import { FOOD_WORDS } from './lexicon';
import { cleanName, stripEmoji } from './names';
import { linesOf } from './post-text';
import { findPrices } from './prices';
import { rememberingLast } from './remembered';

export interface RestaurantInput {
  name: string;
  text: string;
  address: string | null;
  /** The gazetteer's neighbourhood of the place, when the post names one. */
  neighbourhood: GazetteerMatch | null;
  priceTier: string | null;
  cuisine: string | null;
  hours: OpeningHours | null;
  links: LinkMention[];
}

const DISH_SECTION = /^\s*[\p{Extended_Pictographic}\uFE0F\s]*(?:what (?:we|i) (?:ordered|got|had|ate)|my order|our order|what to (?:get|order)|order(?:ed)?|must[- ](?:order|try|orders?)|highlights?|the menu|don'?t miss|get)\s*[:：\-–]?\s*$/iu;
const DISH_PHRASE = /\b(?:get the|order the|try the|go for the|must[- ]order:?|must[- ]try:?|highlights?:)\s+([^.,!?;\n(—–]+)/giu;
const BULLET_LINE = /^\s*(?:[-–•*·→]|[\p{Extended_Pictographic}\uFE0F]+)\s*(.+)$/u;
const RATING = /\b(?:rating|rated|score)\s*:?\s*(\d+(?:\.\d+)?)\s*\/\s*(10|5)\b|\b(\d+(?:\.\d+)?)\s*\/\s*(10|5)\b/i;
// Only a number marked as one ('📞', 'tel', 'call') or written internationally: dates and prices look alike.
const PHONE = /(?:(?:📞|☎️?|\btel\.?|\bphone|\bcall(?: us)?)\s*:?\s*|(?<![\w/])(?=\+\d))(\+?\d[\d\s().-]{7,18}\d)/iu;

/** A dish line ('• cacio e pepe fritelle ($16)', '🍪 chocolate chip cookie €3'): its words without price. */
function dishOf(line: string): string | null {
  let dish = stripEmoji(line);
  for (const price of findPrices(dish).reverse()) dish = dish.slice(0, price.index) + dish.slice(price.index + price.text.length);
  dish = cleanName(dish.replace(/\([^)]*\)/g, '').replace(/\s[—–-]\s.*$/, '').replace(/\s+/g, ' '));
  if (!dish || dish.split(/\s+/).length > 7 || /[.!?]/.test(dish) || /^(?:about|around|cash|card|open|closed)\b/i.test(dish)) return null;
  return dish;
}

// Every restaurant of a post reads the same post: its highlights are found once.
const highlightsOf = rememberingLast(2, readHighlights);

function readHighlights(text: string): string[] {
  const highlights: string[] = [];
  const add = (dish: string | null) => {
    if (dish && !highlights.some((other) => other.toLowerCase() === dish.toLowerCase())) highlights.push(dish);
  };
  let inSection = false;
  for (const line of linesOf(text)) {
    if (DISH_SECTION.test(line.text)) {
      inSection = true;
      continue;
    }
    if (!line.text.trim()) {
      inSection = false;
      continue;
    }
    const bullet = BULLET_LINE.exec(line.text);
    const priced = findPrices(line.text).some((price) => !price.tier && !price.free);
    // A priced bullet naming food is a dish; so is every line of a 'what we ordered' list.
    if (bullet && (inSection || (priced && line.text.toLowerCase().split(/[^\p{L}]+/u).some((word) => FOOD_WORDS.has(word))))) add(dishOf(bullet[1] ?? ''));
  }
  for (const match of text.matchAll(DISH_PHRASE)) add(cleanName(match[1] ?? '').split(/\s+/).length <= 6 ? cleanName(match[1] ?? '') : null);
  return highlights.slice(0, 8);
}

function ratingOf(text: string): number | null {
  const match = RATING.exec(text);
  if (!match) return null;
  const value = Number(match[1] ?? match[3]);
  const scale = Number(match[2] ?? match[4]);
  if (!Number.isFinite(value) || value > scale) return null;
  // Kept on a five-point scale, as ratings are shown.
  return Math.round((value / scale) * 5 * 10) / 10;
}

export function restaurantTemplate(input: RestaurantInput): RestaurantTemplate {
  const resy = input.links.find((link) => link.kind === 'resy')?.url ?? null;
  const opentable = input.links.find((link) => link.kind === 'opentable')?.url ?? null;
  const direct = input.links.find((link) => link.kind === 'booking')?.url ?? null;
  const website = input.links.find((link) => link.kind === 'website')?.url ?? null;
  const neighbourhood = input.neighbourhood;
  return {
    name: input.name,
    geo: {
      neighborhood: neighbourhood?.name ?? null,
      borough: neighbourhood?.parent ?? null,
      address: input.address,
    },
    price_tier: input.priceTier,
    cuisine: input.cuisine,
    rating: ratingOf(input.text),
    phone: PHONE.exec(input.text)?.[1]?.trim() ?? null,
    website,
    hours: input.hours?.periods.map((period) => ({ day: period.day, open: period.open, close: period.close })) ?? [],
    booking_links: { opentable, resy, direct },
    description: null,
    highlights: [...highlightsOf(input.text)],
  };
}
