// The offline gazetteer: finds place names in captions (findMentions) and resolves a location as
// written ('Williamsburg, Brooklyn', 'Paris, France') to one place (lookup). Built once per process
// from bundled data. Free text is read cautiously: a name that is also a word must be capitalised
// and often needs a place cue ('in Nice'); a name shared by several places is read by the region
// after a comma or the other places the text mentions.
import {
  BLOCKING_WORDS_AFTER,
  BLOCKING_WORDS_BEFORE,
  NAME_BLOCKING_WORDS_BEFORE,
  PLACE_CUES,
  PLACE_CUES_AFTER,
  STREET_WORDS_AFTER,
} from './data/ambiguous-names';
import { buildEntries, type GazetteerEntry } from './gazetteer-entries';
import { buildIndex, type GazetteerIndex, type Phrase, writtenForm } from './gazetteer-index';
import type { Gazetteer, GazetteerMatch } from './geocoder';
import { isAllCapitals, isCapitalised, phraseKey, type Token, tokenize } from './place-text';

let cachedIndex: GazetteerIndex | undefined;

function gazetteerIndex(): GazetteerIndex {
  cachedIndex ??= buildIndex(buildEntries());
  return cachedIndex;
}

/** The bundled gazetteer; the data is built on first use and shared by every caller. */
export function createGazetteer(): Gazetteer {
  const index = gazetteerIndex();
  // The rules ask about the same names many times in a post (a name in a pin line, an 'at'
  // phrase and a tag), and posts repeat each other's: answers are kept, frozen since they are shared.
  const looked = new Map<string, GazetteerMatch | null>();
  return {
    findMentions: (text) => findMentions(index, text),
    lookup: (name) => {
      let match = looked.get(name);
      if (match === undefined) {
        match = lookup(index, name);
        if (match) Object.freeze(match);
        if (looked.size >= LOOKUPS_KEPT) looked.clear();
        looked.set(name, match);
      }
      return match;
    },
  };
}

const LOOKUPS_KEPT = 5_000;

/** A country's common English name from its ISO code ('US' -> 'United States'). */
export function countryNameFor(countryCode: string | null): string | null {
  return countryCode ? (gazetteerIndex().countryNames.get(countryCode.toUpperCase()) ?? null) : null;
}

const CUES_BEFORE = new Set(PLACE_CUES);
const CUES_AFTER = new Set(PLACE_CUES_AFTER);
const STREET_AFTER = new Set(STREET_WORDS_AFTER);
const BLOCKED_AFTER = new Set([...BLOCKING_WORDS_AFTER, ...STREET_WORDS_AFTER]);
const BLOCKED_BEFORE = new Set(BLOCKING_WORDS_BEFORE);
/** Small words that stay lower case inside a capitalised name ('Rio de Janeiro', 'Isle of Skye'). */
const CONNECTORS = new Set([
  'de', 'del', 'della', 'dei', 'des', 'du', 'di', 'da', 'do', 'dos', 'das', 'la', 'le', 'les', 'el', 'los', 'las', 'of',
  'the', 'and', 'y', 'e', 'et', 'en', 'am', 'an', 'der', 'den', 'upon', 'on', 'sur', 'by', 'au', 'aux', 'van', 'von',
  's', 'd', 'l', 'a', 'al', 'im',
]);
const ABBREVIATED = new Set(['saint', 'sainte', 'mount', 'fort']);
const KIND_WEIGHT: Readonly<Record<GazetteerEntry['kind'], number>> = { neighborhood: 4, city: 3, region: 2, country: 1 };
const KIND_SPECIFICITY = KIND_WEIGHT;

interface Found {
  start: number;
  /** Token index after the last token. */
  end: number;
  candidates: GazetteerEntry[];
  /** A qualifier after a comma named an enclosing place of the first candidate. */
  confirmed: boolean;
  /** A name that needs a place cue and had none: kept only if the text names its city or region. */
  tentative: boolean;
}

interface Qualifier {
  key: string;
  entries: GazetteerEntry[];
}

// ---- reading free text -------------------------------------------------------------------------

