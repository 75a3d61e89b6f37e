// How long ago a post was stashed, as the cards and the menu show it (spec section 4, Age label):
// hours under a day, days under 30, months under 12, then years, each followed by "Stash'n".
//
// Format: the unit is written out ("3 hours Stash'n", "1 day Stash'n"), not abbreviated ("3h"),
// so it reads the same to a screen reader as on screen. Anything under two hours, and a date
// slightly in the future (a clock running behind the server's), reads "1 hour Stash'n": a card
// never says it is zero or negative hours old.

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const DAYS_PER_YEAR = 365.25;
const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

export const AGE_SUFFIX = "Stash'n";

/**
 * A server date as a Date, or null when it cannot be read (spec section 5, Dates): a trailing
 * '+00:00Z' (an offset and a Z both) is repaired to 'Z', and a bare date means midnight UTC.
 */
export function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  let text = value.trim();
  if (text.endsWith('+00:00Z')) text = `${text.slice(0, -'+00:00Z'.length)}Z`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) text = `${text}T00:00:00Z`;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

function count(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'} ${AGE_SUFFIX}`;
}

/** The age label of `date` at `now` (a clock the caller passes, so tests fix it); null when unreadable. */
export function ageLabel(date: string | null | undefined, now: number = Date.now()): string | null {
  const then = parseServerDate(date);
  if (!then) return null;
  const elapsed = Math.max(0, now - then.getTime());
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours < 24) return count(Math.max(1, hours), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 30) return count(days, 'day');
  // Average month and year lengths keep the steps monotonic: day 30 is 1 month, and month 12
  // only arrives once a full year has passed, so "12 months" never shows.
  const months = Math.max(1, Math.floor(days / DAYS_PER_MONTH));
  if (months < 12) return count(months, 'month');
  return count(Math.max(1, Math.floor(days / DAYS_PER_YEAR)), 'year');
}
