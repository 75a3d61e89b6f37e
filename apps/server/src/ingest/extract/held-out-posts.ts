// Posts the rule extractor's authors never saw while writing its rules, with what a careful human
// extracts from them: the extraction quality test reports these apart from the fixture corpus, as
// the fairer measure of how the rules do on new posts. As in the corpus, an area is an entity only
// when the post is about the area, not when it merely says where a venue is.
import type { Platform } from '@stash/shared';

export interface HeldOutPost {
  key: string;
  platform: Platform;
  postedAt: string;
  text: string;
  expected: { name: string; entity_type: string; routing_class: string }[];
}

export const HELD_OUT_POSTS: HeldOutPost[] = [
  {
    key: 'taqueria-chicago',
    platform: 'instagram',
    postedAt: '2026-10-02T15:00:00Z',
    text: `the al pastor at Taquería El Milagro hits different 🌮🔥\n📍 Taquería El Milagro, Pilsen, Chicago\n3050 W 26th St\nopen daily 7am-9pm, tacos from $3\n#chicagofood #tacos`,
    expected: [
      { name: 'Taquería El Milagro', entity_type: 'restaurant', routing_class: 'PhysicalVenue' },
    ],
  },
  {
    key: 'wine-bar-copenhagen',
    platform: 'tiktok',
    postedAt: '2026-09-20T19:00:00Z',
    text: `natural wine night at Ancestral in Copenhagen 🍷 glasses from 95 DKK, tiny plates, zero attitude. go early, no reservations #copenhagen #naturalwine`,
    expected: [
      { name: 'Ancestral', entity_type: 'bar', routing_class: 'PhysicalVenue' },
    ],
  },
  {
    key: 'film-screening-berlin',
    platform: 'x',
    postedAt: '2026-11-10T09:00:00Z',
    text: `Open air screening of Wings of Desire at Freiluftkino Kreuzberg this Friday 8pm, tickets €9. Bring a blanket.`,
    expected: [
      { name: 'Wings of Desire', entity_type: 'event', routing_class: 'Eventish' },
      { name: 'Freiluftkino Kreuzberg', entity_type: 'venue', routing_class: 'PhysicalVenue' },
    ],
  },
  {
    key: 'shakshuka-recipe',
    platform: 'instagram',
    postedAt: '2026-08-14T08:00:00Z',
    text: `Weeknight shakshuka 🍳 serves 2, ready in 25 minutes\n\nIngredients:\n2 tbsp olive oil\n1 onion, diced\n2 cloves garlic\n1 tsp cumin\n1 (14 oz) can crushed tomatoes\n4 eggs\nfeta and parsley to finish\n\n1. Soften the onion in the oil, add garlic and cumin.\n2. Pour in the tomatoes and simmer 10 minutes.\n3. Make 4 wells, crack in the eggs, cover and cook 6-8 minutes.\n4. Crumble feta on top and serve with bread.`,
    expected: [{ name: 'Weeknight shakshuka', entity_type: 'recipe', routing_class: 'CreativeWork' }],
  },
  {
    key: 'kettlebell-workout',
    platform: 'tiktok',
    postedAt: '2026-07-01T06:30:00Z',
    text: `15 minute kettlebell burner 🔥 beginner friendly\nWarm-up: 2 min jumping jacks\nCircuit x3:\n12 goblet squats\n10 kettlebell swings\n8 push-ups\nrest 60s between rounds\n#kettlebell #homeworkout`,
    expected: [{ name: '15 minute kettlebell burner', entity_type: 'workout', routing_class: 'CreativeWork' }],
  },
  {
    key: 'bookshops-paris-list',
    platform: 'instagram',
    postedAt: '2026-06-11T12:00:00Z',
    text: `4 bookshops in Paris worth the detour 📚\n1. Shakespeare and Company – Latin Quarter\n2. Librairie Galignani – Rue de Rivoli\n3. Ofr. – Le Marais\n4. Yvon Lambert – Le Marais\nsave this for your next trip ✨`,
    expected: [
      { name: '4 bookshops in Paris worth the detour', entity_type: 'guide', routing_class: 'CreativeWork' },
      { name: 'Shakespeare and Company', entity_type: 'shop', routing_class: 'PhysicalVenue' },
      { name: 'Librairie Galignani', entity_type: 'shop', routing_class: 'PhysicalVenue' },
      { name: 'Ofr.', entity_type: 'shop', routing_class: 'PhysicalVenue' },
      { name: 'Yvon Lambert', entity_type: 'shop', routing_class: 'PhysicalVenue' },
    ],
  },
  {
    key: 'running-shoes-product',
    platform: 'x',
    postedAt: '2026-05-05T17:00:00Z',
    text: `Six months in the Hoka Clifton 9 ($145) and they're still the comfiest daily trainer I've owned. Wide toe box, no break-in.`,
    expected: [{ name: 'Hoka Clifton 9', entity_type: 'product', routing_class: 'Product' }],
  },
  {
    key: 'hotel-kyoto',
    platform: 'instagram',
    postedAt: '2026-04-22T03:00:00Z',
    text: `Woke up to this view at Ace Hotel Kyoto 🍂 walking distance to Nishiki Market and the Kamo river. Rooms from ¥38,000.\n📍 Kyoto, Japan`,
    expected: [
      { name: 'Ace Hotel Kyoto', entity_type: 'hotel', routing_class: 'PhysicalVenue' },
      { name: 'Nishiki Market', entity_type: 'venue', routing_class: 'PhysicalVenue' },
    ],
  },
  {
    key: 'just-vibes',
    platform: 'x',
    postedAt: '2026-03-03T22:00:00Z',
    text: `me: I'll go to bed early tonight\nalso me at 2am: reading the wikipedia page of a 14th century pope`,
    expected: [],
  },
  {
    key: 'comedy-night-nyc',
    platform: 'instagram',
    postedAt: '2026-11-15T16:00:00Z',
    text: `Stand-up night at the Comedy Cellar next Wednesday, 9:30pm show 🎤 $25 + 2 drink minimum. Greenwich Village, NYC`,
    expected: [
      { name: 'Stand-up night', entity_type: 'event', routing_class: 'Eventish' },
      { name: 'Comedy Cellar', entity_type: 'venue', routing_class: 'PhysicalVenue' },
    ],
  },
];
