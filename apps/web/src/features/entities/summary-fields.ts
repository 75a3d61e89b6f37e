// The per-type summary fields of spec section 3, read from wherever the server keeps each one
// (the UI entity, raw_data.details, or the entity's template). An empty field stays in the list
// with a null value so the page can say 'Not available' for it.
import type { Entity, EntityTemplate } from '@stash/shared';
import { formatDisplayDate } from '../../lib/dates';
import type { UiEntity } from '../../lib/ui-entity';

export interface SummaryField {
  label: string;
  /** Null when the entity has nothing for it ('Not available'). */
  value: string | null;
  /** Set for link fields (booking, tickets, shopping): the value is the link's text. */
  href?: string;
}

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(...values: unknown[]): string | null {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

function link(...values: unknown[]): string | null {
  for (const value of values) {
    const candidate = text(value);
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not an address; try the next.
    }
  }
  return null;
}

function linkField(label: string, linkText: string, href: string | null): SummaryField {
  return href ? { label, value: linkText, href } : { label, value: null };
}

function minutes(...values: unknown[]): string | null {
  const value = text(...values);
  if (!value) return null;
  return /^\d+(\.\d+)?$/.test(value) ? `${value} min` : value;
}

function capitalised(value: string | null): string | null {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : null;
}

/** When it happens: a date-only event keeps its UTC day, else date and time in the member's zone. */
function dateTime(ui: UiEntity): string | null {
  if (!ui.dtstart) return null;
  return ui.all_day ? formatDisplayDate(ui.dtstart, { dateStyle: 'full', timeZone: 'UTC' }) : formatDisplayDate(ui.dtstart, { dateStyle: 'full', timeStyle: 'short' });
}

/** The summary fields for an entity's display type; other types show where it is and what it is. */
export function summaryFields(entity: Pick<Entity, 'entity_data'>, ui: UiEntity, template: EntityTemplate | null): SummaryField[] {
  const raw = entity.entity_data.raw_data;
  const enrichment = entity.entity_data.enrichment_data;
  const details: Data = isData(raw.details) ? raw.details : {};
  const location = ui.location.address ?? ui.location.area;

  switch (ui.type) {
    case 'RESTAURANT': {
      const restaurant = template?.kind === 'restaurant' ? template.data : null;
      return [
        { label: 'Location', value: location },
        { label: 'Price range', value: text(details.price_tier, details.price_range, restaurant?.price_tier, ui.price, enrichment.price_level) },
        { label: 'Rating', value: ui.rating === null ? text(restaurant?.rating) : String(ui.rating) },
        { label: 'Hours', value: ui.business_hours },
        linkField(
          'Booking',
          'Book a table',
          link(details.booking_url, details.reservation_url, restaurant?.booking_links.resy, restaurant?.booking_links.opentable, restaurant?.booking_links.direct),
        ),
      ];
    }
    case 'EVENT': {
      const event = template?.kind === 'class_event' ? template.data : null;
      return [
        { label: 'Date and time', value: dateTime(ui) },
        { label: 'Location', value: location ?? text(details.venue) },
        { label: 'Price', value: ui.price },
        linkField('Tickets', 'Get tickets', link(details.ticket_url, event?.ticket.url)),
      ];
    }
    case 'RECIPE': {
      const recipe = template?.kind === 'recipe' ? template.data : null;
      return [
        { label: 'Prep time', value: minutes(details.time_prep_min, recipe?.time_prep_min, details.prep_time, details.time_total_min) },
        { label: 'Difficulty', value: capitalised(text(details.difficulty, recipe?.difficulty)) },
        { label: 'Servings', value: text(details.servings, recipe?.servings) },
      ];
    }
    case 'ACTIVITY': {
      const workout = template?.kind === 'workout' ? template.data : null;
      return [
        { label: 'Duration', value: minutes(details.duration_min, workout?.duration_min, details.duration) },
        { label: 'Location', value: location },
        { label: 'Price', value: ui.price },
        { label: 'Difficulty', value: capitalised(text(details.difficulty, details.level, workout?.level)) },
      ];
    }
    case 'PRODUCT':
      return [
        { label: 'Price', value: ui.price },
        { label: 'Brand', value: text(details.brand, enrichment.brand) },
        linkField('Shop', 'Shop now', link(details.url, details.purchase_url, details.shop_url, ui.website)),
      ];
    case 'TIP':
      return [
        { label: 'Difficulty', value: capitalised(text(details.difficulty, details.level)) },
        { label: 'Quick summary', value: text(details.summary, details.quick_summary, ui.description) },
      ];
    default:
      return [
        { label: 'Location', value: location },
        { label: 'Category', value: capitalised(ui.category) },
      ];
  }
}
