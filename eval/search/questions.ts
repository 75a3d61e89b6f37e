// The search evaluation's questions: what a member types or asks, and the saves that answer it
// (by corpus key: the fixture corpus and eval/search/saves.ts). Every third question is held out:
// its figures are printed apart and are never what the search is tuned on.
export type QuestionKind = 'name' | 'place' | 'date' | 'ingredient' | 'hashtag' | 'language' | 'typo' | 'paraphrase';

export interface EvaluationQuestion {
  question: string;
  /** The saves that answer it; any of them in the top five counts. */
  expected: string[];
  kind: QuestionKind;
}

const QUESTIONS: EvaluationQuestion[] = [
  // Names
  { question: 'Lilia', expected: ['ig-lilia-williamsburg'], kind: 'name' },
  { question: 'Boot Café', expected: ['ig-boot-cafe-paris'], kind: 'name' },
  { question: 'Dishoom', expected: ['tt-dishoom-shoreditch'], kind: 'name' },
  { question: 'ninja creami', expected: ['tt-ninja-creami-product'], kind: 'name' },
  { question: 'Sony headphones', expected: ['x-sony-headphones-product'], kind: 'name' },
  { question: 'Bar Trench', expected: ['ig-bar-trench-tokyo'], kind: 'name' },
  { question: 'via carota', expected: ['x-via-carota-west-village'], kind: 'name' },
  { question: 'Tartine', expected: ['x-tartine-sf'], kind: 'name' },
  { question: 'Taqueria Orinoco', expected: ['ev-taqueria-orinoco-cdmx'], kind: 'name' },
  { question: 'augustiner keller', expected: ['ev-biergarten-munich'], kind: 'name' },
  { question: 'Uniqlo bag', expected: ['tt-uniqlo-bag-product'], kind: 'name' },
  { question: 'Hollywood Bowl concert', expected: ['x-hollywood-bowl-last-night'], kind: 'name' },
  // Places
  { question: 'ramen in Brooklyn', expected: ['ig-ramen-guide-nyc'], kind: 'place' },
  { question: 'coffee in Tokyo', expected: ['x-tokyo-coffee-guide', 'tt-shimokitazawa-tokyo'], kind: 'place' },
  { question: 'bars in Barcelona', expected: ['x-bar-mut-barcelona'], kind: 'place' },
  { question: 'pastries in Lisbon', expected: ['tt-manteigaria-lisbon', 'ig-48-hours-lisbon'], kind: 'place' },
  { question: 'brunch in Melbourne', expected: ['ev-brunch-melbourne'], kind: 'place' },
  { question: 'coffee in Los Angeles', expected: ['tt-go-get-em-tiger-la'], kind: 'place' },
  { question: 'bakery in Paris', expected: ['ev-boulangerie-utopie-paris', 'ig-boot-cafe-paris'], kind: 'place' },
  { question: 'Camden', expected: ['ig-jazz-cafe-gig-london'], kind: 'place' },
  { question: 'Greenpoint', expected: ['ig-pottery-class-greenpoint'], kind: 'place' },
  { question: 'Mexico City', expected: ['x-mexico-city-neighbourhoods', 'ev-taqueria-orinoco-cdmx'], kind: 'place' },
  { question: 'wine bar in Copenhagen', expected: ['ev-natural-wine-bar-copenhagen'], kind: 'place' },
  { question: 'izakaya in Osaka', expected: ['ev-izakaya-osaka'], kind: 'place' },
  // Dates and events
  { question: 'upcoming events', expected: ['ig-jazz-cafe-gig-london', 'ig-pottery-class-greenpoint', 'tt-makers-market-brooklyn', 'x-lisbon-devs-meetup', 'ev-yoga-class-hackney', 'ev-vinyl-fair-berlin', 'ev-comedy-night-austin'], kind: 'date' },
  { question: 'gigs', expected: ['ig-jazz-cafe-gig-london'], kind: 'date' },
  { question: 'pottery class', expected: ['ig-pottery-class-greenpoint'], kind: 'date' },
  { question: 'open mic comedy', expected: ['ev-comedy-night-austin'], kind: 'date' },
  { question: 'free outdoor movie', expected: ['x-bryant-park-movie-tomorrow'], kind: 'date' },
  { question: 'record fair', expected: ['ev-vinyl-fair-berlin'], kind: 'date' },
  { question: 'when is the Lisbon devs meetup', expected: ['x-lisbon-devs-meetup'], kind: 'date' },
  { question: 'yoga class on Saturday', expected: ['ev-yoga-class-hackney'], kind: 'date' },
  { question: 'makers market', expected: ['tt-makers-market-brooklyn'], kind: 'date' },
  // Ingredients
  { question: 'recipe with salmon', expected: ['ig-miso-salmon-recipe'], kind: 'ingredient' },
  { question: 'gochujang', expected: ['ev-kimchi-fried-rice-recipe'], kind: 'ingredient' },
  { question: 'eggs and feta', expected: ['ev-shakshuka-recipe'], kind: 'ingredient' },
  { question: 'vodka pasta', expected: ['ig-vodka-rigatoni-recipe'], kind: 'ingredient' },
  { question: 'chocolate chip cookies', expected: ['tt-brown-butter-cookies-recipe'], kind: 'ingredient' },
  { question: 'greek yogurt and chia seeds', expected: ['tt-overnight-oats-recipe'], kind: 'ingredient' },
  { question: 'brioche buns', expected: ['tt-smash-burger-recipe'], kind: 'ingredient' },
  { question: 'recipes', expected: ['ig-vodka-rigatoni-recipe', 'ig-miso-salmon-recipe', 'tt-smash-burger-recipe', 'tt-brown-butter-cookies-recipe', 'tt-overnight-oats-recipe', 'ev-kimchi-fried-rice-recipe', 'ev-shakshuka-recipe'], kind: 'ingredient' },
  // Hashtags
  { question: '#brooklyneats', expected: ['ig-lilia-williamsburg'], kind: 'hashtag' },
  { question: '#afrobeat', expected: ['ig-jazz-cafe-gig-london'], kind: 'hashtag' },
  { question: 'sourdough', expected: ['x-tartine-sf'], kind: 'hashtag' },
  { question: '#kettlebell', expected: ['ev-kettlebell-workout'], kind: 'hashtag' },
  { question: 'naturalwine', expected: ['ev-natural-wine-bar-copenhagen'], kind: 'hashtag' },
  { question: '#thingstodoinlondon', expected: ['ig-jazz-cafe-gig-london'], kind: 'hashtag' },
  // Other languages
  { question: 'pão de queijo', expected: ['ev-padaria-sao-paulo'], kind: 'language' },
  { question: 'padaria sao paulo', expected: ['ev-padaria-sao-paulo'], kind: 'language' },
  { question: 'gelato firenze', expected: ['ev-gelato-florence'], kind: 'language' },
  { question: 'biergarten', expected: ['ev-biergarten-munich'], kind: 'language' },
  { question: 'tacos de trompo', expected: ['ev-taqueria-orinoco-cdmx'], kind: 'language' },
  { question: 'boulangerie', expected: ['ev-boulangerie-utopie-paris'], kind: 'language' },
  { question: 'pasteis de belem', expected: ['ig-48-hours-lisbon', 'tt-manteigaria-lisbon'], kind: 'language' },
  { question: 'Tayer Elementary', expected: ['x-tayer-elementary-london'], kind: 'language' },
  // Typos
  { question: 'ramne', expected: ['ig-ramen-guide-nyc'], kind: 'typo' },
  { question: 'crossaint', expected: ['ev-boulangerie-utopie-paris'], kind: 'typo' },
  { question: 'Manteigria', expected: ['tt-manteigaria-lisbon'], kind: 'typo' },
  { question: 'kimchee fried rice', expected: ['ev-kimchi-fried-rice-recipe'], kind: 'typo' },
  { question: 'shakshouka', expected: ['ev-shakshuka-recipe'], kind: 'typo' },
  { question: 'noise canceling', expected: ['x-sony-headphones-product'], kind: 'typo' },
  // Paraphrases and questions
  { question: 'good flat white in Paris', expected: ['ig-boot-cafe-paris'], kind: 'paraphrase' },
  { question: 'where can I get breakfast in London', expected: ['tt-dishoom-shoreditch'], kind: 'paraphrase' },
  { question: 'cheap French dinner', expected: ['tt-bouillon-pigalle-paris'], kind: 'paraphrase' },
  { question: 'glute workout', expected: ['ig-glute-day-workout'], kind: 'paraphrase' },
  { question: 'back exercises', expected: ['tt-pull-day-workout'], kind: 'paraphrase' },
  { question: 'workout with no equipment', expected: ['tt-hiit-workout'], kind: 'paraphrase' },
  { question: 'program to get a stronger squat', expected: ['x-5x5-workout'], kind: 'paraphrase' },
  { question: 'which sunscreen did I save', expected: ['ig-sunscreen-product'], kind: 'paraphrase' },
  { question: 'rooftop drinks in London', expected: ['tt-rooftop-bars-london'], kind: 'paraphrase' },
  { question: 'sunset DJ in Barcelona', expected: ['tt-rooftop-dj-barcelona-weekly'], kind: 'paraphrase' },
  { question: 'where was that ramen place in Brooklyn?', expected: ['ig-ramen-guide-nyc'], kind: 'paraphrase' },
  { question: 'Japan trip itinerary', expected: ['ev-kyoto-itinerary'], kind: 'paraphrase' },
  { question: 'matcha', expected: ['ev-kyoto-itinerary'], kind: 'paraphrase' },
  { question: 'running shoes', expected: ['ev-running-shoes-product'], kind: 'paraphrase' },
  { question: 'pancakes in Melbourne', expected: ['ev-brunch-melbourne'], kind: 'paraphrase' },
  { question: 'Mary Oliver poem', expected: ['ig-mary-oliver-quote'], kind: 'paraphrase' },
  { question: 'stoic quote', expected: ['x-seneca-quote'], kind: 'paraphrase' },
  { question: 'day trip from Lisbon', expected: ['ig-sintra-day-trip'], kind: 'paraphrase' },
];

export const evaluationQuestions = QUESTIONS.map((item, index) => ({ ...item, heldOut: index % 3 === 2 }));
