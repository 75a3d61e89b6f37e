// Feedback over HTTP: a visitor's with the address they gave, a member's filed under their account
// whatever address is sent, bad input refused with nothing stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { createMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = () => queryRows<{ user_id: string | null; email: string | null; message: string; page: string | null }>(t.database.db, sql`SELECT user_id, email, message, page FROM feedback ORDER BY created_at`);

describe('POST /api/feedback', () => {
  it("keeps a visitor's message with the address they gave", async () => {
    const response = await t.call('POST', '/api/feedback', { body: { message: 'Love the map!', email: 'Visitor@Example.com', page: '/faq' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    expect(await stored()).toEqual([{ user_id: null, email: 'visitor@example.com', message: 'Love the map!', page: '/faq' }]);
  });

  it("files a member's message under their account and address", async () => {
    const member = await createMember(t, { email: 'fern@stash.test' });
    const response = await t.call('POST', '/api/feedback', { token: member.accessToken, body: { message: 'Please add Google Maps lists', email: 'someone@else.com' } });
    expect(response.statusCode).toBe(201);
    expect((await stored()).at(-1)).toEqual({ user_id: member.userId, email: 'fern@stash.test', message: 'Please add Google Maps lists', page: null });
  });

  it('refuses an empty or over-long message and a bad address, storing nothing', async () => {
    const before = (await stored()).length;
    for (const body of [{ message: '   ' }, { message: 'x'.repeat(2001) }, { message: 'hi', email: 'not-an-address' }]) {
      expect((await t.call('POST', '/api/feedback', { body })).statusCode).toBe(400);
    }
    expect(await stored()).toHaveLength(before);
  });
});
