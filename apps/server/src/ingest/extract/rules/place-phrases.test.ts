import { describe, expect, it } from 'vitest';
import { findLowerCasePlaces, findPlacesCalledAPlace } from './place-phrases';

const names = (found: Array<{ name: string }>) => found.map((place) => place.name);

// Real captions of the evaluation set's tuning part, each named by its id.
describe('place-phrases', () => {
  it('reads a name the sentence calls a kind of place (ig-194)', () => {
    const caption = 'Perseids peaks the night of August 12–13, and High Camp is an amazing place to watch it. We’re in a Dark Sky Community…';
    expect(names(findPlacesCalledAPlace(caption))).toEqual(['High Camp']);
    expect(names(findPlacesCalledAPlace('This is the best part of the trip'))).toEqual([]);
  });

  it('reads a lower-case name ending in its kind after a word that puts someone there (x-025, x-026)', () => {
    expect(names(findLowerCasePlaces('Once again getting great customer service from the @apple store at millenia mall.'))).toEqual(['Millenia Mall']);
    expect(names(findLowerCasePlaces("Hi good morning.\nWe are in l'enfant plaza & south capital today."))).toEqual(["L'enfant Plaza"]);
  });

  it('reads no description as a name: an article, a kind of bar, an adjective', () => {
    expect(names(findLowerCasePlaces('drinks at the local bar, then at my favourite cafe'))).toEqual([]);
    expect(names(findLowerCasePlaces('watching the game at a sports bar'))).toEqual([]);
    expect(names(findLowerCasePlaces('lunch at rooftop bar and a walk in central park'))).toEqual([]);
  });
});
