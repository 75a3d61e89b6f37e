import { describe, expect, it } from 'vitest';
import { formatClock, hoursLines, isOpenAt, parseHours } from './hours';

// Local-time dates: 2026-06-01 is a Monday.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 5, day, hour, minute);
const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const SATURDAY = 6;
const SUNDAY = 7;

describe('opening hours', () => {
  it('reads am/pm ranges on every day', () => {
    const hours = parseHours('9am-5pm');
    expect(hours?.periods).toHaveLength(7);
    expect(isOpenAt(hours, at(MONDAY, 9))).toBe(true);
    expect(isOpenAt(hours, at(MONDAY, 16, 59))).toBe(true);
    expect(isOpenAt(hours, at(MONDAY, 17))).toBe(false);
    expect(isOpenAt(hours, at(MONDAY, 8, 59))).toBe(false);
  });

  it.each(['24 hours', '24/7', 'Always open'])("reads '%s' as open at any hour", (text) => {
    expect(isOpenAt(text, at(SUNDAY, 3))).toBe(true);
    expect(isOpenAt(text, at(WEDNESDAY, 23, 59))).toBe(true);
  });

  it('reads day ranges and their closed days', () => {
    const text = 'Tue-Sun 5pm-11pm';
    expect(isOpenAt(text, at(MONDAY, 19))).toBe(false);
    expect(isOpenAt(text, at(TUESDAY, 19))).toBe(true);
    expect(isOpenAt(text, at(SUNDAY, 22, 30))).toBe(true);
    expect(isOpenAt(text, at(SATURDAY, 23, 30))).toBe(false);
  });

  it('keeps a late night open past midnight into the next day', () => {
    const text = 'Fri-Sat 8pm-2am';
    expect(isOpenAt(text, at(SATURDAY, 1))).toBe(true);
    expect(isOpenAt(text, at(SUNDAY, 1, 30))).toBe(true);
    expect(isOpenAt(text, at(SUNDAY, 2))).toBe(false);
    expect(isOpenAt(text, at(MONDAY, 1))).toBe(false);
  });

  it("says closed on a 'closed' day and does not guess the others", () => {
    expect(isOpenAt('Closed Mondays', at(MONDAY, 12))).toBe(false);
    expect(isOpenAt('Closed Mondays', at(TUESDAY, 12))).toBeNull();
    expect(isOpenAt('Mon-Fri 8am-4pm, closed weekends', at(SATURDAY, 12))).toBe(false);
  });

  it('knows nothing from text that is not hours', () => {
    expect(parseHours('great pasta')).toBeNull();
    expect(parseHours('')).toBeNull();
    expect(isOpenAt('great pasta', at(MONDAY, 12))).toBeNull();
    expect(isOpenAt(null, at(MONDAY, 12))).toBeNull();
  });

  it('writes a line per day for display', () => {
    const hours = parseHours('Tue-Sun 11:30am-3pm, 5pm-11pm; closed Monday');
    expect(hours).not.toBeNull();
    const lines = hoursLines(hours!);
    expect(lines[0]).toEqual({ day: 'Monday', text: 'Closed' });
    expect(lines[1]).toEqual({ day: 'Tuesday', text: '11:30am - 3pm, 5pm - 11pm' });
    expect(hoursLines(parseHours('24/7')!)[6]).toEqual({ day: 'Sunday', text: 'Open 24 hours' });
    expect(formatClock('00:00')).toBe('midnight');
    expect(formatClock('12:00')).toBe('noon');
    expect(formatClock('13:05')).toBe('1:05pm');
  });
});
