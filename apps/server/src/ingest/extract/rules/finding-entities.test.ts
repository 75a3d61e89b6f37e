import { describe, expect, it } from 'vitest';
import { extractedEntitySchema } from '../extraction';
import { productEntities, recipeEntity, workoutEntity } from './finding-entities';
import { findPrices } from './prices';
import { findRecipe } from './recipes';
import { findWorkout } from './workouts';

describe('finding entities', () => {
  it('makes a recipe a creative work with its template', () => {
    const recipe = findRecipe('Pancakes\n1 cup flour\n1 egg\n1 cup milk');
    if (!recipe) throw new Error('expected a recipe');
    const entity = recipeEntity(recipe);
    expect(extractedEntitySchema.parse(entity)).toEqual(entity);
    expect(entity).toMatchObject({ entity_name: 'Pancakes', entity_type: 'recipe', routing_class: 'CreativeWork', template: { kind: 'recipe' } });
  });

  it('makes a workout an abstract entity with its template', () => {
    const workout = findWorkout('Leg day\nsquats 5x5\nlunges 3x12');
    if (!workout) throw new Error('expected a workout');
    expect(workoutEntity(workout)).toMatchObject({ entity_type: 'workout', routing_class: 'CreativeWork', raw_data: { category: 'strength' } });
  });

  it('adds the brand of a product only when it is clearly named', () => {
    const [price] = findPrices('$120');
    const base = { name: 'ReNew Anorak jacket', index: 0, price: price ?? null, category: 'fashion' as const, url: null, discountCode: null };
    expect(productEntities({ ...base, brand: 'everlane', brandIsClear: true }).map((entity) => entity.entity_type)).toEqual(['product', 'brand']);
    const [product, ...rest] = productEntities({ ...base, brand: 'Uniqlo', brandIsClear: false });
    expect(rest).toEqual([]);
    expect(product).toMatchObject({ routing_class: 'Product', raw_data: { price: '$120', details: { brand: 'Uniqlo', currency: 'USD' } } });
  });
});
