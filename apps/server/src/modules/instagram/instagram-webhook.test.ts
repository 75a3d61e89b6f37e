// Saving by Instagram message, end to end on the running server: signed deliveries in Meta's
// shapes are posted over HTTP to /api/webhooks/instagram, the pipeline organises what they share
// (the platforms stood in for by the fixture servers), and replies reach a local stand-in for
// Meta's Send API. Covers the handshake, bad and missing signatures, replays, linking by code,
// unknown senders (one reply, shares kept until they link) and post shares without a link.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { signMetaPayload } from '../../lib/meta-signature';
import { createIngestHarness, type IngestHarness } from '../../test-support/ingest-harness';
import { createMember, type TestMember } from '../../test-support/members';
import { delivery, postShare, reelShare } from './test-fixtures/meta-deliveries';

const APP_SECRET = 'test-app-secret';
const VERIFY_TOKEN = 'test-verify-token';
const ACCESS_TOKEN = 'test-page-access-token';

interface SentReply {
  recipient: string;
  text: string;
  authorization: string | undefined;
}

/** Meta's Send API, as far as replies go: POST /me/messages {recipient: {id}, message: {text}}. */
async function startSendApi() {
  const sent: SentReply[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v21.0/me/messages') {
        response.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as { recipient: { id: string }; message: { text: string } };
      sent.push({ recipient: parsed.recipient.id, text: parsed.message.text, authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ recipient_id: parsed.recipient.id, message_id: `m_${sent.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  return { url, sent, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let h: IngestHarness;
let sendApi: Awaited<ReturnType<typeof startSendApi>>;
let baseUrl: string;
let ana: TestMember;

beforeAll(async () => {
  sendApi = await startSendApi();
  h = await createIngestHarness({
    env: {
      STASH_IG_APP_SECRET: APP_SECRET,
      STASH_IG_VERIFY_TOKEN: VERIFY_TOKEN,
      STASH_IG_ACCESS_TOKEN: ACCESS_TOKEN,
      STASH_IG_SEND_API_URL: sendApi.url,
      STASH_IG_HANDLE: '@stash.saves',
    },
  });
  await h.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}`;
  ana = await createMember(h.t, { email: 'ana-ig@stash.test', name: 'Ana' });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await sendApi?.close();
});

/** Posts a delivery the way Meta does: the raw JSON bytes, signed with the app secret. */
function deliver(body: unknown, options: { signature?: string | null; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = options.signature === undefined ? signMetaPayload(raw, APP_SECRET) : options.signature;
  if (signature !== null) headers['x-hub-signature-256'] = signature;
  return fetch(`${baseUrl}/api/webhooks/instagram`, { method: 'POST', headers, body: raw });
}

const storedMessages = () => queryRows<{ mid: string; state: string; user_id: string | null }>(h.t.database.db, sql`SELECT mid, state, user_id FROM instagram_messages ORDER BY received_at`);
const postsOf = (userId: string) =>
  queryRows<{ id: string; status: string; canonical_url: string; message_mid: string; sender_id: string | null; caption: string | null }>(
    h.t.database.db,
    sql`SELECT id, status, canonical_url, message_mid, sender_id, caption FROM posts WHERE user_id = ${userId} ORDER BY created_at`,
  );

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const repliesTo = (recipient: string) => sendApi.sent.filter((reply) => reply.recipient === recipient);

describe('the subscription handshake', () => {
  it('echoes the challenge for the right verify token, and refuses any other', async () => {
    const ok = await fetch(`${baseUrl}/api/webhooks/instagram?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(`${baseUrl}/api/webhooks/instagram?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`);
    expect(wrong.status).toBe(403);
  });
});

describe('signatures', () => {
  it('refuses a missing, wrong or stale signature with 401 and stores nothing', async () => {
    const body = delivery([{ senderId: 'ig-stranger', text: 'https://www.instagram.com/p/C9vQm2LxR4a/' }]);
    const before = (await storedMessages()).length;
    expect((await deliver(body, { signature: null })).status).toBe(401);
    expect((await deliver(body, { signature: signMetaPayload(JSON.stringify(body), 'not-the-secret') })).status).toBe(401);
    // Signed over other bytes than those sent (a body changed on the way).
    expect((await deliver(body, { signature: signMetaPayload(JSON.stringify(body), APP_SECRET), raw: `${JSON.stringify(body)}\n` })).status).toBe(401);
    expect(await storedMessages()).toHaveLength(before);
  });
});

describe('a linked member shares posts by message', () => {
  const senderId = '1254477777772919';

  it('links the account with the code from the profile, and says so', async () => {
    const before = await h.t.call('GET', '/api/profile/instagram', { token: ana.accessToken });
    expect(before.json()).toMatchObject({ linked: false, code: null, stash_account: 'stash.saves' });
    const { code } = (await h.t.call('POST', '/api/profile/instagram/code', { token: ana.accessToken })).json<{ code: string }>();
    expect(code).toMatch(/^STASH-[A-Z2-9]{6}$/);

    expect((await deliver(delivery([{ senderId, text: `my code is ${code.toLowerCase()}` }]))).status).toBe(200);
    const linked = await waitFor(
      async () => (await h.t.call('GET', '/api/profile/instagram', { token: ana.accessToken })).json<{ linked: boolean; code: string | null }>(),
      (state) => state.linked,
      'the account to be linked',
    );
    expect(linked.code).toBeNull();
    await waitFor(async () => repliesTo(senderId), (replies) => replies.length > 0, 'the linked reply');
    expect(repliesTo(senderId)[0]).toEqual({ recipient: senderId, text: expect.stringContaining("You're linked, Ana!"), authorization: `Bearer ${ACCESS_TOKEN}` });
    const [user] = await queryRows<{ sender_ids: string[] }>(h.t.database.db, sql`SELECT sender_ids FROM users WHERE id = ${ana.userId}`);
    expect(user!.sender_ids).toEqual([senderId]);
  });

  it('saves a shared post for the member, organises it and replies with what was found', async () => {
    const mid = 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQxNDAwLilia';
    const body = delivery([{ senderId, mid, text: 'https://www.instagram.com/p/C9vQm2LxR4a/?igsh=MWQ1ZGUxMzBkMQ==' }]);
    const answer = await deliver(body);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('EVENT_RECEIVED');

    const [post] = await waitFor(() => postsOf(ana.userId), (rows) => rows.length === 1, 'the shared post');
    expect(post).toMatchObject({ canonical_url: 'https://www.instagram.com/p/C9vQm2LxR4a/', message_mid: mid, sender_id: senderId });
    expect((await h.settled(post!.id))?.status).toBe('organised');
    const reply = await waitFor(async () => repliesTo(senderId).find((sent) => sent.text.startsWith('Saved to your stash')), Boolean, 'the saved reply');
    expect(reply!.text).toMatch(/^Saved to your stash: Lilia/);
    expect(reply!.text).toContain(`http://stash.test/stash/${post!.id}`);

    // Meta delivers it again (it had not seen our answer): nothing new is stored or queued.
    const repliesBefore = repliesTo(senderId).length;
    expect((await deliver(body)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await postsOf(ana.userId)).toHaveLength(1);
    expect((await storedMessages()).filter((message) => message.mid === mid)).toHaveLength(1);
    expect(repliesTo(senderId)).toHaveLength(repliesBefore);
  });

  it('saves a post shared without a link from the caption and picture the message carried', async () => {
    const picture = `${h.fixtures.corpus.mediaOrigin}${[...h.fixtures.corpus.mediaFiles.keys()][0]}`;
    await deliver(delivery([{ senderId, attachments: postShare('18139494541428835', 'Cacio e pepe at Lilia, 567 Union Ave, Williamsburg, Brooklyn 🍝', picture) }]));
    const rows = await waitFor(() => postsOf(ana.userId), (list) => list.length === 2, 'the shared post');
    const shared = rows.find((row) => row.canonical_url === 'instagram-message:ig_post:18139494541428835')!;
    const settled = await h.settled(shared.id);
    expect(settled?.status).toBe('organised');
    expect(settled?.caption).toContain('Cacio e pepe at Lilia');
    expect((settled?.rawDump as { original_url: unknown }).original_url).toBeNull();
    const [media] = await queryRows<{ storage_key: string | null }>(h.t.database.db, sql`SELECT storage_key FROM media WHERE post_id = ${shared.id}`);
    expect(media?.storage_key).toBeTruthy();
  });
});

describe('unknown senders', () => {
  const stranger = '9900000000000001';

  it('answers once with how to join, keeps their shares, and saves them when they link', async () => {
    await deliver(delivery([{ senderId: stranger, attachments: [reelShare('https://www.instagram.com/p/C9vQm2LxR4a/', 'Lilia')] }]));
    await deliver(delivery([{ senderId: stranger, text: 'and this one https://www.instagram.com/p/C3bKz7rPq1M/' }]));
    await waitFor(async () => (await storedMessages()).filter((message) => message.state === 'kept'), (kept) => kept.length === 2, 'both messages kept');
    expect(repliesTo(stranger)).toHaveLength(1);
    expect(repliesTo(stranger)[0]!.text).toContain('http://stash.test/get-started');

    const ben = await createMember(h.t, { email: 'ben-ig@stash.test', name: 'Ben' });
    expect(await postsOf(ben.userId)).toEqual([]);
    const { code } = (await h.t.call('POST', '/api/profile/instagram/code', { token: ben.accessToken })).json<{ code: string }>();
    await deliver(delivery([{ senderId: stranger, text: code }]));
    const saved = await waitFor(() => postsOf(ben.userId), (rows) => rows.length === 2, 'the kept shares saved for Ben');
    expect(saved.map((row) => row.sender_id)).toEqual([stranger, stranger]);
    expect((await storedMessages()).filter((message) => message.state === 'kept')).toEqual([]);
  });

  it('gives an account to one member only: linking it elsewhere moves it', async () => {
    const cleo = await createMember(h.t, { email: 'cleo-ig@stash.test', name: 'Cleo' });
    const { code } = (await h.t.call('POST', '/api/profile/instagram/code', { token: cleo.accessToken })).json<{ code: string }>();
    await deliver(delivery([{ senderId: stranger, text: code }]));
    await waitFor(
      async () => (await h.t.call('GET', '/api/profile/instagram', { token: cleo.accessToken })).json<{ linked: boolean }>(),
      (state) => state.linked,
      'Cleo linked',
    );
    const owners = await queryRows<{ email: string }>(h.t.database.db, sql`SELECT email FROM users WHERE ${stranger} = ANY(sender_ids)`);
    expect(owners).toEqual([{ email: 'cleo-ig@stash.test' }]);

    const unlinked = await h.t.call('DELETE', '/api/profile/instagram', { token: cleo.accessToken });
    expect(unlinked.json()).toMatchObject({ linked: false });
    expect(await queryRows(h.t.database.db, sql`SELECT email FROM users WHERE ${stranger} = ANY(sender_ids)`)).toEqual([]);
  });
});
