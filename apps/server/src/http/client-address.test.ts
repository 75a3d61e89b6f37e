// Which address a request counts as coming from (sign-in throttling and logs key on it): behind a
// trusted proxy, the right-most address no trusted proxy wrote; a client cannot choose its own by
// sending X-Forwarded-For.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { queryRows } from '../db/query-rows';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The address a failed sign-in was recorded from. */
async function addressSeen(env: Record<string, string>, forwardedFor: string | null): Promise<string | undefined> {
  t = await createTestApp(env);
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.0.0.2',
    headers: { 'content-type': 'application/json', 'x-api-key': 'stash-web-client', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { email: 'nobody@stash.test', password: 'wrong-password-1' },
  });
  const rows = await queryRows<{ ip_address: string }>(t.database.db, sql`SELECT ip_address FROM login_failures ORDER BY created_at DESC LIMIT 1`);
  return rows[0]?.ip_address;
}

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen({}, '6.6.6.6')).toBe('10.0.0.2');
  });

  it('with one trusted hop ("true" or "1"), is the right-most forwarded address, not one the client prepended', async () => {
    expect(await addressSeen({ STASH_TRUST_PROXY: 'true' }, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    await t?.close();
    expect(await addressSeen({ STASH_TRUST_PROXY: '1' }, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('with trusted proxy CIDRs, skips every trusted proxy from the right', async () => {
    expect(await addressSeen({ STASH_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }, '6.6.6.6, 203.0.113.9, 192.168.1.7')).toBe('203.0.113.9');
  });

  it('refuses a setting it cannot read, saying what it takes', () => {
    expect(() => loadConfig({ STASH_TRUST_PROXY: 'yes please' })).toThrow(/number of proxy hops/);
    expect(() => loadConfig({ STASH_TRUST_PROXY: '99' })).toThrow(/number of proxy hops/);
  });
});
