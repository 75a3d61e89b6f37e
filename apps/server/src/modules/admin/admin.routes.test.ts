// The admin console over HTTP: it does not exist for anyone but an admin; the waitlist shows each
// entry's standing and can be searched; invites are mailed, replaced when resent and can be
// revoked; disabling a member ends their sessions and keeps them out until enabled; feedback and
// the dashboard's figures read what is stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { createMember, type TestMember } from '../../test-support/members';
import { seedPost } from '../../test-support/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { fillDays, inviteStatus } from './admin.service';

let t: TestApp;
let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { email: 'boss@stash.test', admin: true });
  member = await createMember(t, { email: 'plain@stash.test' });
});
afterAll(() => t.close());

const joinWaitlist = (name: string, email: string) =>
  t.call('POST', '/api/waitlist', { body: { name, email, instagram_handle: `@${name.toLowerCase()}`, reason: 'I save too many reels' } });

const ADMIN_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/waitlist'],
  ['GET', '/api/admin/invites'],
  ['POST', '/api/admin/invites', { emails: ['x@stash.test'] }],
  ['POST', '/api/admin/invites/not-a-uuid/resend'],
  ['POST', '/api/admin/invites/00000000-0000-4000-8000-000000000000/revoke'],
  ['GET', '/api/admin/members'],
  ['POST', '/api/admin/members/00000000-0000-4000-8000-000000000000/disable'],
  ['POST', '/api/admin/members/00000000-0000-4000-8000-000000000000/enable'],
  ['GET', '/api/admin/feedback'],
];

