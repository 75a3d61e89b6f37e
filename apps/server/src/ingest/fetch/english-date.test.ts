import { describe, expect, it } from 'vitest';
import { dateOrNull, parseEnglishDate } from './english-date';

describe('parseEnglishDate', () => {
  it('reads full and short month names as a UTC day', () => {
    expect(parseEnglishDate('May 29, 2021')).toEqual(new Date('2021-05-29T00:00:00Z'));
    expect(parseEnglishDate('September 3, 2014')).toEqual(new Date('2014-09-03T00:00:00Z'));
    expect(parseEnglishDate('Sep 3, 2014')).toEqual(new Date('2014-09-03T00:00:00Z'));
    expect(parseEnglishDate('Mar 1 2024')).toEqual(new Date('2024-03-01T00:00:00Z'));
  });

  it('refuses impossible days and other shapes', () => {
    expect(parseEnglishDate('February 30, 2024')).toBeNull();
    expect(parseEnglishDate('29 May 2021')).toBeNull();
    expect(parseEnglishDate('Mai 29, 2021')).toBeNull();
    expect(parseEnglishDate('')).toBeNull();
  });
});

describe('dateOrNull', () => {
  it('reads unix seconds and ISO strings, null for junk', () => {
    expect(dateOrNull(1_684_353_600, 'seconds')).toEqual(new Date('2023-05-17T20:00:00Z'));
    expect(dateOrNull('2024-02-14T18:22:05.000Z')).toEqual(new Date('2024-02-14T18:22:05Z'));
    expect(dateOrNull('not a date')).toBeNull();
    expect(dateOrNull(null)).toBeNull();
  });
});
