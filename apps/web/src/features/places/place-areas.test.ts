import { describe, expect, it } from 'vitest';
import { makeEntity } from '../../components/map/testing/entities';
import { areaOf, groupByArea, matchesSearch, UNKNOWN_AREA } from './place-areas';

describe('area of a place', () => {
  it('is the neighbourhood the post named, with its city when known', () => {
    expect(areaOf(makeEntity('a', 'Lilia', { location: 'Williamsburg, Brooklyn', city: 'New York' }))).toEqual({
      key: 'williamsburg, new york',
      label: 'Williamsburg, New York',
    });
    expect(areaOf(makeEntity('a', 'Lilia', { location: 'Williamsburg, Brooklyn' })).label).toBe('Williamsburg');
  });

  it('falls back to the city, and names no area when neither is known', () => {
    expect(areaOf(makeEntity('a', 'A', { city: 'Paris' })).label).toBe('Paris');
    expect(areaOf(makeEntity('a', 'A', { location: 'Paris', city: 'paris' })).label).toBe('Paris');
    expect(areaOf(makeEntity('a', 'A', { location: '  ' }))).toEqual({ key: '', label: UNKNOWN_AREA });
  });
});

describe('grouping by area', () => {
  it('puts the biggest areas first, keeps the given (most saved) order inside, and the unknown area last', () => {
    const groups = groupByArea([
      makeEntity('1', 'Nowhere bar'),
      makeEntity('2', 'Bar Mut', { location: 'Eixample', city: 'Barcelona' }),
      makeEntity('3', 'Boot Café', { location: 'Le Marais', city: 'Paris' }),
      makeEntity('4', 'Breizh', { location: 'le marais', city: 'Paris' }),
      makeEntity('5', 'Nowhere café'),
      makeEntity('6', 'Nowhere shop'),
      makeEntity('7', 'Other Eixample', { location: 'Eixample, Barcelona', city: 'Barcelona' }),
    ]);
    expect(groups.map((group) => [group.label, group.places.map((place) => place.entity_id)])).toEqual([
      ['Eixample, Barcelona', ['2', '7']],
      ['Le Marais, Paris', ['3', '4']],
      [UNKNOWN_AREA, ['1', '5', '6']],
    ]);
  });

  it('has no groups for no places', () => {
    expect(groupByArea([])).toEqual([]);
  });
});

describe('search', () => {
  const lilia = makeEntity('a', 'Lilia', { location: 'Williamsburg, Brooklyn', address: '567 Union Ave' });

  it('matches every word against the name, address and area, any case', () => {
    expect(matchesSearch(lilia, '')).toBe(true);
    expect(matchesSearch(lilia, 'lilia')).toBe(true);
    expect(matchesSearch(lilia, 'union WILLIAMSBURG')).toBe(true);
    expect(matchesSearch(lilia, 'lilia paris')).toBe(false);
  });
});
