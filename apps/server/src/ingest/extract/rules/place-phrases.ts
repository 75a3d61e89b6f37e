// Two sentence shapes that name a place where the capitalised-name rules need support they lack:
//   a name the sentence calls a kind of place: 'High Camp is an amazing place to watch it',
//     'Joe's is the best bar in town';
//   a name written in lower case after a word that puts someone there, ending in its kind of
//     place: 'at millenia mall', 'We are in l'enfant plaza'. Lower case is common in quick posts;
//     the kind word says it is a place and a word of its own says which one.
//   a kind of place written in lower case before its name, as most languages but English and
//     German write it: 'đảo Cô Tô', 'el restaurante Casa Lucio', 'ресторан "LA GIOCONDA"'.
//   a name a superlative points at: 'Best ramen in NYC is Ippudo', 'my favourite bar in Lisbon? Park'.
//   a name in quotes after a word that puts someone there: 'Dinner at "Le Comptoir"', 'besok di
//     "Bebek Baris Denpasar"', 'Abendessen im „Wienerwald“'.
//   a business naming its own places: 'both our Fúkudon stores', 'our Barbeque Nation outlet'.
// All are bounded: a few words before the verb, one or two words before the kind.
import { CUISINE_ADJECTIVES, DESCRIPTIVE_WORDS, FOOD_WORDS } from './lexicon';
import { fromShouting, nameRunAt, nameRunBefore } from './name-runs';
import { cleanName, titleCaseIfLower } from './names';

export interface PhrasePlace {
  name: string;
  index: number;
}

/** 'is a/an/the [up to three words] place|spot|bar…': the sentence says what the name before it is. */
const CALLED_A_PLACE =
  /\s(?:is|was|remains)\s+(?:still\s+)?(?:one of\s+)?(?:a|an|the|my|our)\s+(?:[\p{Ll}-]+\s+){0,3}(?:place|spot|bar|restaurant|café|cafe|bakery|venue|pub|club|hotel|shop|store|museum|park|gym|market|brewery|winery|gallery)s?(?![\p{L}])/gu;
/** The name is read from a few words before the verb only: a long line is never read again from each match. */
const NAME_WINDOW = 80;

export function findPlacesCalledAPlace(text: string): PhrasePlace[] {
  const found: PhrasePlace[] = [];
  for (const match of text.matchAll(CALLED_A_PLACE)) {
    const windowStart = Math.max(0, match.index - NAME_WINDOW);
    const window = text.slice(windowStart, match.index);
    const run = nameRunBefore(window, window.length, 4);
    const name = run ? cleanName(run.name) : '';
    if (run && name) found.push({ name, index: windowStart + run.index });
  }
  return found;
}

/** Kinds of place that a lower-case name may end in. */
const LOWER_KINDS =
  'mall|plaza|market|bar|cafe|café|pub|bistro|museum|park|hotel|bakery|brewery|pizzeria|taqueria|deli|diner|gallery|library|stadium|arena';
const LOWER_AT_KIND = new RegExp(`(?<![\\p{L}])(?:at|@|in|to)\\s+((?:[\\p{Ll}'’-]+\\s+){1,2}(?:${LOWER_KINDS}))(?![\\p{L}])`, 'gu');
/** Words that make 'the local bar', 'my favourite cafe', 'a sports bar' a description, not a name. */
const NOT_OWN_WORDS = new Set(
  `the a an my our your his her their its this that these those some any every each one another same other
  sports dive rooftop beach hotel karaoke gay wine beer cocktail coffee tapas night shopping strip outdoor indoor city
  public national art water theme amusement trampoline dog skate car farmers flea food street village town main
  central neighborhood neighbourhood corner nearest nearby usual old hipster`.split(/\s+/),
);

export function findLowerCasePlaces(text: string): PhrasePlace[] {
  const found: PhrasePlace[] = [];
  for (const match of text.matchAll(LOWER_AT_KIND)) {
    const words = match[1]!.split(/\s+/).slice(0, -1);
    // A word of its own says which one: not an article, a kind of bar or a description.
    const own = words.filter((word) => !NOT_OWN_WORDS.has(word) && !CUISINE_ADJECTIVES.has(word) && !DESCRIPTIVE_WORDS.has(word) && !FOOD_WORDS.has(word) && !/ing$/.test(word));
    if (own.length === 0 || own.length < words.length) continue;
    found.push({ name: titleCaseIfLower(match[1]!), index: match.index + match[0].length - match[1]!.length });
  }
  return found;
}

