import { describe, expect, it } from 'vitest';
import { displayTypeOf, entityDisplayType, entityPath } from './entity-links';

const entity = (routing_class: string | null, entity_type: string, entity_id = 'e1') => ({ entity_id, routing_class, entity_type });

describe('where an entity leads', () => {
  it('sends venues to /venue, events to /event and everything else to /entity', () => {
    expect(entityPath(entity('PhysicalVenue', 'venue'))).toBe('/venue/e1');
    expect(entityPath(entity(null, 'restaurant'))).toBe('/venue/e1');
    expect(entityPath(entity('Eventish', 'class'))).toBe('/event/e1');
    expect(entityPath(entity(null, 'event'))).toBe('/event/e1');
    expect(entityPath(entity('CreativeWork', 'recipe'))).toBe('/entity/e1');
    expect(entityPath(entity('GeoArea', 'neighbourhood'))).toBe('/entity/e1');
    expect(entityPath(entity('Product', 'product', 'a/b'))).toBe('/entity/a%2Fb');
  });

  it('maps routing classes to display types, other values upper-cased', () => {
    expect(['PhysicalVenue', 'GeoArea', 'PersonOrgBrand', 'Eventish', 'CreativeWork', 'Product', 'Abstract', 'Mystery'].map(displayTypeOf)).toEqual([
      'LOCATION', 'AREA', 'BRAND', 'EVENT', 'CREATIVE', 'PRODUCT', 'CONCEPT', 'MYSTERY',
    ]);
  });

  it('shows the specific type when the entity has one with its own label', () => {
    expect(entityDisplayType(entity('PhysicalVenue', 'restaurant'))).toBe('RESTAURANT');
    expect(entityDisplayType(entity('CreativeWork', 'recipe'))).toBe('RECIPE');
    expect(entityDisplayType(entity('PhysicalVenue', 'bar'))).toBe('LOCATION');
    expect(entityDisplayType(entity(null, 'guide'))).toBe('GUIDE');
  });
});
