// Products named by a known brand and what follows it, with or without a price: 'my Chanel Classic
// Flap', 'Fenty Beauty Gloss Bomb is back', 'YSL Beauty blush', 'finally got the iPhone 15 Pro'.
// The brand (known-brands.ts) says it is a thing to buy; the words after it say which thing.
// A brand followed by a store word or a place ('Apple Covent Garden', 'Nike Store') is a shop, not
// a product, and a brand alone ('I love Nike') names nothing to keep.
import { brandsStartingWith, type KnownBrand } from './known-brands';
import { FOOD_WORDS } from './lexicon';
import { nameKey } from './names';
import { productNounCategory, type ProductCategory, type ProductFinding } from './products';

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.&+-]*/gu;
/** What ends the words of one product: punctuation between words, a line break, an emoji. */
const BREAK = /[,;:!?()[\]{}"“”|·•—–\n/]|\.\s|\p{Extended_Pictographic}/u;
/** Words after a brand that make it a place: the shop, or where it stands. */
const PLACE_WORDS = /^(?:store|shop|boutique|outlet|flagship|showroom|center|centre|café|cafe|arena|stadium|museum|hq|headquarters|mall|st|street|ave|avenue|rd|road)$/i;
const SOFTWARE_WORDS = /^(?:app|apps|update|updates|version|user|users|screen|screenshot)$/i;
const MAX_TAIL_WORDS = 5;

interface Word {
  text: string;
  index: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({ text: match[0].replace(/[.'’]+$/, ''), index: match.index }));
}

/** Whether nothing but spaces (or a joining hyphen) lies between two words. */
function adjacent(text: string, left: Word, right: Word): boolean {
  return !BREAK.test(text.slice(left.index + left.text.length, right.index)) && right.index - (left.index + left.text.length) <= 3;
}

/** The brand written at `at`, as written (its first letter's case kept, or all capitals). */
function brandAt(text: string, words: Word[], at: number): { brand: KnownBrand; length: number } | null {
  const first = words[at]!;
  // 'iPad2' and 'PS5' are a product line with the model run in.
  const candidates = [...brandsStartingWith(first.text), ...brandsStartingWith(first.text.replace(/\d+\w*$/u, '')).filter((brand) => brand.productLine)];
  for (const brand of candidates) {
    const brandWords = brand.name.split(/\s+/);
    if (at + brandWords.length > words.length) continue;
    const written = words.slice(at, at + brandWords.length);
    const sameWords = written.every((word, offset) => {
      const wanted = brandWords[offset]!.replace(/[.'’]+$/, '').toLowerCase();
      const seen = word.text.toLowerCase();
      return seen === wanted || (offset === 0 && brand.productLine && seen.startsWith(wanted) && /^\d/.test(seen.slice(wanted.length)));
    });
    if (!sameWords || !written.every((word, offset) => offset === 0 || adjacent(text, written[offset - 1]!, word))) continue;
    // 'apple' and 'coach' in running text are fruit and people: the brand is written as brands are.
    const writtenFirst = first.text[0]!;
    if (writtenFirst !== brand.name[0] && first.text !== first.text.toUpperCase()) continue;
    return { brand, length: brandWords.length };
  }
  return null;
}

/** The words after the brand that name its product: capitalised words, model numbers and product nouns. */
function tailAfter(text: string, words: Word[], from: number): Word[] {
  const tail: Word[] = [];
  for (let at = from; at < words.length && tail.length < MAX_TAIL_WORDS; at++) {
    const word = words[at]!;
    if (!adjacent(text, words[at - 1]!, word)) break;
    const capitalised = /^[\p{Lu}\p{N}]/u.test(word.text);
    if (capitalised || productNounCategory(word.text)) {
      tail.push(word);
      continue;
    }
    // Lower-case words belong to the name only when a product word closes them ('Chanel classic flap bag').
    const ahead = words.slice(at, at + 3);
    const closing = ahead.findIndex(
      (next, offset) => offset > 0 && adjacent(text, ahead[offset - 1]!, next) && productNounCategory(ahead.slice(0, offset + 1).map((word) => word.text).join(' ')),
    );
    if (closing < 0 || tail.length + closing + 1 > MAX_TAIL_WORDS) break;
    tail.push(...words.slice(at, at + closing + 1));
    at += closing;
  }
  // A product noun or a model ends the name; capitalised words after them are the next sentence's.
  return tail;
}

export interface BrandProductInput {
  /** The post's text with tags masked (handles and hashtags are never brands here). */
  masked: string;
  /** Whether a word is a town or area the gazetteer knows ('Apple Covent Garden' is a shop there). */
  isArea: (words: string) => boolean;
  /** Names already read as venues, areas or events, never products. */
  otherNames: string[];
}

export function findBrandProducts(input: BrandProductInput): ProductFinding[] {
  const { masked } = input;
  const words = wordsOf(masked);
  const others = new Set(input.otherNames.map(nameKey));
  const found: ProductFinding[] = [];
  for (let at = 0; at < words.length; at++) {
    const match = brandAt(masked, words, at);
    if (!match) continue;
    const { brand, length } = match;
    const brandStart = words[at]!;
    const tail = tailAfter(masked, words, at + length);
    const last = words[at + length + tail.length - 1]!;
    at += length + tail.length - 1;
    const tailText = tail.map((word) => word.text);
    // 'the iPhone app', 'an iOS update': the brand's software, nothing to buy.
    const next = words[at + 1];
    if (next && adjacent(masked, last, next) && SOFTWARE_WORDS.test(next.text)) continue;
    if (tailText.some((word) => PLACE_WORDS.test(word)) || (tailText.length > 0 && input.isArea(tailText.join(' ').toLowerCase()))) continue;
    if (tailText.length > 0 && tailText.every((word) => FOOD_WORDS.has(word.toLowerCase()))) continue;
    const nounCategory = productNounCategory(tailText.join(' '));
    // An ambiguous brand needs its product word; a product line is one alone; any other brand needs what follows it.
    const named = brand.ambiguous ? nounCategory !== null : brand.productLine || tail.length > 0;
    if (!named) continue;
    const name = masked.slice(brandStart.index, last.index + last.text.length);
    const start = brandStart.index;
    const key = nameKey(name);
    // 'MacBook Pro' then 'my MacBook': one product, named the first and fullest way.
    if (others.has(key) || found.some((product) => nameKey(product.name).startsWith(key) || key.startsWith(nameKey(product.name)))) continue;
    found.push({
      name,
      index: start,
      brand: brand.productLine ? null : brand.name,
      brandIsClear: false,
      price: null,
      category: categoryOf(brand, nounCategory),
      url: null,
      discountCode: null,
    });
  }
  return found;
}

/** A beauty brand's bag is still beauty ('Fenty Beauty Gloss Bomb'), but a fashion house's perfume is beauty. */
function categoryOf(brand: KnownBrand, nounCategory: ProductCategory | null): ProductCategory {
  if (nounCategory === 'beauty' || nounCategory === 'home') return nounCategory;
  return brand.category;
}

/** Where the words of a tag written in capitals start: '#OPPOFindX3Neo' is 'OPPO Find X3 Neo', '#GalaxyA57' 'Galaxy A57'. */
function tagWords(tag: string): string {
  return tag
    .replace(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{Ll}{2})(?=\p{N})|(?<=\p{N})(?=\p{Lu}\p{Ll})/gu, ' ')
    .replace(/_+/g, ' ')
    .trim();
}

/**
 * Products named only in a tag, a known brand and a model with a number ('#GalaxyA57',
 * '#OPPOFindX3Neo'): a tag of a brand and words alone ('#NikeRunning', '#SamsungArtStore') is a
 * campaign's or a shop's, not a thing to buy.
 */
export function findTaggedBrandProducts(text: string, hashtags: string[], isArea: (words: string) => boolean): ProductFinding[] {
  const found: ProductFinding[] = [];
  for (const tag of hashtags) {
    const words = tagWords(tag);
    if (!/\d/.test(words) || words === tag) continue;
    for (const product of findBrandProducts({ masked: words, isArea, otherNames: [] })) {
      if (!/\d/.test(product.name) || found.some((other) => nameKey(other.name) === nameKey(product.name))) continue;
      found.push({ ...product, index: Math.max(0, text.indexOf(`#${tag}`)) });
    }
  }
  return found;
}
