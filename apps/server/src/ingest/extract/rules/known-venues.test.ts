import { describe, expect, it } from 'vitest';
import { maskTags } from './hashtags';
import { findKnownVenues } from './known-venues';

const venues = (text: string) => findKnownVenues(maskTags(text)).map((found) => `${found.venue.type}:${text.slice(found.index, found.end)}@${found.venue.city}`);

describe('findKnownVenues', () => {
  it('names famous places written bare, as real captions do (ig-019, x-064, ig-157)', () => {
    expect(venues('The MET 🤩 Like the Louvre but less crowded 😅')).toEqual(['museum:The MET@New York', 'museum:Louvre@Paris']);
    expect(venues('Irving Plaza NYC Blackout Saturday night. Got limited spots left on the guest list.')).toEqual(['venue:Irving Plaza@New York']);
    expect(venues('13 SUR ÉCOUTE AU BOTANIQUE LE 22 MARS ‼️ Liens de la billetterie en bio')).toEqual(['venue:BOTANIQUE@Brussels']);
  });

  it('reads names with accents or without, and their other spellings', () => {
    expect(venues('sunset at Sacre Coeur then dinner')).toEqual(['park:Sacre Coeur@Paris']);
    expect(venues('Finally inside the Sagrada Família!')).toEqual(['park:Sagrada Família@Barcelona']);
    expect(venues('Tour Eiffel la nuit')).toEqual(['park:Tour Eiffel@Paris']);
  });

  it('leaves the same words in running text and inside longer names', () => {
    expect(venues('we met at the met later')).toEqual([]);
    expect(venues('Best looks from the Met Gala this year')).toEqual([]);
    expect(venues('Feeding ducks at Central Park Zoo')).toEqual([]);
    expect(venues('A day at Central Park Sunday')).toEqual(['park:Central Park@New York']);
  });

  it('reads a name of two words or more written in lower case, but not one with a small word', () => {
    expect(venues('131.2 - borough market yesterday afternoon')).toEqual(['venue:borough market@London']);
    expect(venues('we met at the met later')).toEqual([]);
  });

  it('prefers the longest name it knows', () => {
    expect(venues('Queueing for Disneyland Paris since 8am')).toEqual(['park:Disneyland Paris@Paris']);
  });
});
