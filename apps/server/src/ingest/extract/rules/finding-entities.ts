// The entities of what the rules found: a recipe, a workout, an event or class, a product and
// its brand, each with its template where the spec gives one.
import type { ExtractedEntity } from '../extraction';
import type { AreaMention } from './areas';
import { cityInName, postLocation } from './areas';
import { makeEntity } from './entities';
import type { EventFinding } from './events';
import type { NamedEvent } from './named-events';
import type { ProductFinding } from './products';
import type { RecipeFinding } from './recipes';
import { categoryOf } from './venue-kinds';
import type { WorkoutFinding } from './workouts';

export function recipeEntity(recipe: RecipeFinding): ExtractedEntity {
  const data = recipe.template;
  return makeEntity({
    name: data.dish,
    type: 'recipe',
    routing: 'CreativeWork',
    category: categoryOf(data.dish),
    details: { servings: data.servings, time_total_min: data.time_total_min, difficulty: data.difficulty, ingredient_count: data.ingredients.length },
    template: { kind: 'recipe', data },
  });
}

export function workoutEntity(workout: WorkoutFinding): ExtractedEntity {
  const data = workout.template;
  return makeEntity({
    name: data.title,
    type: 'workout',
    routing: 'CreativeWork',
    category: data.modality,
    details: { level: data.level, duration_min: data.duration_min, equipment: data.equipment },
    template: { kind: 'workout', data },
  });
}

export function eventEntity(event: EventFinding, areas: AreaMention[]): ExtractedEntity {
  return makeEntity({
    name: event.name,
    type: event.type,
    routing: 'Eventish',
    category: event.category,
    location: event.venue?.location ?? postLocation(areas),
    address: event.venue?.address ?? null,
    price: event.price?.text ?? null,
    temporal: event.temporal,
    details: {
      venue: event.venue?.name ?? null,
      ticket_url: event.ticketUrl,
      doors: event.doors,
      recurrence: event.template.recurrence.type ? event.template.recurrence : null,
    },
    template: { kind: 'class_event', data: event.template },
  });
}

/** An event the post names without a day ('#sxsw2018'): kept as an event, on no calendar day. */
export function namedEventEntity(event: NamedEvent, areas: AreaMention[]): ExtractedEntity {
  return makeEntity({ name: event.name, type: 'event', routing: 'Eventish', category: event.kind, location: cityInName(event.name, event.index, areas) ?? postLocation(areas), temporal: null });
}

/** The product, and its brand as an entity when the post names it clearly (a handle, 'by <Brand>'). */
export function productEntities(product: ProductFinding): ExtractedEntity[] {
  const entity = makeEntity({
    name: product.name,
    type: 'product',
    routing: 'Product',
    category: product.category,
    price: product.price?.text ?? null,
    details: { brand: product.brand, url: product.url, discount_code: product.discountCode, currency: product.price?.currency ?? null },
  });
  if (!product.brand || !product.brandIsClear) return [entity];
  return [entity, makeEntity({ name: product.brand, type: 'brand', routing: 'PersonOrgBrand', category: product.category })];
}
