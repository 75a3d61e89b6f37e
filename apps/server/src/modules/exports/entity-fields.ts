// What the export files say about an entity, read from its wire shape: the enrichment's answer
// first (a geocoded address), else what the extractor read in the post, as the web app reads them.
// Times are raw_data.temporal's (the field the server indexes and the calendar and assistant read).
import type { Entity } from '@stash/shared';

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(...values: unknown[]): string | null {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

export function entityAddress(entity: Entity): string | null {
  return text(entity.entity_data.enrichment_data.formatted_address, entity.entity_data.raw_data.address);
}

export function entityCity(entity: Entity): string | null {
  return text(entity.entity_data.enrichment_data.city, entity.entity_data.raw_data.location);
}

export function entityCountry(entity: Entity): string | null {
  return text(entity.entity_data.enrichment_data.country);
}

const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date and time with no zone: a wall-clock time where the event is (a calendar's "floating" time). */
const FLOATING = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A moment as the export writes it: a day, a wall-clock time, or an instant. */
export type EventTime =
  | { kind: 'day'; year: number; month: number; day: number }
  | { kind: 'floating'; year: number; month: number; day: number; hour: number; minute: number }
  | { kind: 'instant'; at: Date };

export function readEventTime(value: unknown, allDay: boolean): EventTime | null {
  const written = text(value);
  if (!written) return null;
  const numbers = (match: RegExpExecArray) => match.slice(1).map(Number);
  const bare = BARE_DATE.exec(written) ?? (allDay ? BARE_DATE.exec(written.slice(0, 10)) : null);
  if (bare) {
    const [year, month, day] = numbers(bare) as [number, number, number];
    return { kind: 'day', year, month, day };
  }
  const floating = FLOATING.exec(written);
  if (floating) {
    const [year, month, day, hour, minute] = numbers(floating) as [number, number, number, number, number];
    return { kind: 'floating', year, month, day, hour, minute };
  }
  const at = new Date(written);
  return Number.isNaN(at.getTime()) ? null : { kind: 'instant', at };
}

/** When the entity happens, if the post said. */
export function entityTiming(entity: Entity): { start: EventTime; end: EventTime | null; allDay: boolean } | null {
  const temporal = isData(entity.entity_data.raw_data.temporal) ? entity.entity_data.raw_data.temporal : {};
  const allDay = temporal.all_day === true;
  const start = readEventTime(temporal.start, allDay);
  if (!start) return null;
  return { start, end: readEventTime(temporal.end, allDay), allDay: start.kind === 'day' };
}

/** The time as ISO 8601 text for a spreadsheet: a day, a local time, or UTC. */
export function eventTimeText(time: EventTime | null): string {
  if (!time) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  if (time.kind === 'instant') return time.at.toISOString();
  const day = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  return time.kind === 'day' ? day : `${day}T${pad(time.hour)}:${pad(time.minute)}`;
}

/**
 * Whether it starts now or later. A day counts for the whole of it; a wall-clock time, whose zone
 * is unknown, counts until it has passed everywhere (14 hours after it, read as UTC).
 */
export function startsFrom(time: EventTime, now: Date): boolean {
  if (time.kind === 'instant') return time.at.getTime() >= now.getTime();
  const endOfDay = Date.UTC(time.year, time.month - 1, time.day, 23, 59, 59, 999);
  if (time.kind === 'day') return endOfDay + 14 * 3_600_000 >= now.getTime();
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute) + 14 * 3_600_000 >= now.getTime();
}
