// Reading a run of capitalised words as a candidate name: 'Joe's Pizza', 'Carrer de Verdi',
// 'Frank's Café', 'THE JAZZ CAFE'. Small particles ('de', 'of', '&') may sit inside a run but
// never end it; punctuation, emoji and lower-case words end it.
import { rememberingLast } from './remembered';

export const PARTICLES: ReadonlySet<string> = new Set([
  'of', 'de', 'da', 'das', 'do', 'dos', 'del', 'della', 'di', 'du', 'des', 'la', 'le', 'les', 'el', 'y', 'e', 'i', 'the',
  'and', '&', '+', "'n'", 'n', 'van', 'von', 'der', 'den', 'au', 'aux', 'à', 'al', 'en', 'et', 'und', 'og', 'och',
]);

/** Small words that end a run even when capitalised ('LIVE AT THE JAZZ CAFE', 'Dinner In Paris'). */
/** Weekdays in the languages whose articles run on into a date ('el Sábado', 'le Samedi', 'am Samstag'). */
const WEEKDAYS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday lunes martes miércoles jueves viernes sábado domingo
  lundi mardi mercredi jeudi vendredi samedi dimanche montag dienstag mittwoch
  donnerstag freitag samstag sonntag lunedì martedì mercoledì giovedì venerdì sabato domenica maandag dinsdag
  woensdag donderdag vrijdag zaterdag zondag`.split(/\s+/),
);

const BREAKS = new Set([
  'at', 'in', 'on', 'for', 'with', 'from', 'by', 'to', 'is', 'was', 'are', 'near', 'inside', 'x',
  // Verbs a headline writes in capitals after what it announces ('Drop Shop Llega a Tijuana').
  'llega', 'llegan', 'llegó', 'vuelve', 'regresa', 'abre', 'chega', 'chegou', 'volta', 'arriva', 'torna', 'arrive', 'revient', 'ouvre',
  'arrives', 'returns', 'opens', 'kommt',
]);

const CAPITALISED = /^(?:[\p{Lu}\p{Lt}][\p{L}\p{M}\p{N}'’.-]*|\p{Lu}+\d*[\p{L}\p{N}-]*|\d+[\p{L}][\p{L}\p{N}-]*|#\d+)$/u;
/** Characters that end a run when they follow a word (the word itself is kept). */
const STOPPING_TAIL = /[,;:!?()[\]{}"“”|·•—–]|\.(?!\w)|\p{Extended_Pictographic}/u;

export interface NameRun {
  name: string;
  /** Offset of the run in the text it was read from. */
  index: number;
  end: number;
  /** Words of the run. */
  words: string[];
}

function isCapitalised(word: string): boolean {
  return CAPITALISED.test(word);
}

function splitToken(token: string): { word: string; stops: boolean; leading: boolean } {
  const leading = /^[("“'‘[\p{Extended_Pictographic}]/u.test(token);
  const stopAt = token.search(STOPPING_TAIL);
  if (stopAt < 0) return { word: token, stops: false, leading };
  // "Frank's" keeps its apostrophe; "Café," loses the comma and ends the run.
  return { word: token.slice(0, stopAt), stops: true, leading };
}

/**
 * Longer than this, a run of characters without a space is no word of a name. The scans stop
 * there, so a caption that is one endless token is not read to its end from every capital in it.
 */
const MAX_TOKEN = 80;
/** How far back from its end a name is looked for: six words fit many times over. */
const MAX_RUN_BEFORE = 300;

/** A token as runs read it (up to MAX_TOKEN characters without a space), with what runs ask of it. */
interface Token {
  index: number;
  end: number;
  /** Whether a line break sits between the token before and this one. */
  newlineBefore: boolean;
  /** Whether the characters without a space go on past MAX_TOKEN. */
  overlong: boolean;
  /** The token without the punctuation or emoji that ends a run after it. */
  word: string;
  lower: string;
  stops: boolean;
  leading: boolean;
  capitalised: boolean;
}

const TOKEN = new RegExp(`\\S{1,${MAX_TOKEN}}`, 'gu');

function tokenAt(text: string, index: number, raw: string, newlineBefore: boolean): Token {
  const { word, stops, leading } = splitToken(raw);
  return { index, end: index + raw.length, newlineBefore, overlong: raw.length === MAX_TOKEN && /\S/u.test(text.charAt(index + MAX_TOKEN)), word, lower: word.toLowerCase(), stops, leading, capitalised: isCapitalised(word) };
}

/** A post's text is read from every capital in it, by several rules: its tokens are read once. */
const tokensOf = rememberingLast(3, (text: string): Token[] => {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    tokens.push(tokenAt(text, match.index, match[0], text.slice(previousEnd, match.index).includes('\n')));
    previousEnd = match.index + match[0].length;
  }
  return tokens;
});

/** Where the first token ending after `from` is (binary search). */
function firstTokenAfter(tokens: Token[], from: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (tokens[middle]!.end <= from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The run of capitalised words starting at `from` (after spaces), or null. */
export function nameRunAt(text: string, from: number, maxWords = 6): NameRun | null {
  const tokens = tokensOf(text);
  let position = firstTokenAfter(tokens, from);
  const first = tokens[position];
  if (!first) return null;
  // The first token may start inside one of the text's ('(Ippudo' read from 'I'): read it from there.
  let token: Token;
  if (first.index < from) {
    // A pattern of its own: matchAll starts from the lastIndex of the pattern it copies.
    const partial = new RegExp(TOKEN.source, 'gu');
    partial.lastIndex = from;
    const match = partial.exec(text);
    if (!match) return null;
    token = tokenAt(text, match.index, match[0], false);
  } else {
    token = { ...first, newlineBefore: text.slice(from, first.index).includes('\n') };
  }
  const words: string[] = [];
  let start = -1;
  let lastNameEnd = from;
  let lastNameCount = 0;
  for (;;) {
    // A line break ends a name.
    if (token.newlineBefore || token.overlong) break;
    if (token.leading && words.length > 0) break;
    if (!token.word) break;
    const particle = words.length > 0 && PARTICLES.has(token.lower);
    if (BREAKS.has(token.lower)) break;
    // 'en MUMART el Sábado 14': a weekday after an article says when, the name ended before it.
    if (words.length > 0 && PARTICLES.has(words.at(-1)!.toLowerCase()) && WEEKDAYS.has(token.lower)) break;
    if (!token.capitalised && !particle) break;
    if (start < 0) start = token.index;
    words.push(token.word);
    if (!particle) {
      lastNameEnd = token.index + token.word.length;
      lastNameCount = words.length;
    }
    if (token.stops || words.length > maxWords + 2) break;
    position += 1;
    const next = tokens[position];
    if (!next) break;
    token = next;
  }
  if (start < 0 || lastNameCount === 0) return null;
  const kept = words.slice(0, lastNameCount);
  if (kept.length > maxWords) return null;
  return { name: text.slice(start, lastNameEnd), index: start, end: lastNameEnd, words: kept };
}

/** The run of capitalised words that ends exactly at `before` (reading backwards), or null. */
export function nameRunBefore(text: string, before: number, maxWords = 6): NameRun | null {
  const lineStart = Math.max(text.lastIndexOf('\n', before - 1) + 1, before - MAX_RUN_BEFORE);
  const prefix = text.slice(lineStart, before);
  const tokens = [...prefix.matchAll(/\S+/gu)];
  const words: string[] = [];
  let start = -1;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (!token) break;
    const raw = token[0];
    // A token that ends in punctuation belongs to the previous clause.
    if (i < tokens.length - 1 && STOPPING_TAIL.test(raw.slice(-1))) break;
    const leadingStop = /^[("“[]/u.test(raw);
    const word = raw.replace(/^[("“'‘[]+/u, '').replace(/\p{Extended_Pictographic}/gu, '');
    if (!word) break;
    const particle = PARTICLES.has(word.toLowerCase());
    if (BREAKS.has(word.toLowerCase())) break;
    if (!isCapitalised(word) && !particle) break;
    words.unshift(word);
    start = lineStart + token.index + (raw.length - word.length);
    if (leadingStop || words.length > maxWords + 2) break;
  }
  // A lower-case particle cannot open a name; a capitalised article can ('La Cabra', 'El Born').
  while (words.length > 0 && PARTICLES.has(words[0] ?? '')) {
    const dropped = words.shift() ?? '';
    start = text.indexOf(words[0] ?? '', start + dropped.length);
  }
  if (words.length === 0 || words.length > maxWords || start < 0) return null;
  const end = before - (prefix.length - prefix.trimEnd().length);
  return { name: text.slice(start, end).trim(), index: start, end, words };
}

/** 'THE JAZZ CAFE' -> 'The Jazz Cafe'; names in mixed case stay as written. */
export function fromShouting(name: string): string {
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || letters !== letters.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'’(])(\p{Ll})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\b(Of|De|Da|Del|Di|Du|Des|La|Le|And|The|At|In|On|For|With)\b/g, (word, _w, offset: number) => (offset === 0 ? word : word.toLowerCase()));
}

/** A name's words with 'the' and particles ignored, lower-cased. */
export function significantWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'’]/gu, ''))
    .filter((word) => word && !PARTICLES.has(word));
}
