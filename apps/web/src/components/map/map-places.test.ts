import { describe, expect, it } from 'vitest';
import {
  boundsOfPoints,
  boundsParam,
  isInView,
  parseBoundsParam,
  placeAddress,
  placeRating,
  placesOf,
  visiblePlaces,
  type ViewBounds,
} from './map-places';
import { makeEntity } from './testing/entities';

const barcelona = { lat: 41.3851, lng: 2.1734 };
const paris = { lat: 48.8566, lng: 2.3522 };
const tokyo = { lat: 35.6762, lng: 139.6503 };
const fiji = { lat: -17.7134, lng: 178.065 };
const samoa = { lat: -13.759, lng: -172.1046 };

const europe: ViewBounds = { south: 35, west: -10, north: 60, east: 20 };

describe('places of entities', () => {
  it('keeps entities with a usable position, once each, and drops the rest', () => {
    const places = placesOf([
      makeEntity('a', 'Lilia', { at: [40.7, -73.9] }),
      makeEntity('b', 'No position'),
      makeEntity('a', 'Lilia again', { at: [40.7, -73.9] }),
      makeEntity('c', 'Off the globe', { at: [95, 10] }),
      makeEntity('d', 'Null island', { at: [0, 0] }),
    ]);
    expect(places.map((place) => place.id)).toEqual(['a', 'd']);
    expect(places[0]).toMatchObject({ name: 'Lilia', lat: 40.7, lng: -73.9 });
  });
});

describe('which places a view shows (the list beside the map)', () => {
  it('lists exactly the places inside the view, in the given order', () => {
    expect(visiblePlaces([tokyo, barcelona, paris], europe)).toEqual([barcelona, paris]);
  });

  it('lists every place before the map has reported a view', () => {
    expect(visiblePlaces([tokyo, barcelona], null)).toEqual([tokyo, barcelona]);
  });

  it('counts the edges of the view as inside', () => {
    expect(isInView({ lat: 35, lng: -10 }, europe)).toBe(true);
    expect(isInView({ lat: 60.0001, lng: 0 }, europe)).toBe(false);
  });

  it('handles a view across the antimeridian, as Leaflet reports it (east beyond 180)', () => {
    const pacific: ViewBounds = { south: -30, west: 170, north: 0, east: 190 };
    expect(visiblePlaces([fiji, samoa, tokyo], pacific)).toEqual([fiji, samoa]);
    const wrappedWest: ViewBounds = { south: -30, west: -190, north: 0, east: -170 };
    expect(visiblePlaces([fiji, samoa, tokyo], wrappedWest)).toEqual([fiji, samoa]);
  });

  it('shows every longitude when the view is wider than the world, but still checks latitude', () => {
    const wide: ViewBounds = { south: 0, west: -400, north: 80, east: 400 };
    expect(visiblePlaces([tokyo, barcelona, fiji], wide)).toEqual([tokyo, barcelona]);
  });

  it('follows a panned world copy (longitudes beyond ±180 on both sides)', () => {
    const europeOneWorldEast: ViewBounds = { ...europe, west: europe.west + 360, east: europe.east + 360 };
    expect(visiblePlaces([tokyo, barcelona, paris], europeOneWorldEast)).toEqual([barcelona, paris]);
  });
});

describe('bounds', () => {
  it('is the smallest box around the points, or null for none', () => {
    expect(boundsOfPoints([barcelona, paris, tokyo])).toEqual({ south: tokyo.lat, west: barcelona.lng, north: paris.lat, east: tokyo.lng });
    expect(boundsOfPoints([])).toBeNull();
  });

  it('round-trips through the ?bbox= parameter and refuses malformed ones', () => {
    const bounds = { south: 41.1, west: 2.1, north: 41.5, east: 2.25 };
    expect(boundsParam(bounds)).toBe('2.1,41.1,2.25,41.5');
    expect(parseBoundsParam(boundsParam(bounds))).toEqual(bounds);
    expect(parseBoundsParam(null)).toBeNull();
    expect(parseBoundsParam('1,2,3')).toBeNull();
    expect(parseBoundsParam('a,b,c,d')).toBeNull();
    expect(parseBoundsParam('0,50,1,40')).toBeNull();
    expect(parseBoundsParam('0,-95,1,40')).toBeNull();
  });
});

describe('place details', () => {
  it('prefers the geocoder address, then the post words; reads a rating in range only', () => {
    expect(placeAddress(makeEntity('a', 'A', { address: '567 Union Ave', location: 'Williamsburg' }))).toBe('567 Union Ave');
    expect(placeAddress(makeEntity('a', 'A', { location: 'Williamsburg, Brooklyn' }))).toBe('Williamsburg, Brooklyn');
    expect(placeAddress(makeEntity('a', 'A'))).toBeNull();
    expect(placeRating(makeEntity('a', 'A', { rating: 4.6 }))).toBe(4.6);
    expect(placeRating(makeEntity('a', 'A', { rating: 46 }))).toBeNull();
    expect(placeRating(makeEntity('a', 'A'))).toBeNull();
  });
});
