// Venue names written as one word, as accounts and hashtags are: '@blackloungetemuco',
// '#libertineburger', '@illuminate_salon_'. When the word holds a kind of place ('lounge',
// 'burger', 'salon') beside a word that says which one, it is split there and read as a name
// ('Black Lounge Temuco'); '#burgerlover', '#cafeberlin' and '#pizzatime' say no name and are left.
import { isCommonWord, joinedWords, LONGEST_WORD } from './joined-words';
import { handleName } from './names';

/** Kinds of place long enough to be found inside a longer word ('blackloungetemuco'). */
const INNER_KINDS = `lounge burger burgers pizza pizzeria bakery bakehouse kitchen coffee bistro brasserie brewery brewing
  salon studio taqueria cantina trattoria osteria ristorante restaurante restaurant ramen sushi izakaya grill diner eatery
  cafe caffe café boulangerie patisserie pâtisserie gelateria gelato creamery roastery roasters tavern smokehouse steakhouse
  barbershop boutique hotel hostel winery vineyard distillery taproom noodles noodle bagels bagel donuts tacos cafeteria caffetteria
  cafetería`.split(/\s+/);
/** 'caffetterialuna' holds 'caffetteria' before it holds 'caffe'. */
const INNER_KINDS_LONGEST_FIRST = [...INNER_KINDS].sort((a, b) => b.length - a.length);
/** Short kinds, read only at the end of a word: 'bar' is not a place in 'barcelona'. */
const END_KINDS = ['bar', 'pub', 'spa', 'deli', 'inn', 'cafe', 'gym'];
/** Words of a joined account trusted however rare they are in English ('taqueria', 'roastery'). */
const KIND_WORDS: ReadonlySet<string> = new Set([...INNER_KINDS, ...END_KINDS]);

/** Words beside a kind that say what people feel or do there, or what it is made with ('#coffeemachine'), not which place it is. */
const NOT_A_NAME = new Set(
  `lover lovers love life time gram insta daily addict addicts porn tok lovin best good great new my our your the and of
  tiktok tiktoks reel reels youtube fyp viral shorts vlog vlogs vlogger blog blogger
  for with in at to on is are vibes vibe goals day night nights week weekend date dates run crawl hop hopping tour tours
  style styles art arts design shop shops food foods foodie eats eat eating drink drinks local craft homemade home vegan
  healthy fresh hot cold iced spicy sweet real fake free cheap top fav fave favorite favourite review reviews recipe recipes
  lunch dinner brunch breakfast morning evening break talk chat culture scene world city town street bestof inspo ideas
  hunting hunt hunter hunters guide guides time club clubs king queen boss master masters owner owners lovers nerd snob
  geek stop spot spots near me machine machines maker makers capsule capsules cialde cialda pods pod beans bean cup cups mug mugs
  grinder grinders oven ovens espresso latte cappuccino macchiato americano mocha`.split(/\s+/),
);

const MIN_SIDE = 3;

/** Whether the kind at `at` is the start of a longer common word: 'caffe' in 'caffeineaddict' is caffeine. */
function startsLongerWord(word: string, at: number, kind: string): boolean {
  for (let end = at + kind.length + 1; end <= Math.min(word.length, at + LONGEST_WORD); end++) {
    if (isCommonWord(word.slice(at, end))) return true;
  }
  return false;
}

/** A lower-case word split around the kind of place it holds, or null when it holds none with a name beside it. */
function splitAroundKind(word: string): string[] | null {
  // 'caffetteria' is a kind of its own, not 'caffe' and 'tteria'.
  if (INNER_KINDS.includes(word)) return [word];
  for (const kind of END_KINDS) {
    if (word.length - kind.length >= MIN_SIDE && word.endsWith(kind)) return [word.slice(0, -kind.length), kind];
  }
  for (const kind of INNER_KINDS_LONGEST_FIRST) {
    const at = word.indexOf(kind);
    if (at < 0 || startsLongerWord(word, at, kind)) continue;
    const parts = [word.slice(0, at), kind, word.slice(at + kind.length)].filter(Boolean);
    const sides = parts.filter((part) => part !== kind);
    if (sides.length === 0 || sides.some((side) => side.length < MIN_SIDE)) continue;
    return parts;
  }
  return null;
}

