// Event entities for the events tests, as GET /entities answers them.
import type { Entity } from '@stash/shared';

interface EventFields {
  id: string;
  name: string;
  start?: string | null;
  end?: string | null;
  allDay?: boolean;
  address?: string | null;
  price?: string | null;
  entityType?: string;
  routingClass?: string | null;
  details?: Record<string, unknown>;
}

export function makeEventEntity({ id, name, start = null, end = null, allDay = false, address = null, price = null, entityType = 'event', routingClass = 'Eventish', details = {} }: EventFields): Entity {
  return {
    entity_id: id,
    entity_name: name,
    entity_type: entityType,
    routing_class: routingClass,
    category: null,
    entity_data: {
      raw_data: { name, address, price, details, temporal: start === null ? null : { start, end, all_day: allDay, text: start } },
      enrichment_data: {},
    },
    latitude: null,
    longitude: null,
    created_at: '2026-05-01T12:00:00.000Z',
    updated_at: '2026-05-01T12:00:00.000Z',
  };
}
