// Dates tests need relative to today, so that "this weekend" always has something in it.
import { addDays, wallClock, weekdayOf } from '../lib/local-time';

/** The coming Saturday (today when it is one), as YYYY-MM-DD in UTC. */
export function comingSaturday(now = new Date()): string {
  const clock = wallClock(now, 'UTC');
  const today = { year: clock.year, month: clock.month, day: clock.day };
  const saturday = addDays(today, (6 - weekdayOf(today) + 7) % 7);
  return `${saturday.year}-${String(saturday.month).padStart(2, '0')}-${String(saturday.day).padStart(2, '0')}`;
}
