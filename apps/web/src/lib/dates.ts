// Server dates as the screens read and show them (spec section 5, Dates): a trailing '+00:00Z' is
// repaired to 'Z', a bare date means midnight UTC, anything unreadable is no date at all, and a
// date that cannot be shown reads 'Invalid date format'. The parsing itself lives in age-label.ts
// (the first screen that needed it); this file re-exports it so new code has one place to look.
import { parseServerDate } from './age-label';

export { parseServerDate };

export const INVALID_DATE_TEXT = 'Invalid date format';

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The repaired text of a server date ('...+00:00Z' to '...Z'); other text as given, trimmed. */
export function repairDateText(value: string): string {
  const text = value.trim();
  return text.endsWith('+00:00Z') ? `${text.slice(0, -'+00:00Z'.length)}Z` : text;
}

/** True for 'YYYY-MM-DD' alone: a day, not a moment. */
export function isBareDate(value: string): boolean {
  return BARE_DATE.test(value.trim());
}

/** A server date as ISO 8601 (UTC), or null when it cannot be read. */
export function toIsoDate(value: string | null | undefined): string | null {
  return parseServerDate(value)?.toISOString() ?? null;
}

const DEFAULT_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A server date for display, or 'Invalid date format' when it cannot be read. `timeZone` fixes
 * the zone (tests, and all-day dates that must stay on their UTC day); otherwise the browser's.
 */
export function formatDisplayDate(
  value: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = DEFAULT_FORMAT,
  locale?: string,
): string {
  const date = value instanceof Date ? (Number.isNaN(value.getTime()) ? null : value) : parseServerDate(value);
  if (!date) return INVALID_DATE_TEXT;
  return new Intl.DateTimeFormat(locale, options).format(date);
}
