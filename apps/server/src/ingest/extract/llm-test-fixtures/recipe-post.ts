// A TikTok recipe post: what the model answers and the Extraction the LLM extractor must make of it.
import type { EntityTemplate } from '@stash/shared';
import type { Extraction, ExtractionInput } from '../extraction';
import type { LlmExtraction } from '../llm-prompt';

export const post: ExtractionInput = {
  platform: 'tiktok',
  url: 'https://www.tiktok.com/@pastaqueen/video/7380123456789012345',
  title: '15-minute garlic butter pasta 🍝',
  caption:
    '15-minute garlic butter pasta 🍝 Serves 2. You need: 200g spaghetti, 3 cloves garlic (minced), 2 tbsp butter, ' +
    '1/2 cup parmesan, chilli flakes. 1. Boil the spaghetti for 10 min. 2. Melt butter, fry garlic 1 min. ' +
    '3. Toss pasta with butter, parmesan and a splash of pasta water. Tip: save a mug of pasta water! #pasta #easyrecipes',
  fullText: null,
  authorName: 'Pasta Queen',
  authorHandle: 'pastaqueen',
  postedAt: new Date('2025-03-14T09:30:00.000Z'),
};

const recipeTemplate: EntityTemplate = {
  kind: 'recipe',
  data: {
    dish: 'Garlic butter pasta',
    time_total_min: 15,
    time_prep_min: null,
    time_cook_min: 10,
    servings: 2,
    difficulty: 'easy',
    ingredients: [
      { qty: 200, unit: 'g', item: 'spaghetti', note: null },
      { qty: 3, unit: 'cloves', item: 'garlic', note: 'minced' },
      { qty: 2, unit: 'tbsp', item: 'butter', note: null },
      { qty: 0.5, unit: 'cup', item: 'parmesan', note: null },
      { qty: null, unit: null, item: 'chilli flakes', note: null },
    ],
    steps: ['Boil the spaghetti for 10 min.', 'Melt butter, fry garlic 1 min.', 'Toss pasta with butter, parmesan and a splash of pasta water.'],
    equipment: [],
    tips: ['Save a mug of pasta water.'],
  },
};

const rawData = {
  name: 'Garlic butter pasta',
  category: 'pasta',
  location: null,
  address: null,
  business_hours: null,
  price: null,
  temporal: null,
};

export const answer: LlmExtraction = {
  category: 'recipes',
  routing_class: 'CreativeWork',
  overall_message_intent: 'try_recipe',
  hashtags: ['pasta', 'easyrecipes'],
  mentions: [],
  entities: [
    {
      entity_name: 'Garlic butter pasta',
      entity_type: 'recipe',
      routing_class: 'CreativeWork',
      raw_data: { ...rawData, details: [{ key: 'total_time', value: '15 minutes' }] },
      template: recipeTemplate,
    },
  ],
};

export const expected: Extraction = {
  category: 'recipes',
  routing_class: 'CreativeWork',
  overall_message_intent: 'try_recipe',
  hashtags: ['pasta', 'easyrecipes'],
  mentions: [],
  entities: [
    {
      entity_name: 'Garlic butter pasta',
      entity_type: 'recipe',
      routing_class: 'CreativeWork',
      raw_data: { ...rawData, details: { total_time: '15 minutes' } },
      template: recipeTemplate,
    },
  ],
};
