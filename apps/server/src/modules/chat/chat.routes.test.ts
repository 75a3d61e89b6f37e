// Stash AI over HTTP with the offline composer: answers drawn from the member's own saves with
// their citations, as JSON and as server-sent events, follow-ups, conversations, ownership and
// bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatStreamEventSchema, type ChatAnswer, type ChatConversation, type ChatStreamEvent } from '@stash/shared';
import { queryRows } from '../../db/query-rows';
import { comingSaturday } from '../../test-support/calendar';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedPost } from '../../test-support/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
const ids: Record<string, string> = {};


beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t, { email: 'ana@chat.test' });
  ben = await createMember(t, { email: 'ben@chat.test' });
  const db = t.database.db;

  const ramen = await seedPost(db, ana.userId, { title: 'Best ramen in Brooklyn', caption: 'Tonkotsu so rich you need a nap after', category: 'food', createdAt: new Date(Date.UTC(2026, 4, 3, 12)) });
  ids.ramen = ramen.id;
  const okiboru = await seedEntity(db, ana.userId, {
    entityName: 'Okiboru Noodles',
    entityData: {
      raw_data: { name: 'Okiboru Noodles', category: 'ramen', location: 'Williamsburg, Brooklyn', address: '117 Grand St, Brooklyn', business_hours: 'Mon-Sun 12pm-2am' },
      enrichment_data: {},
    },
  });
  ids.okiboru = okiboru.id;
  await linkEntities(db, ramen.id, [okiboru.id]);

  const ramen2 = await seedPost(db, ana.userId, { title: 'Lunch ramen in Manhattan', caption: 'Shoyu ramen, quick lunch', category: 'food' });
  ids.ramen2 = ramen2.id;
  const ichiran = await seedEntity(db, ana.userId, {
    entityName: 'Midtown Shoyu Bar',
    entityData: { raw_data: { name: 'Midtown Shoyu Bar', category: 'ramen', location: 'Midtown, Manhattan', business_hours: 'Mon-Fri 11am-3pm' }, enrichment_data: {} },
  });
  await linkEntities(db, ramen2.id, [ichiran.id]);

  const jazz = await seedPost(db, ana.userId, { title: 'Late jazz at the Vanguard', caption: 'Doors 8pm', category: 'events' });
  ids.jazz = jazz.id;
  const show = await seedEntity(db, ana.userId, {
    entityName: 'Vanguard Late Set',
    entityType: 'event',
    routingClass: 'Eventish',
    category: 'events',
    entityData: {
      raw_data: { name: 'Vanguard Late Set', location: 'Greenwich Village', temporal: { start: `${comingSaturday()}T22:00:00Z`, end: null, all_day: false, text: 'Saturday 10pm' } },
      enrichment_data: {},
    },
  });
  await linkEntities(db, jazz.id, [show.id]);

  const secret = await seedPost(db, ben.userId, { title: 'Secret ramen spot', caption: 'Best ramen in Brooklyn, tell no one' });
  ids.secret = secret.id;
});
afterAll(() => t.close());

const ask = (member: TestMember, body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/chat', { token: member.accessToken, body, headers: { accept: 'application/json', ...headers } });

async function answered(member: TestMember, body: object): Promise<ChatAnswer> {
  const response = await ask(member, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatAnswer>();
}

/** The events of a server-sent event stream, each checked against the shared schema. */
function eventsOf(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return chatStreamEventSchema.parse({ event, data: JSON.parse(data ?? 'null') });
    });
}

const cited = (answer: ChatAnswer) => answer.citations.map((citation) => citation.post_id);

