import { describe, expect, it } from 'vitest';
import { ageLabel, parseServerDate } from './age-label';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe('ageLabel', () => {
  it.each([
    [ago(5 * 60_000), "1 hour Stash'n"],
    [ago(HOUR), "1 hour Stash'n"],
    [ago(3 * HOUR + 59 * 60_000), "3 hours Stash'n"],
    [ago(23 * HOUR + 59 * 60_000), "23 hours Stash'n"],
    [ago(DAY), "1 day Stash'n"],
    [ago(29 * DAY + 23 * HOUR), "29 days Stash'n"],
    [ago(30 * DAY), "1 month Stash'n"],
    [ago(61 * DAY), "2 months Stash'n"],
    [ago(364 * DAY), "11 months Stash'n"],
    [ago(365 * DAY), "11 months Stash'n"],
    [ago(366 * DAY), "1 year Stash'n"],
    [ago(3 * 366 * DAY), "3 years Stash'n"],
  ])('reads %s as %s', (date, label) => {
    expect(ageLabel(date, NOW)).toBe(label);
  });

  it('never goes below one hour, even for a date a little in the future', () => {
    expect(ageLabel(new Date(NOW + 10 * 60_000).toISOString(), NOW)).toBe("1 hour Stash'n");
  });

  it('has no label for a missing or unreadable date', () => {
    expect(ageLabel(null, NOW)).toBeNull();
    expect(ageLabel('', NOW)).toBeNull();
    expect(ageLabel('last Tuesday', NOW)).toBeNull();
  });
});

describe('parseServerDate', () => {
  it("repairs a trailing '+00:00Z' to 'Z'", () => {
    expect(parseServerDate('2026-06-15T10:00:00+00:00Z')?.toISOString()).toBe('2026-06-15T10:00:00.000Z');
  });

  it('reads a bare date as midnight UTC', () => {
    expect(parseServerDate('2026-06-15')?.toISOString()).toBe('2026-06-15T00:00:00.000Z');
  });

  it('gives none for text that is no date', () => {
    expect(parseServerDate('soon')).toBeNull();
    expect(parseServerDate(undefined)).toBeNull();
  });
});
