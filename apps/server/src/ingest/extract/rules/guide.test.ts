import { describe, expect, it } from 'vitest';
import { guideEntity } from './guide';
import type { ListPost } from './lists';
import type { Venue } from './venues';

const list: ListPost = {
  title: '3 best bakeries in Paris',
  titleIndex: 0,
  items: [],
  placeList: true,
  titleKind: { type: 'bakery', category: null },
};
const venue = (name: string): Venue => ({
  candidate: { name, index: 0, source: 'named', address: null, location: 'Le Marais, Paris', context: '' },
  kind: { type: 'bakery', category: 'pastry' },
  price: null,
  priceTier: '$',
});

describe('guideEntity', () => {
  it('builds the guide with one item per place', () => {
    const guide = guideEntity({ list, venues: [venue('Du Pain et des Idées'), venue('Mamiche')], city: 'Paris', travel: false, tripTitle: false });
    expect(guide).toMatchObject({ entity_name: '3 best bakeries in Paris', entity_type: 'guide', routing_class: 'CreativeWork', raw_data: { location: 'Paris' } });
    if (guide?.template?.kind !== 'guide_list') throw new Error('expected a guide template');
    expect(guide.template.data).toMatchObject({ title: '3 best bakeries in Paris', city: 'Paris', themes: ['bakery'] });
    expect(guide.template.data.items[0]).toEqual({
      type: 'bakery',
      name: 'Du Pain et des Idées',
      entity_id: null,
      slug: 'du-pain-et-des-idees',
      lat: null,
      lng: null,
      address: null,
      date: null,
      price_tier: '$',
      cuisine: 'pastry',
      ticket_url: null,
      purchase_url: null,
      subtitle: 'Le Marais, Paris',
    });
  });

  it('makes a guide of a trip title only in a travel post', () => {
    const trip: ListPost = { title: '48 hours in Lisbon', titleIndex: 0, items: [], placeList: false, titleKind: null };
    expect(guideEntity({ list: trip, venues: [], city: 'Lisbon', travel: true, tripTitle: true })?.raw_data.category).toBe('travel');
    expect(guideEntity({ list: trip, venues: [], city: 'Lisbon', travel: false, tripTitle: true })).toBeNull();
    expect(guideEntity({ list: { ...list, title: null }, venues: [], city: null, travel: false, tripTitle: false })).toBeNull();
  });
});
