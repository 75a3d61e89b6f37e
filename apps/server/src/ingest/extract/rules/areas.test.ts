import { describe, expect, it } from 'vitest';
import { createGazetteer } from '../../../providers/geocoder/gazetteer';
import { findAreas, locationIn, postCity, postLocation, withParent } from './areas';

const gazetteer = createGazetteer();
const names = (text: string) => findAreas(text, gazetteer).map((area) => `${area.text}:${area.kind}`);

describe('findAreas', () => {
  it('finds neighbourhoods and cities as written', () => {
    expect(names('dinner in Williamsburg, Brooklyn')).toEqual(['Williamsburg:neighborhood', 'Brooklyn:neighborhood']);
    expect(names('first time in Mexico City? stay in Roma Norte')).toEqual(['Mexico City:city', 'Roma Norte:neighborhood']);
  });

  it('does not read hashtags, handles or URLs', () => {
    expect(names('#brooklyn #paris @tokyo https://london.example.com')).toEqual([]);
  });

  it('drops a leading "the"', () => {
    const [mission] = findAreas('made it to Tartine in the Mission', gazetteer);
    expect(mission?.text).toBe('Mission');
    expect(mission?.name).toBe('Mission District');
  });

  it('marks areas that are part of a longer name', () => {
    const areas = findAreas('dig through New York Joe Exchange, then Dishoom Shoreditch. Shibuya is busy', gazetteer);
    const byText = new Map(areas.map((area) => [area.text, area.inName]));
    expect(byText.get('New York')).toBe(true);
    expect(byText.get('Shoreditch')).toBe(true);
    expect(byText.get('Shibuya')).toBe(false);
  });
});

describe('locations', () => {
  it('keeps areas written together as one phrase', () => {
    const text = '📍 Lilia, 567 Union Ave, Williamsburg, Brooklyn';
    expect(locationIn(text, 0, findAreas(text, gazetteer))).toBe('Williamsburg, Brooklyn');
  });

  it("adds a lone neighbourhood's city", () => {
    const text = '1. Ippudo — East Village. the classic';
    expect(locationIn(text, 0, findAreas(text, gazetteer))).toBe('East Village, New York');
    const [area] = findAreas('in Ebisu, Tokyo', gazetteer);
    if (!area) throw new Error('expected Ebisu');
    expect(withParent('Ebisu, Tokyo', area)).toBe('Ebisu, Tokyo');
  });

  it("gives a post's location only when it names one place", () => {
    expect(postLocation(findAreas('tacos in Los Feliz', gazetteer))).toBe('Los Feliz, Los Angeles');
    expect(postLocation(findAreas('from Paris to Tokyo', gazetteer))).toBeNull();
    expect(postLocation(findAreas('Chiado and Alfama', gazetteer))).toBe('Lisbon');
  });

  it("names the post's city with its position", () => {
    const city = postCity(findAreas('brunch in Greenpoint, then Williamsburg', gazetteer));
    expect(city?.name).toBe('New York');
    expect(city?.countryCode).toBe('US');
    expect(city?.latitude).toBeGreaterThan(40);
    expect(postCity([])).toBeNull();
  });
});
