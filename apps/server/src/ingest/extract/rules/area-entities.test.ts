import { describe, expect, it } from 'vitest';
import { createGazetteer } from '../../../providers/geocoder/gazetteer';
import { areaEntities } from './area-entities';
import { findAreas } from './areas';

const gazetteer = createGazetteer();

function names(text: string, areasOnly = true) {
  return areaEntities({ text, areas: findAreas(text, gazetteer), venues: [], areasOnly, titleCity: null }).map((entity) => `${entity.entity_type}:${entity.entity_name}`);
}

describe('areaEntities', () => {
  it('keeps the areas a post sends you to', () => {
    expect(names('first time in Mexico City? stay in Roma Norte or Condesa')).toEqual(['city:Mexico City', 'neighborhood:Roma Norte', 'neighborhood:Condesa']);
    expect(names('Shimokitazawa is the coolest neighbourhood, 2 stops from Shibuya')).toEqual(['neighborhood:Shimokitazawa']);
  });

  it('leaves out areas said in passing or inside a name', () => {
    expect(names('just finished my first marathon, thank you NYC')).toEqual([]);
    expect(names('dig through New York Joe Exchange for vintage')).toEqual([]);
  });

  it('gives a neighbourhood its city and position', () => {
    const [entity] = areaEntities({ text: 'stay in Alfama', areas: findAreas('stay in Alfama', gazetteer), venues: [], areasOnly: true, titleCity: null });
    expect(entity).toMatchObject({ routing_class: 'GeoArea', raw_data: { location: 'Lisbon', details: { country_code: 'PT' } } });
    expect(entity?.raw_data.details.latitude).toEqual(expect.any(Number));
  });
});
