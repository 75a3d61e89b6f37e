import { describe, expect, it } from 'vitest';
import { INVALID_DATE_TEXT, formatDisplayDate, isBareDate, parseServerDate, repairDateText, toIsoDate } from './dates';

describe('server dates', () => {
  it("repairs a trailing '+00:00Z' to 'Z'", () => {
    expect(repairDateText('2026-06-01T20:00:00+00:00Z')).toBe('2026-06-01T20:00:00Z');
    expect(toIsoDate('2026-06-01T20:00:00+00:00Z')).toBe('2026-06-01T20:00:00.000Z');
    expect(repairDateText('2026-06-01T20:00:00Z')).toBe('2026-06-01T20:00:00Z');
  });

  it('reads a bare date as midnight UTC', () => {
    expect(isBareDate('2026-06-01')).toBe(true);
    expect(isBareDate('2026-06-01T00:00')).toBe(false);
    expect(toIsoDate('2026-06-01')).toBe('2026-06-01T00:00:00.000Z');
  });

  it('gives no date for unreadable text', () => {
    expect(parseServerDate('next friday')).toBeNull();
    expect(parseServerDate('')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });

  it("shows 'Invalid date format' when a date cannot be shown", () => {
    expect(formatDisplayDate('soon')).toBe(INVALID_DATE_TEXT);
    expect(formatDisplayDate(new Date(Number.NaN))).toBe(INVALID_DATE_TEXT);
    expect(INVALID_DATE_TEXT).toBe('Invalid date format');
    expect(formatDisplayDate('2026-06-01', { dateStyle: 'long', timeZone: 'UTC' }, 'en-US')).toBe('June 1, 2026');
    expect(formatDisplayDate('2026-06-01T20:30:00+00:00Z', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }, 'en-US')).toBe('8:30 PM');
  });
});
