// The member's events as the Events screen lays them out: entities whose display type is EVENT,
// with their dates read from raw_data.temporal (or the enrichment's), split into upcoming and
// past, and grouped by the day they fall on. Pure, with the clock passed in, so tests fix it.
import type { Entity } from '@stash/shared';
import { displayTypeOf } from '../../lib/display-types';
import type { CalendarEntry } from '../../lib/calendar-file';
import { toUiEntity, type UiEntity } from '../../lib/ui-entity';

/** An event without an end is treated as this long when deciding whether it is over (as in its .ics). */
const ASSUMED_MINUTES = 90;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface EventItem {
  entity: Entity;
  ui: UiEntity;
  start: Date;
  end: Date | null;
  allDay: boolean;
  /** 'YYYY-MM-DD' of the day it falls on: its UTC day when all-day, else the viewer's local day. */
  dayKey: string;
  /** Street address, else area words; null when neither is known. */
  place: string | null;
  /** Ticket or event page, when the post gave one. */
  ticketUrl: string | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

export const localDayKey = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const utcDayKey = (date: Date): string => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The local Date at midnight of a day key, for headers and the calendar. */
export function dayOfKey(key: string): Date {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function detailsOf(entity: Entity): Record<string, unknown> {
  const details = entity.entity_data.raw_data.details;
  return typeof details === 'object' && details !== null && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
}

/**
 * Where it happens: the venue the extractor named (details.venue) with the address or area, so
 * 'Bryant Park' reads with its city; either alone when only one is known.
 */
function placeOf(entity: Entity, ui: UiEntity): string | null {
  const venue = detailsOf(entity).venue;
  const venueName = typeof venue === 'string' ? venue.trim() : typeof venue === 'object' && venue !== null && typeof (venue as { name?: unknown }).name === 'string' ? ((venue as { name: string }).name.trim()) : '';
  const where = ui.location.address ?? ui.location.area;
  if (!venueName) return where;
  if (!where || where.toLowerCase().includes(venueName.toLowerCase())) return where ?? venueName;
  return `${venueName}, ${where}`;
}

function ticketOf(entity: Entity): string | null {
  const fields = detailsOf(entity);
  for (const value of [fields.ticket_url, fields.url, fields.booking_url, entity.entity_data.enrichment_data.url]) {
    if (typeof value === 'string' && /^https?:\/\//i.test(value)) return value;
  }
  return null;
}

export function isEventEntity(entity: Entity): boolean {
  return displayTypeOf(entity) === 'EVENT';
}

/** The event of an entity, or null when it is no event or has no readable date. */
export function toEventItem(entity: Entity): EventItem | null {
  if (!isEventEntity(entity)) return null;
  const ui = toUiEntity(entity);
  if (!ui.dtstart) return null;
  const start = new Date(ui.dtstart);
  const end = ui.dtend ? new Date(ui.dtend) : null;
  return {
    entity,
    ui,
    start,
    end: end && end.getTime() > start.getTime() ? end : null,
    allDay: ui.all_day,
    dayKey: ui.all_day ? utcDayKey(start) : localDayKey(start),
    place: placeOf(entity, ui),
    ticketUrl: ticketOf(entity),
  };
}

/** When an event is over: its end, else the end of its day (all-day) or 90 minutes after it starts. */
export function endsAt(item: EventItem): number {
  if (item.end) return item.end.getTime();
  if (item.allDay) return dayOfKey(item.dayKey).getTime() + DAY_MS;
  return item.start.getTime() + ASSUMED_MINUTES * MINUTE_MS;
}

export interface EventCollection {
  /** Not over yet, soonest first. */
  upcoming: EventItem[];
  /** Over, latest first. */
  past: EventItem[];
  /** Event entities whose date could not be read. */
  undated: Entity[];
}

export function collectEvents(entities: readonly Entity[], now: number): EventCollection {
  const upcoming: EventItem[] = [];
  const past: EventItem[] = [];
  const undated: Entity[] = [];
  for (const entity of entities) {
    if (!isEventEntity(entity)) continue;
    const item = toEventItem(entity);
    if (!item) undated.push(entity);
    else if (endsAt(item) > now) upcoming.push(item);
    else past.push(item);
  }
  // By day first (an all-day event's start is midnight UTC, which is another local day in the
  // Americas), all-day events leading their day, then by time and name.
  const byStart = (a: EventItem, b: EventItem) =>
    a.dayKey.localeCompare(b.dayKey) || Number(b.allDay) - Number(a.allDay) || a.start.getTime() - b.start.getTime() || a.ui.name.localeCompare(b.ui.name);
  upcoming.sort(byStart);
  past.sort((a, b) => byStart(b, a));
  return { upcoming, past, undated };
}

export interface EventDay {
  key: string;
  date: Date;
  items: EventItem[];
}

/** Consecutive items on one day together, in the order given. */
export function groupByDay(items: readonly EventItem[]): EventDay[] {
  const days: EventDay[] = [];
  for (const item of items) {
    const last = days.at(-1);
    if (last && last.key === item.dayKey) last.items.push(item);
    else days.push({ key: item.dayKey, date: dayOfKey(item.dayKey), items: [item] });
  }
  return days;
}

/** The calendar-file entry of an event. */
export function calendarEntryOf(item: EventItem): CalendarEntry {
  const { ui } = item;
  const description = [ui.description, ui.price ? `Price: ${ui.price}` : null, item.ticketUrl].filter(Boolean).join('\n');
  return {
    id: ui.entity_id,
    title: ui.name,
    start: item.start,
    end: item.end,
    allDay: item.allDay,
    location: item.place,
    description: description || null,
    url: item.ticketUrl ?? ui.website,
    geo: ui.location.latitude !== null && ui.location.longitude !== null ? { lat: ui.location.latitude, lng: ui.location.longitude } : null,
  };
}
