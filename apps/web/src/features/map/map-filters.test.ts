import { describe, expect, it } from 'vitest';
import { placesOf } from '../../components/map/map-places';
import { makeEntity } from '../../components/map/testing/entities';
import { filterPlaces, NO_FILTER, typeCounts } from './map-filters';
import { lookOf } from './place-look';

const places = placesOf([
  makeEntity('r1', 'Lilia', { type: 'restaurant', at: [40.71, -73.95] }),
  makeEntity('b1', 'Bar Mut', { type: 'bar', at: [41.39, 2.16] }),
  makeEntity('e1', 'Jazz night', { type: 'concert', routingClass: 'Eventish', at: [41.38, 2.17] }),
  makeEntity('r2', 'Dishoom', { type: 'restaurant', at: [51.52, -0.07] }),
]);
const typeOf = (place: (typeof places)[number]) => lookOf(place.entity).type;
const ids = (list: readonly { id: string }[]) => list.map((place) => place.id);

describe('map filters', () => {
  it('keeps everything with no filter', () => {
    expect(ids(filterPlaces(places, NO_FILTER, typeOf))).toEqual(['r1', 'b1', 'e1', 'r2']);
  });

  it('keeps the chosen display types only', () => {
    expect(ids(filterPlaces(places, { types: new Set(['RESTAURANT']), taggedEntityIds: null }, typeOf))).toEqual(['r1', 'r2']);
    expect(ids(filterPlaces(places, { types: new Set(['EVENT', 'LOCATION']), taggedEntityIds: null }, typeOf))).toEqual(['b1', 'e1']);
  });

  it('keeps the places of the chosen tag, combined with the types', () => {
    const tagged = new Set(['r2', 'e1', 'not-a-place']);
    expect(ids(filterPlaces(places, { types: new Set(), taggedEntityIds: tagged }, typeOf))).toEqual(['e1', 'r2']);
    expect(ids(filterPlaces(places, { types: new Set(['RESTAURANT']), taggedEntityIds: tagged }, typeOf))).toEqual(['r2']);
    expect(filterPlaces(places, { types: new Set(), taggedEntityIds: new Set() }, typeOf)).toEqual([]);
  });

  it('counts places per display type, most common first', () => {
    expect(typeCounts(places, typeOf)).toEqual([
      { type: 'RESTAURANT', count: 2 },
      { type: 'EVENT', count: 1 },
      { type: 'LOCATION', count: 1 },
    ]);
  });
});
