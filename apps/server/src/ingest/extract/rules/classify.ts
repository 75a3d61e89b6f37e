// The post's category, routing class and likely intent, from what was found in it (a recipe, a
// workout, an event, products, venues, a guide, areas) and, when nothing was, from its words.
import type { MessageIntent, PostCategory, RoutingClass } from '@stash/shared';
import { cuedCategory, type CueCategory, type CueScores } from './category-cues';
import type { ProductCategory } from './products';

export type MainKind = 'recipe' | 'workout' | 'event' | 'past_event' | 'named_event' | 'product' | 'guide' | 'venue' | 'area' | 'none';

export interface PostFacts {
  main: MainKind;
  /** Entity types of the venues found (restaurant, bar, hotel, ...). */
  venueTypes: string[];
  productCategory: ProductCategory | null;
  /** Whether the post reads as travel (see travelScore). */
  travel: boolean;
  /** The text without hashtags. */
  words: string;
  hashtags: string[];
  /** The event's words: nightlife or not. */
  nightlifeEvent: boolean;
  /** What the words and hashtags say (category-cues.ts). */
  cues: CueScores;
  /** The category of the first event named without a day (a fashion week is fashion), when main is named_event. */
  namedEventCategory?: CueCategory | null;
}

export interface Classification {
  category: PostCategory;
  routing_class: RoutingClass;
  overall_message_intent: MessageIntent;
}

export interface TravelSignals {
  words: string;
  hashtags: string[];
  /** Whether the first words of the post are an area's name ('Shimokitazawa is the coolest ...'). */
  opensWithArea: boolean;
  tripTitle: boolean;
  distinctVenueTypes: number;
  hasHotel: boolean;
  areasOnly: boolean;
}

const TRAVEL_WORDS =
  /\b(?:trip|travel(?:l?ing)?|itinerary|day trip|weekend (?:in|away|break)|\d+\s+(?:hours|days|nights)\s+in|first time in|where to stay|stay in|flights?|airport|train from|visiting|explore|exploring|abroad|vacation|holiday|passport|road trip|getaway)\b/i;
const TRAVEL_TAGS = /travel|trip|wanderlust|vacation|holiday|getaway|thingstodoin|visit/i;

/** How strongly a post reads as travel: 3 or more is travel. */
export function travelScore(signals: TravelSignals): number {
  let score = 0;
  if (TRAVEL_WORDS.test(signals.words)) score += 2;
  if (signals.hashtags.some((tag) => TRAVEL_TAGS.test(tag))) score += 1;
  if (signals.opensWithArea) score += 2;
  if (signals.tripTitle) score += 3;
  if (signals.distinctVenueTypes >= 2) score += 1;
  if (signals.hasHotel) score += 2;
  if (signals.areasOnly) score += 2;
  return score;
}

const FOOD_TALK = /\b(?:ate|eat|food|dish|dishes|menu|order(?:ed)?|plates?|tapas|anchovies|bravas|clams|oysters|pasta|pizza|tacos?|ramen|burgers?|steak|bread|croissants?|pastry|brunch|lunch|dinner|breakfast|restaurant|cheese|fish|chicken|manchego|counter)\b/gi;
const DRINK_TALK = /\b(?:cocktails?|drinks?|negroni|martini|spritz|beer|wine|cava|absinthe|whisk(?:e)?y|mezcal|bartenders?|nightcap|shots?|dj|dance|club)\b/gi;
const ENTERTAINMENT = /\b(?:episodes?|movie|film|series|netflix|binge|tv|show|pov|meme|funny|lol|lmao|comedy|relatable|song|album|podcast|game|trailer)\b|😂|🤣|😭|🫠/i;
/** A tag that opens or ends with an entertainment word ('#funnyvideos', '#tvshow'); not one with it inside ('#stvalentin'). */
const ENTERTAINMENT_TAG = /^(?:comedy|funny|memes?|relatable|pov|movies?|films?|tv)|(?:comedy|funny|memes?|movies?|films?|tv)$/i;
const LEARN = /\b(?:tips?|how to|hacks?|lesson|things to know|mistakes|explained|thread|tutorial|guide to|learn|step[- ]by[- ]step|did you know)\b/i;
const QUOTE = /^\s*["“].{10,}["”]\s*[—–-]\s*\p{Lu}/su;
const SHOPPING_TALK = /\b(?:buy|bought|haul|use code|worth it|add to cart|restock)\b/i;
const FASHION = /\b(?:outfits?|ootd|fashion|styling|lookbook|wardrobe|capsule wardrobe|streetwear)\b/i;
const BEAUTY = /\b(?:skincare|makeup|beauty|serum|sunscreen|spf|lipstick|haircare|hair routine|glow up)\b/i;
const HOME = /\b(?:home decor|decor|interior|living room|bedroom|kitchen makeover|apartment|furniture)\b/i;

