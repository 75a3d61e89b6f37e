import { describe, expect, it } from 'vitest';
import { findRecurrence, readWhen } from './dates';
import { findEvent, type EventVenue } from './events';
import { extractHashtags, maskTags } from './hashtags';
import { findLinks } from './links';
import { findPrices } from './prices';

const postedAt = new Date('2025-11-20T15:00:00Z');

function event(text: string, venues: EventVenue[] = [], timeZone: string | null = null) {
  const masked = maskTags(text);
  const when = readWhen(text, { postedAt, timeZone });
  return findEvent({
    text,
    masked,
    hashtags: extractHashtags(text),
    dated: when.dated,
    clocks: when.clocks,
    recurrence: findRecurrence(masked),
    venues,
    prices: findPrices(masked),
    links: findLinks(text),
    timeZone,
  });
}

const venue = (text: string, name: string, location: string | null = null): EventVenue => ({ name, address: null, location, index: text.indexOf(name) });

describe('findEvent', () => {
  it('reads a gig with its title line, date, doors, price and venue', () => {
    const text = '🎷 SAFFRON SOUND SYSTEM · LIVE AT THE JAZZ CAFE 🎷\n\nSat Dec 6 · doors 7pm · on stage 8:30pm\n📍 The Jazz Cafe, 5 Parkway, Camden\n🎟 £22.50 + booking fee, link in bio';
    const found = event(text, [venue(text, 'The Jazz Cafe', 'Camden, London')], 'Europe/London');
    expect(found).toMatchObject({ name: 'Saffron Sound System Live at the Jazz Cafe', type: 'event', doors: '19:00' });
    expect(found?.temporal).toMatchObject({ start: '2025-12-06T19:00:00Z', all_day: false });
    expect(found?.venue?.name).toBe('The Jazz Cafe');
    expect(found?.template.ticket).toEqual({ url: null, price_min: 22.5, price_max: 22.5 });
  });

  it('reads a class with instructor, capacity, age, level and what to expect', () => {
    const text = `NEW DATE ADDED 🏺 Wheel Throwing for Total Beginners with @maya.makes.pots

🗓 Tue Dec 2, 2–5pm
📍 Mudroom Ceramics, 187 Franklin St, Greenpoint
💵 $95 per person
👥 max 8 people, so everyone gets their own wheel

what you'll do:
✔️ centre clay
✔️ throw 2–3 cups or bowls

16+ · book via the link in bio`;
    const found = event(text, [venue(text, 'Mudroom Ceramics', 'Greenpoint, Brooklyn')], 'America/New_York');
    expect(found?.type).toBe('class');
    expect(found?.name).toBe('Wheel Throwing for Total Beginners');
    expect(found?.temporal).toMatchObject({ start: '2025-12-02T14:00:00-05:00', end: '2025-12-02T17:00:00-05:00' });
    expect(found?.template).toMatchObject({
      instructor: { name: 'maya.makes.pots', bio: null, credentials: null },
      capacity: 8,
      requirements: { age_min: 16, skill_level: 'beginner' },
      what_to_expect: ['centre clay', 'throw 2–3 cups or bowls'],
      ticket: { price_min: 95, price_max: 95 },
    });
  });

  it('leaves days out of a name made from words: they say when, not which', () => {
    const text = 'Irving Plaza NYC Blackout Saturday night 11pm. Got limited spots left on the guest list.';
    expect(event(text, [venue(text, 'Irving Plaza', 'New York')])?.name).toBe('NYC Blackout night at Irving Plaza');
    const possessive = 'Dior ambassador Jay arrived at Friday’s show in Paris on November 28 at 2pm';
    expect(event(possessive)?.name ?? '').not.toMatch(/friday/i);
  });

  it('reads a weekly event and names it from its words and venue', () => {
    const text = 'every Thursday this is where Barcelona goes for sunset 🌅\nfree rooftop DJ sessions on the Hotel Pulitzer terrace, 7pm–11pm. no tickets';
    const found = event(text, [venue(text, 'Hotel Pulitzer', 'Barcelona')], 'Europe/Madrid');
    expect(found?.name).toBe('Rooftop DJ sessions at Hotel Pulitzer');
    expect(found?.template.recurrence).toEqual({ type: 'weekly', days: ['Thursday'], end_date: null });
    expect(found?.temporal).toMatchObject({ start: '2025-11-27T19:00:00+01:00', end: '2025-11-27T23:00:00+01:00' });
  });

  it('takes the event name over a venue that shares it and finds the time further on', () => {
    const text = 'this Saturday 🛍️ the Makers Market is back at Industry City in Sunset Park!!\n80+ makers\n11am–6pm, FREE entry';
    const found = event(text, [venue(text, 'Makers Market'), venue(text, 'Industry City', 'Sunset Park, New York')]);
    expect(found?.name).toBe('Makers Market');
    expect(found?.venue?.name).toBe('Industry City');
    expect(found?.temporal).toMatchObject({ start: '2025-11-22T11:00:00', end: '2025-11-22T18:00:00', all_day: false });
    expect(found?.price?.free).toBe(true);
  });

  it('reads a ticket link and an RSVP', () => {
    const text = 'Lisbon Devs #42 is on Saturday, December 6, 7pm at Second Home\n🎟 free, RSVP: https://lu.ma/lisbon-devs-42';
    const found = event(text, [venue(text, 'Second Home')]);
    expect(found?.name).toBe('Lisbon Devs #42');
    expect(found?.ticketUrl).toBe('https://lu.ma/lisbon-devs-42');
  });

  it('is all-day when no time is written', () => {
    expect(event('Holiday Market opens Saturday Dec 6 in the park!')?.temporal).toMatchObject({ start: '2025-12-06T00:00:00.000Z', all_day: true });
  });

  it('needs event words and a date or a recurring day', () => {
    expect(event('we went to Lilia this Saturday, so good')).toBeNull();
    expect(event('tickets on sale soon!')).toBeNull();
    expect(event('Mon-Fri 8am-4pm, come say hi')).toBeNull();
  });
});