/**
 * Kinds of place that other languages write in lower case before the name (Spanish, Portuguese,
 * Italian, French, Dutch, Polish, Indonesian, Vietnamese, Russian, Ukrainian). English and German
 * put the kind inside a capitalised name, where the kind-word rules read it. The pattern ignores
 * case (a line may open with 'Ресторан'), so the name's capital is checked on the run read after it.
 */
const KIND_BEFORE_NAME = new RegExp(
  String.raw`(?<![\p{L}])(restaurante|restaurant|ristorante|trattoria|osteria|pizzeria|cafetería|cafeteria|café|caffè|bar|bistrot|brasserie|boulangerie|pâtisserie|pastelería|panadería|padaria|confeitaria|heladería|gelateria|enoteca|cervecería|cervejaria|taberna|museo|museu|musée|museum|muzeum|parque|parco|parc|mercado|mercato|marché|markt|playa|praia|plage|hotel|hôtel|albergo|restauracja|kawiarnia|piekarnia|cukiernia|restoran|kafe|kedai|warung|rumah makan|pantai|pulau|gunung|danau|taman|nhà hàng|quán|khách sạn|bảo tàng|công viên|chợ|chùa|đền|đảo|hồ|núi|vịnh|thác|động|tu viện|nhà thờ|bãi biển|ресторан|ресторане|ресторані|кафе|кофейня|кав'ярня|бар|музей|пекарня|отель|готель)\s+(?=[\p{Lu}"“«„])`,
  'giu',
);
/** Words for 'in' or 'at' that end a name and say where it is. */
const PLACED_IN = /\s(?:en|em|in|no|na|nel|à|au|ở|tại|di|w|в|у)\s.*$/u;
/** Drinks ordered by a kind of place's name ('un café Americano', 'a bar Negroni'). */
const DRINKS = new Set(['americano', 'espresso', 'cortado', 'macchiato', 'cappuccino', 'latte', 'negroni', 'spritz', 'mocha', 'frappé', 'frappe', 'bombón', 'solo', 'con', 'leche']);
const QUOTED_NAME = /^["“«„]([^"“”«»„\n]{2,40})["”»“]/u;
/** The kinds that are also the drink, and the words for 'of' or 'for' that make them the drink. */
const COFFEE = /^caf(?:é|è|e|fè)$/iu;
const OF_BEFORE = /(?<![\p{L}])(?:del|di|de|da|do|du|per|for|of)\s+$/iu;

/**
 * A sight named as the kind of it 'of' a name, in the languages that do ("l'abbaye de Cluny", 'la
 * grotte de Font-de-Gaume', 'el castillo de Bellver', 'il castello di Miramare'): the kind is part
 * of its name. Only sights: 'un restaurante de Madrid' is a restaurant in Madrid.
 */
const SIGHT_OF_NAME =
  /(?<![\p{L}])(abbaye|abbazia|abadía|abadia|château|castillo|castello|castelo|cathédrale|catedral|cattedrale|basilique|basílica|église|iglesia|igreja|chiesa|grotte|grotta|gruta|cueva|palais|palacio|palazzo|palácio|musée|museo|museu|mosteiro|monastère|monasterio|jardin|jardín|jardim)\s+(de|del|de la|du|des|di|della|do|da|dos|das)\s+(?=\p{Lu})/giu;

export function findNamesAfterKind(text: string): PhrasePlace[] {
  const found: PhrasePlace[] = [];
  for (const match of text.matchAll(SIGHT_OF_NAME)) {
    const from = match.index + match[0].length;
    const run = nameRunAt(text, from, 4);
    if (!run || run.index !== from) continue;
    const name = cleanName(run.name.replace(PLACED_IN, ''));
    if (!name) continue;
    const kind = match[1]!;
    found.push({ name: `${kind.charAt(0).toUpperCase()}${kind.slice(1).toLowerCase()} ${match[2]!.toLowerCase()} ${name}`, index: match.index });
  }
  for (const match of text.matchAll(KIND_BEFORE_NAME)) {
    const from = match.index + match[0].length;
    const quoted = QUOTED_NAME.exec(text.slice(from, from + 50));
    if (quoted) {
      found.push({ name: fromShouting(cleanName(quoted[1]!)), index: from + 1 });
      continue;
    }
    const run = nameRunAt(text, from, 4);
    if (!run || run.index !== from) continue;
    // 'Casa Lucio en Madrid': the name ends where a word says where it is.
    const name = cleanName(run.name.replace(PLACED_IN, ''));
    // 'un café Americano' is a drink, not a café called Americano.
    if (!name || name.toLowerCase().split(/\s+/).every((word) => FOOD_WORDS.has(word) || DRINKS.has(word))) continue;
    // The kind is part of what people call the place ('Restaurante Casa Lucio', 'Đảo Cô Tô').
    const kind = match[1]!;
    // 'macchina del caffè', 'taza de café', 'tasse de café': coffee the drink, whatever is named after it.
    if (COFFEE.test(kind) && OF_BEFORE.test(text.slice(Math.max(0, match.index - 5), match.index))) continue;
    found.push({ name: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${name}`, index: match.index });
  }
  return found;
}

/**
 * A word that puts someone somewhere, then a capitalised name in quotes, in the languages members
 * write in. English 'in' is left out: 'starring in "Barbie"' names a film.
 */
const QUOTED_AFTER_AT =
  /(?<![\p{L}])(?:at|di|im|en|em|no|na|au|chez|bei|nel|bij|op|w|в)\s+[“"«„]([\p{Lu}\p{N}][^“”"«»„\n]{1,40})[”"»“]/gu;
const MAX_QUOTED_WORDS = 5;

export function findQuotedPlaces(text: string): PhrasePlace[] {
  const found: PhrasePlace[] = [];
  for (const match of text.matchAll(QUOTED_AFTER_AT)) {
    const name = fromShouting(cleanName(match[1]!));
    if (!name || name.split(/\s+/).length > MAX_QUOTED_WORDS) continue;
    found.push({ name, index: match.index + match[0].indexOf(match[1]!) });
  }
  return found;
}

/** 'Best ramen in NYC is Ippudo', 'The best pizza in town? Lucali', '… the best restaurants in new york city - Don Angie': the name after the superlative's verb, question mark or dash. */
const BEST_IS =
  /(?<![\p{L}])(?:best|favou?rite|fave|top)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:in|of|on)\s+(?:[\p{L}'’.-]+\s+){0,2}?[\p{L}'’.-]+(?:\s+(?:is|=|goes to|has to be)\s+|\?\s+|\s+[-–—:]\s+)(?=[\p{Lu}\d])/giu;

export function findSuperlativePlaces(text: string): PhrasePlace[] {
  const found: PhrasePlace[] = [];
  for (const match of text.matchAll(BEST_IS)) {
    const run = nameRunAt(text, match.index + match[0].length, 5);
    if (!run || run.index !== match.index + match[0].length) continue;
    const name = cleanName(run.name);
    if (name) found.push({ name, index: run.index });
  }
  return found;
}

/** 'both our Fúkudon stores', 'at our Joe's Pizza location': a business speaking of its own places. */
const OUR_OUTLETS =
  /(?<![\p{L}])(?:[Oo]ur|[Bb]oth our|[Aa]ll our|[Aa]ll of our)\s+(?=\p{Lu})([^\n]{1,50}?)\s+(?:stores?|outlets?|branch(?:es)?|locations?|shops?|restaurants?|caf[eé]s?|bars?|studios?|boutiques?)(?![\p{L}])/gu;

export function findOwnOutlets(text: string): PhrasePlace[] {
  const found: PhrasePlace[] = [];
  for (const match of text.matchAll(OUR_OUTLETS)) {
    const start = match.index + match[0].indexOf(match[1]!);
    const run = nameRunAt(text, start, 4);
    // The name must fill the words between 'our' and the kind: 'our new menu at all stores' names none.
    if (!run || run.index !== start || run.end !== start + match[1]!.length) continue;
    const name = cleanName(run.name);
    if (name && !DESCRIPTIVE_WORDS.has(name.toLowerCase())) found.push({ name, index: run.index });
  }
  return found;
}