function findMentions(index: GazetteerIndex, text: string): GazetteerMatch[] {
  const tokens = tokenize(text);
  const found: Found[] = [];
  for (let position = 0; position < tokens.length; ) {
    const attempt = mentionAt(index, text, tokens, position);
    if (attempt.found) found.push(attempt.found);
    position += Math.max(1, attempt.length);
  }
  return found.flatMap((item, itemIndex) => {
    const best = readInContext(item, found, itemIndex);
    const first = tokens[item.start];
    const last = tokens[item.end - 1];
    if (!best || !first || !last) return [];
    return [toMatch(best, text.slice(first.start, last.end), first.start)];
  });
}

/** The longest name starting at this word, and whether it counts; length 0 means no name here. */
function mentionAt(index: GazetteerIndex, text: string, tokens: Token[], position: number): { length: number; found?: Found } {
  const token = tokens[position];
  if (!token) return { length: 0 };
  const hashtag = text.charAt(token.start - 1) === '#';
  // '#newyorkcity' names a place on purpose; '#nice' or '#reading' still needs a cue.
  const runTogether = hashtag ? index.byHashtag.get(token.norm) : undefined;
  if (runTogether) return judgeMention(index, text, tokens, position, 1, runTogether, mentionCandidates(text, runTogether, tokens, position, 1, true), true);
  for (const phrase of index.byFirstWord.get(token.norm) ?? []) {
    const length = phrase.tokens.length;
    if (!wordsMatch(text, tokens, position, phrase)) continue;
    if (phrase.stop) return { length };
    const candidates = mentionCandidates(text, phrase, tokens, position, length, hashtag);
    if (candidates.main.length === 0 && candidates.minor.length === 0) continue;
    return judgeMention(index, text, tokens, position, length, phrase, candidates, false);
  }
  return { length: 0 };
}

function wordsMatch(text: string, tokens: Token[], position: number, phrase: Phrase): boolean {
  for (let offset = 0; offset < phrase.tokens.length; offset += 1) {
    const token = tokens[position + offset];
    if (!token || token.norm !== phrase.tokens[offset]) return false;
    const previous = tokens[position + offset - 1];
    if (offset > 0 && previous && !joinsName(text.slice(previous.end, token.start), previous)) return false;
  }
  return true;
}

