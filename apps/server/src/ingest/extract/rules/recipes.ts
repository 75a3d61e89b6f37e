// Recipes: ingredient lines with quantities and units ('2 cups flour', '1/2 tsp salt', '200g
// spaghetti', '1 (14 oz) can tomatoes', '½ tsp'), numbered or 'Step 1' steps, servings, prep and
// cook times, difficulty, equipment and tips, read into the recipe template. A post is a recipe
// only with enough ingredient lines (or an ingredients heading), so a '3 stops from Shibuya' line
// in a travel post is never an ingredient.
import type { RecipeTemplate } from '@stash/shared';
import { dishFromHashtags } from './dish-tags';
import { extractHashtags } from './hashtags';
import { flatIngredients } from './flat-ingredients';
import { FOOD_WORDS } from './lexicon';
import { cleanName, stripEmoji, titleCaseIfLower } from './names';
import { linesOf } from './post-text';
import { QUANTITY, parseDurationMinutes, parseQuantity } from './quantities';

export interface RecipeFinding {
  template: RecipeTemplate;
  /** Where the ingredient lines are, so dates and prices there are not read as anything else. */
  spans: Array<[number, number]>;
}

type Ingredient = RecipeTemplate['ingredients'][number];

const UNIT_NAMES: Array<[RegExp, string]> = [
  [/^(?:cups?|c)$/i, 'cup'],
  [/^(?:tbsps?|tablespoons?|tbs|tbl|T)$/, 'tbsp'],
  [/^(?:tsps?|teaspoons?|t)$/, 'tsp'],
  [/^(?:g|grams?|gr|gms?)$/i, 'g'],
  [/^(?:kg|kgs|kilos?|kilograms?)$/i, 'kg'],
  [/^(?:ml|millilit(?:er|re)s?|mls)$/i, 'ml'],
  [/^(?:l|lit(?:er|re)s?)$/i, 'l'],
  [/^(?:cl|dl)$/i, 'cl'],
  [/^(?:oz|ounces?)$/i, 'oz'],
  [/^(?:fl\.? ?oz)$/i, 'fl oz'],
  [/^(?:lbs?|pounds?)$/i, 'lb'],
];
const UNITS =
  String.raw`cups?|c\.|tbsps?|tablespoons?|tbs|tsps?|teaspoons?|g|grams?|gr|kg|kilograms?|kilos?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|cl|dl|fl\.? ?oz|oz|ounces?|lbs?|pounds?|pinch(?:es)?|dash(?:es)?|cloves?|cans?|tins?|jars?|sticks?|slices?|pieces?|bunch(?:es)?|handfuls?|sprigs?|stalks?|heads?|packs?|packets?|packages?|sheets?|scoops?|knobs?|splash(?:es)?|drizzle|fillets?|bags?|bottles?|inch(?:es)?|cm|cubes?|leaves|sachets?|shots?|squeeze`;

