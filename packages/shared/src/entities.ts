import { z } from 'zod';

/** Routing classes the extractors assign, and the display type each shows as (spec section 3). */
export const ROUTING_CLASSES = ['PhysicalVenue', 'GeoArea', 'PersonOrgBrand', 'Eventish', 'CreativeWork', 'Product', 'Abstract'] as const;
export type RoutingClass = (typeof ROUTING_CLASSES)[number];

export const entityDataSchema = z.object({
  raw_data: z.record(z.string(), z.unknown()),
  enrichment_data: z.record(z.string(), z.unknown()),
});

/** How an entity is tied to one stash: the post it came from and when. */
export const linkDataSchema = z.object({ stash_id: z.string(), created_at: z.string() });

export const entitySchema = z.object({
  entity_id: z.string(),
  entity_name: z.string(),
  entity_type: z.string(),
  routing_class: z.string().nullable(),
  category: z.string().nullable(),
  entity_data: entityDataSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Entity = z.infer<typeof entitySchema>;

/** An entity as it appears inside one post (it carries that link). */
export const linkedEntitySchema = entitySchema.extend({ link_data: linkDataSchema });
export type LinkedEntity = z.infer<typeof linkedEntitySchema>;
