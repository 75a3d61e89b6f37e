import { describe, expect, it } from 'vitest';
import { EXTRACTED_ENTITIES_MAX, extractedEntitySchema } from '../extraction';
import { dedupeEntities, finaliseEntities, makeEntity } from './entities';

describe('makeEntity', () => {
  it('builds an entity in the schema shape, without empty details', () => {
    const entity = makeEntity({ name: '  Lilia ', type: 'restaurant', routing: 'PhysicalVenue', location: 'Williamsburg', details: { a: null, b: 1 } });
    expect(extractedEntitySchema.parse(entity)).toEqual(entity);
    expect(entity.entity_name).toBe('Lilia');
    expect(entity.raw_data).toMatchObject({ name: 'Lilia', location: 'Williamsburg', address: null, temporal: null, details: { b: 1 } });
  });
});

describe('dedupeEntities', () => {
  it('keeps one entity per name and kind, filling gaps from the others', () => {
    const entities = dedupeEntities([
      makeEntity({ name: 'The Jazz Cafe', type: 'venue', routing: 'PhysicalVenue' }),
      makeEntity({ name: 'jazz café', type: 'cafe', routing: 'PhysicalVenue', address: '5 Parkway' }),
      makeEntity({ name: 'Jazz Cafe', type: 'event', routing: 'Eventish' }),
    ]);
    expect(entities.map((entity) => [entity.entity_name, entity.entity_type, entity.raw_data.address])).toEqual([
      ['The Jazz Cafe', 'venue', '5 Parkway'],
      ['Jazz Cafe', 'event', null],
    ]);
  });
});

describe('finaliseEntities', () => {
  it('drops invalid entities and keeps at most the maximum', () => {
    const many = Array.from({ length: 50 }, (_, i) => makeEntity({ name: `Place ${i}`, type: 'venue', routing: 'PhysicalVenue' }));
    const invalid = { ...makeEntity({ name: 'x', type: 'venue', routing: 'PhysicalVenue' }), entity_name: ' ' };
    const result = finaliseEntities([invalid, ...many]);
    expect(result).toHaveLength(EXTRACTED_ENTITIES_MAX);
    expect(result[0]?.entity_name).toBe('Place 0');
  });
});