const BULLET = String.raw`^\s*(?:[-–•*·▪◦→✔✓]|[\p{Extended_Pictographic}\uFE0F]+|\d{1,2}[.)]\s)?\s*`;
const INGREDIENT = new RegExp(
  `${BULLET}(?:a\\s+|an\\s+)?(${QUANTITY}(?:\\s*(?:-|–|to)\\s*${QUANTITY})?)\\s*(?:\\(([^)]{1,30})\\)\\s*)?(?:(${UNITS})\\.?(?![\\p{L}])\\s*)?(?:(?:of|de|di|du)\\s+)?([\\p{L}].*)$`,
  'iu',
);
const UNIT_ONLY = new RegExp(`${BULLET}(?:a\\s+)?(pinch|dash|handful|splash|drizzle|squeeze|knob)\\s+of\\s+([\\p{L}].*)$`, 'iu');
/** 'Ingredients' in the languages members write in: a heading line, a heading inside a line. */
const INGREDIENT_WORDS = String.raw`ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|malzemeler|nguyên liệu|材料|재료|المكونات|المقادير`;
const INGREDIENTS_HEADING = new RegExp(String.raw`^\s*[\p{Extended_Pictographic}\uFE0F\s]*(?:what you(?:'|’)?ll need|you(?:'|’)?ll need|you need|shopping list|for the [\p{L} ]{2,20}|${INGREDIENT_WORDS})\s*[:：\-–]?\s*$`, 'iu');
const STEPS_HEADING = /^\s*[\p{Extended_Pictographic}\uFE0F\s]*(?:method|instructions?|directions?|steps?|how to(?: make(?: it)?)?|preparation|prep|to make|zubereitung|préparation|preparación|modo de prepar[oa]|modo de preparação|preparazione|procedimento|bereiding|werkwijze|yapılışı|cách làm|作り方|만드는 법|طريقة التحضير)\s*[:：\-–]?\s*$/iu;
/** 'Malzemeler: - Dana incik 3-4 kg - Yaş kekik otu - …': the list on the heading's own line (TikTok keeps no line breaks). */
const INLINE_INGREDIENTS = new RegExp(String.raw`(?:^|\s)(?:${INGREDIENT_WORDS})\s*[:：]\s*(\S.*)$`, 'iu');
const INLINE_ITEMS_MIN = 3;
const SUB_HEADING = /^\s*([\p{L} ]{2,20})\s*[:：]\s*(.*)$/u;
const STEP_LINE = /^\s*(?:step\s*(\d{1,2})\s*[:.)\-–]?|(\d{1,2})\s*[.)]|([1-9])\uFE0F?\u20E3|(🔟))\s*(.+)$/iu;
const COOKING_VERB =
  /^\s*(?:preheat|heat|boil|bring|mix|stir|whisk|combine|add|bake|roast|grill|fry|saute|sauté|simmer|cook|pour|serve|chill|blend|fold|season|place|roll|top|toss|melt|beat|knead|cut|chop|slice|dice|drain|transfer|spread|sprinkle|garnish|marinate|let|leave|remove|cover|reduce|mash|grate|squeeze|brush|scatter|assemble|layer|freeze|refrigerate|fridge|store|microwave|air ?fry|pat|smash|flip|stack|arrange|divide|form|shape|press|repeat|finish|drizzle|tear|off the heat|lower|meanwhile|once|when|while|in a|into a|using)\b/i;
const NOT_FOOD_UNITLESS = /^(?:stops?|min|mins|minutes?|hours?|hrs?|days?|weeks?|people|persons|servings?|sets?|reps?|rounds?|x|times|spots?|places?|k\b|%|am|pm|years?|ingredients?|steps?|ways?|things|tips)\b/i;

const EQUIPMENT = [
  'oven', 'air fryer', 'skillet', 'cast iron pan', 'frying pan', 'saucepan', 'dutch oven', 'sheet pan', 'baking sheet',
  'baking tray', 'loaf tin', 'cake tin', 'muffin tin', 'stand mixer', 'hand mixer', 'food processor', 'blender',
  'instant pot', 'pressure cooker', 'slow cooker', 'wok', 'grill', 'broiler', 'microwave', 'whisk', 'spatula',
  'rolling pin', 'mandoline', 'thermometer', 'pot', 'pan', 'tray', 'jar', 'jars',
];

function unitName(unit: string | undefined): string | null {
  if (!unit) return null;
  const trimmed = unit.replace(/\.$/, '');
  for (const [pattern, name] of UNIT_NAMES) if (pattern.test(trimmed)) return name;
  return trimmed.toLowerCase().replace(/(?<=[^s])s$/, '').replace(/ches$/, 'ch').replace(/ve$/, 've');
}

