// Where the searched words occur in a post, as plain-text snippets with character ranges (never
// HTML: the page marks the ranges itself). Matching folds accents and case as the index does, and a
// word matches the forms that share its stem ("drives" marks "driving").
import type { HighlightField, SearchHighlight } from '@stash/shared';

export interface HighlightSource {
  field: HighlightField;
  text: string;
}

/** At most this many highlights per result, and this long a snippet of a long text. */
const MAX_HIGHLIGHTS = 3;
const SNIPPET_LENGTH = 160;

/** Lower case without accents, one folded character per original character (so offsets carry over). */
export function foldCharacters(text: string): string {
  let folded = '';
  for (const character of text) {
    const base = character.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
    // A character that folds to more or fewer (ß -> ss) stays as it is, so offsets stay the original's.
    folded += base.length === character.length ? base : character;
  }
  return folded;
}

const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'es', 'ed', 'ly', 's', 'y', 'e'];

/** The part of a folded word its other forms share ("drives", "driving" -> "driv"); at least 3 letters. */
export function stemOf(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a search, each once. */
export function searchTermsOf(text: string): string[] {
  return [...new Set(foldCharacters(text).match(WORD) ?? [])];
}

/** [start, end) of every word in `text` that starts with one of the stems, and of the whole phrase. */
export function matchRanges(text: string, stems: readonly string[], phrase: string): Array<[number, number]> {
  const folded = foldCharacters(text);
  const ranges: Array<[number, number]> = [];
  if (phrase.length >= 3 && /\s/.test(phrase)) {
    for (let at = folded.indexOf(phrase); at >= 0; at = folded.indexOf(phrase, at + phrase.length)) ranges.push([at, at + phrase.length]);
  }
  for (const match of folded.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    if (ranges.some(([from, to]) => start >= from && end <= to)) continue;
    if (stems.some((stem) => match[0].startsWith(stem))) ranges.push([start, end]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** A window of a long text around its first match, cut at word boundaries, ranges moved into it. */
function snippetOf(text: string, ranges: Array<[number, number]>): { snippet: string; ranges: Array<[number, number]> } {
  if (text.length <= SNIPPET_LENGTH) return { snippet: text, ranges };
  const first = ranges[0]![0];
  let start = Math.max(0, first - Math.floor(SNIPPET_LENGTH / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < first) start = space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const body = text.slice(start, end);
  const prefix = start > 0 ? '…' : '';
  const snippet = `${prefix}${body.trim()}${end < text.length ? '…' : ''}`;
  // Where original offset `start` (after trimmed spaces) lands in the snippet.
  const shift = prefix.length - start - (body.length - body.trimStart().length);
  const moved = ranges
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]): [number, number] => [from + shift, to + shift]);
  return { snippet, ranges: moved };
}

/** The post's highlights for these search words, best fields first. */
export function highlightsFor(sources: readonly HighlightSource[], terms: readonly string[]): SearchHighlight[] {
  const words = terms.map((term) => foldCharacters(term)).filter((term) => term.length > 0);
  if (words.length === 0) return [];
  // A one-letter word ("e" in "cacio e pepe") is marked only within the phrase, never as the start of every word.
  const stems = words.filter((word) => word.length >= 2).map((word) => (word.length >= 4 ? stemOf(word) : word));
  const phrase = words.join(' ');
  const highlights: SearchHighlight[] = [];
  for (const source of sources) {
    if (!source.text) continue;
    const ranges = matchRanges(source.text, stems, phrase);
    if (ranges.length === 0) continue;
    highlights.push({ field: source.field, ...snippetOf(source.text, ranges) });
    if (highlights.length === MAX_HIGHLIGHTS) break;
  }
  return highlights;
}
