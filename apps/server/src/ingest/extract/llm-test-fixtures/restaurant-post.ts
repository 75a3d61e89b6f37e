// An Instagram post about one restaurant: what the model answers (details as key/value pairs) and
// the Extraction the LLM extractor must make of it.
import type { EntityTemplate } from '@stash/shared';
import type { Extraction, ExtractionInput } from '../extraction';
import type { LlmExtraction } from '../llm-prompt';

const caption =
  'Finally made it to @lucali_bk in Carroll Gardens 🍕 Best plain pie in NYC, no contest. 575 Henry St, Brooklyn. ' +
  'Open Wed-Mon 5pm-10pm, closed Tuesdays. Cash only, BYOB, pies ~$30. Line starts at 4! #pizza #brooklyneats #nycfood';

export const post: ExtractionInput = {
  platform: 'instagram',
  url: 'https://www.instagram.com/p/C7xYzAbCdEf/',
  title: 'Finally made it to @lucali_bk in Carroll Gardens 🍕',
  caption,
  fullText: caption,
  authorName: 'Maya Eats NYC',
  authorHandle: 'mayaeatsnyc',
  postedAt: new Date('2025-05-29T18:04:11.000Z'),
};

const restaurantTemplate: EntityTemplate = {
  kind: 'restaurant',
  data: {
    name: 'Lucali',
    geo: { neighborhood: 'Carroll Gardens', borough: 'Brooklyn', address: '575 Henry St, Brooklyn' },
    price_tier: '$$',
    cuisine: 'pizza',
    rating: null,
    phone: null,
    website: null,
    hours: [
      { day: 'Wednesday', open: '17:00', close: '22:00' },
      { day: 'Thursday', open: '17:00', close: '22:00' },
    ],
    booking_links: { opentable: null, resy: null, direct: null },
    description: 'Best plain pie in NYC.',
    highlights: ['cash only', 'BYOB', 'line starts at 4pm'],
  },
};

const lucaliRawData = {
  name: 'Lucali',
  category: 'pizza',
  location: 'Carroll Gardens, Brooklyn',
  address: '575 Henry St, Brooklyn',
  business_hours: 'Wed-Mon 5pm-10pm, closed Tuesdays',
  price: '~$30',
  temporal: null,
};

const carrollGardensRawData = {
  name: 'Carroll Gardens',
  category: null,
  location: 'Brooklyn',
  address: null,
  business_hours: null,
  price: null,
  temporal: null,
};

export const answer: LlmExtraction = {
  category: 'food',
  routing_class: 'PhysicalVenue',
  overall_message_intent: 'plan_visit',
  hashtags: ['pizza', 'brooklyneats', 'nycfood'],
  mentions: ['lucali_bk'],
  entities: [
    {
      entity_name: 'Lucali',
      entity_type: 'restaurant',
      routing_class: 'PhysicalVenue',
      raw_data: {
        ...lucaliRawData,
        details: [
          { key: 'instagram', value: 'lucali_bk' },
          { key: 'payment', value: 'cash only' },
          { key: 'byob', value: 'yes' },
        ],
      },
      template: restaurantTemplate,
    },
    {
      entity_name: 'Carroll Gardens',
      entity_type: 'neighborhood',
      routing_class: 'GeoArea',
      raw_data: { ...carrollGardensRawData, details: [] },
      template: null,
    },
  ],
};

export const expected: Extraction = {
  category: 'food',
  routing_class: 'PhysicalVenue',
  overall_message_intent: 'plan_visit',
  hashtags: ['pizza', 'brooklyneats', 'nycfood'],
  mentions: ['lucali_bk'],
  entities: [
    {
      entity_name: 'Lucali',
      entity_type: 'restaurant',
      routing_class: 'PhysicalVenue',
      raw_data: { ...lucaliRawData, details: { instagram: 'lucali_bk', payment: 'cash only', byob: 'yes' } },
      template: restaurantTemplate,
    },
    {
      entity_name: 'Carroll Gardens',
      entity_type: 'neighborhood',
      routing_class: 'GeoArea',
      raw_data: { ...carrollGardensRawData, details: {} },
      template: null,
    },
  ],
};