describe('POST /api/chat (offline composer)', () => {
  it('answers where a place is from the save that names it, citing it', async () => {
    const answer = await answered(ana, { message: 'Where was that ramen place in Brooklyn?' });
    expect(answer.answer).toContain('Okiboru Noodles');
    expect(answer.answer).toContain('117 Grand St, Brooklyn');
    expect(answer.answer).toContain('[1]');
    expect(answer.citations[0]).toEqual({ post_id: ids.ramen, entity_id: ids.okiboru, title: 'Okiboru Noodles' });
    expect(cited(answer)).not.toContain(ids.secret);
  });

  it("answers what's on this weekend from upcoming events", async () => {
    const answer = await answered(ana, { message: "What's on this weekend?" });
    expect(cited(answer)).toEqual([ids.jazz]);
    expect(answer.answer).toMatch(/Vanguard Late Set is on Sat/);
  });

  it('says plainly when nothing matches, citing nothing and naming no place', async () => {
    const answer = await answered(ana, { message: 'Where can I get sushi in Lisbon?' });
    expect(answer.citations).toEqual([]);
    expect(answer.answer).toMatch(/^I couldn't find anything about .* in your saves\./);
    expect(answer.answer).not.toMatch(/Okiboru|Vanguard/);
  });

  it('retrieves again once the stash changes: a question asked before a save finds it after', async () => {
    const question = { message: 'Where can I get dumplings in Queens?' };
    expect((await answered(ana, question)).citations).toEqual([]);
    const dumplings = await seedPost(t.database.db, ana.userId, { title: 'Soup dumplings in Flushing, Queens', caption: 'Juicy dumplings, cash only', category: 'food' });
    expect(cited(await answered(ana, question))).toEqual([dumplings.id]);
    await t.database.db.execute(sql`DELETE FROM posts WHERE id = ${dumplings.id}`);
    expect((await answered(ana, question)).citations).toEqual([]);
  });

  it('streams tokens, then citations, then done, when asked for server-sent events', async () => {
    const response = await ask(ana, { message: 'ramen places' }, { accept: 'text/event-stream' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(response.body);
    const kinds = events.map((event) => event.event);
    expect(kinds[0]).toBe('token');
    expect(kinds.at(-1)).toBe('done');
    expect(kinds.indexOf('citation')).toBeGreaterThan(kinds.lastIndexOf('token'));
    const done = events.at(-1)!.data as ChatAnswer;
    const streamed = events.flatMap((event) => (event.event === 'token' ? [event.data.text] : [])).join('');
    expect(streamed).toBe(done.answer);
    expect(events.filter((event) => event.event === 'citation').map((event) => (event.data as { post_id: string }).post_id)).toEqual(cited(done));
    expect(cited(done)).toEqual(expect.arrayContaining([ids.ramen, ids.ramen2]));
  });

  it("answers a follow-up from the previous answer's saves", async () => {
    const first = await answered(ana, { message: 'Which ramen places did I save?' });
    expect(cited(first)).toEqual(expect.arrayContaining([ids.ramen, ids.ramen2]));
    const late = await answered(ana, { message: 'Which of those is open late?', conversation_id: first.conversation_id });
    expect(late.conversation_id).toBe(first.conversation_id);
    expect(cited(late)).toEqual([ids.ramen]);
    expect(late.answer).toContain('Okiboru Noodles');

    const kept = await t.call('GET', `/api/chat/conversations/${first.conversation_id}`, { token: ana.accessToken });
    expect(kept.statusCode).toBe(200);
    const conversation = kept.json<ChatConversation>();
    expect(conversation.title).toBe('Which ramen places did I save?');
    expect(conversation.messages.map((message) => [message.role, message.content.slice(0, 20)])).toEqual([
      ['user', 'Which ramen places d'],
      ['assistant', first.answer.slice(0, 20)],
      ['user', 'Which of those is op'],
      ['assistant', late.answer.slice(0, 20)],
    ]);
    expect(conversation.messages[3]!.citations).toEqual(late.citations);
  });

  it('suggests questions from what the stash holds', async () => {
    const response = await t.call('GET', '/api/chat/suggestions', { token: ana.accessToken });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ questions: string[] }>().questions).toContain("What's on this weekend?");
    const bens = await t.call('GET', '/api/chat/suggestions', { token: ben.accessToken });
    expect(bens.json<{ questions: string[] }>().questions).not.toContain("What's on this weekend?");
  });
});

describe('conversations', () => {
  it('lists, reads and deletes only the member’s own', async () => {
    const mine = await answered(ana, { message: 'Where is Okiboru?' });
    const list = await t.call('GET', '/api/chat/conversations', { token: ana.accessToken });
    expect(list.json<{ conversations: Array<{ id: string }> }>().conversations.map((item) => item.id)).toContain(mine.conversation_id);

    // Ben sees none of Ana's conversations, cannot read, continue or delete one, and his answers cite only his saves.
    const bens = await t.call('GET', '/api/chat/conversations', { token: ben.accessToken });
    expect(bens.json<{ conversations: unknown[] }>().conversations).toEqual([]);
    expect((await t.call('GET', `/api/chat/conversations/${mine.conversation_id}`, { token: ben.accessToken })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/chat/conversations/${mine.conversation_id}`, { token: ben.accessToken })).statusCode).toBe(404);
    const continued = await ask(ben, { message: 'and those?', conversation_id: mine.conversation_id });
    expect(continued.statusCode).toBe(404);
    expect(continued.json()).toEqual({ error: 'Conversation not found', code: 'NOT_FOUND' });
    const streamed = await ask(ben, { message: 'and those?', conversation_id: mine.conversation_id }, { accept: 'text/event-stream' });
    expect(streamed.statusCode).toBe(404);
    const bensAnswer = await answered(ben, { message: 'Where was that ramen place in Brooklyn?' });
    expect(cited(bensAnswer)).toEqual([ids.secret]);

    expect((await t.call('DELETE', `/api/chat/conversations/${mine.conversation_id}`, { token: ana.accessToken })).statusCode).toBe(204);
    expect((await t.call('GET', `/api/chat/conversations/${mine.conversation_id}`, { token: ana.accessToken })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/chat/conversations/not-an-id', { token: ana.accessToken })).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses empty, over-long and malformed questions with a clear 400, writing nothing', async () => {
    const count = async () => (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM chat_messages`))[0]!.n;
    const before = await count();
    for (const body of [{ message: '' }, { message: '   \u0000 ' }, { message: 'x'.repeat(10_240) }, { message: 'hi', conversation_id: 'nope' }, { message: 'hi', extra: 1 }, {}]) {
      const response = await ask(ana, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
    }
    expect((await ask(ana, { message: '' })).json<{ error: string }>().error).toContain('Type a question.');
    expect(await count()).toBe(before);
    expect((await t.call('POST', '/api/chat', { body: { message: 'hi' } })).statusCode).toBe(401);
  });

  it('reads SQL and regular-expression text as words', async () => {
    const answer = await answered(ana, { message: "ramen'; DROP TABLE posts; -- (.*+[" });
    expect(cited(answer)).toEqual(expect.arrayContaining([ids.ramen]));
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM posts`);
    expect(row?.n).toBe(4);
  });
});
