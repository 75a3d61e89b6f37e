// Joining the waitlist over HTTP: stored once per address with a confirmation mail, a second try
// answered kindly, the same whether or not the address is a member's, bad input refused whole.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_COPY } from '@stash/shared';
import { queryRows } from '../../db/query-rows';
import { createMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (body: object) => t.call('POST', '/api/waitlist', { body });
const entry = { name: 'Lena', email: 'Lena@Example.com', instagram_handle: 'https://www.instagram.com/lena.eats/', reason: 'I save 50 reels a week and never find them' };
const rows = () => queryRows<{ email: string; instagram_handle: string }>(t.database.db, sql`SELECT email, instagram_handle FROM waitlist ORDER BY created_at`);

describe('POST /api/waitlist', () => {
  it('stores the address once, with its handle, and mails a confirmation', async () => {
    const first = await join(entry);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, already_joined: false, message: WAITLIST_COPY.success });
    expect(await rows()).toEqual([{ email: 'lena@example.com', instagram_handle: 'lena.eats' }]);
    expect(t.sentMail.filter((mail) => mail.to === 'lena@example.com').map((mail) => mail.subject)).toEqual(["You're on the Stash waitlist"]);

    const again = await join({ ...entry, email: 'lena@example.com', name: 'Lena B' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, already_joined: true, message: WAITLIST_COPY.alreadyJoined });
    expect(await rows()).toHaveLength(1);
    expect(t.sentMail.filter((mail) => mail.to === 'lena@example.com')).toHaveLength(1);
  });

  it("answers a member's address exactly as anyone's", async () => {
    const member = await createMember(t, { email: 'member.on.list@stash.test' });
    const answer = await join({ ...entry, email: member.email });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ success: true, already_joined: false, message: WAITLIST_COPY.success });
  });

  it('refuses missing fields, a bad address or handle with the field messages, storing nothing', async () => {
    const before = (await rows()).length;
    const cases: Array<[object, string]> = [
      [{ ...entry, email: 'missing-name@example.com', name: ' ' }, 'Name is required.'],
      [{ ...entry, email: 'not-an-email' }, 'Enter a valid email address.'],
      [{ ...entry, email: 'no-handle@example.com', instagram_handle: '' }, 'Instagram handle is required.'],
      [{ ...entry, email: 'bad-handle@example.com', instagram_handle: 'https://example.com/me' }, 'Enter your Instagram @username or profile link.'],
      [{ ...entry, email: 'no-reason@example.com', reason: '' }, 'Tell us why you want to join.'],
    ];
    for (const [body, message] of cases) {
      const response = await join(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await rows()).toHaveLength(before);
  });
});
