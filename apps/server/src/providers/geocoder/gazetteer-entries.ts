// The gazetteer's places: countries (world-countries), cities (city-timezones, with our additions
// and corrections), regions and neighbourhoods (bundled data), each linked to the places that
// enclose it so that 'Williamsburg, Brooklyn' or 'Paris, France' can be checked.
import { createRequire } from 'node:module';
import type { GazetteerMatch } from './geocoder';
import { CITY_ADJUSTMENTS, type CityAdjustment, EXTRA_CITIES } from './data/cities';
import { NEIGHBOURHOOD_SEEDS } from './data/neighbourhoods';
import { REGION_SEEDS } from './data/regions';
import { foldText, phraseKey } from './place-text';

export type EntryKind = GazetteerMatch['kind'];

/** How a name must be written to count in free text. */
export type NameRule = 'any' | 'capitalised' | 'exact';

export interface EntryName {
  text: string;
  rule: NameRule;
  /** Codes such as 'TX' or 'FR': only ever a qualifier after a comma. */
  qualifierOnly: boolean;
}

export interface GazetteerEntry {
  id: string;
  name: string;
  kind: EntryKind;
  countryCode: string | null;
  countryName: string | null;
  latitude: number;
  longitude: number;
  /** Which of two same-named places a bare name means: a city's population, fixed values otherwise. */
  rank: number;
  /** A small town: found only when a qualifier confirms it ('Paris, Texas'). */
  minor: boolean;
  /** GazetteerMatch.parent: a neighbourhood's city, a city's region or country, a region's country. */
  parent: string | null;
  /** The city it is or lies in. */
  city: string | null;
  /** Enclosing entries, nearest first. */
  ancestors: GazetteerEntry[];
  /** Enclosing areas with no entry of their own (a city's province), kept for qualifiers. */
  looseAncestorNames: string[];
  names: EntryName[];
}

interface CityRecord {
  city: string;
  country: string;
  city_ascii: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string;
  province: string;
}

interface CountryRecord {
  name: { common: string; official: string };
  cca2: string;
  cca3: string;
  capital: string[];
  altSpellings: string[];
  latlng: [number, number];
}

const MAIN_CITY_POPULATION = 100_000;
/** Cities this big are named in lower-case captions too ('pizza in chicago'). */
const ANY_CASE_CITY_POPULATION = 500_000;
const COUNTRY_RANK = 1e9;
const REGION_RANK = 1e6;
const NEIGHBOURHOOD_RANK = 50_000;
/** Where the city is the country, the city (a finer point) is the default reading. */
const CITY_STATES = new Set(['SG', 'MC', 'HK', 'MO', 'VA', 'GI']);

/** Names people write for countries that world-countries does not list. */
const EXTRA_COUNTRY_NAMES: Readonly<Record<string, readonly string[]>> = {
  US: ['America', 'United States of America', 'the States', 'U.S.A.'],
  GB: ['Britain', 'Great Britain'],
  TR: ['Turkey'],
  KR: ['Korea'],
  CZ: ['Czech Republic'],
  VN: ['Viet Nam'],
  CV: ['Cabo Verde'],
  AE: ['Emirates'],
};
/** Spellings world-countries lists that are words, demonyms or first names in English text. */
const IGNORED_COUNTRY_NAMES = new Set(['island', 'thai', 'prathet', 'togolese', 'mann', 'dominique', 'viti', 'mexicanos', 'portuguesa', 'guiana']);
/** Abbreviations that name a country in running text, written exactly so. */
const EXACT_COUNTRY_NAMES: Readonly<Record<string, readonly string[]>> = {
  US: ['USA'],
  GB: ['UK'],
  AE: ['UAE'],
  CD: ['DRC'],
};

/** city-timezones leaves these without an ISO code. */
const COUNTRY_CODE_BY_NAME: Readonly<Record<string, string>> = { Kosovo: 'XK', Somaliland: 'SO' };

const LATIN_NAME = /^[a-z0-9 '’.\-()&]+$/;

function slug(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function uniqueNames(names: EntryName[]): EntryName[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const folded = phraseKey(name.text);
    const key = `${name.rule}|${name.qualifierOnly}|${name.rule === 'exact' ? name.text.replaceAll('.', '') : folded}`;
    if (seen.has(key) || folded === '') return false;
    seen.add(key);
    return true;
  });
}

const named = (text: string, rule: NameRule): EntryName => ({ text, rule, qualifierOnly: false });
const code = (text: string): EntryName => ({ text, rule: 'exact', qualifierOnly: true });

export interface BuiltEntries {
  entries: GazetteerEntry[];
  countryNames: ReadonlyMap<string, string>;
}

