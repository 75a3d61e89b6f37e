// What kind of place a name or its surrounding words describe: the entity type (restaurant, cafe,
// bar, ...) and a category (its cuisine or kind). More specific phrases are listed first, so
// 'wine bar' wins over 'bar' and 'coffee shop' over 'shop'.
import { rememberingLast } from './remembered';

export type VenueType = 'restaurant' | 'cafe' | 'bar' | 'bakery' | 'museum' | 'park' | 'hotel' | 'gym' | 'studio' | 'shop' | 'venue';

export interface VenueKind {
  type: VenueType;
  category: string | null;
}

const word = (source: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}])`, 'iu');

const KIND_WORDS: Array<[RegExp, VenueType, string | null]> = [
  [word('wine bars?|natural wine|enoteca|bar à vins?'), 'bar', 'wine bar'],
  [word('cocktail bars?|cocktails?|speakeasy|mixology'), 'bar', 'cocktail bar'],
  [word('rooftop bars?|rooftops?'), 'bar', 'rooftop bar'],
  [word('beer gardens?|biergarten|brewery|brewpub|taproom|craft beer'), 'bar', 'beer'],
  [word('night ?clubs?|clubbing'), 'bar', 'nightclub'],
  [word('karaoke'), 'bar', 'karaoke'],
  [word('jazz (?:cafe|café|club|bar)|music venue|concert hall|music hall|live house|theat(?:re|er)|playhouse|auditorium|arena|stadium|amphitheat(?:re|er)|cinema|comedy club|opera house|arts? cent(?:er|re)|convention cent(?:er|re)|auditorio|auditório|centro cultural|centre culturel'), 'venue', 'music venue'],
  [word('coffee shops?|coffee bars?|coffee|espresso|roastery|roasters|cafeteria|caf[eé]s?|kaffee|koffie|tea ?house|tea room|matcha'), 'cafe', null],
  [word('gelato|gelateria|ice cream|helader[ií]a'), 'cafe', 'ice cream'],
  [word('bakery|bakeries|boulangerie|p[aâ]tisserie|bakehouse|panader[ií]a|pasticceria|bäckerei|konditorei|croissanterie|donuts?|doughnuts?|pastry shop|pastries|pastry|pastel de nata|past[eé]is|croissants?|sourdough|loaf|morning buns?|cruffins?'), 'bakery', null],
  [word('ramen|izakaya|trattoria|osteria|ristorante|pizzeria|pizza|sushi|omakase|yakitori|taqueria|tacos?|bistrot?|brasserie|steakhouse|steak ?house|smokehouse|diner|eatery|restaurant|restaurants|restaurante|dim sum|dumplings?|noodles?|pho|bbq|barbecue|burgers?|tapas|brunch|canteen|cantina|kitchen|grill|deli|bagels?|seafood|oyster bar|supper club|food hall|chophouse|churrascaria|curry house|bodega|banh mi|biryani|kebab|shawarma|falafel|hot ?pot|korean bbq|sandwich(?:es)?|pasta|carbonara|cacio e pepe|eats'), 'restaurant', null],
  [word('weinhaus|weinbar|weinstube|brauhaus|bierhaus|bierkeller|kneipe|eetcafé|bruin café|cervejaria|boteco|tasca|taberna|taverna|sidrer[ií]a'), 'bar', null],
  [word('gasthaus|gasthof|wirtshaus|restaurantje|marisquer[ií]a|pulper[ií]a|asador|churrer[ií]a|padaria|lanchonete|tascas?'), 'restaurant', null],
  [word('bars?|pubs?|tavern|lounge|cervecer[ií]a|bodeguita'), 'bar', null],
  [word('museums?|mus[eé]e|museo|gallery|galleries|galerie|palace|pal[aá]cio|palacio|castle|castelo|castillo|cathedral|basilica|temple|shrine|monastery|mosque|abbey|abbaye|abbazia|abad[ií]a|abtei|cath[eé]drale|catedral'), 'museum', null],
  [word('parks?|gardens?|botanical|jard[ií]n|parque|parc|miradouro|mirador|viewpoint|lookout|beach|praia|playa'), 'park', null],
  // Sights people travel to: 'Antelope Canyon', 'Niagara Falls', 'Lake Bled', 'Mount Fuji'.
  [word('canyon|waterfall|falls|lake|lagoon|glacier|volcano|caves?|grottes?|grott[ae]|valley|cliffs|mount|mt|peak|national park|nature reserve|dunes|cascada|cachoeira|lago|lac|monte|forest|gorge|fjord|cove|reef|cueva|gruta|hồ|núi|đảo|vịnh|thác|động|pantai|pulau|gunung|danau|air terjun|пляж|озеро|гора'), 'park', null],
  // German lakes end in 'See' ('Schweriner See'); at the start it is English ('See the GroupMe').
  [/(?<![\p{L}])see$/iu, 'park', null],
  // Castles and temples in the languages whose names put the kind first ('Hrad Skály', 'chùa Một Cột').
  [word('hrad|zámek|zamek|schloss|château|castello|kasteel|chùa|đền|bảo tàng|музей'), 'museum', null],
  [word('nhà hàng|quán|restoran|warung|rumah makan|ресторан|ресторане|ресторані|restauracja'), 'restaurant', null],
  [word('kafe|kedai kopi|kawiarnia|кафе|кофейня'), 'cafe', null],
  [word('hotels?|hostel|resort|ryokan|motel|inn|guesthouse|b&b|lodge'), 'hotel', null],
  [word('gym|crossfit|climbing gym|bouldering|boxing club'), 'gym', null],
  [word('yoga|pilates|studio|barre|dance studio|spin studio|ceramics|pottery'), 'studio', null],
  [word('food hall|market hall|markets?|mercado|march[eé]|flea market'), 'venue', 'market'],
  // Brazil's malls write 'Shopping' into their name ('MorumbiShopping'); a bare 'mall' is as often a street ('Mall Ring Circle').
  [/\p{Ll}Shopping$/u, 'shop', 'mall'],
  [word('bookstore|bookshop|boutique|concept store|vintage store|thrift store|record store|florist|shop|store'), 'shop', null],
  // Japanese names end in their kind, with no space before it ('防府天満宮', '川崎市民ミュージアム').
  [/(?:神社|神宮|天満宮|大社|寺|城|美術館|博物館|ミュージアム)$/u, 'museum', null],
  [/(?:公園|庭園)$/u, 'park', null],
  [/(?:温泉|旅館|ホテル)$/u, 'hotel', null],
  [/(?:喫茶|珈琲|カフェ)$/u, 'cafe', null],
  [/(?:食堂)$/u, 'restaurant', null],
  [/(?:酒場)$/u, 'bar', null],
  [/(?:水族館|動物園|市場|タワー)$/u, 'venue', null],
];

/** Cuisine or speciality words, most specific first; the category of a food or drink place. */
const CATEGORY_WORDS: Array<[RegExp, string]> = [
  [word('ramen'), 'ramen'],
  [word('sushi|omakase'), 'sushi'],
  [word('izakaya'), 'izakaya'],
  [word('yakitori'), 'yakitori'],
  [word('dim sum'), 'dim sum'],
  [word('dumplings?'), 'dumplings'],
  [word('pizza|pizzeria|neapolitan'), 'pizza'],
  [word('pasta|trattoria|osteria|ristorante|cacio e pepe|carbonara'), 'italian'],
  [word('tacos?|taqueria|mexican|birria|mezcal'), 'mexican'],
  [word('pho|banh mi|vietnamese'), 'vietnamese'],
  [word('thai'), 'thai'],
  [word('korean|korean bbq|bibimbap'), 'korean'],
  [word('japanese'), 'japanese'],
  [word('chinese|sichuan|szechuan|cantonese|hot ?pot'), 'chinese'],
  [word('indian|curry|biryani|dosa'), 'indian'],
  [word('french|bistro|brasserie'), 'french'],
  [word('greek|gyros?'), 'greek'],
  [word('lebanese|middle eastern|falafel|shawarma|kebab|mezze'), 'middle eastern'],
  [word('ethiopian'), 'ethiopian'],
  [word('peruvian|ceviche'), 'peruvian'],
  [word('spanish|tapas|paella'), 'spanish'],
  [word('bbq|barbecue|smokehouse'), 'bbq'],
  [word('burgers?'), 'burgers'],
  [word('steak|steakhouse|chophouse'), 'steak'],
  [word('seafood|oysters?|lobster'), 'seafood'],
  [word('vegan|plant[- ]based'), 'vegan'],
  [word('bagels?'), 'bagels'],
  [word('brunch'), 'brunch'],
  [word('sandwich(?:es)?|deli'), 'sandwiches'],
  [word('noodles?'), 'noodles'],
  [word('croissants?|pastry|pastries|viennoiserie'), 'pastry'],
  [word('matcha'), 'matcha'],
  [word('coffee|espresso|latte'), 'coffee'],
];

const COUNTING_KIND_WORDS = KIND_WORDS.map(([pattern, type, category]) => [new RegExp(pattern.source, 'giu'), type, category] as const);

// Names are asked about many times per post (every rule checks them): answers are remembered.
const MEMORY_LIMIT = 4000;
function remembered<T>(compute: (text: string) => T): (text: string) => T {
  const memory = new Map<string, T>();
  return (text) => {
    const known = memory.get(text);
    if (known !== undefined || memory.has(text)) return known as T;
    if (memory.size >= MEMORY_LIMIT) memory.clear();
    const value = compute(text);
    memory.set(text, value);
    return value;
  };
}

export const categoryOf = remembered((text: string): string | null => CATEGORY_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null);

/** 'lãnh sự quán', 'đại sứ quán': a consulate and an embassy, whose last word is also an eatery's ('quán'). */
const NOT_EATERIES = /(?:lãnh sự|đại sứ) quán/giu;

const withoutNonEateries = (text: string) => (text.includes('quán') ? text.replace(NOT_EATERIES, ' ') : text);

/** The kind named by these words, or null when none is named. */
export const venueKindOf = remembered((written: string): VenueKind | null => {
  const text = withoutNonEateries(written);
  for (const [pattern, type, category] of KIND_WORDS) {
    if (pattern.test(text)) return { type, category: category ?? (isFoodType(type) ? categoryOf(text) : null) };
  }
  return null;
});

/** Each venue of a post asks for the whole post's kind again. */
const rememberedDominantKind = rememberingLast(4, countDominantKind);

/** The kind most often named in a longer text ('the best ramen ... our ramen spot' beats one 'bar'). */
export function dominantVenueKind(text: string): VenueKind | null {
  const kind = rememberedDominantKind(text);
  return kind && { ...kind };
}

function countDominantKind(written: string): VenueKind | null {
  const text = withoutNonEateries(written);
  let best: { kind: VenueKind; count: number } | null = null;
  for (const [pattern, type, category] of COUNTING_KIND_WORDS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > 0 && (!best || count > best.count)) best = { kind: { type, category }, count };
  }
  if (!best) return null;
  const category = best.kind.category ?? (isFoodType(best.kind.type) ? categoryOf(text) : null);
  return { type: best.kind.type, category };
}

/** Meal words: a place people go to eat at, when no kind word says which. */
const MEAL_TALK = /\b(?:breakfast|brunch|lunch|dinner|supper|menu|dishes|tasting menu|mains?|starters?|courses?|naan|eat(?:s|ing)?|ate|dined|meal)\b/i;

/**
 * A venue's kind: its own name speaks first ('Joe's Pizza'), then the words around it
 * ('📍 Lilia — the best pasta'), then the post as a whole when it is about one place.
 */
export function guessVenueKind(name: string, ...contexts: string[]): VenueKind {
  const own = venueKindOf(name);
  if (own?.category) return own;
  for (const context of contexts) {
    const found = dominantVenueKind(context);
    if (!found) continue;
    if (!own) return found;
    if (!isFoodType(own.type)) return own;
    const category = categoryOf(context) ?? (found.type === own.type ? found.category : null);
    return { type: own.type, category };
  }
  if (own) return own;
  const meal = contexts.find((context) => MEAL_TALK.test(context));
  return meal ? { type: 'restaurant', category: categoryOf(meal) } : { type: 'venue', category: null };
}

export function isFoodType(type: string): boolean {
  return type === 'restaurant' || type === 'cafe' || type === 'bar' || type === 'bakery';
}
