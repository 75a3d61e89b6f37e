import { describe, expect, it } from 'vitest';
import { findLinks } from './links';

const kinds = (text: string) => findLinks(text).map((link) => [link.kind, link.url]);

describe('findLinks', () => {
  it('sorts booking, ticket, shop and social links', () => {
    expect(
      kinds('book: https://resy.com/cities/ny/lilia or https://www.opentable.com/r/x, tickets https://dice.fm/event/abc. shop https://amzn.to/3XyzAbc'),
    ).toEqual([
      ['resy', 'https://resy.com/cities/ny/lilia'],
      ['opentable', 'https://www.opentable.com/r/x'],
      ['tickets', 'https://dice.fm/event/abc'],
      ['shop', 'https://amzn.to/3XyzAbc'],
    ]);
  });

  it('reads bare service links and websites', () => {
    expect(kinds('RSVP: lu.ma/lisbon-devs-42 · www.lilia.com')).toEqual([
      ['tickets', 'lu.ma/lisbon-devs-42'],
      ['website', 'www.lilia.com'],
    ]);
  });

  it('reads other booking services and social profiles', () => {
    expect(kinds('https://www.exploretock.com/alinea https://instagram.com/lilia')).toEqual([
      ['booking', 'https://www.exploretock.com/alinea'],
      ['social', 'https://instagram.com/lilia'],
    ]);
  });

  it('drops trailing punctuation and finds nothing in plain text', () => {
    expect(kinds('see https://example.com/menu).')).toEqual([['website', 'https://example.com/menu']]);
    expect(kinds('no links here, just resy vibes')).toEqual([]);
  });
});
