// What the LLM extractor sends and how its answer maps back: the system prompt, the user message
// for one post, and the JSON schema of the answer. OpenAI's strict mode has no free-form records,
// so the model writes raw_data.details as key/value pairs; toExtraction turns them back.
import { z } from 'zod';
import { MESSAGE_INTENTS, POST_CATEGORIES } from '@stash/shared';
import { EXTRACTED_ENTITIES_MAX, extractedEntitySchema, extractionSchema } from './extraction';
import type { Extraction, ExtractionInput } from './extraction';

/** The name OpenAI-compatible servers want beside a json_schema response format. */
export const LLM_SCHEMA_NAME = 'stash_extraction';

/** Longer texts are cut: a post's words fit well within this, and tokens cost time and money. */
const POST_TEXT_MAX_CHARS = 12_000;

const detailPairSchema = z.object({ key: z.string(), value: z.string() });

const llmEntitySchema = extractedEntitySchema.extend({
  raw_data: extractedEntitySchema.shape.raw_data.extend({ details: z.array(detailPairSchema) }),
});

/**
 * The answer as the model writes it. The list caps of extractionSchema are left out here (the
 * schema sent drops them): toExtraction and the extractor trim to them instead of failing.
 */
export const llmExtractionSchema = extractionSchema.extend({
  hashtags: z.array(z.string()),
  mentions: z.array(z.string()),
  entities: z.array(llmEntitySchema),
});
export type LlmExtraction = z.infer<typeof llmExtractionSchema>;

/** Keywords left out of the schema sent: outside the subset OpenAI strict mode documents. The zod checks still hold them after. */
const DROPPED_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems']);

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonSchemaNode = { [key: string]: JsonValue };

/**
 * Rewrites zod's JSON Schema into the strict-mode subset: oneOf (zod's discriminated unions) becomes
 * anyOf, nested unions are flattened into one, const becomes a one-value enum, bounds are dropped.
 */
export function toStrictSubset(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(toStrictSubset);
  if (node === null || typeof node !== 'object') return node;
  const result: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYWORDS.has(key)) continue;
    // The keys of `properties` are field names, not keywords: a field may well be called 'minimum'.
    if (key === 'properties' && isRecord(value)) result.properties = Object.fromEntries(Object.entries(value).map(([field, schema]) => [field, toStrictSubset(schema)]));
    else if (key === 'const') result.enum = [value];
    else if (key === 'oneOf') result.anyOf = toStrictSubset(value);
    else result[key] = toStrictSubset(value);
  }
  if (Array.isArray(result.anyOf)) result.anyOf = result.anyOf.flatMap((member) => (isBareUnion(member) ? member.anyOf : [member]));
  return result;
}

function isRecord(node: JsonValue): node is JsonSchemaNode {
  return node !== null && typeof node === 'object' && !Array.isArray(node);
}

function isBareUnion(node: JsonValue): node is { anyOf: JsonValue[] } {
  return isRecord(node) && Object.keys(node).length === 1 && Array.isArray(node.anyOf);
}

/** The schema of response_format.json_schema.schema; built once. Inlined (no $defs) so every server reads it alike. */
export const LLM_EXTRACTION_JSON_SCHEMA = toStrictSubset(
  z.toJSONSchema(llmExtractionSchema, { target: 'draft-2020-12', io: 'output', reused: 'inline', cycles: 'throw', unrepresentable: 'throw' }) as JsonValue,
) as JsonSchemaNode;

/**
 * The model's answer in the Extraction shape: details pairs become a record (a repeated key: the
 * last wins); entities past the cap are dropped rather than failing the whole answer.
 */
export function toExtraction(answer: LlmExtraction): Extraction {
  return {
    ...answer,
    entities: answer.entities.slice(0, EXTRACTED_ENTITIES_MAX).map((entity) => ({
      ...entity,
      raw_data: {
        ...entity.raw_data,
        details: Object.fromEntries(entity.raw_data.details.filter((pair) => pair.key.trim() !== '').map((pair) => [pair.key.trim(), pair.value])),
      },
    })),
  };
}