/** '2 garlic cloves, grated' -> item 'garlic cloves', note 'grated'; '(14 oz)' becomes the note. */
function parseIngredient(line: string, inSection: boolean): Ingredient | null {
  const match = INGREDIENT.exec(line);
  if (match) {
    const [, quantity = '', bracket, unit, rest = ''] = match;
    if (!unit && !inSection && NOT_FOOD_UNITLESS.test(rest)) return null;
    if (!unit && NOT_FOOD_UNITLESS.test(rest)) return null;
    const qty = parseQuantity(quantity);
    const { item, note } = splitNote(rest);
    if (!item || item.split(/\s+/).length > 8) return null;
    const notes = [bracket?.trim(), note].filter((value): value is string => Boolean(value));
    return { qty, unit: unitName(unit), item, note: notes.length > 0 ? notes.join('; ') : null };
  }
  const unitOnly = UNIT_ONLY.exec(line);
  if (unitOnly) {
    const { item, note } = splitNote(unitOnly[2] ?? '');
    return item ? { qty: null, unit: (unitOnly[1] ?? '').toLowerCase(), item, note } : null;
  }
  return null;
}

function splitNote(rest: string): { item: string; note: string | null } {
  const text = stripEmoji(rest).replace(/\s+/g, ' ').trim();
  const bracket = /\(([^)]*)\)/.exec(text);
  const withoutBracket = bracket ? (text.slice(0, bracket.index) + text.slice(bracket.index + bracket[0].length)).trim() : text;
  const comma = withoutBracket.search(/,|\s[-–—]\s|\s\+\s(?=more|extra)/);
  const item = (comma >= 0 ? withoutBracket.slice(0, comma) : withoutBracket).replace(/[.;:]+$/, '').trim();
  const notes = [bracket?.[1]?.trim(), comma >= 0 ? withoutBracket.slice(comma).replace(/^[,\s\-–—+]+/, '').trim() : null].filter((value): value is string => Boolean(value));
  return { item, note: notes.length > 0 ? notes.join('; ') : null };
}

/** Ingredients written on one line ('SAUCE: 3 tbsp mayo, 1 tbsp ketchup, pinch of paprika'). */
function inlineIngredients(line: string): Ingredient[] | null {
  const heading = SUB_HEADING.exec(line);
  const list = heading ? heading[2] ?? '' : line;
  const parts = list.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2) return null;
  const parsed = parts.map((part) => parseIngredient(part, true));
  const counted = parsed.filter((ingredient): ingredient is Ingredient => ingredient !== null && (ingredient.unit !== null || ingredient.qty !== null));
  return counted.length >= 2 && counted.length >= parts.length - 1 ? parsed.filter((ingredient): ingredient is Ingredient => ingredient !== null) : null;
}

/** The items after an ingredients heading on one line, up to the next heading ('Materials:', 'Note:'). */
function inlineIngredientList(line: string): Ingredient[] | null {
  const rest = INLINE_INGREDIENTS.exec(line)?.[1];
  if (!rest) return null;
  const list = rest.split(/\s[\p{L}]{2,20}\s*:\s/u)[0] ?? '';
  const items = list
    .split(/\s+[-–•·]\s+|^[-–•·]\s+|\s*[,،;]\s*/u)
    .map((part) => part.trim())
    .filter(Boolean);
  if (items.length < INLINE_ITEMS_MIN) return null;
  return items.map((item) => parseIngredient(item, true) ?? { qty: null, unit: null, item: cleanName(item), note: null });
}

const HEADING_WORDS = /^(?:serves|makes|for\s+\d|yield|prep|cook|total|ready)/i;

/** A first line that talks to the reader or about the author is a hook, not the dish's name. */
const HOOK = /\b(?:i|i'm|i've|me|my|you|your|we|these|those|they|were|was|let|ya'll|y'all|too|just|how|why|when|what|so good|this is)\b/i;
/** Words that end a dish phrase on the left ('this morning is PB&J protein pancakes'). */
const PHRASE_STOP = new Set(['is', 'are', 'was', 'were', 'this', 'that', 'these', 'the', 'a', 'an', 'my', 'our', 'some', 'of', 'and', 'with', 'good', 'so', 'how', 'today', 'morning', 'night', 'for', 'to']);
const DISH_PHRASE_WORDS_MAX = 4;
/** Food words that are a meal, a manner or a kind, never the dish itself. */
const NOT_DISH_HEADS = new Set(['breakfast', 'brunch', 'lunch', 'dinner', 'food', 'eats', 'menu', 'drink', 'drinks', 'fried', 'grilled', 'roasted', 'crispy', 'spicy', 'sweet', 'sour', 'hot', 'cold', 'iced', 'fresh', 'homemade', 'house', 'special', 'specials', 'vegan', 'vegetarian', 'smash', 'smashed', 'de', 'la', 'e', 'sauce', 'dip']);

