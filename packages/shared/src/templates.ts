// The five template shapes of spec section 3. Extraction fills one where a post is a restaurant,
// a recipe, a class or event, a workout or a guide list; the detail screens render it.
import { z } from 'zod';

const text = z.string();
const maybeText = z.string().nullable();
const maybeNumber = z.number().nullable();

export const restaurantTemplateSchema = z.object({
  name: text,
  geo: z.object({ neighborhood: maybeText, borough: maybeText, address: maybeText }),
  /** '$' to '$$$$'. */
  price_tier: maybeText,
  cuisine: maybeText,
  rating: maybeNumber,
  phone: maybeText,
  website: maybeText,
  hours: z.array(z.object({ day: text, open: text, close: text })),
  booking_links: z.object({ opentable: maybeText, resy: maybeText, direct: maybeText }),
  description: maybeText,
  highlights: z.array(text),
});

export const recipeTemplateSchema = z.object({
  dish: text,
  time_total_min: maybeNumber,
  time_prep_min: maybeNumber,
  time_cook_min: maybeNumber,
  servings: maybeNumber,
  difficulty: maybeText,
  ingredients: z.array(z.object({ qty: maybeNumber, unit: maybeText, item: text, note: maybeText })),
  steps: z.array(text),
  equipment: z.array(text),
  tips: z.array(text),
});

export const classEventTemplateSchema = z.object({
  title: text,
  /** ISO date-times; a bare date is midnight UTC (spec section 5). */
  datetime: z.object({ start: maybeText, end: maybeText }),
  venue: z.object({ name: maybeText, address: maybeText }),
  ticket: z.object({ url: maybeText, price_min: maybeNumber, price_max: maybeNumber }),
  instructor: z.object({ name: maybeText, bio: maybeText, credentials: maybeText }),
  capacity: maybeNumber,
  requirements: z.object({ age_min: maybeNumber, skill_level: maybeText }),
  what_to_expect: z.array(text),
  recurrence: z.object({ type: maybeText, days: z.array(text), end_date: maybeText }),
  message_ids: z.array(text),
  mention_count: z.number().int(),
});

export const WORKOUT_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const workoutTemplateSchema = z.object({
  title: text,
  modality: maybeText,
  level: z.enum(WORKOUT_LEVELS).nullable(),
  duration_min: maybeNumber,
  equipment: z.array(text),
  blocks: z.array(
    z.object({
      name: text,
      duration: maybeText,
      moves: z.array(
        z.object({ move: text, sets: maybeNumber, reps: maybeText, load: maybeText, tempo: maybeText, rest: maybeText }),
      ),
    }),
  ),
  notes: maybeText,
  cadence: maybeText,
  timer_presets: z.array(z.object({ name: text, duration: z.number() })),
  target_muscles: z.array(text),
  prerequisites: z.array(text),
});

export const guideListTemplateSchema = z.object({
  title: text,
  city: maybeText,
  themes: z.array(text),
  items: z.array(
    z.object({
      type: text,
      name: text,
      /** The entity this item became, once the post is organised; else a slug of its name. */
      entity_id: maybeText,
      slug: maybeText,
      lat: maybeNumber,
      lng: maybeNumber,
      address: maybeText,
      date: maybeText,
      price_tier: maybeText,
      cuisine: maybeText,
      ticket_url: maybeText,
      purchase_url: maybeText,
      subtitle: maybeText,
    }),
  ),
});

export const TEMPLATE_KINDS = ['restaurant', 'recipe', 'class_event', 'workout', 'guide_list'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Kept on an entity as entity_data.raw_data.details.template. */
export const entityTemplateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('restaurant'), data: restaurantTemplateSchema }),
  z.object({ kind: z.literal('recipe'), data: recipeTemplateSchema }),
  z.object({ kind: z.literal('class_event'), data: classEventTemplateSchema }),
  z.object({ kind: z.literal('workout'), data: workoutTemplateSchema }),
  z.object({ kind: z.literal('guide_list'), data: guideListTemplateSchema }),
]);
export type EntityTemplate = z.infer<typeof entityTemplateSchema>;
export type RestaurantTemplate = z.infer<typeof restaurantTemplateSchema>;
export type RecipeTemplate = z.infer<typeof recipeTemplateSchema>;
export type ClassEventTemplate = z.infer<typeof classEventTemplateSchema>;
export type WorkoutTemplate = z.infer<typeof workoutTemplateSchema>;
export type GuideListTemplate = z.infer<typeof guideListTemplateSchema>;
