import { describe, expect, it } from 'vitest';
import { parseDurationMinutes, parseDurationSeconds, parseQuantity } from './quantities';

describe('parseQuantity', () => {
  it('reads whole, decimal, fraction and mixed numbers', () => {
    expect(parseQuantity('2')).toBe(2);
    expect(parseQuantity('2.5')).toBe(2.5);
    expect(parseQuantity('0,5')).toBe(0.5);
    expect(parseQuantity('1/2')).toBe(0.5);
    expect(parseQuantity('1 1/2')).toBe(1.5);
  });

  it('reads unicode fractions alone and after a number', () => {
    expect(parseQuantity('½')).toBe(0.5);
    expect(parseQuantity('¼')).toBe(0.25);
    expect(parseQuantity('1½')).toBe(1.5);
    expect(parseQuantity('⅓')).toBeCloseTo(0.333, 3);
  });

  it('takes the lower end of a range', () => {
    expect(parseQuantity('2-3')).toBe(2);
    expect(parseQuantity('2 to 3')).toBe(2);
  });

  it('answers null without a number', () => {
    expect(parseQuantity('some')).toBeNull();
  });
});

describe('durations', () => {
  it('reads minutes, hours and both', () => {
    expect(parseDurationMinutes('25 minutes')).toBe(25);
    expect(parseDurationMinutes('1 hr 15 min')).toBe(75);
    expect(parseDurationMinutes('1h30')).toBe(90);
    expect(parseDurationMinutes('2 hours')).toBe(120);
    expect(parseDurationMinutes('nothing')).toBeNull();
  });

  it('reads seconds', () => {
    expect(parseDurationSeconds('40s')).toBe(40);
    expect(parseDurationSeconds('90 sec')).toBe(90);
    expect(parseDurationSeconds('1 min')).toBe(60);
  });
});
