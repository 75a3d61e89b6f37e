import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer } from './gazetteer';
import type { Gazetteer, GazetteerMatch } from './geocoder';
import { kilometresBetween } from './distance';

let gazetteer: Gazetteer;

beforeAll(() => {
  gazetteer = createGazetteer();
});

const names = (text: string) => gazetteer.findMentions(text).map((match) => match.name);
const near = (match: GazetteerMatch | null | undefined, latitude: number, longitude: number, kilometres: number) => {
  expect(match).toBeTruthy();
  expect(kilometresBetween(match!, { latitude, longitude })).toBeLessThan(kilometres);
};

describe('findMentions: no false positives in ordinary sentences', () => {
  it.each([
    'Reading this on my phone, nice weather in the morning',
    'Nice! Such a nice day. Mobile data is slow, orange juice and a bath',
    'Split the bill with Florence, Jackson and Madison',
    'Had a Manhattan at the bar, then beef Wellington',
    'New York-style pizza with Brussels sprouts, Buffalo wings and Dijon mustard',
    'Houston Street slices and lima beans',
    'Emily in Paris is back and South America is calling',
    'LA VIE EN ROSE IS MY FAVOURITE SONG',
    'Georgia and Charlotte came over for the wedding',
    'I grabbed a coffee and read a book in the park',
    'Chef Lima cooks with Roma tomatoes; a Bologna sandwich at the Hampton Inn',
    'Island vibes and Thai basil',
  ])('%s', (text) => {
    expect(gazetteer.findMentions(text)).toEqual([]);
  });
});