/** The categories a place can file a post under. */
const PLACE_CATEGORIES = new Set<CueCategory>(['food', 'nightlife', 'travel', 'shopping', 'fitness', 'events', 'beauty']);
const PAST_EVENT_CATEGORIES = new Set<CueCategory>(['events', 'nightlife', 'entertainment']);
/** A cue score this high says the category on its own (one strong word, or two plain ones). */
const CLEAR_CUE = 2;
const PRODUCT_CATEGORIES = new Set<CueCategory>(['shopping', 'fashion', 'beauty', 'home']);
/** What a shop may sell, each its own category. */
const WARES = new Set<CueCategory>(['fashion', 'beauty', 'home']);

/** The cued category when it is one of `allowed`: the cues of other categories left out. */
function cuedAmong(cues: CueScores, allowed: Set<CueCategory>): CueCategory | null {
  const kept = Object.fromEntries(Object.entries(cues).filter(([category]) => allowed.has(category as CueCategory)));
  return cuedCategory(kept);
}

/** The category of a venue post, from its first (main) venue: a bar is food when the post talks food more than drinks. */
function venueCategory(types: string[], words: string, cues: CueScores): PostCategory {
  // A plain 'venue' says little; the first place with a kind speaks for the post, else its words.
  const main = types.find((type) => type !== 'venue');
  // A named place of no known kind says little about the post: its words decide ('on the stage of
  // the Opera House' is entertainment), and with nothing said about it ('This morning @ Union
  // Square') it is a place visited.
  if (!main) return cuedCategory(cues) ?? 'travel';
  if (main === 'bar') {
    const food = (cues.food ?? 0) + (words.match(FOOD_TALK)?.length ?? 0);
    const drink = (cues.nightlife ?? 0) + (words.match(DRINK_TALK)?.length ?? 0);
    return food > drink ? 'food' : 'nightlife';
  }
  // A shop is filed with what it sells when its words say so: a dress shop is fashion.
  if (main === 'shop') return cuedAmong(cues, WARES) ?? weighedWith(cues, 'shopping', VENUE_WEIGHT);
  const typed = CATEGORY_OF_TYPE[main] ?? (types.some((type) => CATEGORY_OF_TYPE[type] === 'food') ? 'food' : null);
  if (!typed) return cuedAmong(cues, PLACE_CATEGORIES) ?? 'other';
  return weighedWith(cues, typed, VENUE_WEIGHT);
}

const CATEGORY_OF_TYPE: Record<string, CueCategory> = {
  restaurant: 'food', cafe: 'food', bakery: 'food', hotel: 'travel', museum: 'travel', park: 'travel', shop: 'shopping', gym: 'fitness', studio: 'fitness',
};
/**
 * What a found thing weighs against the post's words: a restaurant files the post under food
 * unless its words speak far more of something else (an izakaya night out, a museum's exhibition).
 */
const VENUE_WEIGHT = 6;
const AREA_WEIGHT = 3;
const PRODUCT_WEIGHT = 4;
const NAMED_EVENT_WEIGHT = 2;

/** The cued category once `category` is given `weight` more: one signal among the others. */
function weighedWith(cues: CueScores, category: CueCategory, weight: number): CueCategory {
  const weighed: CueScores = { ...cues, [category]: (cues[category] ?? 0) + weight };
  if (Object.values(weighed).every((score) => score <= weighed[category]!)) return category;
  return cuedCategory(weighed) ?? category;
}

const INTENT_OF: Record<CueCategory, MessageIntent> = {
  food: 'plan_visit', nightlife: 'plan_visit', travel: 'plan_trip', events: 'attend', recipes: 'try_recipe', fitness: 'try_workout',
  shopping: 'buy', fashion: 'inspiration', beauty: 'inspiration', home: 'inspiration', entertainment: 'save_for_later',
};

