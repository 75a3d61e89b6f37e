// Calendar files (.ics) built in the browser (spec section 7, Other) with the `ics` library, which
// handles the format's escaping, line folding and date forms. An entry without an end lasts 90
// minutes; a workout has no date of its own, so its entry starts 24 hours from now, as a nudge to
// do it tomorrow. Times are written in UTC so every calendar app shows them in its own zone.
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { parseServerDate } from './dates';
import { startDownload } from './start-download';

export const DEFAULT_EVENT_MINUTES = 90;
export const WORKOUT_LEAD_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface CalendarEntry {
  /** Stable id (the entity id): a second download updates the entry instead of adding another. */
  id?: string;
  title: string;
  /** A server date (repaired and read per spec section 5) or a Date; ignored for workouts. */
  start?: string | Date | null;
  end?: string | Date | null;
  /** A date without a time: written as an all-day entry on the start's UTC day. */
  allDay?: boolean;
  /** Length when there is no end; 90 minutes unless given. */
  durationMinutes?: number;
  kind?: 'event' | 'workout';
  location?: string | null;
  description?: string | null;
  url?: string | null;
  geo?: { lat: number; lng: number } | null;
}

const toDate = (value: string | Date | null | undefined): Date | null =>
  value instanceof Date ? (Number.isNaN(value.getTime()) ? null : value) : parseServerDate(value ?? null);

const utcDay = (date: Date): DateArray => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];

const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/** The ics attributes of one entry; null when it has no readable start (and is not a workout). */
export function toCalendarEvent(entry: CalendarEntry, now: number = Date.now()): EventAttributes | null {
  const workout = entry.kind === 'workout';
  const start = workout ? new Date(now + WORKOUT_LEAD_MS) : toDate(entry.start);
  if (!start) return null;
  const minutes = entry.durationMinutes && entry.durationMinutes > 0 ? entry.durationMinutes : DEFAULT_EVENT_MINUTES;
  const givenEnd = workout ? null : toDate(entry.end);

  const extra: Partial<EventAttributes> = {
    title: entry.title.trim() || 'Untitled',
    ...(entry.id ? { uid: `${entry.id}@stash` } : {}),
    ...(entry.location?.trim() ? { location: entry.location.trim() } : {}),
    ...(entry.description?.trim() ? { description: entry.description.trim() } : {}),
    ...(entry.url && isHttpUrl(entry.url) ? { url: entry.url } : {}),
    ...(entry.geo && Number.isFinite(entry.geo.lat) && Number.isFinite(entry.geo.lng) ? { geo: { lat: entry.geo.lat, lon: entry.geo.lng } } : {}),
  };

  if (entry.allDay && !workout) {
    // An all-day end is the day after the last day (exclusive), as the format wants.
    const lastDay = givenEnd && givenEnd.getTime() > start.getTime() ? givenEnd : start;
    return { ...extra, start: utcDay(start), end: utcDay(new Date(lastDay.getTime() + DAY_MS)) };
  }
  const end = givenEnd && givenEnd.getTime() > start.getTime() ? givenEnd : new Date(start.getTime() + minutes * MINUTE_MS);
  return { ...extra, start: start.getTime(), startInputType: 'utc', startOutputType: 'utc', end: end.getTime(), endInputType: 'utc', endOutputType: 'utc' };
}

/**
 * One .ics text holding every entry that has a date (the others are left out). Throws when none
 * has one, or when the library refuses the data.
 */
export function buildCalendarFile(entries: readonly CalendarEntry[], { now = Date.now(), name = 'Stash' }: { now?: number; name?: string } = {}): string {
  const events = entries.map((entry) => toCalendarEvent(entry, now)).filter((event): event is EventAttributes => event !== null);
  if (events.length === 0) throw new Error('No dated events to add to a calendar');
  const { error, value } = createEvents(events, { productId: 'stash/events', calName: name });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}

/** A file name from a title: 'Jazz Night!' becomes 'jazz-night.ics'. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}

/** Hands the file to the browser as a download. */
export function downloadCalendarFile(text: string, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  startDownload(url, fileName, doc);
  // Revoked on the next turn: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
