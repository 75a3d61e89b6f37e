// What every extractor answers for one post, validated by this schema whichever extractor made it:
// the post's classification, its hashtags and mentions, and the things in it (entities), each with
// the spec's raw_data fields and, where the post is one, a template (spec section 3).
import { z } from 'zod';
import { MESSAGE_INTENTS, POST_CATEGORIES, ROUTING_CLASSES, entityTemplateSchema } from '@stash/shared';
import type { Platform } from '@stash/shared';

export const EXTRACTED_ENTITIES_MAX = 40;

/** When something happens. ISO 8601; `all_day` when the post gave a date without a time. */
export const temporalSchema = z.object({
  start: z.string(),
  end: z.string().nullable(),
  all_day: z.boolean(),
  /** The words it was read from ("this Friday 8pm"). */
  text: z.string(),
});
export type Temporal = z.infer<typeof temporalSchema>;

export const extractedEntitySchema = z.object({
  entity_name: z.string().trim().min(1).max(200),
  /**
   * Lower-case kind: restaurant, cafe, bar, bakery, venue, shop, hotel, park, museum, gym, studio,
   * city, neighborhood, region, country, event, class, recipe, workout, activity, product, brand,
   * person, guide, tip, dish, film, book.
   */
  entity_type: z.string().trim().min(1).max(50),
  routing_class: z.enum(ROUTING_CLASSES),
  raw_data: z.object({
    name: z.string(),
    /** What kind of thing within its type: 'ramen', 'cocktail bar', 'jazz concert', 'pasta'. */
    category: z.string().nullable(),
    /** Area words as written: 'Williamsburg, Brooklyn', 'Shibuya, Tokyo'. */
    location: z.string().nullable(),
    /** A street address as written. */
    address: z.string().nullable(),
    /** Opening hours as written ('Tue-Sun 5pm-11pm', '24/7', 'closed Mondays'). */
    business_hours: z.string().nullable(),
    /** Price as written ('$18', '£12-£20', '$$', 'free'). */
    price: z.string().nullable(),
    temporal: temporalSchema.nullable(),
    /** Anything else worth keeping (brand, rating, ticket_url, template, ...). */
    details: z.record(z.string(), z.unknown()),
  }),
  template: entityTemplateSchema.nullable(),
});
export type ExtractedEntity = z.infer<typeof extractedEntitySchema>;

export const extractionSchema = z.object({
  category: z.enum(POST_CATEGORIES),
  routing_class: z.enum(ROUTING_CLASSES),
  overall_message_intent: z.enum(MESSAGE_INTENTS),
  /** Without '#', as written. */
  hashtags: z.array(z.string().max(100)).max(100),
  /** Without '@'. */
  mentions: z.array(z.string().max(100)).max(100),
  entities: z.array(extractedEntitySchema).max(EXTRACTED_ENTITIES_MAX),
});
export type Extraction = z.infer<typeof extractionSchema>;

/** What an extractor reads: the post as fetched. */
export interface ExtractionInput {
  platform: Platform;
  url: string;
  title: string | null;
  caption: string | null;
  fullText: string | null;
  authorName: string | null;
  authorHandle: string | null;
  /** When the post was published: the reference for "this Friday", "tomorrow". */
  postedAt: Date | null;
}

export interface Extractor {
  /** 'rules' or 'llm:<model>': kept with the post so a later re-run can tell what made it. */
  readonly name: string;
  /** Always answers a valid Extraction (the LLM extractor falls back to rules); throws only when it cannot. */
  extract(input: ExtractionInput): Promise<Extraction>;
}