// Workouts and guides are made things to follow, like recipes (the corpus and the LLM prompt agree).
const ROUTING_OF: Record<MainKind, RoutingClass> = {
  recipe: 'CreativeWork',
  workout: 'CreativeWork',
  event: 'Eventish',
  past_event: 'Eventish',
  named_event: 'Eventish',
  product: 'Product',
  guide: 'CreativeWork',
  venue: 'PhysicalVenue',
  area: 'GeoArea',
  none: 'Abstract',
};

export function classifyPost(facts: PostFacts): Classification {
  const routing_class = ROUTING_OF[facts.main];
  const words = facts.words;
  switch (facts.main) {
    case 'recipe':
      return { category: 'recipes', routing_class, overall_message_intent: 'try_recipe' };
    case 'workout':
      return { category: 'fitness', routing_class, overall_message_intent: 'try_workout' };
    case 'event':
      return { category: facts.nightlifeEvent ? 'nightlife' : 'events', routing_class, overall_message_intent: 'attend' };
    case 'past_event':
      // A night or festival that has happened: still filed with events when its words say so.
      return { category: cuedAmong(facts.cues, PAST_EVENT_CATEGORIES) ?? 'entertainment', routing_class, overall_message_intent: 'inspiration' };
    case 'named_event': {
      // A festival, fashion week or tour named without a day is one signal: 'buying an iPad at #sxsw' is shopping.
      const category = weighedWith(facts.cues, facts.namedEventCategory ?? 'events', NAMED_EVENT_WEIGHT);
      return { category, routing_class, overall_message_intent: category === 'events' ? 'attend' : INTENT_OF[category] };
    }
    case 'product':
      return { category: weighedWith(facts.cues, facts.productCategory ?? cuedAmong(facts.cues, PRODUCT_CATEGORIES) ?? 'shopping', PRODUCT_WEIGHT), routing_class, overall_message_intent: 'buy' };
    case 'guide':
    case 'venue': {
      if (facts.travel) return { category: 'travel', routing_class, overall_message_intent: 'plan_trip' };
      const category = venueCategory(facts.venueTypes, words, facts.cues);
      return { category, routing_class, overall_message_intent: 'plan_visit' };
    }
    case 'area': {
      const category = weighedWith(facts.cues, 'travel', AREA_WEIGHT);
      return { category, routing_class, overall_message_intent: category === 'travel' ? 'plan_trip' : INTENT_OF[category] };
    }
    case 'none':
      break;
  }
  if (QUOTE.test(words)) return { category: 'other', routing_class, overall_message_intent: 'inspiration' };
  if (facts.travel) return { category: 'travel', routing_class, overall_message_intent: 'plan_trip' };
  // Nothing found to keep: the post's words say what it is about.
  const cued = cuedCategory(facts.cues, CLEAR_CUE);
  if (cued) return { category: cued, routing_class, overall_message_intent: INTENT_OF[cued] };
  if (LEARN.test(words)) return { category: 'other', routing_class, overall_message_intent: 'learn' };
  const hinted = cuedCategory(facts.cues);
  if (hinted) return { category: hinted, routing_class, overall_message_intent: INTENT_OF[hinted] };
  if (SHOPPING_TALK.test(words)) {
    const category: PostCategory = BEAUTY.test(words) ? 'beauty' : FASHION.test(words) ? 'fashion' : HOME.test(words) ? 'home' : 'shopping';
    return { category, routing_class, overall_message_intent: 'inspiration' };
  }
  if (BEAUTY.test(words)) return { category: 'beauty', routing_class, overall_message_intent: 'inspiration' };
  if (FASHION.test(words)) return { category: 'fashion', routing_class, overall_message_intent: 'inspiration' };
  if (HOME.test(words)) return { category: 'home', routing_class, overall_message_intent: 'inspiration' };
  if (ENTERTAINMENT.test(words) || facts.hashtags.some((tag) => ENTERTAINMENT_TAG.test(tag))) {
    return { category: 'entertainment', routing_class, overall_message_intent: 'save_for_later' };
  }
  // A post with nothing found and no word that says a category is filed as other on every platform:
  // a TikTok or a tweet is not entertainment for being short.
  return { category: 'other', routing_class, overall_message_intent: 'save_for_later' };
}
