import { describe, expect, it } from 'vitest';
import { accountPlaceName, compoundVenueName } from './compound-names';

const AREAS = new Set(['berlin', 'temuco', 'brooklyn']);
const name = (tag: string) => compoundVenueName(tag, (word) => AREAS.has(word));

describe('compoundVenueName', () => {
  it('splits an account or tag around the kind of place it holds', () => {
    expect(name('blackloungetemuco')).toBe('Black Lounge Temuco');
    expect(name('libertineburger')).toBe('Libertine Burger');
    expect(name('illuminate_salon_')).toBe('Illuminate Salon');
    expect(name('rumbar')).toBe('Rum Bar');
  });

  it('leaves words that only say what people feel or where', () => {
    expect(name('burgerlover')).toBeNull();
    expect(name('pizzatime')).toBeNull();
    expect(name('cafeberlin')).toBeNull();
    expect(name('coffeeaddict')).toBeNull();
  });

  it("reads a word that is a kind of its own whole, the longest kind first, and no drink or machine as a name ('#caffetteria', '#coffeemachine')", () => {
    expect(compoundVenueName('caffetteria', () => false)).toBeNull();
    expect(compoundVenueName('caffetterialuna', () => false)).toBe('Caffetteria Luna');
    expect(compoundVenueName('coffeemachine', () => false)).toBeNull();
    expect(compoundVenueName('caffeespresso', () => false)).toBeNull();
  });

  it("reads no kind at the start of a longer word, nor a platform as a name ('#caffeineaddict', '#coffeetiktok', '#cafevlog')", () => {
    expect(compoundVenueName('caffeineaddictintraining', () => false)).toBeNull();
    expect(compoundVenueName('coffeetiktok', () => false)).toBeNull();
    expect(compoundVenueName('cafevlog', () => false)).toBeNull();
  });

  it('reads short kinds only at the end of a word', () => {
    expect(name('barcelonafood')).toBeNull();
    expect(name('anna.smith')).toBeNull();
  });
});

describe('accountPlaceName', () => {
  const placeName = (handle: string) => accountPlaceName(handle, (word) => AREAS.has(word));

  it("leaves out the words accounts add after a place's name", () => {
    expect(placeName('space_cassette_mcr')).toBe('Space Cassette');
    expect(placeName('joespizzanyc')).toBe('Joes Pizza');
    expect(placeName('bar_brahma_official')).toBe('Bar Brahma');
    // A city's short name run onto a kind of place, and a number run onto the name.
    expect(placeName('goldendinerny')).toBe('Golden Diner');
    expect(placeName('lostacos1')).toBe('Los Tacos 1');
  });

  it("keeps a name that only ends like a suffix ('tiffany'), and a one-word account whole", () => {
    expect(placeName('tiffany')).toBe('Tiffany');
    expect(placeName('nyc')).toBe('Nyc');
  });

  it('reads an account written as one word as the common English words it joins', () => {
    expect(placeName('stonebrewingco')).toBe('Stone Brewing Co');
    // The city's short name at the end is left out once the words are apart.
    expect(placeName('beerstreetny')).toBe('Beer Street');
    expect(placeName('academyofcoffeeexcellence')).toBe('Academy Of Coffee Excellence');
  });

  it('keeps whole an account whose split would not be common English words', () => {
    // Dutch, and a name the splitter would cut into rare pieces ('peng elly').
    expect(placeName('huisvanpuck')).toBe('Huisvanpuck');
    expect(placeName('pengelly')).toBe('Pengelly');
  });
});
