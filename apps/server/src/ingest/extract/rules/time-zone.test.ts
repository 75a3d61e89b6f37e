import { describe, expect, it } from 'vitest';
import { offsetMinutes, timeZoneOf } from './time-zone';

describe('timeZoneOf', () => {
  it('finds a city by name and country', () => {
    expect(timeZoneOf({ city: 'New York', countryCode: 'US' })).toBe('America/New_York');
    expect(timeZoneOf({ city: 'London', countryCode: 'GB' })).toBe('Europe/London');
    expect(timeZoneOf({ city: 'Tokyo', countryCode: 'JP' })).toBe('Asia/Tokyo');
  });

  it('falls back to the nearest city to a position', () => {
    expect(timeZoneOf({ city: 'Brooklyn', countryCode: 'US', latitude: 40.68, longitude: -73.94 })).toBe('America/New_York');
  });

  it('falls back to a country with one zone', () => {
    expect(timeZoneOf({ city: 'Nowhere Town', countryCode: 'PT' })).toBe('Europe/Lisbon');
    expect(timeZoneOf({ city: 'Nowhere Town', countryCode: 'US' })).toBeNull();
  });
});

describe('offsetMinutes', () => {
  it('follows daylight saving time', () => {
    expect(offsetMinutes('America/New_York', new Date('2025-01-15T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes('America/New_York', new Date('2025-07-15T12:00:00Z'))).toBe(-240);
    expect(offsetMinutes('Asia/Kolkata', new Date('2025-07-15T12:00:00Z'))).toBe(330);
    expect(offsetMinutes('Europe/London', new Date('2025-01-15T12:00:00Z'))).toBe(0);
  });

  it('answers null for an unknown zone', () => {
    expect(offsetMinutes('Not/AZone', new Date())).toBeNull();
  });
});