/** Where a caption's ingredients start: a line opening with a number, or a quantity with its unit. */
const INGREDIENTS_START = /\n\s*[-•*]?\s*\d|\d+\s*(?:lbs?|ib|oz|g|kg|ml|cups?|tbsp|tsp)\b/i;
/** A quantity or a unit: the words of an ingredient line, never of a dish's name. */
const QUANTITY_WORD = /^(?:\d[\d/.,½¼¾⅓⅔]*|[½¼¾⅓⅔]|lbs?|ib|oz|g|kg|ml|l|cups?|tbsp|tsp|tablespoons?|teaspoons?|grams?|pounds?|ounces?)$/i;

/** How dishes are made: words in -ed that belong to a dish's name ('roasted chicken'). */
const COOKED = new Set(
  'grilled roasted fried baked smoked braised stuffed pickled glazed poached toasted whipped crushed pulled shredded scrambled sauteed sautéed seared steamed candied caramelized caramelised marinated spiced salted creamed mashed loaded blackened battered breaded iced frosted layered sliced minced honeyed charred cured dried stewed boiled jerked curried'.split(' '),
);
/** 'you finally nailed grandma's lasagna': a pronoun, a verb or an adverb ends a dish's name on its left. */
function isClauseWord(word: string): boolean {
  const bare = word.toLowerCase().replace(/[^\p{L}'’]/gu, '');
  if (FOOD_WORDS.has(bare) || COOKED.has(bare)) return false;
  return /^(?:i|you|we|they|he|she|it|me|us|them|your|his|her|their|just|finally|really|totally|literally|actually)$/.test(bare) || /(?:ed|ing|ly)$/.test(bare);
}

/** The words before the first food word of the post's opening, and the food word: 'PB&J protein pancakes'. */
function dishPhrase(text: string): string | null {
  // The dish is named before the ingredients start ('1 lb ground beef' is one of them).
  const opening = text.slice(0, text.search(INGREDIENTS_START) >>> 0);
  const words = opening.replace(/[#@]\S+/g, ' ').split(/\s+/);
  const at = words.findIndex((word) => {
    const bare = word.toLowerCase().replace(/[^\p{L}&]/gu, '');
    return FOOD_WORDS.has(bare) && !NOT_DISH_HEADS.has(bare);
  });
  if (at < 0) return null;
  const phrase = [words[at]!.replace(/[^\p{L}&]+$/u, '')];
  for (let index = at - 1; index >= 0 && phrase.length < DISH_PHRASE_WORDS_MAX; index -= 1) {
    const word = words[index]!;
    if (/[.!?:,;]$/.test(word) || PHRASE_STOP.has(word.toLowerCase()) || QUANTITY_WORD.test(word) || isClauseWord(word)) break;
    phrase.unshift(word);
  }
  return phrase.join(' ');
}

/** Words a first line opens with that name no dish ('Nothing to add, it's perfect', 'Finally!'). */
const NOT_DISHES = new Set(
  'nothing everything something anything this that these today tonight yesterday hello hi hey wow omg yes no ok okay finally new guys friends'.split(' '),
);

/** 'Repost @someone', '#regram': a line that says who posted first, before the post's own words. */
const REPOST_OPENING = /^\s*#?(?:repost|regram)\b(?:\s*(?:from|by|via)?\s*@[\p{L}\p{N}_.]+)?[\s:•·.-]*/iu;

function dishName(text: string): string | null {
  // A tag or an account is never part of a dish's name ('#Repost Nothing to add').
  const firstLine = (text.split('\n').find((line) => line.trim()) ?? '').replace(REPOST_OPENING, '').replace(/[#@][\p{L}\p{N}_.]+/gu, ' ');
  // Only the line's first words, up to an emoji: 'spicy vodka rigatoni you'll make on repeat' and
  // 'Stovetop Meatballs✨ My favorite ...' name their dish.
  const title = firstLine.replace(/^[\s\p{Extended_Pictographic}\uFE0F\u200D]+/u, '').split(/[\p{Extended_Pictographic}]/u)[0] ?? '';
  const hook = HOOK.test(title.split(/\s+/).slice(0, 3).join(' '));
  // A hook line with no dish in it names nothing: better no name than 'I'll spend money on many things'.
  const first = hook ? dishPhrase(text) : firstLine;
  if (!first) return null;
  // An emoji ends the dish's name as surely as a dash does ('miso glazed salmon 🐟 my most-saved ...').
  const opening = first.replace(/^[\s\p{Extended_Pictographic}\uFE0F\u200D]+/u, '').split(/[\p{Extended_Pictographic}]/u)[0] ?? '';
  let name = stripEmoji(opening).replace(/\s+/g, ' ');
  name = name.split(/\s[—–|]\s|\s-\s|[(:!?]|\.\s/)[0] ?? '';
  // '… shrimp pasta is my go-to weeknight dinner': the verb starts what is said of the dish.
  name = name.replace(/\s+(?:that|which|you|i|we|to|so|is|are|was|were|has|have|will|in\s+(?:just\s+)?\d+\s*(?:min|minutes|mins|hours?))\b.*$/i, '');
  name = name.replace(/\b(?:makes|serves|for)\s+\d+.*$/i, '');
  // 'Berry Rose Paloma by @someone': the account was blanked, its connecting word stays behind.
  name = name.replace(/\s+(?:by|from|via|par|por|von)\s*$/i, '');
  name = name.replace(/^(?:(?:the|my|our|this|a|an|only|best|easiest|easy|perfect|ultimate|quick|simple|viral|famous|favou?rite|homemade|recipe|literally|actually|\d+[- ]?(?:minute|min|ingredient)s?)\s+)+/i, '');
  name = name.replace(/\s+(?:recipe|recipes)(?:\s.*)?$/i, '');
  // 'Receita de bolo de cenoura', 'Ricetta della carbonara', 'Rezept für Apfelkuchen': the dish follows.
  name = name.replace(/^(?:receitas?|recetas?|ricett[ae]|recettes?|rezepte?|recept(?:en)?|recipe)\s+(?:(?:de|da|do|del|della|dello|di|du|des|für|voor|for|of)\s+)?/iu, '');
  name = cleanName(name);
  if (!name || !/\p{L}/u.test(name) || NOT_DISHES.has(name.toLowerCase())) return null;
  const words = name.split(' ');
  if (words.length > 6) name = words.slice(0, 6).join(' ');
  const lower = titleCaseIfLower(name) === name ? name : name.charAt(0).toUpperCase() + name.slice(1);
  return /^\p{Lu}+$/u.test(lower.replace(/[^\p{L}]/gu, '')) ? lower.charAt(0) + lower.slice(1).toLowerCase() : lower;
}

/** The dish named in the post's opening words, written as a name ('halloween porridge' -> 'Halloween porridge'). */
function titledDishPhrase(text: string): string | null {
  const phrase = dishPhrase(text.replace(REPOST_OPENING, ''));
  return phrase ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : null;
}

function servingsOf(text: string): number | null {
  const match =
    /\bserves\s*:?\s*(\d+)/i.exec(text) ??
    /\b(\d+)\s+servings?\b/i.exec(text) ??
    /\bservings?\s*:?\s*(\d+)/i.exec(text) ??
    /\bfeeds\s+(\d+)/i.exec(text) ??
    /\bmakes\s+(?:about\s+)?(\d+)\b/i.exec(text) ??
    /^\s*for\s+(\d+)\s*(?:people|persons|:|$)/im.exec(text) ??
    /\byields?\s*:?\s*(\d+)/i.exec(text);
  const value = match ? Number(match[1]) : null;
  return value !== null && value > 0 && value <= 100 ? value : null;
}

function timeAfter(text: string, pattern: RegExp): number | null {
  const match = pattern.exec(text);
  return match ? parseDurationMinutes(match[1] ?? '') : null;
}

// Spaces, never line breaks: '... makes 4\n20 min start to finish' is not '4-20 min'.
const DURATION_TEXT = String.raw`(\d+(?:[.,]\d+)?[ \t]*(?:-|–)?[ \t]*(?:\d+[ \t]*)?(?:h|hrs?|hours?|m|mins?|minutes?)\b(?:[ \t]*\d+[ \t]*(?:m|mins?|minutes?)\b)?|\d+h\d{2})`;

function difficultyOf(text: string): string | null {
  const labelled = /\bdifficulty\s*[:\-–]?\s*(easy|medium|moderate|intermediate|hard|difficult|advanced|beginner)/i.exec(text);
  const word = labelled?.[1] ?? /(?:^|[·•|,]\s*)(easy|medium|hard)\s*(?:$|[·•|,])/im.exec(text)?.[1] ?? /\b(super easy|so easy|easy|beginner[- ]friendly|simple|intermediate|advanced|challenging)\b/i.exec(text)?.[1];
  if (!word) return null;
  const lower = word.toLowerCase();
  if (/easy|beginner|simple/.test(lower)) return 'easy';
  if (/medium|moderate|intermediate/.test(lower)) return 'medium';
  return 'hard';
}

/** Words heading a recipe's parts, as they stand inside a flattened line ('🥣 Ingredientes 🥣 • 1 kg …', 'INGREDIENTES: -1 taza …'). */
const PART_HEADINGS = String.raw`(?:${INGREDIENT_WORDS}|receta|receita|ricetta|pasos|preparación|preparo|preparazione|method|instructions|directions)`;
const HAS_PART_HEADING = new RegExp(PART_HEADINGS, 'iu');
/** The space before a heading, its emoji included. */
const BEFORE_FLAT_HEADING = new RegExp(String.raw`\s(?=[\p{Extended_Pictographic}\uFE0F]*\s*${PART_HEADINGS}(?![\p{L}]))`, 'giu');
/** The space after a heading and its colon or emoji. */
const AFTER_FLAT_HEADING = new RegExp(String.raw`(${PART_HEADINGS}\s*(?:[:：]|[\p{Extended_Pictographic}\uFE0F]+))\s`, 'giu');
/** The space before a bullet, or before a dash and a quantity: where an ingredient or step line began. */
const FLAT_BULLET = /\s(?=[•·▪◦]\s|-\s?[\d½¼¾⅓⅔])/gu;
const FLAT_BULLETS_MIN = 2;

/**
 * A recipe whose line breaks were lost (scraped captions, TikTok's one-line descriptions): the
 * same text with a line break in place of the space before each heading and bullet, so every
 * offset stays where it was. Null when the text does not read as such a list.
 */
function unflattened(text: string): string | null {
  if ((text.match(FLAT_BULLET)?.length ?? 0) < FLAT_BULLETS_MIN || !HAS_PART_HEADING.test(text)) return null;
  const lined = text.replace(BEFORE_FLAT_HEADING, '\n').replace(AFTER_FLAT_HEADING, '$1\n').replace(FLAT_BULLET, '\n');
  return lined === text ? null : lined;
}

export function findRecipe(text: string): RecipeFinding | null {
  const found = readRecipe(text);
  if (found) return found;
  const lined = unflattened(text);
  return (lined ? readRecipe(lined) : null) ?? readFlatRecipe(text);
}

/**
 * A recipe written as a run of measures with no lines or headings ('60ml Tequila - 30ml Lime Juice
 * - ...'): kept only when its dish has a name, since nothing else in such a caption says what it is.
 */
function readFlatRecipe(text: string): RecipeFinding | null {
  const ingredients = flatIngredients(text);
  if (!ingredients) return null;
  const dish = namedDish(text);
  return dish ? recipeFinding(text, dish, { ingredients, steps: [], tips: [], spans: [[0, text.length]], metaLines: [] }) : null;
}

/** 'how to make Maida Heatter's Mile-High Cinnamon Bread', 'Cómo hacer Pan de Muerto': a dish named as a title. */
const HOW_TO_MAKE =
  /(?<![\p{L}])(?:how to make|how i make|recipe for|cómo hacer|como fazer|come fare|comment faire|wie man)\s+(?:(?:the|a|an|this|these|our|my|el|la|los|las|o|os|as|il|le|les|un|una|um|uma)\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|and|with|&|de|del|da|do|di|au|aux))*)/u;

/**
 * The recipe of a post that teaches a dish it names as a title ('Get the recipe and step-by-step
 * instructions on how to make Maida Heatter's Mile-High Cinnamon Bread'), with no ingredient lines.
 */
export function recipeNamedAsTitle(text: string): RecipeFinding | null {
  const title = HOW_TO_MAKE.exec(text)?.[1]?.replace(/\s+(?:of|and|with|&|de|del|da|do|di|au|aux)$/u, '');
  const dish = title ? cleanName(title) : '';
  return dish.split(/\s+/).length >= 2 ? recipeFinding(text, dish, { ingredients: [], steps: [], tips: [], spans: [], metaLines: [] }) : null;
}

function namedDish(text: string): string | null {
  return dishName(text) ?? dishFromHashtags(extractHashtags(text)) ?? titledDishPhrase(text);
}

interface RecipeParts {
  ingredients: Ingredient[];
  steps: string[];
  tips: string[];
  spans: Array<[number, number]>;
  /** Lines that are neither ingredients nor steps ('prep 5 min · cook 10 min · easy'): they carry the times. */
  metaLines: string[];
}

function readRecipe(text: string): RecipeFinding | null {
  const lines = linesOf(text);
  const ingredients: Ingredient[] = [];
  const steps: string[] = [];
  const tips: string[] = [];
  const spans: Array<[number, number]> = [];
  let section: 'none' | 'ingredients' | 'steps' = 'none';
  let sawHeading = false;
  let blankRun = 0;
  let counted = 0;
  let unitless = 0;
  // Lines that are neither ingredients nor steps ('prep 5 min · cook 10 min · easy') carry the times.
  const metaLines: string[] = [];
  for (const line of lines) {
    const content = line.text.trim();
    if (!content) {
      blankRun++;
      continue;
    }
    const inlineList = INGREDIENTS_HEADING.test(content) ? null : inlineIngredientList(content);
    if (inlineList) {
      ingredients.push(...inlineList);
      sawHeading = true;
      counted += inlineList.length;
      spans.push([line.index, line.index + line.text.length]);
      continue;
    }
    if (INGREDIENTS_HEADING.test(content)) {
      section = 'ingredients';
      sawHeading = true;
      blankRun = 0;
      continue;
    }
    if (STEPS_HEADING.test(content)) {
      section = 'steps';
      blankRun = 0;
      continue;
    }
    if (/^\s*[\p{Extended_Pictographic}\uFE0F\s]*(?:pro\s+)?(?:tip|note|notes)\s*[:\-–]/iu.test(content) || /^\s*💡/u.test(content)) {
      tips.push(cleanName(content.replace(/^[^:\-–]*[:\-–]\s*/u, '')));
      continue;
    }
    const step = STEP_LINE.exec(content);
    const looksLikeIngredient = !step || section === 'ingredients';
    const ingredient = looksLikeIngredient && !HEADING_WORDS.test(content.replace(/^\W+/u, '')) ? parseIngredient(content, section === 'ingredients') : null;
    if (ingredient && section !== 'steps') {
      ingredients.push(ingredient);
      // '10 goblet squats' has a number but no unit: alone, such lines are not a recipe.
      if (ingredient.unit !== null || section === 'ingredients') counted++;
      else if (ingredient.qty !== null) unitless++;
      spans.push([line.index, line.index + line.text.length]);
      blankRun = 0;
      continue;
    }
    const inline = section !== 'steps' ? inlineIngredients(content) : null;
    if (inline) {
      ingredients.push(...inline);
      counted += inline.filter((ingredient) => ingredient.unit !== null).length;
      spans.push([line.index, line.index + line.text.length]);
      continue;
    }
    if (section === 'ingredients' && blankRun === 0 && !step && content.split(/\s+/).length <= 6 && !/[.!?]$/.test(content) && !/#/.test(content)) {
      // 'salt, basil' or 'flaky salt' under the heading: an ingredient without a quantity.
      for (const part of content.split(/\s*,\s*|\s+\+\s+|\s+&\s+/)) {
        const item = cleanName(part);
        if (item) ingredients.push({ qty: null, unit: null, item, note: null });
      }
      spans.push([line.index, line.index + line.text.length]);
      continue;
    }
    if (step && (section === 'steps' || ingredients.length > 0)) {
      steps.push(cleanName(step[5] ?? ''));
      section = 'steps';
      blankRun = 0;
      continue;
    }
    if ((section === 'steps' || ingredients.length >= 3) && COOKING_VERB.test(content) && !/#/.test(content.slice(0, 2))) {
      steps.push(cleanName(content));
      blankRun = 0;
      continue;
    }
    if (section === 'ingredients' && blankRun > 0) section = 'none';
    metaLines.push(content);
    blankRun = 0;
  }
  const withUnitless = counted > 0 ? counted + unitless : 0;
  const isRecipe = withUnitless >= 3 || (sawHeading && counted >= 1) || (withUnitless >= 2 && steps.length >= 2);
  if (!isRecipe) return null;
  return recipeFinding(text, namedDish(text) ?? 'Recipe', { ingredients, steps, tips, spans, metaLines });
}

function recipeFinding(text: string, dish: string, { ingredients, steps, tips, spans, metaLines }: RecipeParts): RecipeFinding {
  const lower = text.toLowerCase();
  const meta = metaLines.join('\n');
  const prep = timeAfter(meta, new RegExp(String.raw`\bprep(?:aration)?(?:\s+time)?\s*[:\-–]?\s*${DURATION_TEXT}`, 'i'));
  const cook = timeAfter(meta, new RegExp(String.raw`\b(?:cook(?:ing)?|bake|baking)(?:\s+time)?\s*[:\-–]?\s*${DURATION_TEXT}`, 'i'));
  const total =
    timeAfter(meta, new RegExp(String.raw`\b(?:total(?:\s+time)?|ready in|takes|done in|in just|in under)\s*[:\-–]?\s*${DURATION_TEXT}`, 'i')) ??
    timeAfter(meta, new RegExp(String.raw`${DURATION_TEXT}\s+(?:start to finish|total|from start)`, 'i')) ??
    timeAfter(text.split('\n')[0] ?? '', new RegExp(String.raw`(?:^|\bin\s+)${DURATION_TEXT}`, 'i')) ??
    timeAfter(text.split('\n')[0] ?? '', /\b(\d+)[- ]?min(?:ute)?\b/i) ??
    (prep !== null && cook !== null ? prep + cook : null);
  return {
    template: {
      dish,
      time_total_min: total,
      time_prep_min: prep,
      time_cook_min: cook,
      servings: servingsOf(text),
      difficulty: difficultyOf(text),
      ingredients: ingredients.slice(0, 60),
      steps: steps.filter(Boolean).slice(0, 40),
      equipment: EQUIPMENT.filter((tool) => new RegExp(`\\b${tool}\\b`, 'i').test(lower)).filter((tool, _i, all) => !all.some((other) => other !== tool && other.includes(tool))),
      tips: tips.filter(Boolean).slice(0, 10),
    },
    spans,
  };
}
