import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createMember } from '../../test-support/members';
import { queryRows } from '../../db/query-rows';
import { users } from '../../db/schema';
import { updateProfile } from '../accounts/accounts.service';
import { createClaimService } from './claim.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (link: string) => link.split('/claim/')[1]!;
const linkIdOf = (link: string) => link.split('/verify/')[1]!;
const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const lastMailTo = (email: string) => [...t.sentMail].reverse().find((mail) => mail.to === email);

describe('the first account, through the one-time link printed at start', () => {
  it('walks validate -> magic link -> verify -> setup and ends as a signed-in admin', async () => {
    const claim = t.app.services.claim;
    const stale = await claim.firstRunInvite();
    const link = await claim.firstRunInvite();
    expect(link).toMatch(/^http:\/\/stash\.test\/claim\/[\w-]{40,}$/);
    // Only the latest printed link is live.
    expect((await t.call('POST', '/api/claim/validate-token', { body: { token_id: tokenOf(stale!) } })).json()).toEqual({
      valid: false,
      error: 'Invalid or expired token',
    });

    const token = tokenOf(link!);
    const validation = await t.call('POST', '/api/claim/validate-token', { body: { token_id: token } });
    expect(validation.json()).toEqual({ valid: true, email: null });
    // The /auth spelling of the same check.
    expect((await t.call('POST', '/api/auth/validate-token', { body: { token_id: token } })).json()).toMatchObject({ valid: true });

    const sent = await t.call('POST', '/api/claim/send-magic-link', { body: { token_id: token, email: 'Owner@Stash.test' } });
    expect(sent.json()).toEqual({ success: true });
    const mail = lastMailTo('owner@stash.test');
    expect(mail?.link).toMatch(/^http:\/\/stash\.test\/verify\/[\w-]{40,}$/);
    const [lifetime] = await queryRows<{ minutes: number }>(t.database.db, sql`SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM magic_links ORDER BY created_at DESC LIMIT 1`);
    expect(lifetime?.minutes).toBe(15);
    expect(await userCount()).toBe(0);

    const verified = await t.call('POST', '/api/claim/verify-magic-link', { body: { link_id: linkIdOf(mail!.link!) } });
    expect(verified.statusCode).toBe(200);
    const session = verified.json();
    expect(session).toMatchObject({ success: true, needs_setup: true, user: { email: 'owner@stash.test', is_admin: true } });

    const setupBad = await t.call('POST', '/api/claim/complete-setup', {
      token: session.access_token,
      body: { name: 'Owner', username: 'admin', password: 'long-enough-pass' },
    });
    expect(setupBad.statusCode).toBe(400);
    expect(setupBad.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'This username is reserved.' });

    const setup = await t.call('POST', '/api/claim/complete-setup', {
      token: session.access_token,
      body: { name: 'Owner', username: 'The.Owner', password: 'long-enough-pass' },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toMatchObject({ success: true, user: { email: 'owner@stash.test', is_admin: true } });

    const login = await t.call('POST', '/api/auth/login', { body: { email: 'owner@stash.test', password: 'long-enough-pass' } });
    expect(login.statusCode).toBe(200);
    const profile = (await t.call('GET', '/api/profile', { token: login.json().access_token })).json();
    expect(profile).toMatchObject({ name: 'Owner', stash_username: 'the.owner' });

    // Used once: the link, the invite and a new first-run link are all gone.
    expect((await t.call('POST', '/api/claim/verify-magic-link', { body: { link_id: linkIdOf(mail!.link!) } })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/claim/validate-token', { body: { token_id: token } })).json()).toMatchObject({ valid: false });
    expect(await claim.firstRunInvite()).toBeNull();
  });
});

describe('invites for named members', () => {
  it('refuses a magic link for an address the invite was not sent to', async () => {
    const invite = await t.app.services.claim.createInvite(t.database.db, { email: 'bob@stash.test' });
    const response = await t.call('POST', '/api/claim/send-magic-link', { body: { token_id: tokenOf(invite.link), email: 'eve@stash.test' } });
    expect(response.json()).toEqual({ success: false, error: 'This invite was sent to a different email address.' });
    expect(lastMailTo('eve@stash.test')).toBeUndefined();
  });

  it('creates a plain member, who needs setup and is not an admin', async () => {
    const invite = await t.app.services.claim.createInvite(t.database.db, { email: 'carol@stash.test' });
    await t.call('POST', '/api/claim/send-magic-link', { body: { token_id: tokenOf(invite.link), email: 'carol@stash.test' } });
    const verified = await t.call('POST', '/api/claim/verify-magic-link', { body: { link_id: linkIdOf(lastMailTo('carol@stash.test')!.link!) } });
    expect(verified.json()).toMatchObject({ needs_setup: true, user: { is_admin: false } });
  });

  it('refuses made-up links and tokens and validates bodies', async () => {
    expect((await t.call('POST', '/api/claim/verify-magic-link', { body: { link_id: 'nope' } })).json()).toEqual({
      error: 'This link is invalid or has expired.',
      code: 'VALIDATION_ERROR',
    });
    expect((await t.call('POST', '/api/claim/send-magic-link', { body: { token_id: 'nope', email: 'x@stash.test' } })).json()).toEqual({
      success: false,
      error: 'Invalid or expired token',
    });
    const missing = await t.call('POST', '/api/claim/send-magic-link', { body: { token_id: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect((await t.call('POST', '/api/claim/complete-setup', { body: { name: 'x', username: 'xyz', password: 'long-enough' } })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  it('needs a live invite: no open sign-up', async () => {
    const before = await userCount();
    const response = await t.call('POST', '/api/auth/register', { body: { token_id: 'made-up', email: 'open@stash.test', password: 'long-enough-pass' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid or expired token', code: 'VALIDATION_ERROR' });
    expect(await userCount()).toBe(before);
  });

  it('creates the account with its password, uses up the invite and mails a confirmation', async () => {
    const invite = await t.app.services.claim.createInvite(t.database.db);
    const body = { token_id: tokenOf(invite.link), email: 'dana@stash.test', password: 'dana-password', name: 'Dana' };
    const response = await t.call('POST', '/api/auth/register', { body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ user_id: expect.any(String), verification_id: expect.any(String) });
    const confirmation = lastMailTo('dana@stash.test');
    expect(confirmation?.subject).toBe('Confirm your email for Stash');
    // The password works only once the address is proved: before, the right password gets a clear
    // 403, a wrong one the same 401 as anyone's.
    const early = await t.call('POST', '/api/auth/login', { body: { email: 'dana@stash.test', password: 'dana-password' } });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'FORBIDDEN', error: 'Confirm your email address first: open the link we emailed you, then sign in.' });
    expect((await t.call('POST', '/api/auth/login', { body: { email: 'dana@stash.test', password: 'wrong-password' } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/claim/verify-magic-link', { body: { link_id: linkIdOf(confirmation!.link!) } })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { body: { email: 'dana@stash.test', password: 'dana-password' } })).statusCode).toBe(200);
    const again = await t.call('POST', '/api/auth/register', { body: { ...body, email: 'dana2@stash.test' } });
    expect(again.statusCode).toBe(400);
  });

  it('rejects a short password and writes nothing', async () => {
    const invite = await t.app.services.claim.createInvite(t.database.db);
    const before = await userCount();
    const response = await t.call('POST', '/api/auth/register', { body: { token_id: tokenOf(invite.link), email: 'eli@stash.test', password: 'short' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('password: Password must be at least 8 characters.');
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/auth/magic-link', () => {
  it('mails a sign-in link to members and answers the same for unknown addresses', async () => {
    const member = await createMember(t, { email: 'frank@stash.test' });
    const mailsBefore = t.sentMail.length;
    expect((await t.call('POST', '/api/auth/magic-link', { body: { email: 'nobody@stash.test' } })).json()).toEqual({ success: true });
    await t.app.services.claim.flush();
    expect(t.sentMail.length).toBe(mailsBefore);
    expect((await t.call('POST', '/api/auth/magic-link', { body: { email: member.email } })).json()).toEqual({ success: true });
    await t.app.services.claim.flush();
    const link = lastMailTo(member.email)!.link!;
    const verified = await t.call('POST', '/api/claim/verify-magic-link', { body: { link_id: linkIdOf(link) } });
    expect(verified.json()).toMatchObject({ success: true, needs_setup: true, user: { user_id: member.userId } });
  });

  it('answers before anything is looked up or mailed, so its timing says nothing of membership', async () => {
    const member = await createMember(t, { email: 'iris@stash.test' });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const claim = createClaimService({
      db: t.database.db,
      auth: t.app.services.auth,
      publicUrl: 'http://stash.test',
      mailer: { send: async (email) => void (await held, sent.push(email.to)) },
    });
    expect(await claim.sendSignInLink(member.email)).toEqual({ success: true });
    expect(sent).toEqual([]);
    release();
    await claim.flush();
    expect(sent).toEqual([member.email]);
  });

  it('mails one link per address per minute, however often it is asked', async () => {
    const member = await createMember(t, { email: 'jules@stash.test' });
    for (let ask = 0; ask < 4; ask += 1) await t.call('POST', '/api/auth/magic-link', { body: { email: member.email } });
    await t.app.services.claim.flush();
    expect(t.sentMail.filter((mail) => mail.to === member.email)).toHaveLength(1);
    const invite = await t.app.services.claim.createInvite(t.database.db);
    for (let ask = 0; ask < 3; ask += 1) await t.call('POST', '/api/claim/send-magic-link', { body: { token_id: tokenOf(invite.link), email: 'kim@stash.test' } });
    expect(t.sentMail.filter((mail) => mail.to === 'kim@stash.test')).toHaveLength(1);
  });
});

describe('POST /api/claim/complete-setup after setup', () => {
  it('refuses a member whose account is set up: a stolen access token cannot set a new password', async () => {
    const member = await createMember(t, { email: 'gina@stash.test' });
    await updateProfile(t.database.db, member.userId, { name: 'Gina', username: 'gina' });
    const response = await t.call('POST', '/api/claim/complete-setup', {
      token: member.accessToken,
      body: { name: 'Mallory', username: 'mallory', password: 'taken-over-now' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', error: 'Your account is already set up. Change your password from your profile.' });
    expect((await t.call('POST', '/api/auth/login', { body: { email: member.email, password: 'taken-over-now' } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: member.email, password: member.password } })).statusCode).toBe(200);
  });

  it('ends every other session when setup sets the password', async () => {
    const member = await createMember(t, { email: 'hugo@stash.test' });
    // A second sign-in of the same member, still mid-setup, by magic link.
    await t.call('POST', '/api/auth/magic-link', { body: { email: member.email } });
    await t.app.services.claim.flush();
    const other = (await t.call('POST', '/api/claim/verify-magic-link', { body: { link_id: linkIdOf(lastMailTo(member.email)!.link!) } })).json<{ access_token: string; refresh_token: string }>();

    const setup = await t.call('POST', '/api/claim/complete-setup', {
      token: member.accessToken,
      body: { name: 'Hugo', username: 'hugo.h', password: 'hugos-new-password' },
    });
    expect(setup.statusCode).toBe(200);
    const fresh = setup.json<{ access_token: string }>();

    expect((await t.call('GET', '/api/profile', { token: other.access_token })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { body: { refresh_token: other.refresh_token } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { body: { refresh_token: member.refreshToken } })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/profile', { token: member.accessToken })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/profile', { token: fresh.access_token })).statusCode).toBe(200);
  });
});
