import { describe, expect, it } from 'vitest';
import { createGazetteer } from '../../../providers/geocoder/gazetteer';
import { findAreas } from './areas';
import { extractHashtags, maskTags } from './hashtags';
import { findLinks } from './links';
import { findList } from './lists';
import { findVenues } from './places';
import { findPrices } from './prices';
import { collectVenues, titleCityOf, venueEntity } from './venues';

const gazetteer = createGazetteer();

function venuesOf(text: string, isEvent = false) {
  const areas = findAreas(text, gazetteer);
  const list = findList(maskTags(text), areas);
  const titleCity = list?.title ? titleCityOf(text, list.titleIndex, areas) : null;
  const candidates = findVenues({ text, areas, hashtags: extractHashtags(text), gazetteer });
  return { areas, venues: collectVenues({ text, list, candidates, prices: findPrices(text), areas, titleCity, isEvent }) };
}

describe('collectVenues', () => {
  it('gives a one-place post its kind, prices and tier', () => {
    const { venues } = venuesOf('tacos at Sonoratown 🌮 carne asada taco $4.50, chivichanga $8.75');
    expect(venues).toHaveLength(1);
    expect(venues[0]).toMatchObject({ kind: { type: 'restaurant', category: 'mexican' }, price: '$4.50', priceTier: '$' });
  });

  it("types list items by the title's kind and places them in the title's city", () => {
    const { venues } = venuesOf("5 best rooftop bars in London\n1. Frank's Café, Peckham\n2. Madison — great views\n3. Bar Elba, Waterloo");
    expect(venues.map((venue) => [venue.candidate.name, venue.kind.type, venue.candidate.location])).toEqual([
      ["Frank's Café", 'bar', 'Peckham, London'],
      ['Madison', 'bar', 'London'],
      ['Bar Elba', 'bar', expect.stringContaining('London')],
    ]);
  });

  it('keeps the prices of an event post off its venue', () => {
    const { venues } = venuesOf('Comedy night tonight 8pm at The Stand, $15', true);
    expect(venues[0]?.price).toBeNull();
  });
});

describe('venueEntity', () => {
  it('fills the restaurant template only when asked', () => {
    const text = 'brunch at Balthazar 🥐 $$$ book https://resy.com/cities/ny/balthazar';
    const { venues, areas } = venuesOf(text);
    const [venue] = venues;
    if (!venue) throw new Error('expected a venue');
    const plain = venueEntity(venue, { text, links: findLinks(text), areas, hours: null, restaurant: false });
    expect(plain).toMatchObject({ entity_name: 'Balthazar', routing_class: 'PhysicalVenue', template: null, raw_data: { price: '$$$' } });
    const full = venueEntity(venue, { text, links: findLinks(text), areas, hours: null, restaurant: true });
    expect(full.template?.kind).toBe('restaurant');
    if (full.template?.kind !== 'restaurant') throw new Error('expected a restaurant template');
    expect(full.template.data.booking_links.resy).toBe('https://resy.com/cities/ny/balthazar');
    expect(full.template.data.price_tier).toBe('$$$');
  });
});

describe('titleCityOf', () => {
  it('takes the last area of the title', () => {
    const text = 'day trip from Lisbon to Sintra\nmore';
    expect(titleCityOf(text, 0, findAreas(text, gazetteer))).toBe('Sintra');
  });
});
