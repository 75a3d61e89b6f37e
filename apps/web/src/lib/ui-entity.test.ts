import { describe, expect, it } from 'vitest';
import type { Entity } from '@stash/shared';
import { entityTiming, toUiEntity } from './ui-entity';

function entity(overrides: Partial<Entity> & { raw?: Record<string, unknown>; enrichment?: Record<string, unknown> } = {}): Entity {
  const { raw = {}, enrichment = {}, ...rest } = overrides;
  return {
    entity_id: 'e1',
    entity_name: 'Lucali',
    entity_type: 'restaurant',
    routing_class: 'PhysicalVenue',
    category: 'pizza',
    entity_data: { raw_data: { name: 'Lucali', ...raw }, enrichment_data: enrichment },
    latitude: 40.68,
    longitude: -73.99,
    created_at: '2026-05-01T12:00:00.000Z',
    updated_at: '2026-05-01T12:00:00.000Z',
    ...rest,
  };
}

describe('toUiEntity', () => {
  it('maps a venue with enrichment', () => {
    const ui = toUiEntity(
      entity({
        raw: { address: '575 Henry St', location: 'Carroll Gardens', business_hours: 'Tue-Sun 5pm-11pm', price: '$$', details: { phone: '111', tags: ['pizza', 'date night'] } },
        enrichment: { formatted_address: '575 Henry St, Brooklyn, NY', rating: 4.6, phone_number: '+1 718', website: 'https://lucali.com', description: 'Pizza.' },
      }),
    );
    expect(ui).toEqual({
      id: 'e1',
      entity_id: 'e1',
      name: 'Lucali',
      type: 'RESTAURANT',
      category: 'pizza',
      tags: ['pizza', 'date night'],
      location: { latitude: 40.68, longitude: -73.99, address: '575 Henry St, Brooklyn, NY', area: 'Carroll Gardens' },
      business_hours: 'Tue-Sun 5pm-11pm',
      rating: 4.6,
      phone: '+1 718',
      website: 'https://lucali.com',
      price: '$$',
      description: 'Pizza.',
      dtstart: null,
      dtend: null,
      all_day: false,
    });
  });

  it('falls back to raw data and details, and leaves gaps empty', () => {
    const ui = toUiEntity(entity({ category: null, latitude: null, longitude: null, raw: { address: '1 Main St', category: 'bar', details: { rating: '4.2', website: 'https://x.test' } } }));
    expect(ui).toMatchObject({ category: 'bar', rating: 4.2, website: 'https://x.test', phone: null, price: null, tags: [], location: { latitude: null, longitude: null, address: '1 Main St', area: null } });
  });

  it('reads an event date from temporal, repairing it', () => {
    const ui = toUiEntity(
      entity({ entity_type: 'event', routing_class: 'Eventish', raw: { temporal: { start: '2026-06-01T20:00:00+00:00Z', end: '2026-06-01T23:00:00Z', all_day: false, text: 'June 1 8pm' } } }),
    );
    expect(ui).toMatchObject({ type: 'EVENT', dtstart: '2026-06-01T20:00:00.000Z', dtend: '2026-06-01T23:00:00.000Z', all_day: false });
  });

  it('treats a bare date as an all-day event at midnight UTC, and bad dates as none', () => {
    expect(entityTiming(entity({ raw: { temporal: { start: '2026-06-01', end: null, all_day: true, text: '' } } }))).toEqual({ start: '2026-06-01T00:00:00.000Z', end: null, allDay: true });
    expect(entityTiming(entity({ enrichment: { start_date: '2026-07-04' } }))).toEqual({ start: '2026-07-04T00:00:00.000Z', end: null, allDay: true });
    expect(entityTiming(entity({ raw: { temporal: { start: 'soon', end: null, all_day: false } } }))).toEqual({ start: null, end: null, allDay: false });
  });

  it('never shows an empty name', () => {
    expect(toUiEntity(entity({ entity_name: ' ', raw: { name: '' }, enrichment: { formatted_name: 'Found Name' } })).name).toBe('Found Name');
  });
});
