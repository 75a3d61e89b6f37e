// Sample data for each template, full and sparse: the template lab shows them and the tests render
// them, so what a member sees in the lab is what the tests check.
import type { ClassEventTemplate, GuideListTemplate, RecipeTemplate, RestaurantTemplate, WorkoutTemplate } from '@stash/shared';

export const sampleRestaurant: RestaurantTemplate = {
  name: 'Lilia',
  geo: { neighborhood: 'Williamsburg', borough: 'Brooklyn', address: '567 Union Ave, Brooklyn, NY 11211' },
  price_tier: '$$$',
  cuisine: 'Italian',
  rating: 4.7,
  phone: '+1 718-576-3095',
  website: 'https://www.lilianewyork.com',
  hours: [
    { day: 'Mon-Thu', open: '5:00 PM', close: '10:00 PM' },
    { day: 'Fri-Sat', open: '5:00 PM', close: '11:00 PM' },
    { day: 'Sunday', open: '4:00 PM', close: '10:00 PM' },
  ],
  booking_links: { opentable: null, resy: 'https://resy.com/cities/ny/lilia', direct: 'https://www.lilianewyork.com/reservations' },
  description: 'Wood-fired pasta in a former auto body shop.',
  highlights: ['Mafaldini with pink peppercorns', 'Cacio e pepe fritelle'],
};

export const sparseRestaurant: RestaurantTemplate = {
  name: 'Corner Noodle Bar',
  geo: { neighborhood: null, borough: null, address: null },
  price_tier: null,
  cuisine: null,
  rating: null,
  phone: null,
  website: null,
  hours: [],
  booking_links: { opentable: null, resy: null, direct: null },
  description: null,
  highlights: [],
};

export const sampleRecipe: RecipeTemplate = {
  dish: 'Crispy chilli oil noodles',
  time_total_min: 25,
  time_prep_min: 10,
  time_cook_min: 15,
  servings: 2,
  difficulty: 'easy',
  ingredients: [
    { qty: 200, unit: 'g', item: 'wheat noodles', note: null },
    { qty: 2, unit: 'tbsp', item: 'chilli oil', note: 'with the crispy bits' },
    { qty: 1.5, unit: 'tbsp', item: 'soy sauce', note: null },
    { qty: null, unit: null, item: 'spring onions', note: 'to serve' },
  ],
  steps: ['Boil the noodles for 4 minutes.', 'Mix chilli oil and soy sauce in a bowl.', 'Toss the noodles through the sauce and top with spring onions.'],
  equipment: ['Large pot', 'Mixing bowl'],
  tips: ['Save a splash of noodle water to loosen the sauce.'],
};

export const sparseRecipe: RecipeTemplate = {
  dish: 'Grandma’s soup',
  time_total_min: null,
  time_prep_min: null,
  time_cook_min: null,
  servings: null,
  difficulty: null,
  ingredients: [{ qty: 1, unit: null, item: 'onion', note: null }],
  steps: [],
  equipment: [],
  tips: [],
};

export const sampleClassEvent: ClassEventTemplate = {
  title: 'Beginner pottery wheel class',
  datetime: { start: '2026-12-05T18:00:00Z', end: '2026-12-05T20:00:00Z' },
  venue: { name: 'Clay Space', address: '12 Kent St, Brooklyn' },
  ticket: { url: 'https://tickets.example.com/pottery', price_min: 45, price_max: 60 },
  instructor: { name: 'Maya Ortiz', bio: 'Ceramicist teaching wheel throwing for ten years.', credentials: 'MFA Ceramics' },
  capacity: 12,
  requirements: { age_min: 16, skill_level: 'Beginner' },
  what_to_expect: ['Centre and throw two pieces', 'Glazing is done by the studio'],
  recurrence: { type: 'weekly', days: ['Sat'], end_date: '2027-02-27' },
  message_ids: ['m1', 'm2'],
  mention_count: 2,
};

export const sparseClassEvent: ClassEventTemplate = {
  title: 'Open studio night',
  datetime: { start: null, end: null },
  venue: { name: null, address: null },
  ticket: { url: null, price_min: null, price_max: null },
  instructor: { name: null, bio: null, credentials: null },
  capacity: null,
  requirements: { age_min: null, skill_level: null },
  what_to_expect: [],
  recurrence: { type: null, days: [], end_date: null },
  message_ids: [],
  mention_count: 1,
};

export const sampleWorkout: WorkoutTemplate = {
  title: '20-minute dumbbell EMOM',
  modality: 'Strength',
  level: 'intermediate',
  duration_min: 20,
  equipment: ['Dumbbells', 'Mat'],
  blocks: [
    { name: 'Warm-up', duration: '5 min', moves: [{ move: 'Jumping jacks', sets: null, reps: '60s', load: null, tempo: null, rest: null }] },
    {
      name: 'EMOM',
      duration: '15 min',
      moves: [
        { move: 'Goblet squat', sets: 3, reps: '12', load: '16 kg', tempo: '3-1-1', rest: '30s' },
        { move: 'Push-up', sets: 3, reps: '10', load: null, tempo: null, rest: null },
      ],
    },
  ],
  notes: 'Keep the same weight across all rounds.',
  cadence: '3 times a week',
  timer_presets: [
    { name: 'Work', duration: 40 },
    { name: 'Rest', duration: 20 },
  ],
  target_muscles: ['Legs', 'Chest'],
  prerequisites: ['No knee injuries'],
};

export const sparseWorkout: WorkoutTemplate = {
  title: 'Morning stretch',
  modality: null,
  level: null,
  duration_min: null,
  equipment: [],
  blocks: [],
  notes: null,
  cadence: null,
  timer_presets: [],
  target_muscles: [],
  prerequisites: [],
};

export const sampleGuideList: GuideListTemplate = {
  title: 'A perfect Saturday in Lisbon',
  city: 'Lisbon',
  themes: ['food', 'views'],
  items: [
    {
      type: 'cafe',
      name: 'Manteigaria',
      entity_id: '3f0c6a1e-8d5b-4f6a-9a7e-0c1d2e3f4a5b',
      slug: null,
      lat: 38.7106,
      lng: -9.1439,
      address: 'Rua do Loreto 2',
      date: null,
      price_tier: '$',
      cuisine: 'Pastries',
      ticket_url: null,
      purchase_url: null,
      subtitle: 'Pastéis de nata',
    },
    {
      type: 'viewpoint',
      name: 'Miradouro da Graça',
      entity_id: null,
      slug: 'miradouro-da-graca',
      lat: 38.7163,
      lng: -9.1316,
      address: null,
      date: null,
      price_tier: null,
      cuisine: null,
      ticket_url: null,
      purchase_url: null,
      subtitle: 'Sunset',
    },
    {
      type: 'event',
      name: 'Fado night',
      entity_id: null,
      slug: 'fado-night',
      lat: null,
      lng: null,
      address: 'Rua de São Miguel, Alfama',
      date: '2026-12-05',
      price_tier: null,
      cuisine: null,
      ticket_url: 'https://tickets.example.com/fado',
      purchase_url: null,
      subtitle: null,
    },
  ],
};

export const emptyGuideList: GuideListTemplate = { title: 'Weekend ideas', city: null, themes: [], items: [] };
