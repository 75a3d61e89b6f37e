// Opening hours on screen: the free text an entity carries ('Tue-Sun 5pm-11pm', '24/7', 'closed
// Mondays') read with the shared parser (the one the server's extractor uses, so both agree on
// what a text means), and 'open now' worked out from it in the viewer's local time, which is the
// place's time for anyone standing there.
import { WEEKDAYS, parseOpeningHours, type OpeningHours, type OpeningPeriod, type Weekday } from '@stash/shared';

export type { OpeningHours, OpeningPeriod, Weekday };
export { WEEKDAYS };

/** The hours of a text, or null when nothing in it reads as hours. */
export function parseHours(text: string | null | undefined): OpeningHours | null {
  if (!text || text.trim() === '') return null;
  return parseOpeningHours(text);
}

const minutesOf = (clock: string): number => {
  const [hours = '0', minutes = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** Monday 0 ... Sunday 6, as WEEKDAYS. */
const weekdayIndex = (date: Date): number => (date.getDay() + 6) % 7;

/**
 * Whether the place is open at `date` (local time): true, false, or null when the hours say
 * nothing readable. A period closing earlier than it opens runs past midnight into the next day.
 */
export function isOpenAt(hours: OpeningHours | string | null | undefined, date: Date): boolean | null {
  const parsed = typeof hours === 'string' ? parseHours(hours) : (hours ?? null);
  if (!parsed || Number.isNaN(date.getTime())) return null;
  const today = weekdayIndex(date);
  const yesterday = WEEKDAYS[(today + 6) % 7];
  const now = date.getHours() * 60 + date.getMinutes();
  for (const period of parsed.periods) {
    const open = minutesOf(period.open);
    const close = minutesOf(period.close);
    const overnight = close <= open;
    if (period.day === WEEKDAYS[today]) {
      if (overnight ? now >= open : now >= open && now < close) return true;
    } else if (period.day === yesterday && overnight && now < close) return true;
  }
  if (parsed.periods.length === 0 && parsed.alwaysOpen) return !parsed.closedDays.includes(WEEKDAYS[today] ?? 'Monday');
  // Hours that name only closed days ('closed Mondays') cannot tell when the other days open.
  if (parsed.periods.length === 0) return parsed.closedDays.includes(WEEKDAYS[today] ?? 'Monday') ? false : null;
  return false;
}

/** '5pm', '11:30am', 'midnight' for a 'HH:MM' clock. */
export function formatClock(clock: string): string {
  const total = minutesOf(clock);
  if (total === 0 || total === 24 * 60) return 'midnight';
  if (total === 12 * 60) return 'noon';
  const hour = Math.floor(total / 60);
  const minute = total % 60;
  const suffix = hour < 12 ? 'am' : 'pm';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0 ? `${twelve}${suffix}` : `${twelve}:${String(minute).padStart(2, '0')}${suffix}`;
}

export interface HoursLine {
  day: Weekday;
  /** '5pm - 11pm', '11am - 3pm, 5pm - 10pm', 'Open 24 hours', 'Closed' or 'Not listed'. */
  text: string;
}

/** One line a day, Monday first, for the hours table of a detail page. */
export function hoursLines(hours: OpeningHours): HoursLine[] {
  return WEEKDAYS.map((day) => {
    const periods = hours.periods.filter((period) => period.day === day);
    if (periods.length > 0) {
      const text = periods
        .map((period) => (period.open === '00:00' && period.close === '24:00' ? 'Open 24 hours' : `${formatClock(period.open)} - ${formatClock(period.close)}`))
        .join(', ');
      return { day, text };
    }
    if (hours.closedDays.includes(day)) return { day, text: 'Closed' };
    return { day, text: hours.alwaysOpen ? 'Open 24 hours' : 'Not listed' };
  });
}
