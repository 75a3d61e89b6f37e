import { describe, expect, it } from 'vitest';
import { calendarEntryOf, collectEvents, endsAt, groupByDay, toEventItem } from './event-items';
import { makeEventEntity } from './testing';

// Local times, so the tests read the same in any zone.
const NOW = new Date(2026, 5, 10, 12, 0).getTime();

const jazz = makeEventEntity({ id: 'jazz', name: 'Jazz Night', start: '2026-06-12T20:00:00', address: 'Smalls, 183 W 10th St', price: '$20', details: { ticket_url: 'https://tickets.test/jazz' } });
const market = makeEventEntity({ id: 'market', name: 'Night Market', start: '2026-06-12', allDay: true });
const film = makeEventEntity({ id: 'film', name: 'Film Club', start: '2026-06-20T19:00:00', end: '2026-06-20T21:30:00', entityType: 'class' });
const old = makeEventEntity({ id: 'old', name: 'Old Gig', start: '2026-05-01T21:00:00+00:00Z' });
const undated = makeEventEntity({ id: 'undated', name: 'Someday Show' });
const restaurant = makeEventEntity({ id: 'lucali', name: 'Lucali', start: '2026-06-12T20:00:00', entityType: 'restaurant', routingClass: 'PhysicalVenue' });

describe('collecting events', () => {
  it('names the venue with its area', () => {
    const at = (details: Record<string, unknown>, address: string | null = null) => toEventItem(makeEventEntity({ id: 'v', name: 'V', start: '2026-06-12T20:00:00', address, details }))?.place;
    expect(at({ venue: 'Bryant Park' })).toBe('Bryant Park');
    expect(at({ venue: 'Bryant Park' }, 'Midtown, New York')).toBe('Bryant Park, Midtown, New York');
    expect(at({ venue: { name: 'Smalls' } }, 'Smalls, 183 W 10th St')).toBe('Smalls, 183 W 10th St');
    expect(at({}, '1 Main St')).toBe('1 Main St');
    expect(at({})).toBeNull();
  });

  it('keeps EVENT entities, splits upcoming from past and sets the undated apart', () => {
    const events = collectEvents([film, old, restaurant, jazz, undated, market], NOW);
    expect(events.upcoming.map((item) => item.ui.entity_id)).toEqual(['market', 'jazz', 'film']);
    expect(events.past.map((item) => item.ui.entity_id)).toEqual(['old']);
    expect(events.undated.map((entity) => entity.entity_id)).toEqual(['undated']);
  });

  it('lists past events latest first', () => {
    const older = makeEventEntity({ id: 'older', name: 'Older', start: '2026-04-01T21:00:00' });
    expect(collectEvents([older, old], NOW).past.map((item) => item.ui.entity_id)).toEqual(['old', 'older']);
  });

  it('counts an event without an end as on for 90 minutes, and an all-day one until its day ends', () => {
    const started = makeEventEntity({ id: 's', name: 'Started', start: '2026-06-10T11:00:00' });
    const item = toEventItem(started);
    expect(item && endsAt(item)).toBe(new Date(2026, 5, 10, 12, 30).getTime());
    expect(collectEvents([started], NOW).upcoming).toHaveLength(1);
    expect(collectEvents([started], new Date(2026, 5, 10, 12, 30).getTime()).past).toHaveLength(1);
    const today = makeEventEntity({ id: 't', name: 'Today', start: '2026-06-10', allDay: true });
    expect(collectEvents([today], new Date(2026, 5, 10, 23, 59).getTime()).upcoming).toHaveLength(1);
  });

  it('puts an all-day event on its own date whatever the zone', () => {
    expect(toEventItem(market)?.dayKey).toBe('2026-06-12');
    expect(toEventItem(jazz)?.dayKey).toBe('2026-06-12');
  });

  it('groups events by day in order', () => {
    const days = groupByDay(collectEvents([film, jazz, market], NOW).upcoming);
    expect(days.map((day) => [day.key, day.items.map((item) => item.ui.entity_id)])).toEqual([
      ['2026-06-12', ['market', 'jazz']],
      ['2026-06-20', ['film']],
    ]);
    expect(days[0]?.date).toEqual(new Date(2026, 5, 12));
  });

  it('makes a calendar entry with place, price and ticket link', () => {
    const item = toEventItem(jazz);
    expect(item && calendarEntryOf(item)).toMatchObject({
      id: 'jazz',
      title: 'Jazz Night',
      allDay: false,
      location: 'Smalls, 183 W 10th St',
      url: 'https://tickets.test/jazz',
      description: 'Price: $20\nhttps://tickets.test/jazz',
    });
  });
});
