import { describe, expect, it } from 'vitest';
import { categoryOf, dominantVenueKind, guessVenueKind, isFoodType, venueKindOf } from './venue-kinds';

describe('venueKindOf', () => {
  it.each([
    ["Joe's Pizza", 'restaurant', 'pizza'],
    ['Ivan Ramen', 'restaurant', 'ramen'],
    ['Trattoria Da Enzo', 'restaurant', 'italian'],
    ['Izakaya Toyo', 'restaurant', 'izakaya'],
    ['Glitch Coffee', 'cafe', 'coffee'],
    ['Boot Café', 'cafe', null],
    ['Attaboy Cocktail Bar', 'bar', 'cocktail bar'],
    ['The Wine Bar', 'bar', 'wine bar'],
    ['Bar Trench', 'bar', null],
    ['Arôme Bakery', 'bakery', null],
    ['Lune Croissanterie', 'bakery', null],
    ['Museum of Modern Art', 'museum', null],
    ['Pena Palace', 'museum', null],
    ['Bryant Park', 'park', null],
    ['Hotel Pulitzer', 'hotel', null],
    ['Equinox Gym', 'gym', null],
    ['Mudroom Ceramics', 'studio', null],
    ['Y7 Yoga Studio', 'studio', null],
    ['McNally Jackson Bookstore', 'shop', null],
    ['Chelsea Market', 'venue', 'market'],
    ['The Jazz Cafe', 'venue', 'music venue'],
  ])('%s is a %s (%s)', (name, type, category) => {
    expect(venueKindOf(name)).toEqual({ type, category });
  });

  it('answers null for a name without a kind word', () => {
    expect(venueKindOf('Lilia')).toBeNull();
    expect(venueKindOf('Barcelona')).toBeNull();
    expect(venueKindOf('Parkside')).toBeNull();
  });
});

describe('guessVenueKind', () => {
  it('prefers the name, then the words around it', () => {
    expect(guessVenueKind('Lilia', 'the cacio e pepe at Lilia', '')).toEqual({ type: 'restaurant', category: 'italian' });
    expect(guessVenueKind('Attaboy', 'the best cocktails in the city')).toEqual({ type: 'bar', category: 'cocktail bar' });
    expect(guessVenueKind('Dishoom Shoreditch', "London's best breakfast")).toEqual({ type: 'restaurant', category: null });
  });

  it('counts the words of a longer text', () => {
    expect(dominantVenueKind('ramen ramen and one cocktail bar')?.type).toBe('restaurant');
  });

  it('falls back to a plain venue', () => {
    expect(guessVenueKind('Industry City', 'makers and candles')).toEqual({ type: 'venue', category: null });
  });
});

describe('categoryOf and isFoodType', () => {
  it('reads cuisines', () => {
    expect(categoryOf('tacos al pastor')).toBe('mexican');
    expect(categoryOf('soup curry')).toBe('indian');
    expect(categoryOf('nothing here')).toBeNull();
  });

  it('tells food and drink places apart from others', () => {
    expect(isFoodType('bakery')).toBe(true);
    expect(isFoodType('museum')).toBe(false);
  });
});
