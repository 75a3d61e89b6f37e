import { describe, expect, it } from 'vitest';
import { mapLink, placeQuery, routeLink, webSearchLink } from './external-links';

describe('external links', () => {
  it('links a place by its coordinates when it has them', () => {
    expect(mapLink({ name: 'Lucali', address: '575 Henry St', latitude: 40.6803, longitude: -73.9996 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=40.6803%2C-73.9996',
    );
  });

  it('falls back to name and address, encoded', () => {
    expect(mapLink({ name: 'Café & Bar', address: '1 Rue #5, Paris', latitude: null, longitude: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20%26%20Bar%2C%201%20Rue%20%235%2C%20Paris',
    );
    expect(mapLink({ name: 'Somewhere', latitude: 200, longitude: 10 })).toBeNull();
    expect(placeQuery({ address: '  10   Main St ' })).toBe('10 Main St');
  });

  it('builds a multi-stop route in order, skipping stops without a location', () => {
    const url = routeLink([
      { latitude: 1, longitude: 2 },
      { name: 'No where' },
      { address: 'B St' },
      { address: 'C|D Ave' },
      { latitude: 3, longitude: 4 },
    ], 'walking');
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=1%2C2&destination=3%2C4&waypoints=B%20St%7CC%7CD%20Ave&travelmode=walking',
    );
    expect(routeLink([{ address: 'A' }])).toBeNull();
    expect(routeLink([{ address: 'A' }, { address: 'B' }])).toBe('https://www.google.com/maps/dir/?api=1&origin=A&destination=B');
  });

  it('keeps at most nine waypoints', () => {
    const stops = Array.from({ length: 15 }, (_, index) => ({ address: `S${index}` }));
    const url = new URL(routeLink(stops) ?? '');
    expect(url.searchParams.get('waypoints')?.split('|')).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9']);
    expect(url.searchParams.get('destination')).toBe('S14');
  });

  it('builds a web search link', () => {
    expect(webSearchLink('Lucali', 'Brooklyn, NY')).toBe('https://www.google.com/search?q=Lucali%20Brooklyn%2C%20NY');
    expect(webSearchLink(' ', null)).toBeNull();
  });
});
