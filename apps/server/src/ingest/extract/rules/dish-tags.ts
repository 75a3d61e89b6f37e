// A recipe post that opens with a hook ('I'll spend money on many things but not on …') often
// names its dish only in a hashtag: '#beefandbroccoli', '#butterchickenrecipe'. A tag is read as a
// dish when it splits wholly into dish and ingredient words, two at least ('beef and broccoli').
import { FOOD_WORDS } from './lexicon';

/** Dish and ingredient words beyond the lexicon's, common in recipe tags. */
const MORE_DISH_WORDS = `
  broccoli potato potatoes meatball meatballs garlic onion onions lemon lime mango banana chocolate chip apple carrot
  spinach mushroom mushrooms tomato tomatoes bean beans lentil lentils chickpea chickpeas corn peanut sesame teriyaki
  orange coconut vanilla strawberry blueberry berry pumpkin zucchini eggplant aubergine pepper peppers cucumber lamb
  turkey bacon sausage ham stir fry casserole stew chili loaf muffin muffins wrap wraps bowl bowls quesadilla enchiladas
  tamales fajitas nachos burrito chowder bisque pilaf korma makhani murgh shakshuka granola oat oats overnight protein
  cinnamon pecan walnut almond pistachio caramel maple ginger basil pesto alfredo parmesan mac cheesy lasagne bolognese
`;
/** Words that join a dish's words ('beef and broccoli', 'mac n cheese'). */
const JOINERS = new Set(['and', 'n', 'with']);
/** Words that are a meal or a feed, not a dish ('#foodtiktok', '#dinnerideas'). */
const NOT_DISH = new Set(['food', 'foods', 'eats', 'menu', 'breakfast', 'brunch', 'lunch', 'dinner', 'drink', 'drinks', 'homemade', 'vegan', 'vegetarian', 'sauce', 'dip', 'hot', 'cold', 'sweet']);

const VOCABULARY = new Set([...FOOD_WORDS, ...MORE_DISH_WORDS.split(/\s+/).filter(Boolean)]);
const LONGEST_WORD = Math.max(...[...VOCABULARY].map((word) => word.length));
const MAX_TAG_LENGTH = 40;

/** The tag split into known words, longest words first; null when some part is no known word. */
function splitTag(tag: string): string[] | null {
  // best[i]: the fewest words that spell tag[0..i), with the words.
  const best: Array<string[] | null> = [[], ...Array<null>(tag.length).fill(null)];
  for (let end = 1; end <= tag.length; end++) {
    for (let start = Math.max(0, end - LONGEST_WORD); start < end; start++) {
      const before = best[start];
      const word = tag.slice(start, end);
      if (!before || !(VOCABULARY.has(word) || JOINERS.has(word))) continue;
      if (!best[end] || before.length + 1 < best[end]!.length) best[end] = [...before, word];
    }
  }
  return best[tag.length] ?? null;
}

/** The dish a post's hashtags name, as words ('Beef and Broccoli'), or null. */
export function dishFromHashtags(hashtags: string[]): string | null {
  for (const raw of hashtags) {
    const tag = raw.replace(/^#/, '').toLowerCase().replace(/recipes?$/, '');
    if (!/^\p{Ll}+$/u.test(tag) || tag.length > MAX_TAG_LENGTH) continue;
    const words = splitTag(tag);
    if (!words || words.length < 2 || JOINERS.has(words[0]!) || JOINERS.has(words.at(-1)!)) continue;
    if (words.some((word) => NOT_DISH.has(word))) continue;
    return words.map((word) => (JOINERS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1))).join(' ');
  }
  return null;
}