export const LLM_SYSTEM_PROMPT = `You read one saved social media post (Instagram, TikTok or X) for Stash, a personal bookmarking app, and answer with one JSON object in the given schema. Extract only what the post says; never invent names, addresses, prices, dates or numbers. Use null for anything the post does not give and [] for empty lists.

Post level:
- category: the post's main topic, one of ${POST_CATEGORIES.join(', ')}.
- routing_class: the routing class (below) of the post's main subject.
- overall_message_intent: what the saver most likely means to do, one of ${MESSAGE_INTENTS.join(', ')}. plan_visit: go to a place; plan_trip: travel somewhere; attend: an event or class; try_recipe; try_workout; buy: a product; learn: a tip or how-to; inspiration: ideas with nothing concrete; watch_later: a film, show or video; save_for_later: none of these fits.
- hashtags and mentions: every #tag and @handle in the post, as written, without the # or @.

entities: every concrete thing in the post the saver could look up, visit, attend, cook, do or buy (at most 40). Not the post's author unless the post is about them.
- entity_name: its name as written in the post.
- entity_type: one lower-case word or two: restaurant, cafe, bar, bakery, venue, shop, hotel, park, museum, gym, studio, city, neighborhood, region, country, event, class, recipe, workout, activity, product, brand, person, guide, tip, dish, film, book.
- routing_class: PhysicalVenue for a place at an address (restaurant, cafe, bar, shop, hotel, museum, park, gym, studio, venue); GeoArea for a neighbourhood, city, region or country; PersonOrgBrand for a person, organisation or brand; Eventish for an event or class on a date; CreativeWork for a recipe, dish, film, book, show or guide; Product for a thing to buy; Abstract for a workout, tip, technique or activity without a place.
- raw_data: values copied as written in the post. name: the entity's name. category: what kind within its type ('ramen', 'cocktail bar', 'jazz concert', 'pasta'). location: area words ('Williamsburg, Brooklyn'). address: a street address. business_hours: opening hours ('Tue-Sun 5pm-11pm', 'closed Mondays'). price: as written ('$18', '£12-£20', '$$', 'free'). temporal: only for something on a date: start and end as absolute ISO 8601 in the local time of the place, YYYY-MM-DDTHH:MM:SS without an offset unless the post names a time zone, with relative words ('this Friday', 'tomorrow', 'next week') resolved against the post's date; a date without a time is written YYYY-MM-DD with all_day true; end null when not given; text: the words the date was read from. details: other facts worth keeping as key/value pairs with string values, keys in snake_case (brand, rating, website, phone, ticket_url, booking_url, instagram, dates).
- template: null unless the post itself is one of these, on the entity it is about:
  restaurant: a post about one restaurant, cafe or bar (price_tier '$' to '$$$$'; hours one row per day with 24-hour HH:MM times; booking_links only links the post gives).
  recipe: a post that gives a recipe, on the dish's entity (entity_type recipe, CreativeWork); times in minutes; each ingredient with qty as a number (1/2 is 0.5), unit, item and note.
  class_event: an event or class with a date, on its entity (Eventish); datetime start and end written like temporal; message_ids [] and mention_count 1.
  workout: a workout routine, on its entity (entity_type workout, Abstract); level beginner, intermediate or advanced or null; timer_presets durations in seconds.
  guide_list: a list post ('10 best ramen spots in Tokyo'): give every listed place or thing its own entity, and add one entity of entity_type guide (CreativeWork) named after the list, with a guide_list template whose items are the listed things in order (entity_id null, slug the lower-case hyphenated name, lat and lng null).`;

// Models reckon weekdays poorly; 'this Friday' needs to know which day the post was written on.
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** The user message: the post's fields, its date given as the reference for relative dates. */
export function buildUserMessage(input: ExtractionInput, placeHints: readonly string[] = []): string {
  const author = [input.authorName, input.authorHandle ? `@${input.authorHandle}` : null].filter(Boolean).join(' ') || 'unknown';
  const posted = input.postedAt
    ? `${input.postedAt.toISOString()} (a ${WEEKDAY.format(input.postedAt)}; resolve relative dates against this)`
    : 'unknown (give temporal only for dates the post states in full)';
  const caption = clip(input.caption);
  // The full text usually repeats the caption; sending it twice only costs tokens.
  const fullText = input.fullText && input.fullText.trim() !== input.caption?.trim() ? clip(input.fullText) : null;
  return [
    `Platform: ${input.platform}`,
    `URL: ${input.url}`,
    `Author: ${author}`,
    `Posted: ${posted}`,
    `Places named (found offline; use them for location and time zone): ${placeHints.length > 0 ? placeHints.join('; ') : '(none found)'}`,
    `Title: ${clip(input.title) ?? '(none)'}`,
    `Caption:\n${caption ?? '(none)'}`,
    ...(fullText ? [`Full text:\n${fullText}`] : []),
  ].join('\n');
}

function clip(text: string | null): string | null {
  if (text === null || text.trim() === '') return null;
  return text.length > POST_TEXT_MAX_CHARS ? `${text.slice(0, POST_TEXT_MAX_CHARS)}…` : text;
}
