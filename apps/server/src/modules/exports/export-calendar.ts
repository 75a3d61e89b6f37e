// The calendar: the upcoming events (not yet begun) as VEVENTs. The `ics` library writes each event
// (escaping, line folding, date forms) and the calendar's frame is written around them, so the file
// streams. UIDs are the entity's, so importing a newer export updates events instead of doubling
// them. Times with a zone are written in UTC; wall-clock times with no zone stay "floating" (the
// same hour wherever the calendar is) and days are all-day events.
import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { entityAddress, entityTiming, startsFrom, type EventTime } from './entity-fields';
import type { ExportedEntity, FileParts } from './export-file';

const CRLF = '\r\n';
/** An event with no end is given this long, as the web app's calendar files do. */
const DEFAULT_EVENT_MINUTES = 90;
const DAY_MS = 86_400_000;

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value);

type When = Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType'>;

function startOf(time: EventTime): When {
  if (time.kind === 'day') return { start: [time.year, time.month, time.day] };
  if (time.kind === 'floating') return { start: [time.year, time.month, time.day, time.hour, time.minute], startInputType: 'local', startOutputType: 'local' };
  return { start: time.at.getTime(), startInputType: 'utc', startOutputType: 'utc' };
}

const sortKey = (time: EventTime) =>
  time.kind === 'instant' ? time.at.getTime() : Date.UTC(time.year, time.month - 1, time.day, time.kind === 'floating' ? time.hour : 0, time.kind === 'floating' ? time.minute : 0);

/** The end: the given one when it is the same kind of time and later, else the default length. */
type Finish = { end: EventAttributes['start']; endInputType?: 'local' | 'utc'; endOutputType?: 'local' | 'utc' } | { duration: { minutes: number } };

function endOf(start: EventTime, end: EventTime | null): Finish {
  const usable = end && end.kind === start.kind && sortKey(end) > sortKey(start) ? end : null;
  if (start.kind === 'day') {
    // An all-day end is the day after the last day (exclusive), as the format wants.
    const lastDay = new Date(sortKey(usable ?? start) + DAY_MS);
    const day: DateArray = [lastDay.getUTCFullYear(), lastDay.getUTCMonth() + 1, lastDay.getUTCDate()];
    return { end: day };
  }
  if (!usable) return { duration: { minutes: DEFAULT_EVENT_MINUTES } };
  const { start: value, startInputType, startOutputType } = startOf(usable);
  return { end: value, endInputType: startInputType, endOutputType: startOutputType };
}

/** The event's VEVENT text, or null when it has no start, has begun, or the library refuses it. */
function vevent({ entity, stashes }: ExportedEntity, now: Date): string | null {
  const timing = entityTiming(entity);
  if (!timing || !startsFrom(timing.start, now)) return null;
  const address = entityAddress(entity);
  const link = stashes.find((stash) => isHttpUrl(stash.url))?.url;
  const description = stashes.map((stash) => [stash.title, stash.url].filter(Boolean).join(' ')).join('\n');
  const { error, value } = createEvent({
    ...startOf(timing.start),
    ...endOf(timing.start, timing.end),
    title: entity.entity_name,
    uid: `${entity.entity_id}@stash`,
    ...(address ? { location: address } : {}),
    ...(entity.latitude !== null && entity.longitude !== null ? { geo: { lat: entity.latitude, lon: entity.longitude } } : {}),
    ...(link ? { url: link } : {}),
    ...(description ? { description: `Saved in Stash from:\n${description}` } : {}),
  } as EventAttributes);
  if (error || !value) return null;
  const from = value.indexOf(`BEGIN:VEVENT${CRLF}`);
  const to = value.lastIndexOf(`END:VEVENT${CRLF}`);
  return from < 0 || to < 0 ? null : value.slice(from, to + `END:VEVENT${CRLF}`.length);
}

export function writeEvents(now: Date): FileParts<ExportedEntity> {
  return {
    begin: () => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'PRODID:-//Stash//Export//EN', 'METHOD:PUBLISH', 'X-WR-CALNAME:Stash', ''].join(CRLF),
    batch: (events) => events.map((event) => vevent(event, now) ?? '').join(''),
    end: () => `END:VCALENDAR${CRLF}`,
  };
}
