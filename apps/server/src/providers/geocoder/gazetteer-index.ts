// Every name of every gazetteer entry as a phrase of folded words, indexed by its first word so that
// scanning a caption costs one map lookup per word. Each phrase carries the rules that decide when
// a mention of it counts in free text (case, a needed place cue, a stop phrase).
import {
  CAPITALISED_ONLY_NAMES,
  CUE_REQUIRED_NAMES,
  ORDINARY_LEADING_WORDS,
  ORDINARY_PHRASE_WORDS,
  STOP_PHRASES,
} from './data/ambiguous-names';
import type { BuiltEntries, GazetteerEntry, NameRule } from './gazetteer-entries';
import { phraseKey } from './place-text';

export interface Naming {
  entry: GazetteerEntry;
  rule: NameRule;
  qualifierOnly: boolean;
  /** For exact names: the written form without dots or spaces ('NYC', 'LA'); empty otherwise. */
  written: string;
}

export interface Phrase {
  key: string;
  tokens: string[];
  namings: Naming[];
  /** Lower-case text may mention it ('pizza in brooklyn'); else each word must be capitalised. */
  lowerCaseAllowed: boolean;
  /** An ordinary word or first name: counts in free text only after a place cue or with a qualifier. */
  needsCue: boolean;
  /** A phrase such as 'South America' or 'Paris Hilton': skipped whole, never a match. */
  stop: boolean;
}

export interface GazetteerIndex {
  entries: GazetteerEntry[];
  byKey: Map<string, Phrase>;
  /** Phrases by their first word, longest first. */
  byFirstWord: Map<string, Phrase[]>;
  /** Several-word names run together, as hashtags write them ('#newyorkcity'). */
  byHashtag: Map<string, Phrase>;
  countryNames: ReadonlyMap<string, string>;
}

/** Names this short are too often something else to be found in free text unless written exactly. */
const SHORTEST_MENTION = 3;

export function writtenForm(text: string): string {
  return text.replace(/[.\s]/g, '');
}

export function buildIndex(built: BuiltEntries): GazetteerIndex {
  const byKey = new Map<string, Phrase>();
  const phraseFor = (key: string): Phrase => {
    let phrase = byKey.get(key);
    if (!phrase) {
      phrase = { key, tokens: key.split(' '), namings: [], lowerCaseAllowed: false, needsCue: false, stop: false };
      byKey.set(key, phrase);
    }
    return phrase;
  };

  for (const entry of built.entries) {
    for (const name of entry.names) {
      const key = phraseKey(name.text);
      if (key === '') continue;
      // A very short ordinary name ('Bo', 'Ur') is kept for qualifiers but never mentioned.
      const qualifierOnly = name.qualifierOnly || (name.rule !== 'exact' && key.length < SHORTEST_MENTION);
      phraseFor(key).namings.push({ entry, rule: name.rule, qualifierOnly, written: name.rule === 'exact' ? writtenForm(name.text) : '' });
    }
  }
  for (const stop of STOP_PHRASES) phraseFor(phraseKey(stop)).stop = true;

  const cueRequired = new Set(CUE_REQUIRED_NAMES);
  const capitalisedOnly = new Set(CAPITALISED_ONLY_NAMES);
  const ordinaryWords = new Set(ORDINARY_PHRASE_WORDS);
  const ordinaryLeading = new Set(ORDINARY_LEADING_WORDS);
  const byFirstWord = new Map<string, Phrase[]>();
  const byHashtag = new Map<string, Phrase>();
  for (const phrase of byKey.values()) {
    const mentionable = phrase.namings.filter((naming) => !naming.qualifierOnly && !naming.entry.minor && naming.rule !== 'exact');
    const ordinaryPhrase =
      phrase.tokens.length > 1 && (phrase.tokens.some((token) => ordinaryWords.has(token)) || ordinaryLeading.has(phrase.tokens[0] ?? ''));
    phrase.needsCue = cueRequired.has(phrase.key);
    // The strictest reading wins: 'venice' is a neighbourhood of LA (any case) but also the city in
    // Italy (capitalised), so lower-case 'venice' is not enough.
    phrase.lowerCaseAllowed =
      mentionable.length > 0 &&
      mentionable.every((naming) => naming.rule === 'any') &&
      !phrase.needsCue &&
      !capitalisedOnly.has(phrase.key) &&
      !ordinaryPhrase;
    const first = phrase.tokens[0];
    if (first === undefined) continue;
    const list = byFirstWord.get(first);
    if (list) list.push(phrase);
    else byFirstWord.set(first, [phrase]);
    if (phrase.tokens.length > 1 && !phrase.stop) {
      const compact = phrase.tokens.join('');
      if (!byHashtag.has(compact) && !byKey.has(compact)) byHashtag.set(compact, phrase);
    }
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return { entries: built.entries, byKey, byFirstWord, byHashtag, countryNames: built.countryNames };
}
