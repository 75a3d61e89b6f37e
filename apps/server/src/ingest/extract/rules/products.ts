// Products a post shows or recommends: '<Brand> <Product> — $45', 'the @brand X jacket ($120)',
// 'the viral Uniqlo Round Mini Shoulder Bag ... $19.90', 'Sony WH-1000XM5 down to $298'. A
// product needs its name next to a price (same sentence or the next line) and either a product
// word in the name or a post that is about buying ('link in bio', 'use code', 'back in stock').
import { extractMentions } from './hashtags';
import type { LinkMention } from './links';
import { findAddresses } from './addresses';
import { CALENDAR_WORDS, DESCRIPTIVE_WORDS, FOOD_WORDS } from './lexicon';
import { nameRunAt } from './name-runs';
import { cleanName, isPlausibleName, nameKey } from './names';
import { linesOf } from './post-text';
import { findPrices, type PriceMention } from './prices';

export type ProductCategory = 'fashion' | 'beauty' | 'home' | 'shopping';

export interface ProductFinding {
  name: string;
  index: number;
  brand: string | null;
  /** True when the brand was written as a handle or 'by <Brand>': worth an entity of its own. */
  brandIsClear: boolean;
  price: PriceMention | null;
  category: ProductCategory;
  url: string | null;
  discountCode: string | null;
}

const NOUNS: Array<[RegExp, ProductCategory]> = [
  [/\b(?:jackets?|coats?|dress(?:es)?|shirts?|t-?shirts?|tees?|jeans|trousers|pants|skirts?|sweaters?|jumpers?|hoodies?|cardigans?|blazers?|boots|sneakers|trainers|shoes|sandals|loafers|heels|bags?|totes?|backpacks?|wallets?|belts?|hats?|caps?|scarf|scarves|sunglasses|necklaces?|earrings|rings?|bracelets?|watch(?:es)?|leggings|bras?|swimsuits?|bikinis?|shorts|vests?|parkas?|fleece|tote bag)\b/i, 'fashion'],
  [/\b(?:serums?|moisturi[sz]ers?|creams?|cleansers?|toners?|sunscreens?|spf\s?\d*\+?|mascaras?|lipsticks?|lip ?gloss|lip balms?|lip oils?|foundations?|concealers?|blush|bronzers?|palettes?|perfumes?|fragrances?|shampoos?|conditioners?|hair oils?|masks?|primers?|setting spray|nail polish|retinol|essences?|skincare|makeup|eyeliners?|brow gel)\b/i, 'beauty'],
  [/\b(?:candles?|lamps?|chairs?|sofas?|couch(?:es)?|rugs?|mugs?|vases?|pillows?|cushions?|throws?|blankets?|bedding|duvets?|shelf|shelves|mirrors?|diffusers?|frames?|planters?|curtains?|sheets)\b/i, 'home'],
  [/\b(?:headphones|earbuds|airpods|speakers?|laptops?|tablets?|kindle|cameras?|chargers?|blenders?|air fryers?|kettles?|toasters?|vacuums?|knives|knife|pans?|mixers?|creami|machines?|bottles?|tumblers?|coolers?|gadgets?|phones?|iphone|ipad|console|controllers?|keyboards?|monitors?|trackers?|rollers?)\b/i, 'shopping'],
];
const BUYING =
  /\b(?:link in (?:my )?bio|linked (?:below|in)|use (?:my )?code|discount code|promo code|back in stock|restock(?:ed)?|on sale|sale price|sold out|buy|bought|buying|purchase[d]?|repurchase[d]?|add(?:ed)? to cart|shop (?:it|now|the|my)|tiktok made me buy it|amazon finds?|worth (?:it|the money|every penny)|dupe|haul|affiliate|gifted|sponsored|grab it|get yours|in stock|usually \$|down to|deal|discount|\d+% off|price drop)\b/i;
