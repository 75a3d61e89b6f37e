// How an event's day and time read on screen. Uses the viewer's locale for names; all-day events
// are shown on their own day (never shifted by the viewer's zone, see event-items.ts).
import { differenceInCalendarDays, format } from 'date-fns';
import type { EventItem } from './event-items';

/** 'Today', 'Tomorrow', 'Yesterday', else 'Saturday, June 6' (with the year when not this year). */
export function dayHeading(day: Date, now: Date): string {
  const offset = differenceInCalendarDays(day, now);
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  if (offset === -1) return 'Yesterday';
  return format(day, day.getFullYear() === now.getFullYear() ? 'EEEE, MMMM d' : 'EEEE, MMMM d, yyyy');
}

/** The full date of a day heading, for screen readers and titles: 'Saturday, June 6, 2026'. */
export function fullDay(day: Date): string {
  return format(day, 'EEEE, MMMM d, yyyy');
}

const clock = (date: Date) => format(date, 'h:mm a');

/** 'All day', '8:00 PM', '8:00 PM – 11:00 PM', or with the end's day when it ends on another. */
export function timeLabel(item: EventItem): string {
  if (item.allDay) return 'All day';
  if (!item.end) return clock(item.start);
  const sameDay = item.end.toDateString() === item.start.toDateString();
  return `${clock(item.start)} – ${sameDay ? clock(item.end) : format(item.end, 'MMM d, h:mm a')}`;
}