export function buildEntries(): BuiltEntries {
  const require = createRequire(import.meta.url);
  const countries = require('world-countries') as CountryRecord[];
  const cityRecords = (require('city-timezones') as { cityMapping: CityRecord[] }).cityMapping;

  const entries: GazetteerEntry[] = [];
  const countryByCode = new Map<string, GazetteerEntry>();
  const countryNames = new Map<string, string>();

  for (const country of countries) {
    const names: EntryName[] = [named(country.name.common, 'any')];
    const latinAlternatives = [country.name.official, ...country.altSpellings, ...(EXTRA_COUNTRY_NAMES[country.cca2] ?? [])].filter(
      (alternative) => !alternative.includes(',') && LATIN_NAME.test(foldText(alternative)) && !IGNORED_COUNTRY_NAMES.has(foldText(alternative)),
    );
    for (const alternative of latinAlternatives) {
      // Two- and three-letter spellings are codes ('FR', 'BES'): qualifiers, never mentions.
      names.push(alternative.replaceAll('.', '').length <= 3 ? code(alternative) : named(alternative, 'any'));
    }
    for (const exact of EXACT_COUNTRY_NAMES[country.cca2] ?? []) names.push(named(exact, 'exact'));
    names.push(code(country.cca2), code(country.cca3));
    const entry: GazetteerEntry = {
      id: `country:${country.cca2.toLowerCase()}`,
      name: country.name.common,
      kind: 'country',
      countryCode: country.cca2,
      countryName: country.name.common,
      latitude: country.latlng[0],
      longitude: country.latlng[1],
      rank: CITY_STATES.has(country.cca2) ? 1 : COUNTRY_RANK,
      minor: false,
      parent: null,
      city: null,
      ancestors: [],
      looseAncestorNames: [],
      names: uniqueNames(names),
    };
    entries.push(entry);
    countryByCode.set(country.cca2, entry);
    countryNames.set(country.cca2, country.name.common);
  }
  const countryOf = (countryCode: string): GazetteerEntry => {
    const country = countryByCode.get(countryCode);
    if (!country) throw new Error(`gazetteer data names an unknown country ${countryCode}`);
    return country;
  };

  const regionByKey = new Map<string, GazetteerEntry>();
  for (const seed of REGION_SEEDS) {
    const country = countryOf(seed.country);
    const entry: GazetteerEntry = {
      id: `region:${seed.country.toLowerCase()}:${slug(seed.name)}`,
      name: seed.name,
      kind: 'region',
      countryCode: seed.country,
      countryName: country.name,
      latitude: seed.lat,
      longitude: seed.lng,
      rank: seed.rank ?? REGION_RANK,
      minor: false,
      parent: country.name,
      city: null,
      ancestors: [country],
      looseAncestorNames: [],
      names: uniqueNames([named(seed.name, 'any'), ...(seed.aliases ?? []).map((alias) => named(alias, 'any')), ...(seed.codes ?? []).map(code)]),
    };
    entries.push(entry);
    regionByKey.set(`${seed.country}|${phraseKey(seed.name)}`, entry);
    for (const alias of seed.aliases ?? []) regionByKey.set(`${seed.country}|${phraseKey(alias)}`, entry);
  }

  const cityEntries = buildCities(cityRecords, countries, countryOf, regionByKey);
  entries.push(...cityEntries);

  const bestCity = new Map<string, GazetteerEntry>();
  for (const city of cityEntries) {
    for (const name of city.names) {
      const key = `${city.countryCode}|${phraseKey(name.text)}`;
      const known = bestCity.get(key);
      if (!known || known.rank < city.rank) bestCity.set(key, city);
    }
  }
  entries.push(...buildNeighbourhoods(bestCity, countryOf));
  return { entries, countryNames };
}

function adjustmentFor(record: CityRecord, adjustments: Map<string, CityAdjustment[]>): CityAdjustment | undefined {
  const candidates = [...(adjustments.get(`${record.iso2}|${phraseKey(record.city)}`) ?? []), ...(adjustments.get(`${record.iso2}|${phraseKey(record.city_ascii)}`) ?? [])];
  return candidates.find((adjustment) => adjustment.province === undefined || phraseKey(adjustment.province) === phraseKey(record.province));
}

