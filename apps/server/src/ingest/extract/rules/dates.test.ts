import { describe, expect, it } from 'vitest';
import { findRecurrence, findWhen, readWhen, withClock } from './dates';

// A Thursday afternoon, UTC.
const postedAt = new Date('2025-11-20T15:00:00Z');
const when = (text: string, timeZone: string | null = null) => findWhen(text, { postedAt, timeZone });

describe('findWhen', () => {
  it('reads a weekday and time after the post date', () => {
    const [found] = when('this Saturday 8pm');
    expect(found?.temporal).toEqual({ start: '2025-11-22T20:00:00', end: null, all_day: false, text: 'this Saturday 8pm' });
  });

  it('gives the offset of the place when its zone is known', () => {
    expect(when('this Saturday 8pm', 'America/New_York')[0]?.temporal.start).toBe('2025-11-22T20:00:00-05:00');
    expect(when('Sat Dec 6, 7pm', 'Europe/London')[0]?.temporal.start).toBe('2025-12-06T19:00:00Z');
    expect(when('June 14 at 9pm', 'Europe/Paris')[0]?.temporal.start).toBe('2026-06-14T21:00:00+02:00');
  });

  it("reads 'from 10-4' as ten to four in the afternoon of the same day, and a night past midnight as one", () => {
    const [market] = when('Saturday, November 22 from 10-4');
    expect(market?.temporal.start).toBe('2025-11-22T10:00:00');
    expect(market?.temporal.end).toBe('2025-11-22T16:00:00');
    const [night] = when('Saturday, November 22 10pm-2am');
    expect(night?.temporal.end).toBe('2025-11-23T02:00:00');
  });

  it('reads a time range into start and end', () => {
    const [found] = when('Fri Dec 5 7-10pm');
    expect(found?.temporal.start).toBe('2025-12-05T19:00:00');
    expect(found?.temporal.end).toBe('2025-12-05T22:00:00');
  });

  it('ends a range that runs past midnight on the next day', () => {
    expect(when('NYE party Dec 31 9pm-2am')[0]?.temporal.end).toBe('2026-01-01T02:00:00');
  });

  it('makes a date without a time all-day, at midnight UTC', () => {
    const [found] = when('Saturday Dec 6 at the park');
    expect(found?.temporal).toMatchObject({ start: '2025-12-06T00:00:00.000Z', all_day: true });
    expect(when('tomorrow night!')[0]?.temporal).toMatchObject({ start: '2025-11-21T00:00:00.000Z', all_day: true });
  });

  it('joins a date and a time written apart', () => {
    expect(when('Dec 12, 2025 · 7:30 PM')[0]?.temporal.start).toBe('2025-12-12T19:30:00');
    expect(when('Saturday, December 6\n7pm - 10pm')[0]?.temporal).toMatchObject({ start: '2025-12-06T19:00:00', end: '2025-12-06T22:00:00' });
    expect(when('Sat Dec 6 · doors 7pm · on stage 8:30pm')[0]?.temporal.start).toBe('2025-12-06T19:00:00');
  });

  it('keeps the doors time', () => {
    expect(when('Sat Dec 6 · doors 7pm · on stage 8:30pm')[0]?.doors).toBe('19:00');
    expect(when('Friday: doors open at 6:30, music 8pm')[0]?.doors).toBe('18:30');
  });

  it('reads numeric dates only when they are dates', () => {
    expect(when('12/13/2025 9pm')[0]?.temporal.start).toBe('2025-12-13T21:00:00');
    expect(when('on 5/12 we ride')[0]?.temporal.start).toBe('2026-05-12T00:00:00.000Z');
    expect(when('1/2 tsp salt')).toEqual([]);
    expect(when('open 24/7')).toEqual([]);
    expect(when('add 3/4 cup sugar')).toEqual([]);
  });

  it('ignores durations, bare times and "now"', () => {
    expect(when('cook 25 min')).toEqual([]);
    expect(when('AMRAP 12 min')).toEqual([]);
    expect(when('bake for 20 minutes')).toEqual([]);
    expect(when('see you at 8pm')).toEqual([]);
    expect(when('now open')).toEqual([]);
    expect(when('go on a weekday, weekends are packed')).toEqual([]);
  });

  it('ignores dates long past', () => {
    expect(when('We went on June 3, 2023 and loved it')).toEqual([]);
  });

  it('keeps a recent past evening (a post about last night)', () => {
    expect(when("last night's show was unreal")[0]?.temporal.start).toBe('2025-11-19T00:00:00.000Z');
  });

  it('skips the spans it is told to', () => {
    expect(when('Hours: Mon-Fri 8am-4pm')).not.toEqual([]);
    expect(findWhen('Hours: Mon-Fri 8am-4pm', { postedAt, timeZone: null, exclude: [[0, 22]] })).toEqual([]);
  });

  it('gives the clock times without a date apart', () => {
    const reading = readWhen('TOMORROW: screening in the park 🎬 lawn opens 5pm, film at 7pm', { postedAt, timeZone: null });
    expect(reading.dated).toHaveLength(1);
    expect(reading.clocks.map((clock) => clock.text)).toEqual(['5pm', 'at 7pm']);
    const [dated] = reading.dated;
    const film = reading.clocks[1];
    if (!dated || !film) throw new Error('expected a date and a time');
    expect(withClock(dated, film, 'America/New_York').temporal).toMatchObject({ start: '2025-11-21T19:00:00-05:00', all_day: false });
  });

  it('uses now when the post has no date', () => {
    expect(findWhen('next Friday 9pm', { postedAt: null, timeZone: null })).toHaveLength(1);
  });
});

describe('findRecurrence', () => {
  it('reads weekly days', () => {
    expect(findRecurrence('every Thursday 7pm')).toEqual({ type: 'weekly', days: ['Thursday'] });
    expect(findRecurrence('every Tuesday & Thursday at 6pm')).toEqual({ type: 'weekly', days: ['Tuesday', 'Thursday'] });
    expect(findRecurrence('Thursdays from 7')).toEqual({ type: 'weekly', days: ['Thursday'] });
    expect(findRecurrence('run club every Sat')).toEqual({ type: 'weekly', days: ['Saturday'] });
  });

  it('reads every other week and monthly', () => {
    expect(findRecurrence('every other Sunday')).toEqual({ type: 'biweekly', days: ['Sunday'] });
    expect(findRecurrence('first Friday of every month')).toEqual({ type: 'monthly', days: ['Friday'] });
    expect(findRecurrence('a monthly supper club')).toEqual({ type: 'monthly', days: [] });
  });

  it('reads weekly and daily without days', () => {
    expect(findRecurrence('our weekly quiz')).toEqual({ type: 'weekly', days: [] });
    expect(findRecurrence('open daily')).toEqual({ type: 'daily', days: [] });
  });

  it('answers null without a repeat', () => {
    expect(findRecurrence('this Saturday only')).toBeNull();
  });
});
