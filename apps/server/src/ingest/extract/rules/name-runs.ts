// Reading a run of capitalised words as a candidate name: 'Joe's Pizza', 'Carrer de Verdi',
// 'Frank's Café', 'THE JAZZ CAFE'. Small particles ('de', 'of', '&') may sit inside a run but
// never end it; punctuation, emoji and lower-case words end it.

export const PARTICLES: ReadonlySet<string> = new Set([
  'of', 'de', 'da', 'das', 'do', 'dos', 'del', 'della', 'di', 'du', 'des', 'la', 'le', 'les', 'el', 'y', 'e', 'i', 'the',
  'and', '&', '+', "'n'", 'n', 'van', 'von', 'der', 'den', 'au', 'aux', 'à', 'al', 'en', 'et', 'und', 'og', 'och',
]);

/** Small words that end a run even when capitalised ('LIVE AT THE JAZZ CAFE', 'Dinner In Paris'). */
const BREAKS = new Set(['at', 'in', 'on', 'for', 'with', 'from', 'by', 'to', 'is', 'was', 'are', 'near', 'inside', 'x']);

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

/** The run of capitalised words starting at `from` (after spaces), or null. */
export function nameRunAt(text: string, from: number, maxWords = 6): NameRun | null {
  const pattern = new RegExp(`\\S{1,${MAX_TOKEN}}`, 'gu');
  pattern.lastIndex = from;
  const words: string[] = [];
  let start = -1;
  let end = from;
  let lastNameEnd = from;
  let lastNameCount = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    // A line break ends a name.
    if (text.slice(end, match.index).includes('\n')) break;
    if (match[0].length === MAX_TOKEN && /\S/u.test(text.charAt(match.index + MAX_TOKEN))) break;
    const { word, stops, leading } = splitToken(match[0]);
    if (leading && words.length > 0) break;
    if (!word) break;
    const particle = PARTICLES.has(word.toLowerCase()) && words.length > 0;
    if (BREAKS.has(word.toLowerCase())) break;
    if (!isCapitalised(word) && !particle) break;
    if (start < 0) start = match.index;
    words.push(word);
    end = match.index + word.length;
    if (!particle) {
      lastNameEnd = end;
      lastNameCount = words.length;
    }
    if (stops || words.length > maxWords + 2) break;
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
