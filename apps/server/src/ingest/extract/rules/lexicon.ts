// Word lists the place, event and product rules share: words that are never a name on their
// own (dishes, adjectives, calendar words) and words that show a sentence is about a place.

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

/** Dish, drink and food words: a capitalised run made only of these is a dish ('Honey Butter Toast'). */
export const FOOD_WORDS = set(`
  toast croissant croissants pasta pizza pizzas ramen burger burgers taco tacos latte lattes coffee cake cakes cookie
  cookies bread butter honey cheese salad soup noodles noodle sandwich sandwiches roll rolls bun buns dumplings dumpling
  chicken pork beef fries wings dessert desserts ice cream gelato wine wines cocktail cocktails beer beers tea matcha
  brunch breakfast lunch dinner sushi steak frites chips fish rice curry pie pies tart tarts donut donuts
  doughnut bagel bagels espresso cappuccino negroni spritz martini margarita margaritas mezcal tequila whisky whiskey
  sake oysters oyster clams lobster crab shrimp prawns salmon tuna tonkotsu miso tofu vegan vegetarian naan chai
  pastry pastries cheesecake tiramisu brownie brownies waffles pancakes eggs egg benedict avocado smash smashburger
  smashed fried grilled roasted crispy spicy sweet sour hot cold iced fresh homemade house special specials
  carbonara cacio pepe e lasagna rigatoni spaghetti gnocchi risotto burrata focaccia nata pastel pasteis de la
  dim sum bao pho banh mi kimchi bibimbap ceviche empanadas paella tapas churros crepes crêpes galette soufflé
  sauce dip drinks drink food eats menu soft boiled poached scrambled baked steamed braised smoked raw glazed stuffed
  kulfi paan lassi biryani samosa masala tikka paneer dosa falafel hummus shawarma kebab gyro gyros
`);

/** Words that open a description, not a name ('Best Pizza in NYC', 'Hidden Gem'). */
export const DESCRIPTIVE_WORDS = set(`
  best top favorite favourite favourites favorites fave faves new newest hidden cheap cheapest cute cozy cosy tiny little
  small big huge great good amazing incredible perfect ultimate classic iconic famous legendary underrated overrated
  local viral trendy popular secret must must-try must-visit essential only first last next another every some my our
  your his her their this that these those the a an ok okay nice lovely beautiful gorgeous stunning honest quick easy
  simple healthy cheap budget luxury fancy casual late early weekend weekday sunday monday tuesday wednesday thursday
  friday saturday morning afternoon evening night today tonight tomorrow yesterday happy merry family kids romantic
  couples private public quiet peaceful charming historic abandoned empty busy crowded scenic
`);

/** Nationalities and cuisines, which describe a place of a kind ('Italian restaurant', 'Irish pub') without naming one. */
export const CUISINE_ADJECTIVES = set(`
  italian french spanish mexican japanese chinese korean thai vietnamese indian greek turkish lebanese moroccan ethiopian
  peruvian brazilian argentinian argentine american british english irish scottish welsh german portuguese filipino
  indonesian malaysian taiwanese cantonese szechuan sichuan persian israeli mediterranean caribbean jamaican cuban african
  nepalese pakistani russian polish ukrainian hungarian georgian asian european latin nordic scandinavian hawaiian cajun
  australian canadian belgian dutch swiss austrian
`);

/** Meals and what is had at them, in the languages members write in: 'Pranzo da Roscioli', 'Tapas en Bar Pinotxo'. */
export const MEAL_WORDS = set(`
  breakfast brunch lunch dinner supper drinks coffee tapas pranzo cena colazione aperitivo merenda jantar almoço almoco
  lanche comida desayuno almuerzo dîner diner déjeuner dejeuner apéro frühstück mittagessen abendessen kaffee koffie
  ontbijt borrel café caffè cafe
`);

/** Calendar words, never a venue: 'at Christmas', 'at Noon'. */
export const CALENDAR_WORDS = set(`
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun january february
  march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov
  dec christmas easter halloween thanksgiving ramadan eid diwali noon midnight midday dawn dusk sunset sunrise
  today tonight tomorrow weekend weekends night morning evening afternoon am pm spring summer autumn winter
`);

/** Words that show a sentence talks about going somewhere to eat, drink, stay or do something. */
export const VENUE_CONTEXT = new RegExp(
  String.raw`\b(?:dinner|lunch|brunch|breakfast|happy hour|drinks?|coffee|cocktails?|ate|eat|eating|dined|dining|ordered|order|got the|try the|tried|grab(?:bed)?|visit(?:ed)?|stay(?:ed|ing)?|stopped|went|go to|head(?:ed)? to|queue|queued|line|wait|reservations?|book(?:ed|ing)?|walk[- ]?ins?|table|counter|seats?|menu|open(?:s|ed)?|located|find (?:us|them|it)|spot|restaurant|bar|caf[eé]|bakery|pizza|ramen|tacos?|pasta|sushi|burgers?|croissants?|wine|beer|negroni|yakitori|tapas|fritelle|slice|bite|meal|food|pastry|pastries|croissants?|bread|cake|gelato|ice cream|dessert|latte|espresso|matcha|tea|burgers?|bbq|dumplings?|noodles?|curry|sandwich(?:es)?|bagels?|donuts?|oysters?|steak|cheap eats|event|show|gig|concert|party|class|workshop|market|exhibition|screening|festival|meetup|night|live)\b`,
  'i',
);

/** Words of an event. */
export const EVENT_WORDS =
  /\b(?:tickets?|rsvp|doors|installation|celebration|line-?up|concert|gig|live music|live at|live (?:jazz|band|set|show|performance|blues|salsa|acoustic)|(?:jazz|blues|salsa|techno|disco|trivia|game|comedy|karaoke) night|dj|dj set|band|jam session|festival|fest|market|pop-?up|workshop|class|classes|masterclass|course|lesson|exhibition|exhibit|screening|premiere|meetup|meet-?up|talk|panel|party|parties|rave|club night|show|shows|tour|tasting|supper club|run club|open mic|comedy|stand-?up|quiz|trivia|karaoke night|launch|opening night|grand opening|session|sessions|performance|recital|fair|expo|conference|summit|hackathon|parade|fireworks|matinee|sold out|on stage|headlin\w+|new dates?|per person|(?:limited|few|last) (?:spots|seats|places)|sign[- ]?up|register|book (?:now|via|your (?:spot|seat|place)))\b/i;

/** Words of a class rather than a one-off event. */
export const CLASS_WORDS = /\b(?:class|classes|workshop|lesson|lessons|course|masterclass|bootcamp|training|tutorial|seminar)\b/i;

export function isCalendarWord(word: string): boolean {
  return CALENDAR_WORDS.has(word.toLowerCase().replace(/[’']s$/, '').replace(/\.$/, ''));
}

/** Words that join the words of a dish ('Egg and Coffee', 'Fish n Chips'). */
const JOINING_WORDS = new Set(['and', 'n', "'n'", 'with', 'of', 'on', 'y', 'e', 'et', 'und', 'en']);

/** Whether every word of a name is a food word or a descriptive word ('Spicy Vodka Rigatoni'). */
export function isOnlyFoodOrDescription(name: string): boolean {
  const words = name.toLowerCase().split(/[\s\-+&/]+/).filter((word) => word && !JOINING_WORDS.has(word));
  return words.length > 0 && words.every((word) => FOOD_WORDS.has(word) || DESCRIPTIVE_WORDS.has(word) || CALENDAR_WORDS.has(word) || /^\d/.test(word));
}
