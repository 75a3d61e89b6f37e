import { describe, expect, it } from 'vitest';
import { rememberingLast } from './remembered';

describe('rememberingLast', () => {
  it('answers a text asked again from memory, and forgets the oldest beyond its size', () => {
    const asked: string[] = [];
    const length = rememberingLast(2, (text: string) => {
      asked.push(text);
      return text.length;
    });
    expect([length('ab'), length('abc'), length('ab')]).toEqual([2, 3, 2]);
    expect(asked).toEqual(['ab', 'abc']);
    length('abcd');
    length('abc');
    length('ab');
    expect(asked).toEqual(['ab', 'abc', 'abcd', 'ab']);
  });
});