describe('findMentions: places people write', () => {
  it('finds a neighbourhood qualified by its borough, and the borough', () => {
    const [williamsburg, brooklyn, ...rest] = gazetteer.findMentions('ramen in Williamsburg, Brooklyn');
    expect(rest).toEqual([]);
    expect(williamsburg).toMatchObject({ text: 'Williamsburg', name: 'Williamsburg', kind: 'neighborhood', parent: 'New York', countryCode: 'US', index: 9 });
    expect(brooklyn).toMatchObject({ text: 'Brooklyn', kind: 'neighborhood', parent: 'New York' });
    near(williamsburg, 40.7081, -73.9571, 1);
  });

  it('reads abbreviations, accents and neighbourhood aliases', () => {
    expect(gazetteer.findMentions('NYC for the weekend')[0]).toMatchObject({ text: 'NYC', name: 'New York', kind: 'city' });
    expect(names('brunch in the Marais, then Le Marais again')).toEqual(['Le Marais', 'Le Marais']);
    expect(names('Shibuya crossing at night')).toEqual(['Shibuya']);
    expect(names('São Paulo or Sao Paulo or SAO PAULO')).toEqual(['São Paulo', 'São Paulo', 'São Paulo']);
    expect(names('tacos in CDMX')).toEqual(['Mexico City']);
    expect(names('St. Germain and Saint-Germain-des-Prés')).toEqual(['Saint-Germain-des-Prés', 'Saint-Germain-des-Prés']);
    expect(names('pizza in brooklyn')).toEqual(['Brooklyn']);
  });

  it('prefers the longest name and never overlaps', () => {
    const mentions = gazetteer.findMentions('Mexico City, Long Island City and New York City');
    expect(mentions.map((match) => match.name)).toEqual(['Mexico City', 'Long Island City', 'New York']);
    expect(mentions[0]?.kind).toBe('city');
    for (const [position, match] of mentions.entries()) {
      const next = mentions[position + 1];
      if (next) expect(match.index + match.text.length).toBeLessThanOrEqual(next.index);
    }
  });

  it('counts an ambiguous word only with a place cue or a qualifier', () => {
    expect(names('Nice weather today')).toEqual([]);
    expect(names('Summer in Nice')).toEqual(['Nice']);
    expect(names('Nice, France in June')).toEqual(['Nice', 'France']);
    expect(names('Reading is my hobby; moved to Reading last year')).toEqual(['Reading']);
    expect(names('Boulder, Colorado')).toEqual(['Boulder', 'Colorado']);
  });

  it('takes short abbreviations only as written', () => {
    expect(names('best tacos in LA. la la land')).toEqual(['Los Angeles']);
    expect(names('weekend in SF')).toEqual(['San Francisco']);
  });

  it('reads a homonym by the places around it', () => {
    expect(gazetteer.findMentions('Chinatown is the best part of San Francisco')[0]).toMatchObject({ name: 'Chinatown', parent: 'San Francisco' });
    expect(gazetteer.findMentions('dim sum in Chinatown')[0]).toMatchObject({ parent: 'New York' });
    expect(gazetteer.findMentions('Soho, London')[0]).toMatchObject({ name: 'Soho', parent: 'London' });
    expect(gazetteer.findMentions('Venice Beach, Los Angeles')[0]).toMatchObject({ name: 'Venice', parent: 'Los Angeles' });
    expect(gazetteer.findMentions('gondolas in Venice')[0]).toMatchObject({ name: 'Venice', kind: 'city', countryCode: 'IT' });
    expect(gazetteer.findMentions('Paris in spring')[0]).toMatchObject({ countryCode: 'FR' });
    expect(gazetteer.findMentions('London calling')[0]).toMatchObject({ countryCode: 'GB' });
  });

  it('lets a state after a comma rule out the famous homonym', () => {
    expect(gazetteer.findMentions('Paris, Texas').map((match) => `${match.name}/${match.countryCode}`)).not.toContain('Paris/FR');
    expect(gazetteer.findMentions('Portland, Maine')[0]).toMatchObject({ name: 'Portland', parent: 'Maine' });
    expect(gazetteer.findMentions('Austin, TX')[0]).toMatchObject({ name: 'Austin', parent: 'Texas' });
  });

  it('accepts an ambiguous name when its city or region is named too', () => {
    expect(names('Sydney beaches: Bondi, Coogee, Manly')).toEqual(['Sydney', 'Bondi', 'Coogee', 'Manly']);
    expect(names('Charlotte is the best city in North Carolina')).toEqual(['Charlotte', 'North Carolina']);
    expect(names('Charlotte and I love London')).toEqual(['London']);
  });

  it('drops a neighbourhood its city contradicts, and reads a shared name by the city in the text', () => {
    expect(names('hot chicken in Midtown, Nashville')).toEqual(['Nashville']);
    expect(gazetteer.findMentions('tacos al pastor in Roma, then a night in Mexico City')[0]).toMatchObject({ name: 'Roma Norte', parent: 'Mexico City' });
    expect(gazetteer.findMentions('pasta in Roma')[0]).toMatchObject({ name: 'Rome', countryCode: 'IT' });
    expect(gazetteer.findMentions('pizza in BK')[0]).toMatchObject({ name: 'Brooklyn' });
  });

  it('keeps every place of a list', () => {
    expect(names('Tour dates: Paris, London, Berlin. Then Bali, Thailand, Vietnam')).toEqual(['Paris', 'London', 'Berlin', 'Bali', 'Thailand', 'Vietnam']);
  });

  it('reads run-together hashtags', () => {
    expect(names('#newyorkcity #mexicocity #nice')).toEqual(['New York', 'Mexico City']);
  });

  // Its speed is measured with the extractor's (npm run eval:extract, bench/ingest), not here.
  it('reads every place of a long caption, each time it is named', () => {
    const sentence = 'Spent the weekend in Williamsburg, Brooklyn eating ramen. Then NYC, Le Marais in Paris and Shibuya in Tokyo. ';
    const caption = sentence.repeat(20).slice(0, 2_000);
    const found = names(caption);
    expect([...new Set(found)]).toEqual(['Williamsburg', 'Brooklyn', 'New York', 'Le Marais', 'Paris', 'Shibuya', 'Tokyo']);
    // 18 whole sentences, then the start of one more that names Williamsburg and stops.
    const wholeSentences = Math.floor(caption.length / sentence.length);
    expect(wholeSentences).toBe(18);
    expect(found.filter((name) => name === 'Tokyo')).toHaveLength(wholeSentences);
    expect(found.filter((name) => name === 'Williamsburg')).toHaveLength(wholeSentences + 1);
    expect(found).toHaveLength(7 * wholeSentences + 1);
  });
});

