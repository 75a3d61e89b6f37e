import { afterEach, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens';

const secret = new TextEncoder().encode('a-test-signing-secret-of-32-characters!');
const claims = { userId: '3f0b8a52-8d3c-4f7e-9a41-2b7c1d9e6f10', tokenVersion: 3 };

afterEach(() => {
  vi.useRealTimers();
});

it('answers the claims of a token it signed, again and again', async () => {
  const tokens = createAccessTokens(secret, 60);
  const token = await tokens.sign(claims);
  expect(await tokens.verify(token)).toEqual(claims);
  expect(await tokens.verify(token)).toEqual(claims);
});

it('refuses a token once it has expired, even one it verified before', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  const tokens = createAccessTokens(secret, 60);
  const token = await tokens.sign(claims);
  expect(await tokens.verify(token)).toEqual(claims);
  vi.setSystemTime(new Date('2026-11-24T12:01:01Z'));
  expect(await tokens.verify(token)).toBeNull();
});

it('refuses tampered tokens and tokens signed with another secret', async () => {
  const tokens = createAccessTokens(secret, 60);
  const token = await tokens.sign(claims);
  const [header, payload, signature] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
  expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  const other = createAccessTokens(new TextEncoder().encode('another-signing-secret-of-32-characters'), 60);
  expect(await tokens.verify(await other.sign(claims))).toBeNull();
});
