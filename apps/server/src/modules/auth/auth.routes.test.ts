import { SignJWT, decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createMember, type TestMember } from '../../test-support/members';
import { pairWaitSeconds } from './auth.service';
import type { users } from '../../db/schema';
import { loginFailures, refreshTokens } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STASH_LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

const count = async (table: typeof users | typeof loginFailures | typeof refreshTokens) => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe('GET /api/health and the API key', () => {
  it('answers health without a key while the database is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('refuses calls with a missing or wrong x-api-key', async () => {
    for (const headers of [{}, { 'x-api-key': 'wrong' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email: 'a@b.co', password: 'x' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Missing or invalid API key', code: 'UNAUTHORIZED' });
    }
  });

  it('serves the OpenAPI document with the auth and profile paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/auth/login', '/auth/refresh', '/profile', '/claim/verify-magic-link',
        '/posts/list', '/posts/filters', '/posts/get', '/posts/batch', '/posts/{id}',
        '/tags', '/tags/{id}', '/tags/stats', '/tags/{id}/posts', '/tags/batch', '/tags/post/{postId}',
        '/entities', '/entities/nearby', '/entities/{id}', '/entities/types', '/entities/search', '/entities/trending',
        '/entities/related/{id}', '/entities/message/{postId}',
      ]),
    );
    // Request and response bodies come from the shared zod schemas.
    const list = (document.paths['/posts/list'] as { post: { requestBody: { content: Record<string, { schema: { properties: object } }> }; responses: Record<string, unknown> } }).post;
    expect(Object.keys(list.requestBody.content['application/json']!.schema.properties)).toEqual(expect.arrayContaining(['include_entities', 'limit', 'category', 'search']));
    expect(list.responses['200']).toBeDefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.call('GET', '/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('POST /api/auth/login', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(t, { email: 'login@stash.test', admin: true });
  });

  it('returns both tokens and the user', async () => {
    const response = await t.call('POST', '/api/auth/login', { body: { email: 'LOGIN@stash.test ', password: member.password } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({ user_id: member.userId, email: 'login@stash.test', sender_ids: [], is_admin: true });
    expect(body.access_token.split('.')).toHaveLength(3);
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(member.userId);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
  });

  it('answers a wrong password and an unknown email alike, with the spec wording', async () => {
    for (const body of [{ email: member.email, password: 'not-it' }, { email: 'nobody@stash.test', password: 'whatever' }]) {
      const response = await t.call('POST', '/api/auth/login', { body, remoteAddress: '10.9.9.9' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid email or password. Please try again.', code: 'UNAUTHORIZED' });
    }
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { email: 42, password: ['x'] }],
    ['a malformed email', { email: 'not-an-email', password: 'x' }],
    ['an empty password', { email: 'a@b.co', password: '' }],
  ])('rejects %s with 400 VALIDATION_ERROR and records nothing', async (_case, body) => {
    const before = await count(loginFailures);
    const response = await t.call('POST', '/api/auth/login', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.any(String) });
    expect(await count(loginFailures)).toBe(before);
  });

  it('rejects malformed JSON and an oversized body', async () => {
    const malformed = await t.call('POST', '/api/auth/login', { body: '{"email": "a@b.co",', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'VALIDATION_ERROR' });
    const huge = await t.call('POST', '/api/auth/login', { body: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('slows repeated failures for one email from one address, with Retry-After', async () => {
    const member = await createMember(t, { email: 'slowed@stash.test' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await t.call('POST', '/api/auth/login', { body: { email: member.email, password: 'guess' }, remoteAddress: '10.0.2.2' });
      expect(response.statusCode).toBe(401);
    }
    const slowed = await t.call('POST', '/api/auth/login', { body: { email: member.email, password: member.password }, remoteAddress: '10.0.2.2' });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('never lets a stranger guessing from elsewhere keep a member out', async () => {
    const victim = await createMember(t, { email: 'victim@stash.test' });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await t.call('POST', '/api/auth/login', { body: { email: victim.email, password: 'guess' }, remoteAddress: `10.0.0.${attempt % 2}` });
    }
    const own = await t.call('POST', '/api/auth/login', { body: { email: victim.email, password: victim.password }, remoteAddress: '10.0.1.1' });
    expect(own.statusCode).toBe(200);
  });

  it('lets a magic link end the slowdown', async () => {
    const member = await createMember(t, { email: 'forgetful@stash.test' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.call('POST', '/api/auth/login', { body: { email: member.email, password: 'guess' }, remoteAddress: '10.0.3.3' });
    }
    expect((await t.call('POST', '/api/auth/login', { body: { email: member.email, password: member.password }, remoteAddress: '10.0.3.3' })).statusCode).toBe(429);
    await t.call('POST', '/api/auth/magic-link', { body: { email: member.email } });
    await t.app.services.claim.flush();
    const link = [...t.sentMail].reverse().find((mail) => mail.to === member.email)!.link!;
    expect((await t.call('POST', '/api/claim/verify-magic-link', { body: { link_id: link.split('/verify/')[1] } })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { body: { email: member.email, password: member.password }, remoteAddress: '10.0.3.3' })).statusCode).toBe(200);
  });

  it('grows the wait with each further failure, up to the window', () => {
    const login = { maxFailures: 5, windowSeconds: 900 };
    const now = Date.parse('2026-11-26T12:00:00Z');
    const justNow = new Date(now);
    expect(pairWaitSeconds(4, justNow, now, login)).toBe(0);
    expect(pairWaitSeconds(5, justNow, now, login)).toBe(30);
    expect(pairWaitSeconds(6, justNow, now, login)).toBe(60);
    expect(pairWaitSeconds(7, justNow, now, login)).toBe(120);
    expect(pairWaitSeconds(20, justNow, now, login)).toBe(900);
    expect(pairWaitSeconds(6, new Date(now - 45_000), now, login)).toBe(15);
    expect(pairWaitSeconds(6, new Date(now - 61_000), now, login)).toBe(0);
  });

  it('rate-limits one address guessing across many emails', async () => {
    const address = '10.7.7.7';
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await t.call('POST', '/api/auth/login', { body: { email: `guess${attempt}@stash.test`, password: 'guess' }, remoteAddress: address });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.call('POST', '/api/auth/login', { body: { email: member.email, password: member.password }, remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.call('POST', '/api/auth/login', { body: { email: member.email, password: member.password }, remoteAddress: '10.8.8.8' });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('bearer tokens on member calls', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(t);
  });
  const profileWith = (token: string) => t.call('GET', '/api/profile', { token });

  it('accepts the issued token', async () => {
    expect((await profileWith(member.accessToken)).statusCode).toBe(200);
  });

  it('refuses a missing token with the spec wording', async () => {
    const response = await t.call('GET', '/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'No authentication token', code: 'UNAUTHORIZED' });
  });

  it('refuses a tampered payload, a foreign signature, alg none and an expired token', async () => {
    const [header, payload, signature] = member.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url');
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const foreign = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(member.userId)
      .setIssuer('stash').setAudience('stash-api').setIssuedAt().setExpirationTime('15m')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough'));
    const expired = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(member.userId)
      .setIssuer('stash').setAudience('stash-api').setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(t.signingSecret);
    const stillValidSameSecret = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(member.userId)
      .setIssuer('stash').setAudience('stash-api').setIssuedAt().setExpirationTime('5m').sign(t.signingSecret);

    for (const token of [
      `${header}.${forgedPayload}.${signature}`,
      `${unsignedHeader}.${payload}.`,
      foreign,
      expired,
      'not-a-token',
    ]) {
      const response = await profileWith(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized - token expired or invalid', code: 'UNAUTHORIZED' });
    }
    // The control: the same construction with our secret and a future expiry is accepted.
    expect((await profileWith(stillValidSameSecret)).statusCode).toBe(200);
  });

  it('refuses tokens issued before the member’s token version was raised', async () => {
    const other = await createMember(t);
    await t.database.db.execute(sql`update users set token_version = token_version + 1 where id = ${other.userId}`);
    expect((await profileWith(other.accessToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh and /api/auth/logout', () => {
  it('rotates the refresh token: the new pair works, the old refresh token does not', async () => {
    const member = await createMember(t);
    const first = await t.call('POST', '/api/auth/refresh', { body: { refresh_token: member.refreshToken } });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(member.refreshToken);
    expect(rotated.user.user_id).toBe(member.userId);
    expect((await t.call('GET', '/api/profile', { token: rotated.access_token })).statusCode).toBe(200);
    const second = await t.call('POST', '/api/auth/refresh', { body: { refresh_token: rotated.refresh_token } });
    expect(second.statusCode).toBe(200);
  });

  it('treats reuse of a used refresh token as theft and revokes the whole family', async () => {
    const member = await createMember(t);
    const rotated = (await t.call('POST', '/api/auth/refresh', { body: { refresh_token: member.refreshToken } })).json();
    const reuse = await t.call('POST', '/api/auth/refresh', { body: { refresh_token: member.refreshToken } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error: 'Invalid or expired token', code: 'UNAUTHORIZED' });
    // The descendant issued before the reuse is dead too.
    const descendant = await t.call('POST', '/api/auth/refresh', { body: { refresh_token: rotated.refresh_token } });
    expect(descendant.statusCode).toBe(401);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    expect((await t.call('POST', '/api/auth/refresh', { body: { refresh_token: 'made-up' } })).statusCode).toBe(401);
    const invalid = await t.call('POST', '/api/auth/refresh', { body: { refresh_token: 123 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('signs out by revoking the refresh token family', async () => {
    const member = await createMember(t);
    const logout = await t.call('POST', '/api/auth/logout', { body: { refresh_token: member.refreshToken } });
    expect(logout.statusCode).toBe(204);
    expect((await t.call('POST', '/api/auth/refresh', { body: { refresh_token: member.refreshToken } })).statusCode).toBe(401);
  });

  it('never stores a refresh token in the clear', async () => {
    const member = await createMember(t);
    const rows = await t.database.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(rows.some((row) => row.hash === member.refreshToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });
});

describe('housekeeping', () => {
  it('deletes expired refresh tokens and old login failures, and keeps live ones', async () => {
    const member = await createMember(t);
    await t.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 day' where user_id = ${member.userId}`);
    await t.database.db.execute(sql`update login_failures set created_at = now() - interval '1 day'`);
    const live = await createMember(t);
    const purged = await t.app.services.auth.purgeExpired();
    expect(purged.refreshTokens).toBe(1);
    expect(await count(loginFailures)).toBe(0);
    expect((await t.call('POST', '/api/auth/refresh', { body: { refresh_token: live.refreshToken } })).statusCode).toBe(200);
  });
});
