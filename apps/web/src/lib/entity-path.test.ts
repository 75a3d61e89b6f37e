import { expect, it } from 'vitest';
import { entityPath } from './entity-path';

const entity = (routing_class: string | null, entity_type: string, entity_id = 'e1') => ({ entity_id, routing_class, entity_type });

it('sends venues to /venue, events to /event and everything else to /entity', () => {
  expect(entityPath(entity('PhysicalVenue', 'venue'))).toBe('/venue/e1');
  expect(entityPath(entity(null, 'restaurant'))).toBe('/venue/e1');
  expect(entityPath(entity(null, 'cafe'))).toBe('/venue/e1');
  expect(entityPath(entity('Eventish', 'class'))).toBe('/event/e1');
  expect(entityPath(entity('Eventish', 'concert'))).toBe('/event/e1');
  expect(entityPath(entity(null, 'event'))).toBe('/event/e1');
  expect(entityPath(entity('CreativeWork', 'recipe'))).toBe('/entity/e1');
  expect(entityPath(entity('GeoArea', 'neighbourhood'))).toBe('/entity/e1');
  expect(entityPath(entity('Product', 'product', 'a/b'))).toBe('/entity/a%2Fb');
});
