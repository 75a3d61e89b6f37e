import { describe, expect, it } from 'vitest';
import { hasValidMetaSignature, signMetaPayload } from './meta-signature';

describe('Meta webhook signatures', () => {
  const body = Buffer.from('{"object":"instagram","entry":[]}');

  it('accepts the HMAC-SHA256 of the raw body with the app secret, in either case of hex', () => {
    const header = signMetaPayload(body, 'app-secret');
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(hasValidMetaSignature(body, header, 'app-secret')).toBe(true);
    expect(hasValidMetaSignature(body, header.toUpperCase().replace('SHA256=', 'sha256='), 'app-secret')).toBe(true);
  });

  it('refuses another secret, a changed body, a missing, malformed or repeated header', () => {
    const header = signMetaPayload(body, 'app-secret');
    expect(hasValidMetaSignature(body, signMetaPayload(body, 'other'), 'app-secret')).toBe(false);
    expect(hasValidMetaSignature(Buffer.from(`${body.toString()} `), header, 'app-secret')).toBe(false);
    expect(hasValidMetaSignature(body, undefined, 'app-secret')).toBe(false);
    expect(hasValidMetaSignature(body, 'sha1=abc', 'app-secret')).toBe(false);
    expect(hasValidMetaSignature(body, [header, header], 'app-secret')).toBe(false);
  });
});
