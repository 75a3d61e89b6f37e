// Turning a stretch of caption into an entity name, and refusing stretches that are not names:
// emoji and punctuation trimmed, hashtags, handles and sentences rejected, long phrases refused
// rather than cut (a cut sentence on a member's map is worse than no pin).
import { createRequire } from 'node:module';

const KEYCAP = /[0-9#*]\uFE0F?\u20E3/gu;
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\uFE0E|\uFE0F|\u200D|\u20E3/gu;

export function stripEmoji(text: string): string {
  return text.replace(KEYCAP, ' ').replace(EMOJI, ' ');
}

const LEADING = /^[\s\-–—•·*:;|>,."'“”‘’«»()[\]{}!?¡¿~_=+/\\]+/u;
const TRAILING = /[\s\-–—•·*:;|>,."“”‘«»([{!?~_=+/\\]+$/u;

/** Emoji, bullets, quotes and dangling punctuation off both ends; inner spaces collapsed. */
export function cleanName(raw: string): string {
  // Empty brackets ('AHNnyeong (⠀⠀⠀)', a blank drawn with invisible letters) hold nothing of the name.
  let name = stripEmoji(raw).replace(/\(\s*\)|\[\s*\]/g, ' ').replace(/\s+/g, ' ');
  // Trailing hashtags and handles are decoration, not part of the name.
  name = name.replace(/(?:\s+(?:#[\p{N}_]*\p{L}[\p{L}\p{N}_]*|@[\p{L}\p{N}_.]+))+\s*$/u, '');
  name = name.replace(LEADING, '').replace(TRAILING, '');
  // A closing bracket or quote without its opening one is left over from the surrounding text.
  if (name.endsWith(')') && !name.includes('(')) name = name.slice(0, -1).trimEnd();
  if (/[’']$/.test(name) && !/s[’']$/i.test(name)) name = name.slice(0, -1).trimEnd();
  return name.trim();
}

/** Lower-case words that show a stretch is a clause, not a name ("we loved it", "this is the spot"). */
const CLAUSE_WORDS = new Set([
  'i', 'we', 'you', 'he', 'she', 'they', 'it', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'my', 'our', 'your',
  'their', 'this', 'that', 'these', 'those', 'have', 'has', 'had', 'will', 'would', 'can', 'could', 'should', 'just',
  'so', 'very', 'really', 'if', 'because', 'when', 'which', 'who', 'what', 'where', 'here', 'there', 'got', 'get',
  'went', 'go', 'going', 'love', 'loved', 'need', 'must', 'did', "it's", 'its', 'me', 'us', 'not', 'no', 'but',
  'then', 'also', 'too', 'only', 'ever', 'best', 'favorite', 'favourite', 'some', 'any', 'every', 'all', 'many',
]);

/** A pronoun or verb run together with its verb or 'not' ("I'm", "We're", "Don't"): a clause, never a name. */
const CONTRACTION = /^(?:i|you|we|they|he|she|it|that|there|here|what|who|let)['’](?:m|re|ve|ll|d|s)$|^\p{L}+n['’]t$/iu;

/** Words that are never a venue, event or product name on their own. */
const GENERIC_NAMES = new Set([
  'home', 'here', 'there', 'this', 'that', 'it', 'the', 'a', 'an', 'night', 'today', 'tonight', 'tomorrow', 'work',
  'school', 'the moment', 'the end', 'first', 'last', 'least', 'all', 'once', 'noon', 'midnight', 'dawn', 'dusk',
  'sunset', 'sunrise', 'brunch', 'lunch', 'dinner', 'breakfast', 'location', 'address', 'link', 'bio', 'link in bio',
  'menu', 'price', 'hours', 'info', 'details', 'tickets', 'ingredients', 'method', 'instructions', 'directions', 'steps',
  'recipe', 'notes', 'note', 'tip', 'tips', 'venue', 'place', 'spot', 'restaurant', 'bar', 'cafe', 'café', 'shop',
  'store', 'the spot', 'the place', 'the restaurant', 'the bar', 'the cafe', 'my place', 'your place', 'our place',
  'christmas', 'easter', 'halloween', 'thanksgiving', 'weekend', 'the weekend', 'the beach', 'the park', 'the gym',
  'the office', 'the door', 'the bar', 'the table', 'the counter', 'checkout', 'check-out', 'check-in',
]);

/** The languages whose small words are never a name on their own: those members most write in. */
const FUNCTION_WORD_LANGUAGES = ['en', 'es', 'pt', 'fr', 'it', 'nl', 'de'] as const;
type FunctionWordLanguage = (typeof FUNCTION_WORD_LANGUAGES)[number];
/**
 * Pronouns, adverbs and auxiliaries of those languages ('Hier', 'Aqui', 'Ici', 'Here'), from
 * stopwords-iso (its main file is JSON, which an ES module can only require).
 */
const STOPWORDS = createRequire(import.meta.url)('stopwords-iso') as Record<FunctionWordLanguage, string[]>;
const FUNCTION_WORDS = new Map(FUNCTION_WORD_LANGUAGES.map((language) => [language, new Set(STOPWORDS[language])]));

/**
 * Whether one word is a small word of a common language ('Hier hebben wij…' opens a sentence, not
 * a name), in `languages` when given: the English list holds words names are made of ('open', 'dj').
 */
export function isFunctionWord(word: string, languages: readonly FunctionWordLanguage[] = FUNCTION_WORD_LANGUAGES): boolean {
  const lower = word.toLowerCase();
  return languages.some((language) => FUNCTION_WORDS.get(language)!.has(lower));
}

export interface NameRules {
  /** Longest name accepted, in words. */
  maxWords?: number;
  /** Whether a name must start with a capital letter (or a digit or a non-Latin letter). */
  capitalised?: boolean;
}

/** Whether a cleaned stretch reads as a short name rather than a sentence, a tag or filler. */
export function isPlausibleName(name: string, rules: NameRules = {}): boolean {
  const maxWords = rules.maxWords ?? 6;
  if (name.length < 2 || name.length > 70) return false;
  if (!/\p{L}/u.test(name)) return false;
  if (/^[#@]/.test(name) || /https?:|www\./i.test(name)) return false;
  if (/[.!?]\s+\S/.test(name) || /[!?]/.test(name)) return false;
  if (/\n/.test(name)) return false;
  const words = name.split(/\s+/);
  if (words.length > maxWords) return false;
  if (GENERIC_NAMES.has(name.toLowerCase())) return false;
  if (words.some((word) => CLAUSE_WORDS.has(word) || CONTRACTION.test(word))) return false;
  if (rules.capitalised && /^\p{Ll}/u.test(name)) return false;
  return true;
}

const keys = new Map<string, string>();

/** The key two names share when they name the same thing ("The Smith", "the smith!", "Smith"). */
export function nameKey(name: string): string {
  const known = keys.get(name);
  if (known !== undefined) return known;
  if (keys.size >= 4000) keys.clear();
  const key = computeKey(name);
  keys.set(name, key);
  return key;
}

function computeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

export function slugify(name: string): string {
  return nameKey(name).replace(/\s+/g, '-');
}

/** 'Joe's pizza' -> 'Joe's Pizza' only when the whole name was written lower-case. */
export function titleCaseIfLower(name: string): string {
  if (/\p{Lu}/u.test(name)) return name;
  return name.replace(/(^|\s)(\p{Ll})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/** '@joes_pizza' -> 'Joes Pizza', '@SomeDeli' -> 'Some Deli': a handle's words, each capitalised. */
export function handleName(handle: string): string {
  return handle
    .replace(/[_.]+/g, ' ')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
