import { describe, expect, it } from 'vitest';
import { entityListQuerySchema, entityNearbyQuerySchema, entitySearchQuerySchema, entityTrendingQuerySchema } from './entities';

describe('entity query schemas', () => {
  it('reads query-string numbers, and a blank value as absent rather than 0', () => {
    expect(entityNearbyQuerySchema.parse({ lat: '40.7488', lng: '-73.9854' })).toEqual({ lat: 40.7488, lng: -73.9854, radius_km: 5, limit: 20 });
    expect(entityNearbyQuerySchema.parse({ lat: '', lng: ' ', radius_km: '', limit: '' })).toEqual({ radius_km: 5, limit: 20 });
  });

  it.each([
    ['0', 0.1], ['-4', 0.1], ['0.05', 0.1], ['0.1', 0.1], ['12.5', 12.5], ['5000', 5000], ['5001', 5000], ['1e12', 5000],
  ])('clamps radius_km %s to %s', (radius, clamped) => {
    expect(entityNearbyQuerySchema.parse({ lat: '0', lng: '0', radius_km: radius }).radius_km).toBe(clamped);
  });

  it.each([{ lat: 'north' }, { lng: 'NaN' }, { lat: '90.1' }, { lng: '-180.5' }, { radius_km: 'Infinity' }, { limit: '101' }, { limit: '0' }, { limit: '3.5' }])(
    'refuses %j',
    (query) => {
      expect(entityNearbyQuerySchema.safeParse({ lat: '0', lng: '0', ...query }).success).toBe(false);
    },
  );

  it('defaults the list, search and trending queries', () => {
    expect(entityListQuerySchema.parse({})).toEqual({ limit: 20, sort: 'recent' });
    expect(entityListQuerySchema.parse({ q: '  ', entity_type: '' })).toEqual({ limit: 20, sort: 'recent' });
    expect(entitySearchQuerySchema.parse({ q: ' pizza ' })).toEqual({ q: 'pizza', limit: 20, sort: 'relevance' });
    expect(entitySearchQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(entityTrendingQuerySchema.parse({})).toEqual({ limit: 10 });
  });
});