/** What may stand between two words of one name: spaces, a hyphen, an apostrophe, '&', 'St.'s dot. */
function joinsName(gap: string, previous: Token): boolean {
  if (/^[ \t\u00a0\-'’&]{0,4}$/.test(gap)) return true;
  return /^\.[ \t\u00a0]?$/.test(gap) && ABBREVIATED.has(previous.norm);
}

interface Candidates {
  main: GazetteerEntry[];
  minor: GazetteerEntry[];
}

/** Hashtags are written in lower case whatever they name, so their case says nothing. */
function mentionCandidates(text: string, phrase: Phrase, tokens: Token[], position: number, length: number, hashtag: boolean): Candidates {
  const words = tokens.slice(position, position + length);
  const written = writtenForm(words.map((word) => word.raw).join(''));
  const capitalised = isCapitalisedName(words);
  const caseFits = hashtag || phrase.lowerCaseAllowed || capitalised;
  const main = new Set<GazetteerEntry>();
  const minor = new Set<GazetteerEntry>();
  for (const naming of phrase.namings) {
    if (naming.qualifierOnly) continue;
    if (naming.rule === 'exact') {
      if (naming.written === written && !insideCapitalsRun(text, tokens, position, length, written)) main.add(naming.entry);
    } else if (naming.entry.minor) {
      if (capitalised) minor.add(naming.entry);
    } else if (caseFits) {
      main.add(naming.entry);
    }
  }
  return { main: [...main], minor: [...minor] };
}

function isCapitalisedName(words: Token[]): boolean {
  let capitalisedWords = 0;
  for (const word of words) {
    if (/^\p{N}/u.test(word.raw)) continue;
    if (isCapitalised(word.raw)) capitalisedWords += 1;
    else if (!CONNECTORS.has(word.norm)) return false;
  }
  return capitalisedWords > 0;
}

/** 'LA' in 'LA VIE EN ROSE' is a word of a shouted sentence, not Los Angeles. */
function insideCapitalsRun(text: string, tokens: Token[], position: number, length: number, written: string): boolean {
  if (written.length > 3) return false;
  const before = adjacentWord(text, tokens, position - 1, position);
  const after = adjacentWord(text, tokens, position + length, position + length - 1);
  return (before !== undefined && isAllCapitals(before.raw)) || (after !== undefined && isAllCapitals(after.raw));
}

function judgeMention(
  index: GazetteerIndex,
  text: string,
  tokens: Token[],
  position: number,
  length: number,
  phrase: Phrase,
  candidates: Candidates,
  namedOnPurpose: boolean,
): { length: number; found?: Found } {
  const end = position + length;
  const before = adjacentWord(text, tokens, position - 1, position);
  const after = adjacentWord(text, tokens, end, end - 1);
  if (after && BLOCKED_AFTER.has(after.norm)) return { length };
  if (before && (BLOCKED_BEFORE.has(before.norm) || NAME_BLOCKING_WORDS_BEFORE[phrase.key]?.includes(before.norm))) return { length };

  const qualifier = qualifierAfter(index, text, tokens, end);
  // In a caption, 'Bali, Thailand, Vietnam' is a list: a country after a comma may confirm a reading
  // but not rule one out. A state or province may ('Paris, Texas' is not Paris, France), and so may
  // a city after a neighbourhood ('Midtown, Nashville' is not Midtown Manhattan).
  const reading = applyQualifier(candidates, qualifier ? [qualifier] : [], qualifier && qualifierRulesOut(qualifier, candidates) ? 'rule-out' : 'confirm-only');
  if (!reading) return { length };
  const cued = namedOnPurpose || reading.confirmed || cueBefore(text, tokens, position) || (after !== undefined && CUES_AFTER.has(after.norm));
  return { length, found: { start: position, end, candidates: reading.entries, confirmed: reading.confirmed, tentative: phrase.needsCue && !cued } };
}

function qualifierRulesOut(qualifier: Qualifier, candidates: Candidates): boolean {
  if (qualifier.entries.every((entry) => entry.kind === 'region')) return true;
  return qualifier.entries.every((entry) => entry.kind === 'city') && candidates.main.every((entry) => entry.kind === 'neighborhood');
}

/** The word at `index` when only spaces or a hyphen part it from the word at `neighbour`. */
function adjacentWord(text: string, tokens: Token[], index: number, neighbour: number): Token | undefined {
  const word = tokens[index];
  const other = tokens[neighbour];
  if (!word || !other) return undefined;
  const gap = index < neighbour ? text.slice(word.end, other.start) : text.slice(other.end, word.start);
  return /^[ \t\u00a0-]{1,3}$/.test(gap) ? word : undefined;
}

function cueBefore(text: string, tokens: Token[], position: number): boolean {
  const previous = adjacentWord(text, tokens, position - 1, position);
  if (!previous) return false;
  if (CUES_BEFORE.has(previous.norm)) return true;
  if (previous.norm !== 'the') return false;
  const beforeArticle = adjacentWord(text, tokens, position - 2, position - 1);
  return beforeArticle !== undefined && CUES_BEFORE.has(beforeArticle.norm);
}

/** A place named after a comma ('Nice, France', 'Austin, TX'), written as a name is: codes in capitals. */
function qualifierAfter(index: GazetteerIndex, text: string, tokens: Token[], end: number): Qualifier | null {
  const previous = tokens[end - 1];
  const next = tokens[end];
  if (!previous || !next || !/^\s*,\s*$/.test(text.slice(previous.end, next.start))) return null;
  for (const phrase of index.byFirstWord.get(next.norm) ?? []) {
    if (phrase.stop || !wordsMatch(text, tokens, end, phrase)) continue;
    const words = tokens.slice(end, end + phrase.tokens.length);
    const written = writtenForm(words.map((word) => word.raw).join(''));
    const caseFits = phrase.lowerCaseAllowed || isCapitalisedName(words);
    const entries = phrase.namings
      .filter((naming) => (naming.rule === 'exact' ? naming.written === written : caseFits))
      .map((naming) => naming.entry);
    if (entries.length > 0) return { key: phrase.key, entries: [...new Set(entries)] };
  }
  return null;
}

/**
 * Other places in the same text decide between homonyms ('Chinatown' beside 'San Francisco') and
 * vouch for a name that had no place cue ('Manly' beside 'Sydney'). Undefined: drop the mention.
 */
function readInContext(item: Found, all: Found[], itemIndex: number): GazetteerEntry | undefined {
  const [first] = item.candidates;
  if (!item.tentative && (item.candidates.length < 2 || item.confirmed)) return first;
  const readings = new Set<GazetteerEntry>();
  const enclosing = new Set<GazetteerEntry>();
  all.forEach((other, otherIndex) => {
    const reading = other.candidates[0];
    // Unsure mentions do not vouch for each other.
    if (otherIndex === itemIndex || other.tentative || !reading) return;
    readings.add(reading);
    for (const ancestor of reading.ancestors) enclosing.add(ancestor);
  });
  const score = (entry: GazetteerEntry) => {
    // 'Georgia' beside 'Atlanta' encloses it; a second 'Reading' does not vouch for the first.
    if (enclosing.has(entry) || (readings.has(entry) && !item.tentative)) return 5;
    const known = entry.ancestors.filter((ancestor) => readings.has(ancestor) || enclosing.has(ancestor));
    return Math.max(0, ...known.map((ancestor) => KIND_WEIGHT[ancestor.kind]));
  };
  // Candidates arrive ordered by rank, and sort is stable: ties keep the default reading.
  const ranked = [...item.candidates].map((entry) => ({ entry, score: score(entry) })).sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!item.tentative) return best?.entry;
  // Only a region or something closer vouches: a shared country ('Reading' beside 'London') does not.
  return best && best.score >= KIND_WEIGHT.region ? best.entry : undefined;
}

// ---- qualifiers ----------------------------------------------------------------------------------

type Standing = 'confirmed' | 'neutral' | 'contradicted';

function standing(entry: GazetteerEntry, qualifier: Qualifier): Standing {
  if (qualifier.entries.some((named) => entry.ancestors.includes(named))) return 'confirmed';
  if (entry.looseAncestorNames.some((name) => phraseKey(name) === qualifier.key)) return 'confirmed';
  return qualifier.entries.every((named) => contradicts(entry, named)) ? 'contradicted' : 'neutral';
}

/** True when `named`, given after a comma, cannot enclose `entry`. */
function contradicts(entry: GazetteerEntry, named: GazetteerEntry): boolean {
  // Only a wider place can rule one out: 'Paris, London' is a list, not London's Paris.
  if (named === entry || KIND_SPECIFICITY[named.kind] >= KIND_SPECIFICITY[entry.kind]) return false;
  if (named.countryCode !== entry.countryCode) return true;
  if (named.kind === 'country') return false;
  if (named.kind === 'region') {
    // A city whose region we know is in that region or not; one we only know by country may be.
    const knownRegion = entry.ancestors.find((ancestor) => ancestor.kind === 'region');
    return knownRegion !== undefined && knownRegion !== named;
  }
  return true;
}

/**
 * The readings left once qualifiers are applied, best first; null when none is left. 'rule-out'
 * drops readings a qualifier contradicts (a location field); 'confirm-only' just prefers confirmed ones.
 */
function applyQualifier(
  candidates: Candidates,
  qualifiers: Qualifier[],
  mode: 'rule-out' | 'confirm-only',
): { entries: GazetteerEntry[]; confirmed: boolean } | null {
  const scored = [...candidates.main, ...candidates.minor].map((entry) => {
    const standings = qualifiers.map((qualifier) => standing(entry, qualifier));
    return { entry, confirmations: standings.filter((value) => value === 'confirmed').length, ruledOut: standings.includes('contradicted') };
  });
  const confirmed = scored.filter((item) => item.confirmations > 0 && !item.ruledOut);
  if (confirmed.length > 0) {
    const sorted = confirmed.sort((a, b) => b.confirmations - a.confirmations || Number(a.entry.minor) - Number(b.entry.minor) || b.entry.rank - a.entry.rank);
    return { entries: sorted.map((item) => item.entry), confirmed: true };
  }
  // A small town stands only when a qualifier confirms it, or in a location field when nothing
  // bigger has the name.
  const open = scored
    .filter((item) => mode === 'confirm-only' || !item.ruledOut)
    .filter((item) => !item.entry.minor || (mode === 'rule-out' && candidates.main.length === 0))
    .map((item) => item.entry);
  return open.length > 0 ? { entries: byRank(open), confirmed: false } : null;
}

function byRank(entries: GazetteerEntry[]): GazetteerEntry[] {
  return [...entries].sort((a, b) => b.rank - a.rank);
}

// ---- looking up a location as written ------------------------------------------------------------

interface Segment {
  text: string;
  start: number;
}

function lookup(index: GazetteerIndex, name: string): GazetteerMatch | null {
  const segments = segmentsOf(name);
  for (const [position, segment] of segments.entries()) {
    const phrase = phraseOfSegment(index, segment.text);
    if (!phrase || phrase.stop) continue;
    const qualifiers = segments.slice(position + 1).flatMap((later) => qualifiersIn(index, later.text));
    const entry = pickForLookup(phrase, qualifiers);
    if (entry) return toMatch(entry, segment.text, segment.start);
  }
  return lookupByScan(index, name);
}

function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  for (const part of text.matchAll(/[^,;|/\n()]+/g)) {
    const leading = part[0].length - part[0].trimStart().length;
    const trimmed = part[0].trim();
    if (trimmed) segments.push({ text: trimmed, start: part.index + leading });
  }
  return segments;
}

