import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createMember, type TestMember } from '../../test-support/members';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t, { email: 'ana@stash.test', name: 'Ana' });
  ben = await createMember(t, { email: 'ben@stash.test', name: 'Ben' });
});
afterAll(() => t.close());

describe('GET /api/profile', () => {
  it("answers the caller's own profile", async () => {
    const response = await t.call('GET', '/api/profile', { token: ana.accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Ana',
      email: 'ana@stash.test',
      stash_username: null,
      avatar_url: null,
      instagram_handle: null,
      total_stashes: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      usage: { saves_today: 0, saves_per_day: 500, saves_reset_at: null, media_bytes: 0, media_bytes_quota: 2048 * 1024 * 1024 },
    });
    expect((await t.call('GET', '/api/profile', { token: ben.accessToken })).json().email).toBe('ben@stash.test');
  });
});

describe('PUT /api/profile', () => {
  it('changes only the fields sent and keeps text exactly', async () => {
    const response = await t.call('PUT', '/api/profile', {
      token: ana.accessToken,
      body: { name: 'Ana <b>María</b> 🍜', stash_username: 'Ana.Eats', instagram_handle: '@ana.eats' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ana <b>María</b> 🍜', stash_username: 'ana.eats', instagram_handle: 'ana.eats', avatar_url: null });
    const next = await t.call('PUT', '/api/profile', { token: ana.accessToken, body: { avatar_url: 'https://cdn.example.com/a.png' } });
    expect(next.json()).toMatchObject({ name: 'Ana <b>María</b> 🍜', stash_username: 'ana.eats', avatar_url: 'https://cdn.example.com/a.png' });
  });

  it('refuses a username another member has, in any case', async () => {
    const response = await t.call('PUT', '/api/profile', { token: ben.accessToken, body: { stash_username: 'ANA.EATS' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'This username is taken.', code: 'VALIDATION_ERROR', details: { field: 'stash_username' } });
    expect((await t.call('GET', '/api/profile', { token: ben.accessToken })).json().stash_username).toBeNull();
  });

  it.each([
    [{ stash_username: 'ab' }, 'Username must be 3 to 30 characters.'],
    [{ stash_username: '.dotty' }, 'Username cannot start or end with a dot.'],
    [{ stash_username: "x'; drop table users;--" }, 'Username can only use letters, numbers, underscores and dots.'],
    [{ avatar_url: 'javascript:alert(1)' }, 'Avatar must be an http(s) URL.'],
    [{ name: 42 }, undefined],
    [{ is_admin: true }, undefined],
  ])('rejects %j and changes nothing', async (body, message) => {
    const before = (await t.call('GET', '/api/profile', { token: ben.accessToken })).json();
    const response = await t.call('PUT', '/api/profile', { token: ben.accessToken, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json().error).toContain(message);
    expect((await t.call('GET', '/api/profile', { token: ben.accessToken })).json()).toEqual(before);
  });
});

describe('GET /api/profile/username-check', () => {
  const check = (member: TestMember, username: string) =>
    t.call('GET', `/api/profile/username-check?username=${encodeURIComponent(username)}`, { token: member.accessToken });

  it('says available, or why not', async () => {
    expect((await check(ben, 'ben_cooks')).json()).toEqual({ username: 'ben_cooks', available: true });
    expect((await check(ben, 'Ana.Eats')).json()).toEqual({ username: 'ana.eats', available: false, reason: 'This username is taken.' });
    expect((await check(ana, 'ana.eats')).json()).toEqual({ username: 'ana.eats', available: true });
    expect((await check(ben, 'stash')).json()).toMatchObject({ available: false, reason: 'This username is reserved.' });
    expect((await check(ben, 'no spaces')).json()).toMatchObject({ available: false });
    expect((await check(ben, 'x'.repeat(31))).json()).toMatchObject({ available: false, reason: 'Username must be 3 to 30 characters.' });
  });

  it('needs the username parameter and a member', async () => {
    expect((await t.call('GET', '/api/profile/username-check', { token: ben.accessToken })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/profile/username-check?username=abc')).statusCode).toBe(401);
  });
});

describe('POST /api/profile/password', () => {
  it('needs the current password, then ends every other session and answers a new one', async () => {
    const cleo = await createMember(t, { email: 'cleo@stash.test' });
    const otherDevice = (await t.call('POST', '/api/auth/login', { body: { email: cleo.email, password: cleo.password } })).json<{ access_token: string; refresh_token: string }>();

    const wrong = await t.call('POST', '/api/profile/password', { token: cleo.accessToken, body: { current_password: 'not-my-password', new_password: 'cleos-new-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Your current password is not right.' });
    const short = await t.call('POST', '/api/profile/password', { token: cleo.accessToken, body: { current_password: cleo.password, new_password: 'short' } });
    expect(short.statusCode).toBe(400);

    const changed = await t.call('POST', '/api/profile/password', { token: cleo.accessToken, body: { current_password: cleo.password, new_password: 'cleos-new-password' } });
    expect(changed.statusCode).toBe(200);
    const session = changed.json<{ access_token: string; refresh_token: string }>();
    expect((await t.call('GET', '/api/profile', { token: session.access_token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/profile', { token: cleo.accessToken })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/profile', { token: otherDevice.access_token })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { body: { refresh_token: otherDevice.refresh_token } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: cleo.email, password: cleo.password } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: cleo.email, password: 'cleos-new-password' } })).statusCode).toBe(200);
    expect(t.sentMail.filter((mail) => mail.to === cleo.email).map((mail) => mail.subject)).toEqual(['Your Stash password was changed']);
  });

  it('slows guessing the current password with a stolen session', async () => {
    const dora = await createMember(t, { email: 'dora@stash.test' });
    let last = 0;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = (await t.call('POST', '/api/profile/password', { token: dora.accessToken, body: { current_password: `guess-${attempt}`, new_password: 'doras-new-password' } })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('POST /api/profile/sign-out-everywhere', () => {
  it('ends every session of the member, and only theirs', async () => {
    const eve = await createMember(t, { email: 'eve@stash.test' });
    const frank = await createMember(t, { email: 'frank@stash.test' });
    expect((await t.call('POST', '/api/profile/sign-out-everywhere', { token: eve.accessToken })).statusCode).toBe(204);
    expect((await t.call('GET', '/api/profile', { token: eve.accessToken })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { body: { refresh_token: eve.refreshToken } })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/profile', { token: frank.accessToken })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { body: { email: eve.email, password: eve.password } })).statusCode).toBe(200);
  });
});
