import { describe, expect, it } from 'vitest';
import { parseOpeningHours, type OpeningHours } from './opening-hours';

/** 'Monday 08:00-16:00' per period, in order, for short assertions. */
function periods(hours: OpeningHours | null): string[] {
  return hours?.periods.map((period) => `${period.day.slice(0, 3)} ${period.open}-${period.close}`) ?? [];
}

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const every = (open: string, close: string, days = WEEK) => days.map((day) => `${day} ${open}-${close}`);

describe('parseOpeningHours', () => {
  it('reads a day range with am/pm times', () => {
    const hours = parseOpeningHours('Mon-Fri 8am-4pm');
    expect(periods(hours)).toEqual(every('08:00', '16:00', WEEK.slice(0, 5)));
    expect(hours?.text).toBe('Mon-Fri 8am-4pm');
    expect(hours?.closedDays).toEqual([]);
    expect(hours?.alwaysOpen).toBe(false);
  });

  it('reads en dashes and evening hours', () => {
    expect(periods(parseOpeningHours('Tue–Sun 5pm–11pm'))).toEqual(every('17:00', '23:00', WEEK.slice(1)));
  });

  it('reads a 24-hour range without days as every day', () => {
    expect(periods(parseOpeningHours('11:00-22:00'))).toEqual(every('11:00', '22:00'));
  });

  it.each(['24 hours', '24/7', 'always open', 'Open 24 hours', 'open 24h'])('reads %s as open all day every day', (text) => {
    const hours = parseOpeningHours(text);
    expect(hours?.alwaysOpen).toBe(true);
    expect(periods(hours)).toEqual(every('00:00', '24:00'));
  });

  it('reads closed days alone', () => {
    const hours = parseOpeningHours('closed Mondays');
    expect(hours?.closedDays).toEqual(['Monday']);
    expect(hours?.periods).toEqual([]);
    expect(parseOpeningHours('Mondays closed')?.closedDays).toEqual(['Monday']);
    expect(parseOpeningHours('closed Mondays and Tuesdays')?.closedDays).toEqual(['Monday', 'Tuesday']);
  });

  it('reads several groups separated by commas', () => {
    expect(periods(parseOpeningHours('Mon-Fri 8am-4pm, Sat-Sun 9am-5pm'))).toEqual([
      ...every('08:00', '16:00', WEEK.slice(0, 5)),
      ...every('09:00', '17:00', WEEK.slice(5)),
    ]);
  });

  it('shares the meridiem of the closing time the way people write it', () => {
    const hours = parseOpeningHours('Tues–Sun 5–11pm, closed Mon');
    expect(periods(hours)).toEqual(every('17:00', '23:00', WEEK.slice(1)));
    expect(hours?.closedDays).toEqual(['Monday']);
    // '11-3pm' starts before noon, '12-3pm' at noon.
    expect(periods(parseOpeningHours('Sat 11-3pm'))).toEqual(['Sat 11:00-15:00']);
    expect(periods(parseOpeningHours('Sat 12-3pm'))).toEqual(['Sat 12:00-15:00']);
  });

  it('fills a missing meridiem from the opening time', () => {
    expect(periods(parseOpeningHours('Mon 8am-4'))).toEqual(['Mon 08:00-16:00']);
    expect(periods(parseOpeningHours('Fri 5pm-2'))).toEqual(['Fri 17:00-02:00']);
  });

  it('reads hours without any meridiem as a working day', () => {
    expect(periods(parseOpeningHours('Mon-Fri 9-5'))).toEqual(every('09:00', '17:00', WEEK.slice(0, 5)));
    expect(periods(parseOpeningHours('Thu-Sat 5-11'))).toEqual(every('17:00', '23:00', WEEK.slice(3, 6)));
  });

  it('lets a later day override an earlier daily range', () => {
    const result = periods(parseOpeningHours('Daily 9-5, Sat 10-2'));
    expect(result).toContain('Sat 10:00-14:00');
    expect(result).toContain('Sun 09:00-17:00');
    expect(result).not.toContain('Sat 09:00-17:00');
  });

  it('keeps lunch and dinner as two periods of the same day', () => {
    const result = periods(parseOpeningHours('Hours: Wed-Sun 12-3pm, 6-10pm'));
    expect(result.filter((period) => period.startsWith('Wed'))).toEqual(['Wed 12:00-15:00', 'Wed 18:00-22:00']);
    expect(result).toHaveLength(10);
  });

  it('reads times written before the days', () => {
    expect(periods(parseOpeningHours('8am-4pm Mon-Fri'))).toEqual(every('08:00', '16:00', WEEK.slice(0, 5)));
    expect(periods(parseOpeningHours('10-2am Fri'))).toEqual(['Fri 22:00-02:00']);
  });

  it('reads lists of days, weekdays and weekends', () => {
    expect(periods(parseOpeningHours('Mon, Wed & Fri 7am-2pm'))).toEqual(['Mon 07:00-14:00', 'Wed 07:00-14:00', 'Fri 07:00-14:00']);
    expect(periods(parseOpeningHours('Weekdays 7:30am–3pm, weekends 8am–4pm'))).toEqual([
      ...every('07:30', '15:00', WEEK.slice(0, 5)),
      ...every('08:00', '16:00', WEEK.slice(5)),
    ]);
    expect(periods(parseOpeningHours('Sat & Sun 10am - 3pm'))).toEqual(['Sat 10:00-15:00', 'Sun 10:00-15:00']);
  });

  it('reads words for times and ranges', () => {
    expect(periods(parseOpeningHours('Thursday to Saturday 6pm until midnight'))).toEqual(every('18:00', '00:00', WEEK.slice(3, 6)));
    expect(periods(parseOpeningHours('Sun noon-3pm'))).toEqual(['Sun 12:00-15:00']);
    expect(periods(parseOpeningHours('Fri-Sat 10pm-4am'))).toEqual(every('22:00', '04:00', WEEK.slice(4, 6)));
  });

  it('reads "every day except" as closed days', () => {
    const hours = parseOpeningHours('Open every day except Monday 12-10pm');
    expect(hours?.closedDays).toEqual(['Monday']);
    expect(periods(hours)).toEqual(every('12:00', '22:00', WEEK.slice(1)));
  });

  it('keeps a closed day apart from the hours after it', () => {
    for (const text of ['Mon closed, Tue-Sun 9-5', 'closed Mon, Tue-Sun 9-5']) {
      const hours = parseOpeningHours(text);
      expect(hours?.closedDays).toEqual(['Monday']);
      expect(periods(hours)).toEqual(every('09:00', '17:00', WEEK.slice(1)));
    }
  });

  it('wraps day ranges over the weekend', () => {
    expect(periods(parseOpeningHours('Fri-Mon 10am-6pm'))).toEqual(['Mon 10:00-18:00', 'Fri 10:00-18:00', 'Sat 10:00-18:00', 'Sun 10:00-18:00']);
  });

  it('reads French, Spanish and German day ranges and 24-hour times', () => {
    expect(periods(parseOpeningHours('lun-ven 12h-14h30'))).toEqual(every('12:00', '14:30', WEEK.slice(0, 5)));
    expect(periods(parseOpeningHours('Mar-Dom 13:00-23:00'))).toEqual(every('13:00', '23:00', WEEK.slice(1)));
    expect(periods(parseOpeningHours('martes a domingo 13:00-23:00'))).toEqual(every('13:00', '23:00', WEEK.slice(1)));
    expect(periods(parseOpeningHours('Di–Sa 10-18 Uhr'))).toEqual(every('10:00', '18:00', WEEK.slice(1, 6)));
  });

  it('keeps the text as written', () => {
    expect(parseOpeningHours('  Tue–Sat 12:00–15:30 & 19:00–23:00  ')?.text).toBe('Tue–Sat 12:00–15:30 & 19:00–23:00');
  });

  it('answers null for text that holds no hours', () => {
    for (const text of ['', 'best ramen in town', '2-3', 'serves 4', 'call us', 'Mon', 'open late', 'Daily 11am–late', '3x12 squats']) {
      expect(parseOpeningHours(text)).toBeNull();
    }
  });

  it('does not read counts and dates as times', () => {
    expect(parseOpeningHours('12/5 party')).toBeNull();
    expect(parseOpeningHours('1-2 cups')).toBeNull();
  });
});
