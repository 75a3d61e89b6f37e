// Per-member limits through HTTP, on PGlite and (STASH_TEST_DATABASE_URL) PostgreSQL: requests a
// minute for saving, retrying, searching and Stash AI, the daily save cap, the per-address limit of
// the sign-in calls, and that two API processes on one database share every count.
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, MESSAGES } from '@stash/shared';
import { buildApp } from '../../app';
import { createMember, type TestMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKind } from '../../test-support/test-database';
import { createLimitsService } from './limits.service';

let t: TestApp;
/** A second API process on the same database (its own memory, its own rate-limit plugin). */
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp(
    {
      STASH_LIMIT_SAVES_PER_MINUTE: '3',
      STASH_LIMIT_RETRIES_PER_MINUTE: '2',
      STASH_LIMIT_SEARCHES_PER_MINUTE: '2',
      STASH_LIMIT_CHATS_PER_MINUTE: '2',
      STASH_LIMIT_SAVES_PER_DAY: '4',
      // Above the sign-ins createMember makes from the default address.
      STASH_AUTH_RATE_LIMIT_PER_MINUTE: '8',
      // So the wrong passwords below meet the request limit, not the sign-in guard's own.
      STASH_LOGIN_MAX_FAILURES: '50',
    },
    { queue: true },
  );
  other = await buildApp({ config: t.config, database: t.database, signingSecret: t.signingSecret, queue: t.queue, logger: pino({ level: 'silent' }), mailer: { send: async () => undefined } });
  await other.ready();
}, 60_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** The same call through the first process or the second. */
function callOn(app: FastifyInstance, method: 'GET' | 'POST', url: string, options: { token?: string; body?: unknown; remoteAddress?: string } = {}) {
  return app.inject({
    method,
    url,
    headers: { 'x-api-key': DEFAULT_API_KEY, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

const link = (n: number) => `https://www.instagram.com/p/LIMIT${String(n).padStart(6, '0')}/`;

describe(`member limits on ${testDatabaseKind}`, () => {
  it('refuses the third search a minute with 429, Retry-After and the spec wording, counted across both processes', async () => {
    const ana = await createMember(t, { email: 'ana@stash.test' });
    const ben = await createMember(t, { email: 'ben@stash.test' });
    const search = (app: FastifyInstance, member: TestMember) => callOn(app, 'POST', '/api/search/text', { token: member.accessToken, body: { query: 'ramen' } });
    expect((await search(t.app, ana)).statusCode).toBe(200);
    expect((await search(other, ana)).statusCode).toBe(200);
    const refused = await search(t.app, ana);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', error: MESSAGES.rateLimited, details: { limit: 'search' } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await search(other, ana)).statusCode).toBe(429);
    // Each member has their own allowance.
    expect((await search(other, ben)).statusCode).toBe(200);
  });

  it('limits Stash AI questions and retries a minute per member', async () => {
    const cleo = await createMember(t, { email: 'cleo@stash.test' });
    const ask = (app: FastifyInstance) => callOn(app, 'POST', '/api/chat', { token: cleo.accessToken, body: { message: 'where should I eat?' } });
    expect([(await ask(t.app)).statusCode, (await ask(other)).statusCode, (await ask(t.app)).statusCode]).toEqual([200, 200, 429]);

    const missing = '00000000-0000-4000-8000-000000000000';
    const retry = (app: FastifyInstance) => callOn(app, 'POST', `/api/posts/${missing}/retry`, { token: cleo.accessToken });
    expect([(await retry(other)).statusCode, (await retry(t.app)).statusCode, (await retry(other)).statusCode]).toEqual([404, 404, 429]);
  });

  it('limits saves a minute, and caps new saves a day (a link already saved costs nothing), shown on the profile', async () => {
    const dora = await createMember(t, { email: 'dora@stash.test' });
    const save = (app: FastifyInstance, url: string) => callOn(app, 'POST', '/api/ios-share/saves', { token: dora.accessToken, body: { url } });
    expect((await save(t.app, link(1))).statusCode).toBe(202);
    expect((await save(other, link(1))).statusCode).toBe(200);
    expect((await save(t.app, link(2))).statusCode).toBe(202);
    const fast = await save(other, link(3));
    expect(fast.statusCode).toBe(429);
    expect(fast.json()).toMatchObject({ code: 'RATE_LIMITED', details: { limit: 'saves' } });

    const profile = await callOn(other, 'GET', '/api/profile', { token: dora.accessToken });
    expect(profile.json().usage).toMatchObject({ saves_today: 2, saves_per_day: 4 });
    expect(Date.parse(profile.json().usage.saves_reset_at)).toBeGreaterThan(Date.now());
  });

  it('refuses a new save over the daily cap with a clear message, and keeps nothing of it', async () => {
    const eve = await createMember(t, { email: 'eve@stash.test' });
    // The cap on its own: a service on the same database whose clock moves past the minute windows.
    let now = Date.now();
    const limits = createLimitsService({ db: t.database.db, limits: { perMinute: { saves: 0, retries: 0, search: 0, chat: 0 }, savesPerDay: 4 }, clock: () => new Date(now) });
    for (let n = 10; n < 14; n += 1) await t.database.db.transaction((tx) => limits.takeDailySave(tx, eve.userId));
    now += 5 * 60_000;
    const refused = await callOn(t.app, 'POST', '/api/ios-share/saves', { token: eve.accessToken, body: { url: link(20) } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', details: { limit: 'saves_per_day', per_day: 4 } });
    expect(refused.json().error).toMatch(/^You have reached today's limit of 4 saves\. Please try again in (\d+ hours|1 hour)\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 60);
    const listed = await callOn(t.app, 'POST', '/api/posts/list', { token: eve.accessToken, body: { include_counts: true } });
    expect(listed.json().posts).toEqual([]);
    // The refused save was rolled back with its count: the day still shows 4 of 4.
    expect((await callOn(t.app, 'GET', '/api/profile', { token: eve.accessToken })).json().usage).toMatchObject({ saves_today: 4, saves_per_day: 4 });
    // A new day: saving works again.
    const nextDay = createLimitsService({ db: t.database.db, limits: { perMinute: { saves: 0, retries: 0, search: 0, chat: 0 }, savesPerDay: 4 }, clock: () => new Date(now + 25 * 60 * 60_000) });
    await t.database.db.transaction((tx) => nextDay.takeDailySave(tx, eve.userId));
    expect(await nextDay.dailySaves(eve.userId)).toMatchObject({ used: 1, limit: 4 });
  });

  it('starts a new minute window once the last one ends', async () => {
    let now = Date.now();
    const limits = createLimitsService({ db: t.database.db, limits: { perMinute: { saves: 1, retries: 1, search: 1, chat: 1 }, savesPerDay: 0 }, clock: () => new Date(now) });
    const member = 'window-member';
    await limits.checkMember('search', member);
    await expect(limits.checkMember('search', member)).rejects.toMatchObject({ code: 'RATE_LIMITED', details: { retry_after_seconds: 60 } });
    now += 30_000;
    await expect(limits.checkMember('search', member)).rejects.toMatchObject({ details: { retry_after_seconds: 30 } });
    now += 30_001;
    await expect(limits.checkMember('search', member)).resolves.toBeUndefined();
  });

  it('shares the per-address limit of the sign-in calls between processes', async () => {
    const login = (app: FastifyInstance) => callOn(app, 'POST', '/api/auth/login', { body: { email: 'nobody@stash.test', password: 'wrong-password' }, remoteAddress: '10.9.9.9' });
    const statuses: number[] = [];
    for (let n = 0; n < 9; n += 1) statuses.push((await login(n % 2 === 0 ? t.app : other)).statusCode);
    expect(statuses).toEqual([...Array<number>(8).fill(401), 429]);
    // Another address is counted apart.
    expect((await callOn(other, 'POST', '/api/auth/login', { body: { email: 'nobody@stash.test', password: 'wrong-password' }, remoteAddress: '10.9.9.8' })).statusCode).toBe(401);
  });
});