const RETAILERS = new Set(['amazon', 'target', 'walmart', 'costco', 'sephora', 'ulta', 'ikea', 'tj maxx', 'tjmaxx', 'nordstrom', 'best buy', 'trader joes', 'whole foods', 'boots', 'tesco', 'aldi', 'lidl', 'asos', 'shein', 'temu', 'etsy', 'ebay', 'tiktok shop', 'the link', 'link']);
const CODE = /\b(?:use (?:my )?)?(?:promo |discount )?code\s*[:"“']?\s*([A-Z0-9]{3,20})\b/;
const MODEL_TOKEN = /[\p{L}]\d|\d[\p{L}]|\p{Ll}\p{Lu}/u;

/** The kind of product a word or name says it is ('jacket' is fashion, 'serum' beauty), if any. */
export function productNounCategory(text: string): ProductCategory | null {
  return NOUNS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

function sentenceEnd(text: string, from: number): number {
  const rest = text.slice(from, from + 400);
  const end = rest.search(/[.!?](?:\s|$)|\n\n/);
  return end < 0 ? Math.min(text.length, from + 400) : from + end;
}

/** The price that goes with a name: later in its sentence, or on the next line when the name has a line of its own. */
function priceFor(text: string, nameEnd: number, prices: PriceMention[]): PriceMention | null {
  const end = sentenceEnd(text, nameEnd);
  const same = prices.find((price) => price.index >= nameEnd && price.index <= end && !price.tier);
  if (same) return same;
  const lineEnd = text.indexOf('\n', nameEnd);
  if (lineEnd < 0) return null;
  const nextEnd = text.indexOf('\n', lineEnd + 1);
  return prices.find((price) => price.index > lineEnd && price.index < (nextEnd < 0 ? text.length : nextEnd) && !price.tier) ?? null;
}

export interface ProductInput {
  text: string;
  /** The post's text with tags masked (same offsets). */
  masked: string;
  hashtags: string[];
  links: LinkMention[];
  /** Names already read as venues, areas or events, never products. */
  otherNames: string[];
}

export function findProducts(input: ProductInput): ProductFinding[] {
  const { text, masked } = input;
  const prices = findPrices(text).filter((price) => !price.free);
  if (prices.length === 0) return [];
  const buying = BUYING.test(text) || input.links.some((link) => link.kind === 'shop') || input.hashtags.some((tag) => /tiktokmademebuyit|amazonfinds|founditonamazon|haul|musthaves?|ad$|gifted/i.test(tag));
  const others = new Set(input.otherNames.map(nameKey));
  const shopLink = input.links.find((link) => link.kind === 'shop') ?? input.links.find((link) => link.kind === 'website');
  const code = CODE.exec(text)?.[1] ?? null;
  const addresses = findAddresses(text);
  const found: ProductFinding[] = [];

  const consider = (rawName: string, index: number, end: number, brand: string | null, brandIsClear: boolean) => {
    const name = cleanName(rawName);
    const key = nameKey(name);
    if (!name || !isPlausibleName(name, { maxWords: 7 }) || others.has(key) || RETAILERS.has(key)) return;
    if (found.some((other) => nameKey(other.name) === key)) return;
    const words = key.split(' ');
    if (words.every((word) => FOOD_WORDS.has(word) || CALENDAR_WORDS.has(word) || DESCRIPTIVE_WORDS.has(word))) return;
    if (addresses.some((address) => index < address.end && address.index < end)) return;
    const category = productNounCategory(name);
    if (!category && !buying) return;
    if (words.length < 2 && !MODEL_TOKEN.test(name) && !brand) return;
    const price = priceFor(text, end, prices);
    if (!price) return;
    found.push({
      name,
      index,
      brand,
      brandIsClear,
      price,
      category: category ?? productNounCategory(text) ?? 'shopping',
      url: shopLink?.url ?? null,
      discountCode: code,
    });
  };

  // 'the @everlane Day Glove flats ($115)': a handle, then the product's words.
  const handles = extractMentions(text);
  for (const match of text.matchAll(/@([\p{L}\p{N}_.]+)\s+([^\n.!?()$£€,:;]{2,60})/gu)) {
    const handle = match[1]?.replace(/\.$/, '') ?? '';
    if (!handles.includes(handle)) continue;
    // The product's words run to its last product word ('Pillow Talk lipstick').
    const words = (match[2] ?? '').trim().split(/\s+/).slice(0, 6);
    const upTo = words.findLastIndex((word) => productNounCategory(word) !== null);
    if (upTo < 0) continue;
    const name = words.slice(0, upTo + 1).join(' ');
    const start = match.index + match[0].indexOf(match[2] ?? '');
    consider(name, start, start + name.length, handle, true);
  }

  // Capitalised runs ('Uniqlo Round Mini Shoulder Bag', 'Sony WH-1000XM5', 'Ninja CREAMi') near a price.
  for (const line of linesOf(masked)) {
    const before = found.length;
    let consumedTo = line.index;
    // Only lines with a price, or followed by one, can hold a product.
    const nextLineEnd = masked.indexOf('\n', line.index + line.text.length + 1);
    if (!prices.some((price) => price.index >= line.index && price.index < (nextLineEnd < 0 ? masked.length : nextLineEnd))) continue;
    for (const start of line.text.matchAll(/(?<![\p{L}\p{N}'’@#])(?=[\p{Lu}])/gu)) {
      // One product per line: what follows the name on its line describes it ('...: Rice + Probiotics').
      if (found.length > before) break;
      const from = line.index + start.index;
      if (from < consumedTo) continue;
      if (found.some((product) => from >= product.index && from < product.index + product.name.length)) continue;
      const run = nameRunAt(masked, from, 7);
      if (!run) continue;
      consumedTo = run.end;
      const brandMatch = /\bby\s+([\p{Lu}][\p{L}&'’]+(?:\s+[\p{Lu}][\p{L}&'’]+){0,2})/u.exec(masked.slice(run.end, run.end + 40));
      const brand = brandMatch?.[1] ?? brandFromHashtags(run.name, input.hashtags);
      consider(run.name, run.index, run.end, brand, Boolean(brandMatch));
    }
  }
  return found.slice(0, 5);
}

/** 'Uniqlo Round Mini Shoulder Bag' with #uniqlo: its first words are the brand. */
function brandFromHashtags(name: string, hashtags: string[]): string | null {
  const words = name.split(/\s+/);
  const tags = new Set(hashtags.map((tag) => tag.toLowerCase()));
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const candidate = words.slice(0, count).join(' ');
    if (tags.has(nameKey(candidate).replace(/\s+/g, ''))) return candidate;
  }
  return null;
}