describe('lookup', () => {
  it('resolves a bare name', () => {
    expect(gazetteer.lookup('Brooklyn')).toMatchObject({ name: 'Brooklyn', kind: 'neighborhood', parent: 'New York', text: 'Brooklyn', index: 0 });
    expect(gazetteer.lookup('Venice')).toMatchObject({ kind: 'city', countryCode: 'IT' });
    expect(gazetteer.lookup('NYC')).toMatchObject({ name: 'New York', kind: 'city' });
  });

  it('uses what follows a comma to pick among homonyms', () => {
    expect(gazetteer.lookup('Paris, France')).toMatchObject({ name: 'Paris', kind: 'city', countryCode: 'FR', text: 'Paris' });
    expect(gazetteer.lookup('Shibuya, Tokyo')).toMatchObject({ name: 'Shibuya', parent: 'Tokyo', countryCode: 'JP' });
    expect(gazetteer.lookup('Portland')).toMatchObject({ parent: 'Oregon' });
    expect(gazetteer.lookup('Portland, Maine')).toMatchObject({ parent: 'Maine' });
    expect(gazetteer.lookup('London, Ontario')).toMatchObject({ name: 'London', countryCode: 'CA' });
    expect(gazetteer.lookup('Venice, CA')).toMatchObject({ name: 'Venice', parent: 'Los Angeles' });
    expect(gazetteer.lookup('Soho, London')).toMatchObject({ parent: 'London' });
    expect(gazetteer.lookup('Williamsburg, Brooklyn, NY')).toMatchObject({ name: 'Williamsburg', kind: 'neighborhood' });
  });

  it('falls back to the widest place it can vouch for', () => {
    // Paris, Texas is too small for the gazetteer: Texas, never Paris, France.
    expect(gazetteer.lookup('Paris, Texas')).toMatchObject({ name: 'Texas', kind: 'region', text: 'Texas', index: 7 });
    expect(gazetteer.lookup('Tinyville, France')).toMatchObject({ name: 'France', kind: 'country' });
    expect(gazetteer.lookup("Joe's Pizza, 7 Carmine St, New York, NY 10014")).toMatchObject({ name: 'New York', kind: 'city' });
  });

  it('reads a location that is not a comma list', () => {
    expect(gazetteer.lookup('williamsburg brooklyn')).toMatchObject({ name: 'Williamsburg', kind: 'neighborhood' });
    expect(gazetteer.lookup('somewhere in downtown Austin')).toMatchObject({ name: 'Austin' });
  });

  it('answers null for what it does not know', () => {
    expect(gazetteer.lookup('Xyzzy Plugh')).toBeNull();
    expect(gazetteer.lookup('')).toBeNull();
  });
});

describe('coordinates', () => {
  it.each([
    ['Paris, France', 48.8566, 2.3522, 3],
    ['London', 51.5074, -0.1278, 3],
    ['New York', 40.7128, -74.006, 3],
    ['Tokyo', 35.6895, 139.6917, 5],
    ['Mexico City', 19.4326, -99.1332, 5],
    ['Sydney', -33.8688, 151.2093, 5],
    ['Shibuya, Tokyo', 35.658, 139.7016, 1],
    ['Le Marais', 48.8597, 2.3622, 1],
    ['Kreuzberg', 52.4986, 13.4033, 1.5],
    ['Silver Lake, Los Angeles', 34.0869, -118.2702, 1],
    ['Alfama', 38.7118, -9.1305, 1],
    ['Roma Norte', 19.4194, -99.1617, 1],
  ] as const)('%s', (name, latitude, longitude, kilometres) => {
    near(gazetteer.lookup(name), latitude, longitude, kilometres);
  });
});
