// Ingredients written with nothing between them but their quantities: '60ml Tequila - 30ml
// Raspberry Syrup - 30ml Lime Juice', '35ml Whiskey Row | 35ml Vermouth | 15ml Campari', '삼겹살 300g
// 양파 1/2개, 설탕 1스푼', 'Мука – 200 г'. Captions of recipe reels and TikToks often lose their line
// breaks and headings; what stays is a run of quantities with units, which in real captions only
// recipes have three of (none of the eval set's other posts does).
import type { RecipeTemplate } from '@stash/shared';
import { cleanName, stripEmoji } from './names';
import { parseQuantity } from './quantities';

type Ingredient = RecipeTemplate['ingredients'][number];

/** Units written after a number, in the languages members write recipes in. */
const UNITS = [
  'cups?', 'tbsps?', 'tablespoons?', 'tbs', 'tsps?', 'teaspoons?', 'g', 'grams?', 'gr', 'grs', 'kg', 'ml', 'cl', 'dl', 'l', 'oz',
  'ounces?', 'lbs?', 'pounds?', 'cloves?', 'cans?', 'slices?', 'sprigs?', 'scoops?', 'shots?',
  // Spanish, Portuguese, Italian, French, German, Indonesian
  'cdas?', 'cdtas?', 'cucharadas?', 'cucharaditas?', 'tazas?', 'dientes?', 'colher(?:es)?', 'xícaras?', 'cucchia(?:io|ini|ino)',
  'c\\.\\s?à\\s?[sc]\\.?', 'EL', 'TL', 'sdm', 'sdt', 'siung', 'gelas',
  // Korean, Russian and Ukrainian, Japanese and Chinese
  '개', '컵', '스푼', '큰술', '작은술', '숟가락', '그램', 'шт', 'г', 'гр', 'кг', 'мл', 'л', 'ст\\.?\\s?л', 'ч\\.?\\s?л', 'стакана?', '個', '本', '杯', '克',
].join('|');
const QUANTITY = String.raw`(?:\d+(?:[.,]\d+)?(?:\s?\/\s?\d+)?|[½¼¾⅓⅔])`;
/** A quantity and its unit ('60ml', '1/2개', '200 г'), or a Japanese spoon before its number ('大さじ1'). */
const MEASURE = new RegExp(String.raw`(?<![\p{L}\p{N}])(${QUANTITY})\s?(${UNITS})\.?(?![\p{L}])|(大さじ|小さじ)\s?(${QUANTITY})`, 'giu');
/** What parts two ingredients, or an ingredient and a heading: a separator, a bracket, an emoji or a colon. */
const ITEM_BREAK = /\s[-–—|·•+]\s|[|·•,;:()\n]|[\p{Extended_Pictographic}]/u;
/** Scripts whose recipes write the item first and its measure after ('양파 1/2개', 'Мука – 200 г', '砂糖 大さじ1'). */
const ITEM_FIRST_SCRIPT = /[\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

const FLAT_MEASURES_MIN = 3;
/** A training post's loads are measures too ('3 sets of 100kg squats, 80kg bench'): not a recipe. */
const TRAINING = /\b\d+\s*(?:sets|reps)\b|\bsets? of\b|\b(?:squats?|deadlifts?|bench press|lunges?|workout|wod|amrap|emom|hiit)\b/i;

interface Measure {
  index: number;
  end: number;
  qty: number | null;
  unit: string;
}

function measuresIn(text: string): Measure[] {
  return [...text.matchAll(MEASURE)].map((match) => ({
    index: match.index,
    end: match.index + match[0].length,
    qty: parseQuantity((match[1] ?? match[4] ?? '').replace(/\s/g, '')),
    unit: (match[2] ?? match[3] ?? '').replace(/\s/g, '').replace(/\.$/, ''),
  }));
}

function itemAfter(text: string, from: number, to: number): string {
  const span = text.slice(from, to);
  const end = span.search(ITEM_BREAK);
  return cleanItem(end >= 0 ? span.slice(0, end) : span);
}

function itemBefore(text: string, from: number, to: number): string {
  const span = text.slice(from, to).replace(/[\s\-–—:]+$/u, '');
  // The words after the last break before the measure.
  return cleanItem(span.split(ITEM_BREAK).at(-1) ?? '');
}

function cleanItem(text: string): string {
  // '30ml @Lanique Rose Liqueur': a brand's account names the bottle.
  const item = cleanName(stripEmoji(text).replace(/[@#]/g, '').replace(/^(?:de|of|di|du)\s+/i, '').replace(/\s+/g, ' '));
  return /\p{L}/u.test(item) && item.split(' ').length <= 8 ? item : '';
}

/** The ingredients of a caption written as a run of measures, or null when it has fewer than three. */
export function flatIngredients(text: string): Ingredient[] | null {
  if (TRAINING.test(text)) return null;
  const measures = measuresIn(text);
  if (measures.length < FLAT_MEASURES_MIN) return null;
  const itemFirst = ITEM_FIRST_SCRIPT.test(text);
  const ingredients: Ingredient[] = [];
  measures.forEach((measure, at) => {
    const previousEnd = measures[at - 1]?.end ?? Math.max(0, measure.index - 60);
    const nextStart = measures[at + 1]?.index ?? Math.min(text.length, measure.end + 60);
    const item = itemFirst ? itemBefore(text, previousEnd, measure.index) || itemAfter(text, measure.end, nextStart) : itemAfter(text, measure.end, nextStart) || itemBefore(text, previousEnd, measure.index);
    if (item) ingredients.push({ qty: measure.qty, unit: measure.unit.toLowerCase(), item, note: null });
  });
  return ingredients.length >= FLAT_MEASURES_MIN ? ingredients : null;
}
