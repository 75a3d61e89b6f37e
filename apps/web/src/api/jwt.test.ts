import { describe, expect, it } from 'vitest';
import { readTokenExpiry } from './jwt';
import { makeJwt } from './testing/jwt';

describe('readTokenExpiry', () => {
  it('reads exp (seconds) as milliseconds', () => {
    expect(readTokenExpiry(makeJwt(1_700_000_000_000))).toBe(1_700_000_000_000);
  });

  it('decodes base64url payloads with non-ASCII claims', () => {
    expect(readTokenExpiry(makeJwt(2_000_000_000_000, { name: 'Zoë ✓ ~~~???' }))).toBe(2_000_000_000_000);
  });

  it('gives null for opaque tokens, bad payloads and tokens without exp', () => {
    expect(readTokenExpiry('opaque-token')).toBeNull();
    expect(readTokenExpiry('a.%%%.c')).toBeNull();
    expect(readTokenExpiry(`a.${btoa('{"sub":"x"}')}.c`)).toBeNull();
    expect(readTokenExpiry(`a.${btoa('{"exp":"soon"}')}.c`)).toBeNull();
  });
});
