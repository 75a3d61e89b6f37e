import { describe, expect, it } from 'vitest';
import { DISPLAY_TYPES, DISPLAY_TYPE_NAMES, displayTypeInfo, displayTypeOf, displayTypeOfRoutingClass } from './display-types';

describe('display types', () => {
  it.each([
    ['PhysicalVenue', 'LOCATION'],
    ['GeoArea', 'AREA'],
    ['PersonOrgBrand', 'BRAND'],
    ['Eventish', 'EVENT'],
    ['CreativeWork', 'CREATIVE'],
    ['Product', 'PRODUCT'],
    ['Abstract', 'CONCEPT'],
    ['SomethingNew', 'SOMETHINGNEW'],
  ])('maps routing class %s to %s', (routingClass, type) => {
    expect(displayTypeOfRoutingClass(routingClass)).toBe(type);
  });

  it('prefers a specific entity type over the routing class', () => {
    expect(displayTypeOf({ entity_type: 'restaurant', routing_class: 'PhysicalVenue' })).toBe('RESTAURANT');
    expect(displayTypeOf({ entity_type: 'Recipe', routing_class: 'CreativeWork' })).toBe('RECIPE');
    expect(displayTypeOf({ entity_type: 'class', routing_class: 'Eventish' })).toBe('EVENT');
    expect(displayTypeOf({ entity_type: 'workout', routing_class: 'Abstract' })).toBe('ACTIVITY');
    expect(displayTypeOf({ entity_type: 'bar', routing_class: 'PhysicalVenue' })).toBe('LOCATION');
    expect(displayTypeOf({ entity_type: 'film', routing_class: null })).toBe('FILM');
  });

  it('has a label, icon and colour for all eleven types', () => {
    expect(DISPLAY_TYPE_NAMES).toHaveLength(11);
    for (const name of DISPLAY_TYPE_NAMES) {
      const info = DISPLAY_TYPES[name];
      expect(info.label).not.toBe('');
      expect(info.icon).toBeTruthy();
      expect(info.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(DISPLAY_TYPE_NAMES.map((name) => DISPLAY_TYPES[name].label)).size).toBe(11);
  });

  it('describes unknown types in their own words', () => {
    expect(displayTypeInfo('EVENT').label).toBe('Event');
    expect(displayTypeInfo('FOOD_TRUCK').label).toBe('Food truck');
    expect(displayTypeInfo('FOOD_TRUCK').icon).toBeTruthy();
  });
});
