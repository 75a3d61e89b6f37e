import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CITY_ADJUSTMENTS } from './data/cities';
import { buildEntries } from './gazetteer-entries';
import { kilometresBetween } from './distance';
import { phraseKey } from './place-text';

const built = buildEntries();
const byKind = (kind: string) => built.entries.filter((entry) => entry.kind === kind);

describe('gazetteer data', () => {
  it('has the expected breadth', () => {
    expect(byKind('country').length).toBeGreaterThanOrEqual(245);
    expect(byKind('city').filter((entry) => !entry.minor).length).toBeGreaterThan(2_900);
    expect(byKind('region').length).toBeGreaterThan(150);
    expect(byKind('neighborhood').length).toBeGreaterThan(500);
  });

  it('gives every entry a unique id and coordinates on the globe', () => {
    const ids = new Set(built.entries.map((entry) => entry.id));
    expect(ids.size).toBe(built.entries.length);
    for (const entry of built.entries) {
      expect(Math.abs(entry.latitude), entry.id).toBeLessThanOrEqual(90);
      expect(Math.abs(entry.longitude), entry.id).toBeLessThanOrEqual(180);
    }
  });

  it('places every neighbourhood close to its city and its borough', () => {
    for (const entry of byKind('neighborhood')) {
      const city = entry.ancestors.find((ancestor) => ancestor.kind === 'city');
      expect(city, entry.id).toBeDefined();
      expect(kilometresBetween(entry, city!), entry.id).toBeLessThan(30);
      const area = entry.ancestors[0];
      if (area?.kind === 'neighborhood') expect(kilometresBetween(entry, area), entry.id).toBeLessThan(17);
    }
  });

  it('applies every city correction to a city that exists', () => {
    const require = createRequire(import.meta.url);
    const records = (require('city-timezones') as { cityMapping: { city: string; city_ascii: string; iso2: string }[] }).cityMapping;
    const known = new Set(records.flatMap((record) => [`${record.iso2}|${phraseKey(record.city)}`, `${record.iso2}|${phraseKey(record.city_ascii)}`]));
    const unmatched = CITY_ADJUSTMENTS.filter((adjustment) => !known.has(`${adjustment.country}|${phraseKey(adjustment.match)}`));
    expect(unmatched.map((adjustment) => adjustment.match)).toEqual([]);
  });
});
