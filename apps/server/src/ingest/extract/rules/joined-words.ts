// Accounts written as one lower-case word ('hogriverbrewing', 'beerstreetny', 'academyofcoffeeexcellence')
// read as the English words they join. The words and how common they are come from wordsninja's
// English list (by frequency in Wikipedia); the likeliest split is the one whose words are most
// common together (each word costs the log of its rank, as wordsninja scores them). Only common
// words, and kinds of place, may be words of the split, so a name in another language
// ('huisvanpuck') or an invented one ('pengelly') finds no split and stays one word.
//
// wordsninja's own splitter is not used: it copies its cost table at every letter, about 0.8 ms
// for a 40-letter word against a few microseconds here, and extraction reads every handle of a post.
import { createRequire } from 'node:module';

/** Joined words shorter than this are left alone: short handles split into noise ('mardones' -> 'mard ones'). */
const MIN_JOINED = 7;
/** Longer words are not split: no account name is this long, and the work grows with the length. */
const MAX_JOINED = 40;
const MAX_WORDS = 4;
/** How common a word must be (its rank in the English list) to be a word of a name. */
const COMMON_RANK = 20_000;
/** Three-letter words must be very common: rarer ones are mostly leftovers of a bad split ('hue rth', 'geo stein'). */
const COMMON_SHORT_RANK = 3_000;
/** Short words accounts join into names: 'of' in 'houseofpizza', a company's 'co', a city's short name at the end. */
const SHORT_WORDS = ['co', 'of', 'and', 'uk', 'ny', 'la'];

/** Each usable word's cost: the log of its rank, so common words make cheap splits. Built when the module loads (about 30 ms). */
const COSTS: ReadonlyMap<string, number> = (() => {
  const words = createRequire(import.meta.url)('wordsninja/words-en.json') as string[];
  const costs = new Map<string, number>();
  words.slice(0, COMMON_RANK).forEach((word, rank) => {
    if (word.length >= 4 || (word.length === 3 && rank < COMMON_SHORT_RANK) || SHORT_WORDS.includes(word)) costs.set(word, Math.log(rank + 2));
  });
  for (const word of SHORT_WORDS) if (!costs.has(word)) costs.set(word, Math.log(COMMON_RANK));
  return costs;
})();
/** The longest word looked for inside a joined one ('photography', 'boulangerie'). */
export const LONGEST_WORD = 14;
/** What a kind of place costs when the list does not hold it as a common word: as much as the rarest common word. */
const KIND_COST = Math.log(COMMON_RANK);

/**
 * The words a lower-case joined word is made of ('stonebrewingco' -> ['stone', 'brewing', 'co']), or
 * null when it is one common word, is not all letters, or does not split into common words. `kinds`
 * are words allowed whatever their frequency ('creamery', 'taqueria').
 */
export function joinedWords(word: string, kinds: ReadonlySet<string>): string[] | null {
  if (word.length < MIN_JOINED || word.length > MAX_JOINED || !/^[a-z]+$/.test(word) || COSTS.has(word)) return null;
  const costOf = (piece: string) => COSTS.get(piece) ?? (kinds.has(piece) ? KIND_COST : undefined);
  // best[end]: the cheapest split of the first `end` letters, and where its last word starts.
  const best = new Float64Array(word.length + 1).fill(Number.POSITIVE_INFINITY);
  const startOf = new Int8Array(word.length + 1);
  best[0] = 0;
  for (let end = 1; end <= word.length; end++) {
    for (let start = Math.max(0, end - LONGEST_WORD); start < end; start++) {
      if (best[start] === Number.POSITIVE_INFINITY) continue;
      const cost = costOf(word.slice(start, end));
      if (cost === undefined || best[start]! + cost >= best[end]!) continue;
      best[end] = best[start]! + cost;
      startOf[end] = start;
    }
  }
  if (best[word.length] === Number.POSITIVE_INFINITY) return null;
  const parts: string[] = [];
  for (let end = word.length; end > 0; end = startOf[end]!) parts.unshift(word.slice(startOf[end]!, end));
  return parts.length >= 2 && parts.length <= MAX_WORDS ? parts : null;
}

/** Whether a lower-case word is among the common English words ('caffeine', 'barber'). */
export function isCommonWord(word: string): boolean {
  return COSTS.has(word) && word.length >= 4;
}