/**
 * The venue name a handle or hashtag spells ('blackloungetemuco' -> 'Black Lounge Temuco'), when
 * it holds a kind of place and a word that names which; `isArea` leaves out '#cafeberlin'.
 */
export function compoundVenueName(tag: string, isArea: (word: string) => boolean): string | null {
  // A number run into the name is a word of its own ('lostacos1' is Los Tacos 1).
  const words = handleName(tag).replace(/(?<=\p{L})(?=\d)/gu, ' ').split(' ').filter(Boolean);
  const split = words.flatMap((word) => (word.length >= 6 && word === word.toLowerCase() || /^\p{Lu}\p{Ll}{5,}$/u.test(word) ? (splitAroundKind(word.toLowerCase()) ?? [word]) : [word]));
  const lower = split.map((word) => word.toLowerCase());
  const kinds = lower.filter((word) => INNER_KINDS.includes(word) || END_KINDS.includes(word) || word === 'salon');
  if (kinds.length === 0) return null;
  const telling = lower.filter((word) => !kinds.includes(word) && !NOT_A_NAME.has(word) && !/^\d+$/.test(word) && !isArea(word));
  if (telling.length === 0 || telling.every((word) => word.length < MIN_SIDE)) return null;
  return split.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** Words accounts add after a place's name: its city's short name, 'official', 'hq' ('@space_cassette_mcr'). */
const ACCOUNT_SUFFIXES = new Set(['ny', 'nyc', 'la', 'sf', 'ldn', 'mcr', 'bcn', 'atl', 'chi', 'dc', 'nola', 'pdx', 'bkk', 'hk', 'sg', 'syd', 'official', 'oficial', 'hq']);
/** Suffixes long enough to be cut off a handle written as one word ('@joespizzanyc'); 'ny' ends 'tiffany'. */
const JOINED_SUFFIX = /^(.{4,}?)(nyc|ldn|official|oficial)$/;

/** A city's short name run onto a word ending in a kind of place ('goldendinerny'): the kind says where the name ends. */
const SHORT_CITY_AFTER_KIND = new RegExp(`^(.{3,}(?:${[...INNER_KINDS, ...END_KINDS].join('|')}))(?:ny|la|sf|bk|dc|uk|us|usa|mcr|ldn|bcn|atl|chi|nola|pdx|syd|sg|hk)$`);

/** A handle without the words an account adds after the place's name ('space_cassette_mcr' -> 'space_cassette'). */
export function withoutAccountSuffix(handle: string): string {
  // 'beerstreetny' is written 'beer_street_ny' by an account that separates its words.
  const words = handle.split(/[_.]+/).filter(Boolean).flatMap((word) => joinedWords(word, KIND_WORDS) ?? [word]);
  const trimmed = words.length > 1 && ACCOUNT_SUFFIXES.has(words.at(-1)!.toLowerCase()) ? words.slice(0, -1).join('_') : words.join('_');
  if (trimmed !== trimmed.toLowerCase()) return trimmed;
  return JOINED_SUFFIX.exec(trimmed)?.[1] ?? SHORT_CITY_AFTER_KIND.exec(trimmed)?.[1] ?? trimmed;
}

/** The name of the place an account stands for: '@space_cassette_mcr' is Space Cassette, '@blackloungetemuco' Black Lounge Temuco. */
export function accountPlaceName(handle: string, isArea: (word: string) => boolean): string {
  const bare = withoutAccountSuffix(handle);
  return compoundVenueName(bare, isArea) ?? withCityApart(bare, isArea) ?? handleName(bare);
}

/** Shortest city and name an account written as one word can end and start with ('pintroomdublin'). */
const MIN_JOINED_CITY = 4;
const MIN_JOINED_NAME = 4;

/** '@pintroomdublin' -> 'Pintroom Dublin': a city's name ending an account written in one lower-case word. */
function withCityApart(handle: string, isArea: (word: string) => boolean): string | null {
  if (handle !== handle.toLowerCase() || !/^\p{L}+$/u.test(handle)) return null;
  for (let at = MIN_JOINED_NAME; at <= handle.length - MIN_JOINED_CITY; at++) {
    if (isArea(handle.slice(at))) return handleName(`${handle.slice(0, at)}_${handle.slice(at)}`);
  }
  return null;
}
