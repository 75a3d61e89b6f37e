// Place names that are also ordinary words, first names, foods or brands. In free text such a name
// counts only when something says it is a place: a preceding 'in', 'at', 'to'..., a region or
// country after a comma ('Nice, France'), or its city or region named elsewhere in the text
// ('Bondi, Coogee, Manly' beside 'Sydney'). Lookups of a location field do not apply these rules.

/** Mentions that need a place cue. Compared folded (lower case, no accents). */
export const CUE_REQUIRED_NAMES: readonly string[] = [
  // English words
  'nice', 'reading', 'mobile', 'bath', 'split', 'male', 'man', 'van', 'hue', 'tours', 'oral', 'hail', 'sari',
  'colon', 'independence', 'providence', 'mesa', 'boulder', 'buffalo', 'cork', 'flint', 'stoke', 'springs',
  'ruse', 'mission', 'manly', 'reunion', 'turkey', 'chad', 'jordan', 'jersey', 'chile', 'mecca',
  'medina', 'canton', 'concord', 'victoria', 'orange', 'sale', 'deal', 'bury', 'march', 'hope', 'paradise',
  'normal', 'surprise', 'hudson', 'petra', 'playa', 'cabo', 'rio',
  // First names and surnames
  'aurora', 'charlotte', 'madison', 'jackson', 'savannah', 'augusta', 'lincoln', 'eugene', 'everett', 'gary',
  'tyler', 'bryan', 'norman', 'florence', 'regina', 'nancy', 'mary', 'george', 'sofia', 'rosario', 'leon',
  'salvador', 'hamilton', 'columbus', 'columbia', 'concordia', 'georgia', 'santos', 'vladimir', 'constantine',
  'darwin', 'kobe', 'dali', 'bose', 'batman', 'engels', 'tamale', 'carlton', 'nelson', 'chelsea',
  // Foods, drinks and words of other languages
  'bordeaux', 'burgundy', 'parma', 'como', 'essen', 'perm', 'natal', 'franca', 'campos', 'palmas', 'americana',
  'posadas', 'corrientes', 'resistencia', 'bello', 'pasto', 'manta', 'coro', 'goma', 'lira', 'tema', 'tanga',
  'puri', 'pali', 'naga', 'chita', 'sucre', 'jos', 'iwo', 'cali', 'patagonia', 'borough',
  // Street and venue names, or people, more often than the place
  'washington', 'holland',
];

/**
 * Big cities and regions whose names are also lower-case words ('lima beans', 'a phoenix'): matched in
 * free text only when capitalised, although other names that size match in any case.
 */
export const CAPITALISED_ONLY_NAMES: readonly string[] = [
  'phoenix', 'lima', 'bologna', 'cologne', 'hamburg', 'frankfurt', 'vienna', 'capri', 'madeira', 'baja', 'brittany',
  'skye', 'indiana', 'alberta', 'denver', 'porto', 'santiago', 'sonoma', 'napa', 'florida', 'champagne', 'java',
];

/**
 * Words that make a several-word name an ordinary phrase when written in lower case ('a long beach
 * walk', 'the city', 'gold coast'): such names match only when capitalised.
 */
export const ORDINARY_PHRASE_WORDS: readonly string[] = [
  'the', 'old', 'long', 'little', 'big', 'grand', 'gold', 'golden', 'red', 'light', 'district', 'quarter', 'village',
  'mission', 'drive', 'park', 'hill', 'hills', 'heights', 'beach', 'bay', 'point', 'square', 'garden', 'gardens',
  'market', 'island', 'islands', 'lake', 'valley', 'coast', 'town', 'end', 'upper', 'lower', 'central', 'downtown',
  'midtown', 'street', 'road', 'wharf', 'circle', 'springs', 'rock', 'falls', 'harbour', 'harbor', 'keys', 'annex',
  'loop', 'river', 'forest', 'black', 'highlands', 'mile', 'arts', 'design', 'financial', 'winelands', 'route',
  'corridor', 'factory', 'port', 'cross', 'sea',
];

/** Leading articles that make a name an ordinary phrase in lower case ('la boca', 'el born'). */
export const ORDINARY_LEADING_WORDS: readonly string[] = ['la', 'le', 'les', 'el', 'il'];

/** Words after a name that make it a street or a building rather than a mention of the place. */
export const STREET_WORDS_AFTER: readonly string[] = [
  'street', 'saint', 'square', 'ave', 'avenue', 'blvd', 'boulevard', 'rd', 'road', 'sq', 'bridge', 'lane', 'ln', 'terrace',
  'parkway', 'pkwy', 'highway', 'hwy', 'plaza', 'circle', 'tunnel', 'turnpike', 'expressway',
];

/** Phrases that contain a place name but mean something else: skipped whole. */
export const STOP_PHRASES: readonly string[] = [
  'north america', 'south america', 'central america', 'latin america', 'bank of america', 'captain america',
  'paris hilton', 'paris baguette', 'london fog', 'new york times', 'new york post', 'boston cream',
  'washington square', 'washington square park', 'george washington', 'jersey mikes', 'jersey mike s',
  'brooklyn nine nine', 'sex and the city', 'emily in paris',
];

/** Words before a name that say it is a place. */
export const PLACE_CUES: readonly string[] = [
  'in', 'at', 'to', 'from', 'near', 'around', 'visiting', 'visit', 'visited', 'across', 'through', 'throughout',
  'outside', 'towards', 'toward', 'via', 'into', 'explore', 'exploring', 'explored', 'of', 'downtown', 'central',
  'north', 'south', 'east', 'west', 'en', 'trip', 'travel', 'travelling', 'traveling', 'based', 'moved', 'living',
  'welcome',
];

/** Words after a name that say it is a place ('Austin-based', 'Nice area'). */
export const PLACE_CUES_AFTER: readonly string[] = ['based', 'area', 'trip', 'travel', 'itinerary', 'guide', 'locals'];

/** A word after any name that makes it a style, dish or drink rather than a place. */
export const BLOCKING_WORDS_AFTER: readonly string[] = [
  'style', 'sprouts', 'mustard', 'wings', 'mule', 'sling', 'cheesesteak', 'iced', 'salami', 'ham', 'beans',
  'hat', 'hats', 'pig', 'pigs', 'nuts', 'shorts', 'triangle', 'relleno', 'rellenos', 'verde', 'crisp', 'pepper',
  'peppers', 'cream', 'grande', 'sour', 'sandwich', 'sandwiches', 'inn', 'tomato', 'tomatoes',
];

/** A word just before a name that makes it something else ('beef Wellington', 'Chef Lima'). */
export const BLOCKING_WORDS_BEFORE: readonly string[] = [
  'beef', 'drag', 'blue', 'chef', 'mr', 'mrs', 'ms', 'dr', 'dj', 'miss', 'sir', 'lady', 'coach', 'uncle', 'aunt', 'auntie',
];

/** Per name: words just before it that mean a drink or a person rather than the place. */
export const NAME_BLOCKING_WORDS_BEFORE: Readonly<Record<string, readonly string[]>> = {
  manhattan: ['a', 'perfect', 'classic', 'rye', 'bourbon', 'black'],
  paris: ['plaster'],
};
