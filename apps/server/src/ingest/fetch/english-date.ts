// Reads the English calendar dates platforms print for people ("May 29, 2021") as UTC days.

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "May 29, 2021" (or "Sep 3, 2014") as midnight UTC of that day; null for anything else. */
export function parseEnglishDate(text: string): Date | null {
  const match = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, monthName = '', dayText = '', yearText = ''] = match;
  const month = MONTHS.findIndex((name) => name.startsWith(monthName.toLowerCase()) && monthName.length >= 3);
  const day = Number(dayText);
  const year = Number(yearText);
  if (month < 0) return null;
  const date = new Date(Date.UTC(year, month, day));
  // Date.UTC rolls "February 31" over into March: such a date was not what the page said.
  return date.getUTCDate() === day ? date : null;
}

/** A Date from a platform timestamp field, or null when it is missing or unreadable. */
export function dateOrNull(value: string | number | null | undefined, unit: 'seconds' | 'iso' = 'iso'): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = unit === 'seconds' ? new Date(Number(value) * 1_000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
