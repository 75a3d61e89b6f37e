// Wall-clock times in a member's time zone, for reading "tonight" or "this weekend" as instants.
// Intl knows every IANA zone and its daylight-saving rules; nothing here hard-codes an offset.

export interface LocalDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone ('Europe/Lisbon' yes, 'Mars/Olympus' no). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date and time the instant shows on a wall clock in the zone. */
export function wallClock(instant: Date, timeZone: string): LocalDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The instant a wall clock in the zone shows this date and time (the earlier one in a repeated hour). */
export function instantAt(date: LocalDate, time: { hour: number; minute?: number; second?: number }, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute ?? 0, time.second ?? 0);
  // The zone's offset at the guess, then once more at the corrected instant (a day-saving change between).
  let instant = asUtc;
  for (let round = 0; round < 2; round += 1) {
    const shown = wallClock(new Date(instant), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second);
    instant += asUtc - shownAsUtc;
  }
  return new Date(instant);
}

/** The date `days` after this one (negative for before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