describe('who can reach the admin console', () => {
  it('answers 404, as for an unknown address, to visitors, members and bad tokens, whatever the request', async () => {
    for (const [method, url, body] of ADMIN_CALLS) {
      for (const token of [undefined, member.accessToken, 'not-a-token']) {
        const response = await t.call(method as 'GET', url, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
        expect({ url, token, status: response.statusCode, body: response.json() }).toEqual({ url, token, status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
      }
    }
    // Nothing was done on their behalf.
    expect(await queryRows(t.database.db, sql`SELECT id FROM claim_tokens WHERE email = 'x@stash.test'`)).toEqual([]);
  });

  it('lets an admin in', async () => {
    expect((await t.call('GET', '/api/admin/dashboard', { token: admin.accessToken })).statusCode).toBe(200);
  });
});

describe('the waitlist and invites', () => {
  it('shows each entry as waiting, invited or joined, searchable by name, address or handle', async () => {
    await joinWaitlist('Wendy', 'wendy@stash.test');
    await joinWaitlist('Ivan', 'ivan@stash.test');
    await joinWaitlist('Plain', 'plain@stash.test');
    await t.call('POST', '/api/admin/invites', { token: admin.accessToken, body: { emails: ['ivan@stash.test'] } });

    const all = (await t.call('GET', '/api/admin/waitlist', { token: admin.accessToken })).json();
    const statusOf = Object.fromEntries(all.entries.map((entry: { email: string; status: string }) => [entry.email, entry.status]));
    expect(statusOf).toEqual({ 'wendy@stash.test': 'waiting', 'ivan@stash.test': 'invited', 'plain@stash.test': 'joined' });
    expect(all.counts).toEqual({ waiting: 1, invited: 1, joined: 1 });
    expect(all.entries.find((entry: { email: string }) => entry.email === 'ivan@stash.test').invited_at).not.toBeNull();

    const waiting = (await t.call('GET', '/api/admin/waitlist?status=waiting', { token: admin.accessToken })).json();
    expect(waiting.entries.map((entry: { email: string }) => entry.email)).toEqual(['wendy@stash.test']);
    expect(waiting.total).toBe(1);
    const byHandle = (await t.call('GET', '/api/admin/waitlist?q=%40IVA', { token: admin.accessToken })).json();
    expect(byHandle.entries.map((entry: { email: string }) => entry.email)).toEqual(['ivan@stash.test']);
    // LIKE's wildcards are searched for as themselves.
    expect((await t.call('GET', '/api/admin/waitlist?q=%25', { token: admin.accessToken })).json().entries).toEqual([]);
  });

  it('invites many at once: mails each new address a claim link, and skips members', async () => {
    const before = t.sentMail.length;
    const response = await t.call('POST', '/api/admin/invites', {
      token: admin.accessToken,
      body: { emails: ['Nova@Stash.test', 'omar@stash.test', 'plain@stash.test', 'nova@stash.test'] },
    });
    expect(response.statusCode).toBe(201);
    const results = response.json().results as Array<{ email: string; outcome: string; mailed: boolean; link: string | null; invite: { status: string } | null }>;
    expect(results.map(({ email, outcome, mailed }) => ({ email, outcome, mailed }))).toEqual([
      { email: 'nova@stash.test', outcome: 'invited', mailed: true },
      { email: 'omar@stash.test', outcome: 'invited', mailed: true },
      { email: 'plain@stash.test', outcome: 'already_member', mailed: false },
    ]);
    const mails = t.sentMail.slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['nova@stash.test', "You're invited to Stash"],
      ['omar@stash.test', "You're invited to Stash"],
    ]);
    expect(mails[0]!.link).toBe(results[0]!.link);
    // The mailed link works for its address.
    const token = mails[0]!.link!.split('/claim/')[1];
    expect((await t.call('POST', '/api/claim/validate-token', { body: { token_id: token } })).json()).toEqual({ valid: true, email: 'nova@stash.test' });
  });

  it('refuses an empty list and bad addresses, inviting nobody', async () => {
    for (const emails of [[], ['not-an-address'], Array.from({ length: 101 }, (_, i) => `p${i}@stash.test`)]) {
      expect((await t.call('POST', '/api/admin/invites', { token: admin.accessToken, body: { emails } })).statusCode).toBe(400);
    }
    expect(await queryRows(t.database.db, sql`SELECT id FROM claim_tokens WHERE email = 'p0@stash.test'`)).toEqual([]);
  });

  it('resends with a fresh link (the old one stops working) and revokes', async () => {
    const first = (await t.call('POST', '/api/admin/invites', { token: admin.accessToken, body: { emails: ['rita@stash.test'] } })).json().results[0];
    const oldToken = first.link.split('/claim/')[1];

    const resent = await t.call('POST', `/api/admin/invites/${first.invite.id}/resend`, { token: admin.accessToken });
    expect(resent.statusCode).toBe(201);
    const second = resent.json().results[0];
    expect(second.link).not.toBe(first.link);
    expect(t.sentMail.at(-1)).toMatchObject({ to: 'rita@stash.test', link: second.link });
    expect((await t.call('POST', '/api/claim/validate-token', { body: { token_id: oldToken } })).json().valid).toBe(false);

    const invites = (await t.call('GET', '/api/admin/invites', { token: admin.accessToken })).json().invites as Array<{ id: string; status: string }>;
    expect(invites.find((invite) => invite.id === first.invite.id)?.status).toBe('revoked');
    expect(invites.find((invite) => invite.id === second.invite.id)?.status).toBe('pending');

    expect((await t.call('POST', `/api/admin/invites/${second.invite.id}/revoke`, { token: admin.accessToken })).statusCode).toBe(204);
    const newToken = second.link.split('/claim/')[1];
    expect((await t.call('POST', '/api/claim/validate-token', { body: { token_id: newToken } })).json().valid).toBe(false);
    expect((await t.call('POST', '/api/claim/send-magic-link', { body: { token_id: newToken, email: 'rita@stash.test' } })).json().success).toBe(false);
    // Revoked, the address is waiting again on the waitlist's terms (not on the list here), and an unknown invite is 404.
    expect((await t.call('POST', '/api/admin/invites/00000000-0000-4000-8000-000000000000/revoke', { token: admin.accessToken })).statusCode).toBe(404);
  });

  it('names an invite pending, used, expired or revoked', () => {
    const base = { usedAt: null, revokedAt: null, expiresAt: new Date(2_000), createdAt: new Date(0) } as Parameters<typeof inviteStatus>[0];
    expect(inviteStatus(base, 1_000)).toBe('pending');
    expect(inviteStatus(base, 3_000)).toBe('expired');
    expect(inviteStatus({ ...base, revokedAt: new Date(500) }, 1_000)).toBe('revoked');
    expect(inviteStatus({ ...base, usedAt: new Date(500), revokedAt: new Date(600) }, 3_000)).toBe('used');
  });
});

describe('members', () => {
  it('lists members with when they joined, were last seen, their stash size and whether disabled', async () => {
    await seedPost(t.database.db, member.userId);
    const response = (await t.call('GET', '/api/admin/members?q=plain', { token: admin.accessToken })).json();
    expect(response.total).toBe(1);
    expect(response.members[0]).toMatchObject({ user_id: member.userId, email: 'plain@stash.test', stash_size: 1, disabled: false, is_admin: false });
    expect(response.members[0].last_seen_at).not.toBeNull();
  });

  it('disabling ends every session and keeps the member out (password, refresh, sign-in link) until enabled', async () => {
    const victim = await createMember(t, { email: 'dora@stash.test' });
    const disabled = await t.call('POST', `/api/admin/members/${victim.userId}/disable`, { token: admin.accessToken });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ user_id: victim.userId, disabled: true });

    expect((await t.call('GET', '/api/profile', { token: victim.accessToken })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/refresh', { body: { refresh_token: victim.refreshToken } })).statusCode).toBe(401);
    const signIn = await t.call('POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toMatch(/disabled/);
    const mailsBefore = t.sentMail.length;
    await t.call('POST', '/api/auth/magic-link', { body: { email: victim.email } });
    await t.app.services.claim.flush();
    expect(t.sentMail.length).toBe(mailsBefore);

    const enabled = await t.call('POST', `/api/admin/members/${victim.userId}/enable`, { token: admin.accessToken });
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect((await t.call('POST', '/api/auth/login', { body: { email: victim.email, password: victim.password } })).statusCode).toBe(200);
  });

  it("won't let an admin disable themselves, and 404s an unknown member", async () => {
    expect((await t.call('POST', `/api/admin/members/${admin.userId}/disable`, { token: admin.accessToken })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/members/00000000-0000-4000-8000-000000000000/disable', { token: admin.accessToken })).statusCode).toBe(404);
  });
});

describe('feedback and the dashboard', () => {
  it("lists feedback newest first, saying whether a member sent it", async () => {
    await t.call('POST', '/api/feedback', { body: { message: 'From a visitor', email: 'v@stash.test' } });
    await t.call('POST', '/api/feedback', { token: member.accessToken, body: { message: 'From a member', page: '/map' } });
    const { entries, total } = (await t.call('GET', '/api/admin/feedback', { token: admin.accessToken })).json();
    expect(total).toBe(2);
    expect(entries.map((entry: { message: string; from_member: boolean; page: string | null }) => [entry.message, entry.from_member, entry.page])).toEqual([
      ['From a member', true, '/map'],
      ['From a visitor', false, null],
    ]);
  });

  it('counts members, saves per day, failures by reason and waiting work', async () => {
    await seedPost(t.database.db, member.userId, { status: 'failed', statusReason: 'The post is private.' });
    await seedPost(t.database.db, member.userId, { status: 'failed', statusReason: 'The post is private.' });
    await seedPost(t.database.db, member.userId, { status: 'failed', statusReason: null });
    await seedPost(t.database.db, member.userId, { status: 'pending' });
    const dashboard = (await t.call('GET', '/api/admin/dashboard', { token: admin.accessToken })).json();
    const members = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM users`);
    expect(dashboard.members.total).toBe(members[0]!.n);
    expect(dashboard.saves_per_day).toHaveLength(30);
    expect(dashboard.saves_per_day.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), saves: 5 });
    expect(dashboard.failures_by_reason).toEqual([
      { reason: 'The post is private.', posts: 2 },
      { reason: 'No reason recorded', posts: 1 },
    ]);
    expect(dashboard.queue.posts_waiting).toBe(1);
    expect(dashboard.queue.jobs).toEqual([]);
  });

  it('fills days without saves with zero, oldest first', () => {
    expect(fillDays([{ day: '2026-11-24', saves: 3 }], 3, new Date('2026-11-25T10:00:00Z'))).toEqual([
      { day: '2026-11-23', saves: 0 },
      { day: '2026-11-24', saves: 3 },
      { day: '2026-11-25', saves: 0 },
    ]);
  });
});
