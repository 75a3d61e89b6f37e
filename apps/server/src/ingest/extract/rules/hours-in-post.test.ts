import { describe, expect, it } from 'vitest';
import { findOpeningHours } from './hours-in-post';

describe('findOpeningHours', () => {
  it('reads a labelled line and keeps it as written', () => {
    const found = findOpeningHours('Best tacos in town\nHours: Tue–Sun 5pm–11pm\n#tacos');
    expect(found?.hours.text).toBe('Tue–Sun 5pm–11pm');
    expect(found?.hours.periods).toHaveLength(6);
  });

  it('reads clock emoji lines', () => {
    const found = findOpeningHours('📍 Lilia, 567 Union Ave\n🕔 Mon–Sun 5pm–10pm (the café side opens at 8am)');
    expect(found?.hours.periods[0]).toEqual({ day: 'Monday', open: '17:00', close: '22:00' });
  });

  it('joins the lines under a label', () => {
    const found = findOpeningHours('Opening hours:\nMon-Fri 8am-4pm\nSat-Sun 9am-2pm\n\nsee you there');
    expect(found?.hours.text).toBe('Mon-Fri 8am-4pm; Sat-Sun 9am-2pm');
    expect(found?.hours.periods).toHaveLength(7);
  });

  it('finds hours inside a sentence', () => {
    const found = findOpeningHours('Walk-ins only. Open Tue–Sat 12pm–10pm, closed Mondays. Cash only!');
    expect(found?.hours.closedDays).toEqual(['Monday']);
    expect(found?.hours.periods.map((period) => period.day)).toEqual(['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  it('finds always-open phrases', () => {
    expect(findOpeningHours('the only diner in the city that is open 24 hours')?.hours.alwaysOpen).toBe(true);
    expect(findOpeningHours('24/7 laundromat + bar')?.hours.alwaysOpen).toBe(true);
  });

  it('reads an hours line with foreign day names and an h clock', () => {
    const found = findOpeningHours('📍 19 Rue du Pont aux Choux, 75003 Paris\n⏰ every day 10h–17h');
    expect(found?.hours.periods).toHaveLength(7);
    expect(found?.hours.periods[0]).toEqual({ day: 'Monday', open: '10:00', close: '17:00' });
  });

  it('leaves event dates alone', () => {
    expect(findOpeningHours('Fri Dec 5 7-10pm at the studio, tickets in bio')).toBeNull();
    expect(findOpeningHours('🗓 Saturday, December 6, 2–5pm')).toBeNull();
    expect(findOpeningHours('see you this Saturday 8pm')).toBeNull();
  });

  it('answers null when there are no hours', () => {
    expect(findOpeningHours('the best pasta of my life 🍝 #nyc')).toBeNull();
  });

  it('tells where the hours lines are', () => {
    const text = 'intro\nHours: Mon-Fri 9-5\nbye';
    const found = findOpeningHours(text);
    expect(found?.spans).toEqual([[6, 24]]);
    expect(text.slice(6, 24)).toBe('Hours: Mon-Fri 9-5');
  });
});
