// Words of free text as the gazetteer compares them: folded to lower case without accents, so that
// 'São Paulo', 'Sao Paulo' and 'SAO PAULO' meet, while each word keeps where it was and how it was
// written (capitalisation is how we tell 'Nice, France' from 'nice weather').

export interface Token {
  /** As written, without dots for dotted abbreviations ('L.A.' -> 'LA'). */
  raw: string;
  /** Folded form used for matching. */
  norm: string;
  start: number;
  end: number;
}

// Dotted abbreviations ('L.A.', 'D.C.', 'U.K.') are one word; otherwise a word is a run of letters
// and digits, so apostrophes and hyphens split ('Hell's' -> 'Hell' 's', 'Saint-Germain' -> two).
const WORD = /(?:\p{L}\.){2,}|[\p{L}\p{N}]+/gu;

// Letters that NFD does not take apart into a base letter and a mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

// Written short in place names; both spellings must meet ('St. Germain', 'Saint-Germain').
const ABBREVIATIONS: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' };

/** Lower case, no accents: the comparable form of one word or of a whole string. */
export function foldText(text: string): string {
  // Most names are plain ASCII: lower-casing is all they need, and it is many times cheaper.
  if (!/[^ -~]/.test(text)) return text.toLowerCase();
  const folded = text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  return /[øæœßłđðþı]/.test(folded) ? folded.replace(/[øæœßłđðþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter) : folded;
}

// Posts repeat their words and each other's: a word's folded form is kept for the next time.
const WORD_CACHE_MAX = 20_000;
const wordCache = new Map<string, string>();

function normaliseWord(word: string): string {
  let norm = wordCache.get(word);
  if (norm === undefined) {
    const folded = foldText(word.replaceAll('.', ''));
    norm = ABBREVIATIONS[folded] ?? folded;
    if (wordCache.size >= WORD_CACHE_MAX) wordCache.clear();
    wordCache.set(word, norm);
  }
  return norm;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const found of text.matchAll(WORD)) {
    const start = found.index;
    const written = found[0];
    tokens.push({ raw: written.replaceAll('.', ''), norm: normaliseWord(written), start, end: start + written.length });
  }
  return tokens;
}

/** The folded words of a name joined by single spaces: the key every name is indexed under. */
export function phraseKey(text: string): string {
  let key = keyCache.get(text);
  if (key === undefined) {
    // Folding first and then splitting gives the same words as tokenize(), without a Token each;
    // plain ASCII without dotted abbreviations (most names) splits faster still.
    const words = !/[^ -~]/.test(text) && !text.includes('.') ? text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean) : (foldText(text).match(WORD) ?? []);
    key = words
      .map((word) => {
        const plain = word.replaceAll('.', '');
        return ABBREVIATIONS[plain] ?? plain;
      })
      .join(' ');
    // Building the gazetteer asks for the same few thousand names many times over.
    if (keyCache.size < 50_000) keyCache.set(text, key);
  }
  return key;
}

const keyCache = new Map<string, string>();

/** True when the word starts with a capital letter (or is written all in capitals). */
export function isCapitalised(raw: string): boolean {
  const first = raw.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

/** True for a word of two or more letters written all in capitals ('NYC', 'WOW'). */
export function isAllCapitals(raw: string): boolean {
  return raw.length >= 2 && /\p{L}/u.test(raw) && raw === raw.toUpperCase() && raw !== raw.toLowerCase();
}
