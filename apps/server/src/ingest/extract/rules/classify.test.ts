import { describe, expect, it } from 'vitest';
import { categoryCues } from './category-cues';
import { classifyPost, travelScore, type PostFacts } from './classify';

/** The facts of a post; its cues are read from its words and hashtags unless given. */
const facts = (overrides: Partial<PostFacts>): PostFacts => ({
  cues: categoryCues(overrides.words ?? '', overrides.hashtags ?? []),
  main: 'none',
  venueTypes: [],
  productCategory: null,
  travel: false,
  words: '',
  hashtags: [],
  nightlifeEvent: false,
  ...overrides,
});

describe('classifyPost', () => {
  it('follows the main thing found', () => {
    expect(classifyPost(facts({ main: 'recipe' }))).toEqual({ category: 'recipes', routing_class: 'CreativeWork', overall_message_intent: 'try_recipe' });
    expect(classifyPost(facts({ main: 'workout' }))).toEqual({ category: 'fitness', routing_class: 'CreativeWork', overall_message_intent: 'try_workout' });
    expect(classifyPost(facts({ main: 'event' }))).toEqual({ category: 'events', routing_class: 'Eventish', overall_message_intent: 'attend' });
    expect(classifyPost(facts({ main: 'event', nightlifeEvent: true })).category).toBe('nightlife');
    expect(classifyPost(facts({ main: 'past_event' }))).toEqual({ category: 'entertainment', routing_class: 'Eventish', overall_message_intent: 'inspiration' });
    expect(classifyPost(facts({ main: 'product', productCategory: 'beauty' }))).toEqual({ category: 'beauty', routing_class: 'Product', overall_message_intent: 'buy' });
    expect(classifyPost(facts({ main: 'area' }))).toEqual({ category: 'travel', routing_class: 'GeoArea', overall_message_intent: 'plan_trip' });
  });

  it('files venue posts by their main venue', () => {
    expect(classifyPost(facts({ main: 'venue', venueTypes: ['restaurant'] }))).toEqual({ category: 'food', routing_class: 'PhysicalVenue', overall_message_intent: 'plan_visit' });
    expect(classifyPost(facts({ main: 'venue', venueTypes: ['bar', 'restaurant'], words: 'cocktails, more cocktails and a negroni' })).category).toBe('nightlife');
    expect(classifyPost(facts({ main: 'venue', venueTypes: ['bar'], words: 'anchovies, bravas, manchego and a glass of cava' })).category).toBe('food');
    expect(classifyPost(facts({ main: 'venue', venueTypes: ['museum'] })).category).toBe('travel');
    expect(classifyPost(facts({ main: 'venue', venueTypes: ['shop'] })).category).toBe('shopping');
    expect(classifyPost(facts({ main: 'guide', venueTypes: ['cafe', 'cafe'] }))).toEqual({ category: 'food', routing_class: 'CreativeWork', overall_message_intent: 'plan_visit' });
    expect(classifyPost(facts({ main: 'guide', travel: true }))).toMatchObject({ category: 'travel', overall_message_intent: 'plan_trip' });
  });

  it('reads posts with nothing in them from their words', () => {
    expect(classifyPost(facts({ words: '"You do not have to be good." — Mary Oliver' }))).toMatchObject({ category: 'other', overall_message_intent: 'inspiration' });
    expect(classifyPost(facts({ words: '5 tips for better sleep' })).overall_message_intent).toBe('learn');
    expect(classifyPost(facts({ words: 'pov: one more episode 😭' }))).toMatchObject({ category: 'entertainment', overall_message_intent: 'save_for_later' });
    // Nothing that says a category is 'other' on every platform: a short tweet is not entertainment for being short.
    expect(classifyPost(facts({ words: 'my dog judged me today' }))).toEqual({ category: 'other', routing_class: 'Abstract', overall_message_intent: 'save_for_later' });
    expect(classifyPost(facts({ words: 'fall outfits I keep wearing' })).category).toBe('fashion');
  });
});

describe('travelScore', () => {
  const base = { words: '', hashtags: [], opensWithArea: false, tripTitle: false, distinctVenueTypes: 0, hasHotel: false, areasOnly: false };

  it('counts travel words, tags, titles and areas', () => {
    expect(travelScore({ ...base, words: 'day trip from Lisbon', hashtags: ['portugal', 'daytrip'] })).toBeGreaterThanOrEqual(3);
    expect(travelScore({ ...base, opensWithArea: true, hashtags: ['tokyotravel'] })).toBe(3);
    expect(travelScore({ ...base, tripTitle: true })).toBe(3);
  });

  it('does not call one bar with a travel tag a trip', () => {
    expect(travelScore({ ...base, hashtags: ['tokyotravel', 'japantrip'], distinctVenueTypes: 1 })).toBeLessThan(3);
  });
});

describe('classifyPost, words against what was found', () => {
  it('files a post with nothing found by its words, whatever the platform', () => {
    expect(classifyPost(facts({ words: 'Bolo de cenoura 🥕 receita com cobertura de chocolate' })).category).toBe('recipes');
    expect(classifyPost(facts({ words: 'Concierto este viernes, entradas en la web' })).category).toBe('events');
    expect(classifyPost(facts({ words: 'Ons favoriete restaurant in de stad, heerlijk gegeten' })).category).toBe('food');
  });

  it('weighs a venue’s kind against the words: the kind wins unless the words say far more', () => {
    expect(classifyPost(facts({ main: 'venue', venueTypes: ['restaurant'], words: 'great wine list' })).category).toBe('food');
    expect(classifyPost(facts({ main: 'venue', venueTypes: ['museum'], words: 'new exhibition opens, tickets and lineup of talks, festival week, concert on Friday' })).category).toBe('events');
  });

  it('files a post about a place of no known kind by its words first, else as a place visited (tuning captions tt-053, x-023)', () => {
    const stage = 'Hoà đã đưa các cụ làng mình lên sân khấu Nhà Hát Lớn như thế nào 🥰';
    expect(classifyPost(facts({ main: 'venue', venueTypes: ['venue'], words: stage })).category).toBe('entertainment');
    expect(classifyPost(facts({ main: 'venue', venueTypes: ['venue'], words: 'This morning @ Union Square, San Francisco' })).category).toBe('travel');
  });

  it('files an area post by its words when they speak clearly of something else', () => {
    expect(classifyPost(facts({ main: 'area', words: 'Sunny afternoon in Lisbon, a coffee by the river' })).category).toBe('travel');
    expect(classifyPost(facts({ main: 'area', words: 'Best restaurant in Lisbon: tasting menu, delicious seafood, great dinner' })).category).toBe('food');
  });

  it('files a post naming a festival without a day with events, unless its words say more of something else', () => {
    expect(classifyPost(facts({ main: 'named_event', words: 'Wildin out waiting for the headliners' })).category).toBe('events');
    expect(classifyPost(facts({ main: 'named_event', namedEventCategory: 'fashion', words: 'Wales Bonner at the shows' })).category).toBe('fashion');
    expect(classifyPost(facts({ main: 'named_event', words: 'Need to buy a new laptop at the store, worth it, haul, use code' })).category).toBe('shopping');
  });

  it('keeps a festival that has happened with events when its words say so', () => {
    expect(classifyPost(facts({ main: 'past_event', words: 'what a festival, best lineup this year' })).category).toBe('events');
  });
});
