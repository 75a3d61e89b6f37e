// Check-ins: the shapes location apps write into posts, which name the place outright.
//   Swarm / Foursquare: "I'm at Paulistânia Brew Pub in São Paulo swarmapp.com/c/…",
//                       "Happy birthday! (@ Taberna do Vinho in São Paulo, SP)", "(at @Bar_Brahma in …)"
//   Instagram shared to X: "This morning @ Union Square, San Francisco https://t.co/…"
//   Untappd: "Drinking a Munich Dunkel by @BlueStallionBC at @bluestallionbc — https://t.co/…"
// The name is taken as written (lower-case words included), with the city the check-in gives.

import { PARTICLES } from './name-runs';
import { accountPlaceName } from './compound-names';

export interface CheckIn {
  name: string;
  /** Where the name starts in the text. */
  index: number;
  /** The area after 'in' ('São Paulo, SP'), or after a comma in the Instagram form. */
  location: string | null;
  /** A street address in brackets after the name ('Paulistânia (Rua Augusta, 1000)'). */
  address: string | null;
  /** The place's account when the check-in names it by one ('at @beerstreetny'): the caller names it. */
  handle?: string;
  /** Where a beer was drunk: a bar, whatever its name says. */
  drinking?: boolean;
  /** The beer the beer app's line names, and who brews it ('Munich Dunkel' by 'Blue Stallion BC'). */
  drank?: { beer: string; brewery: string; index: number };
}

const MAX_NAME_LENGTH = 80;
const LINK = String.raw`(?:https?:\/\/\S+|(?:www\.)?(?:swarmapp\.com|4sq\.com)\S*)`;

const SWARM_SENTENCE = new RegExp(String.raw`(?<![\p{L}\p{N}])I['’]m at ([^\n]{2,200}?)\s*(?:${LINK}|$)`, 'gmu');
// '(at …)' is a check-in only with a handle or a place after 'in': '(at the moment)' is not.
const SWARM_BRACKET = /\((?:@\s+|at\s+(?=@|[^()\n]+\sin\s+\p{Lu}))([^()\n]{2,200}(?:\([^()\n]*\)[^()\n]*)?)\)/gu;
// Only with the link the app adds: '@ The Dead Rabbit tonight' is a sentence, not a check-in.
const SHARED_AT = new RegExp(String.raw`(?<![\p{L}\p{N}@])@ ([\p{L}\p{N}][^\n@#]{1,120}?)\s*${LINK}`, 'gu');
// Or ending the caption as Instagram's place tag does ('Tiffany lamp collection @ The House on the
// Rock'), when every word of it is capitalised or a small word between capitalised ones.
const TAGGED_AT_END = /(?<![\p{L}\p{N}@])@ (\p{Lu}[^\n@#]{1,80}?)\s*$/u;
/** Small words a place's name may hold between capitalised ones: a name's particles, and where ('on', 'in', 'at'). */
const isSmallWord = (word: string) => PARTICLES.has(word.toLowerCase()) || ['on', 'in', 'at'].includes(word.toLowerCase());

function taggedAtEnd(text: string): CheckIn | null {
  const match = TAGGED_AT_END.exec(text.trimEnd());
  if (!match) return null;
  const words = match[1]!.split(/\s+/);
  if (!/^\p{Lu}/u.test(words.at(-1)!) || !words.every((word) => /^[\p{Lu}\d]/u.test(word) || isSmallWord(word))) return null;
  return parseTail(match[1]!, match.index + 2, true);
}


function parseTail(tail: string, tailIndex: number, splitComma: boolean): CheckIn | null {
  let rest = tail
    .replace(/\s+w\/\s.*$/u, '')
    .replace(/\s+[-–—]\s+@[\p{L}\p{N}_.]+/gu, '')
    .trim();
  let location: string | null = null;
  // The last 'in' followed by a capitalised word starts the area: 'Bar in the Park in London'.
  const inAt = [...rest.matchAll(/\s+in\s+(?=[\p{Lu}])/gu)].at(-1);
  if (inAt?.index !== undefined) {
    location = rest.slice(inAt.index + inAt[0].length).trim() || null;
    rest = rest.slice(0, inAt.index);
  } else if (splitComma && rest.includes(',')) {
    location = rest.slice(rest.indexOf(',') + 1).trim() || null;
    rest = rest.slice(0, rest.indexOf(','));
  }
  let address: string | null = null;
  const bracket = /\s*\(([^()]+)\)\s*$/u.exec(rest);
  if (bracket) {
    address = bracket[1]!.trim();
    rest = rest.slice(0, bracket.index);
  }
  const name = /^@[\p{L}\p{N}_.]+$/u.test(rest.trim()) ? accountPlaceName(rest.trim().slice(1), () => false) : rest.trim().replace(/[\s.,!:;]+$/u, '');
  if (!name || name.length > MAX_NAME_LENGTH || !/\p{L}/u.test(name)) return null;
  const offset = tail.indexOf(rest.trim().startsWith('@') ? rest.trim() : name);
  return { name, index: tailIndex + Math.max(0, offset), location, address };
}

// The beer app's line: the beer, its brewery, then where it was drunk (an account or a name) before the app's link.
const BEER_CHECK_IN = new RegExp(
  String.raw`(?<![\p{L}])Drinking an? ([^\n]{1,80}?) by (@[\p{L}\p{N}_.]+|[^\n@]{1,60}?) (?:at|@) (@[\p{L}\p{N}_.]+|[^\n@—–]{2,80}?)\s*(?:[—–-]\s*)?${LINK}`,
  'gu',
);

/** 'Drinking a … by @HogRiverBrewing at @hogriverbrewing': the place, its account written as the brewery writes it when they are one. */
function beerCheckIns(text: string): CheckIn[] {
  return [...text.matchAll(BEER_CHECK_IN)].flatMap((match) => {
    const [, beer = '', brewery = '', place = ''] = match;
    const index = match.index + match[0].lastIndexOf(place);
    const drank = { beer: beer.trim(), brewery: brewery.startsWith('@') ? accountPlaceName(brewery.slice(1), () => false) : brewery.trim(), index: match.index + match[0].indexOf(beer) };
    if (!place.startsWith('@')) {
      const checkIn = parseTail(place, index, false);
      return checkIn ? [{ ...checkIn, drinking: true, drank }] : [];
    }
    const handle = brewery.toLowerCase() === place.toLowerCase() ? brewery.slice(1) : place.slice(1);
    return [{ name: accountPlaceName(handle, () => false), index, location: null, address: null, handle, drinking: true, drank }];
  });
}

/** The check-ins in a post's text, in order. */
export function findCheckIns(text: string): CheckIn[] {
  const found: CheckIn[] = [];
  const take = (pattern: RegExp, splitComma: boolean) => {
    for (const match of text.matchAll(pattern)) {
      const tail = match[1]!;
      const checkIn = parseTail(tail, match.index + match[0].indexOf(tail), splitComma);
      if (checkIn && !found.some((other) => other.index === checkIn.index)) found.push(checkIn);
    }
  };
  for (const checkIn of beerCheckIns(text)) found.push(checkIn);
  take(SWARM_SENTENCE, false);
  take(SWARM_BRACKET, false);
  take(SHARED_AT, true);
  const tagged = taggedAtEnd(text);
  if (tagged && !found.some((other) => other.index === tagged.index)) found.push(tagged);
  return found.sort((a, b) => a.index - b.index);
}
