import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCalendarFile, calendarFileName, downloadCalendarFile, toCalendarEvent } from './calendar-file';

const NOW = Date.UTC(2026, 4, 1, 9, 30);

/** Unfolded lines of an .ics text. */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendar files', () => {
  it('writes one event with a 90-minute default length, in UTC', () => {
    const text = buildCalendarFile([{ id: 'e1', title: 'Jazz, late; night', start: '2026-06-01T20:00:00+00:00Z', location: 'Smalls, 183 W 10th St', url: 'https://tickets.test/x' }], { now: NOW });
    const all = lines(text);
    expect(all).toContain('BEGIN:VCALENDAR');
    expect(all).toContain('UID:e1@stash');
    expect(all).toContain('SUMMARY:Jazz\\, late\\; night');
    expect(all).toContain('DTSTART:20260601T200000Z');
    expect(all).toContain('DTEND:20260601T213000Z');
    expect(all).toContain('LOCATION:Smalls\\, 183 W 10th St');
    expect(all).toContain('URL:https://tickets.test/x');
    expect(all.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('keeps a given end, and a given length', () => {
    expect(toCalendarEvent({ title: 'A', start: '2026-06-01T20:00:00Z', end: '2026-06-01T23:00:00Z' })).toMatchObject({ end: Date.UTC(2026, 5, 1, 23) });
    expect(toCalendarEvent({ title: 'A', start: '2026-06-01T20:00:00Z', durationMinutes: 30 })).toMatchObject({ end: Date.UTC(2026, 5, 1, 20, 30) });
  });

  it('starts a workout 24 hours from now', () => {
    const event = toCalendarEvent({ title: 'Leg day', kind: 'workout', start: '2020-01-01T00:00:00Z' }, NOW);
    expect(event).toMatchObject({ start: NOW + 24 * 3_600_000, end: NOW + 24 * 3_600_000 + 90 * 60_000 });
    expect(lines(buildCalendarFile([{ title: 'Leg day', kind: 'workout' }], { now: NOW }))).toContain('DTSTART:20260502T093000Z');
  });

  it('writes a bare date as an all-day entry on its day', () => {
    const all = lines(buildCalendarFile([{ title: 'Market', start: '2026-07-04', allDay: true }], { now: NOW }));
    expect(all).toContain('DTSTART;VALUE=DATE:20260704');
    expect(all).toContain('DTEND;VALUE=DATE:20260705');
  });

  it('puts many events in one file and leaves out the undated', () => {
    const text = buildCalendarFile(
      [
        { id: 'a', title: 'One', start: '2026-06-01T20:00:00Z' },
        { id: 'b', title: 'Undated', start: 'soon' },
        { id: 'c', title: 'Two', start: '2026-06-02T20:00:00Z' },
      ],
      { now: NOW },
    );
    const all = lines(text);
    expect(all.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(all).not.toContain('SUMMARY:Undated');
    expect(() => buildCalendarFile([{ title: 'Undated', start: null }])).toThrow('No dated events');
  });

  it('names files from titles', () => {
    expect(calendarFileName('Jazz Night at Café Rouge!')).toBe('jazz-night-at-cafe-rouge.ics');
    expect(calendarFileName('🎉')).toBe('event.ics');
  });
});

describe('downloading a calendar file', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a link to a calendar blob with the file name', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:calendar';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    downloadCalendarFile('BEGIN:VCALENDAR', 'x.ics');
    expect(clicked).toEqual([{ href: 'blob:calendar', download: 'x.ics' }]);
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await created[0]?.text()).toBe('BEGIN:VCALENDAR');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoke).toHaveBeenCalledWith('blob:calendar');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