/** The phrase a whole segment names, also once house numbers and postcodes are left out. */
function phraseOfSegment(index: GazetteerIndex, text: string): Phrase | undefined {
  const key = phraseKey(text);
  const phrase = index.byKey.get(key);
  if (phrase) return phrase;
  const withoutNumbers = key
    .split(' ')
    .filter((word) => !/\d/.test(word))
    .join(' ');
  return withoutNumbers && withoutNumbers !== key ? index.byKey.get(withoutNumbers) : undefined;
}

function qualifiersIn(index: GazetteerIndex, text: string): Qualifier[] {
  const phrase = phraseOfSegment(index, text);
  if (phrase && !phrase.stop) return [{ key: phrase.key, entries: [...new Set(phrase.namings.map((naming) => naming.entry))] }];
  return scanLoosely(index, text).map(({ phrase: found }) => ({ key: found.key, entries: [...new Set(found.namings.map((naming) => naming.entry))] }));
}

function pickForLookup(phrase: Phrase, qualifiers: Qualifier[]): GazetteerEntry | null {
  const names = phrase.namings.filter((naming) => !naming.qualifierOnly);
  // A bare code ('NY', 'CA') is a place only when nothing else answers to it.
  const usable = names.length > 0 ? names : phrase.namings;
  const entries = [...new Set(usable.map((naming) => naming.entry))];
  const candidates: Candidates = { main: entries.filter((entry) => !entry.minor), minor: entries.filter((entry) => entry.minor) };
  return applyQualifier(candidates, qualifiers, 'rule-out')?.entries[0] ?? null;
}