function buildCities(
  records: CityRecord[],
  countries: CountryRecord[],
  countryOf: (code: string) => GazetteerEntry,
  regionByKey: Map<string, GazetteerEntry>,
): GazetteerEntry[] {
  const adjustments = new Map<string, CityAdjustment[]>();
  for (const adjustment of CITY_ADJUSTMENTS) {
    const key = `${adjustment.country}|${phraseKey(adjustment.match)}`;
    adjustments.set(key, [...(adjustments.get(key) ?? []), adjustment]);
  }
  const capitals = new Set(countries.flatMap((country) => country.capital.map((capital) => `${country.cca2}|${phraseKey(capital)}`)));

  // city-timezones lists some cities twice (time-zone variants): one entry per name, country, province.
  const unique = new Map<string, CityRecord>();
  for (const listed of records) {
    const iso2 = /^[A-Z]{2}$/.test(listed.iso2) ? listed.iso2 : COUNTRY_CODE_BY_NAME[listed.country];
    if (!iso2) continue;
    const record = iso2 === listed.iso2 ? listed : { ...listed, iso2 };
    const key = `${record.iso2}|${record.city}|${record.province}`;
    const known = unique.get(key);
    if (!known || known.pop < record.pop) unique.set(key, record);
  }

  const cities: GazetteerEntry[] = [];
  const usedIds = new Set<string>();
  const makeCity = (input: {
    name: string;
    countryCode: string;
    province: string;
    lat: number;
    lng: number;
    population: number;
    main: boolean;
    names: EntryName[];
  }) => {
    const country = countryOf(input.countryCode);
    const region = input.province ? regionByKey.get(`${input.countryCode}|${phraseKey(input.province)}`) : undefined;
    let id = `city:${input.countryCode.toLowerCase()}:${slug(input.name)}`;
    if (usedIds.has(id)) id = `${id}:${slug(input.province) || usedIds.size}`;
    while (usedIds.has(id)) id = `${id}-${usedIds.size}`;
    usedIds.add(id);
    const entry: GazetteerEntry = {
      id,
      name: input.name,
      kind: 'city',
      countryCode: input.countryCode,
      countryName: country.name,
      latitude: input.lat,
      longitude: input.lng,
      rank: input.population,
      minor: !input.main,
      parent: region?.name ?? (input.province || country.name),
      city: input.name,
      ancestors: region ? [region, country] : [country],
      looseAncestorNames: input.province && !region ? [input.province] : [],
      names: uniqueNames(input.names),
    };
    cities.push(entry);
    return entry;
  };

  for (const record of unique.values()) {
    const adjustment = adjustmentFor(record, adjustments);
    if (adjustment?.drop) continue;
    const name = adjustment?.rename ?? record.city;
    const main =
      record.pop >= MAIN_CITY_POPULATION ||
      adjustment?.keep === true ||
      capitals.has(`${record.iso2}|${phraseKey(record.city)}`) ||
      capitals.has(`${record.iso2}|${phraseKey(record.city_ascii)}`);
    const rule: NameRule = record.pop >= ANY_CASE_CITY_POPULATION ? 'any' : 'capitalised';
    makeCity({
      name,
      countryCode: record.iso2,
      province: record.province,
      lat: adjustment?.lat ?? record.lat,
      lng: adjustment?.lng ?? record.lng,
      population: Math.round(record.pop * (adjustment?.rankFactor ?? 1)),
      main,
      names: [
        named(name, rule),
        named(record.city, rule),
        named(record.city_ascii, rule),
        ...(adjustment?.aliases ?? []).map((alias) => named(alias, rule)),
        ...(adjustment?.exact ?? []).map((exact) => named(exact, 'exact')),
      ],
    });
  }

  for (const extra of EXTRA_CITIES) {
    makeCity({
      name: extra.name,
      countryCode: extra.country,
      province: extra.region ?? '',
      lat: extra.lat,
      lng: extra.lng,
      population: MAIN_CITY_POPULATION,
      main: true,
      names: [named(extra.name, 'any'), ...(extra.aliases ?? []).map((alias) => named(alias, 'any'))],
    });
  }
  return cities;
}

function buildNeighbourhoods(bestCity: Map<string, GazetteerEntry>, countryOf: (code: string) => GazetteerEntry): GazetteerEntry[] {
  const neighbourhoods: GazetteerEntry[] = [];
  const byCityAndName = new Map<string, GazetteerEntry>();
  const usedIds = new Set<string>();
  for (const seed of NEIGHBOURHOOD_SEEDS) {
    const city = bestCity.get(`${seed.country}|${phraseKey(seed.city)}`);
    if (!city) throw new Error(`neighbourhood ${seed.name} names an unknown city ${seed.city}`);
    const country = countryOf(seed.country);
    const rule: NameRule = seed.word ? 'capitalised' : 'any';
    let id = `neighborhood:${seed.country.toLowerCase()}:${slug(city.name)}:${slug(seed.name)}`;
    while (usedIds.has(id)) id = `${id}-2`;
    usedIds.add(id);
    const entry: GazetteerEntry = {
      id,
      name: seed.name,
      kind: 'neighborhood',
      countryCode: seed.country,
      countryName: country.name,
      latitude: seed.lat,
      longitude: seed.lng,
      rank: seed.rank ?? NEIGHBOURHOOD_RANK,
      minor: false,
      parent: city.name,
      city: city.name,
      ancestors: [city, ...city.ancestors],
      looseAncestorNames: city.looseAncestorNames,
      names: uniqueNames([
        named(seed.name, rule),
        ...(seed.aliases ?? []).map((alias) => named(alias, rule)),
        ...(seed.exact ?? []).map((exact) => named(exact, 'exact')),
      ]),
    };
    neighbourhoods.push(entry);
    byCityAndName.set(`${city.id}|${phraseKey(seed.name)}`, entry);
  }
  // Boroughs are neighbourhoods too ('Brooklyn'): link what lies in them once all are built.
  for (const [index, seed] of NEIGHBOURHOOD_SEEDS.entries()) {
    const entry = neighbourhoods[index];
    if (!seed.area || !entry) continue;
    const area = byCityAndName.get(`${entry.ancestors[0]?.id}|${phraseKey(seed.area)}`);
    if (!area) throw new Error(`neighbourhood ${seed.name} names an unknown area ${seed.area}`);
    entry.ancestors = [area, ...entry.ancestors];
  }
  return neighbourhoods;
}