interface LooseFind {
  phrase: Phrase;
  start: number;
  end: number;
}

/** Every name in the text, in any case and without cue rules: a location field names places. */
function scanLoosely(index: GazetteerIndex, text: string): LooseFind[] {
  const tokens = tokenize(text);
  const finds: LooseFind[] = [];
  for (let position = 0; position < tokens.length; ) {
    const token = tokens[position];
    const phrase = token ? (index.byFirstWord.get(token.norm) ?? []).find((candidate) => wordsMatch(text, tokens, position, candidate)) : undefined;
    if (!phrase) {
      position += 1;
      continue;
    }
    const length = phrase.tokens.length;
    const first = tokens[position];
    const last = tokens[position + length - 1];
    // '12 Nice St' is a street, not Nice.
    const street = STREET_AFTER.has(tokens[position + length]?.norm ?? '');
    if (!phrase.stop && !street && phrase.namings.some((naming) => !naming.qualifierOnly) && first && last) {
      finds.push({ phrase, start: first.start, end: last.end });
    }
    position += length;
  }
  return finds;
}

/** A location that is not a list of places ('Joe's, Williamsburg Brooklyn'): its most precise place. */
function lookupByScan(index: GazetteerIndex, text: string): GazetteerMatch | null {
  const finds = scanLoosely(index, text);
  let best: { entry: GazetteerEntry; find: LooseFind } | null = null;
  for (const find of finds) {
    const others = finds.filter((other) => other !== find).map((other) => ({ key: other.phrase.key, entries: [...new Set(other.phrase.namings.map((naming) => naming.entry))] }));
    const entry = pickForLookup(find.phrase, others);
    if (entry && (!best || KIND_SPECIFICITY[entry.kind] > KIND_SPECIFICITY[best.entry.kind])) best = { entry, find };
  }
  return best ? toMatch(best.entry, text.slice(best.find.start, best.find.end), best.find.start) : null;
}

function toMatch(entry: GazetteerEntry, text: string, index: number): GazetteerMatch {
  return {
    text,
    name: entry.name,
    kind: entry.kind,
    parent: entry.parent,
    countryCode: entry.countryCode,
    latitude: entry.latitude,
    longitude: entry.longitude,
    index,
  };
}
