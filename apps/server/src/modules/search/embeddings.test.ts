// Search by meaning against a local stand-in speaking the OpenAI embeddings API. Its vectors are
// deterministic: words hashed into 256 buckets, with a few words of one meaning sharing a bucket
// ("pancakes" and "hotcakes"), as a real model places them near each other.
// On PGlite (pgvector bundled) vectors are made, searched and blended with word ranks; on a
// PostgreSQL without pgvector (Debian's) search by meaning switches itself off, says so once, and
// search stays by words.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchTextResponse, SearchVectorResponse } from '@stash/shared';
import { queryRows } from '../../db/query-rows';
import { createIngestDependencies } from '../../ingest/ingest-setup';
import { scheduleEmbedding, startEmbeddingWorker } from '../../ingest/embed-jobs';
import { createEmbeddingsProvider } from '../../providers/embeddings/embeddings-provider';
import { quietLog } from '../../test-support/ingest-harness';
import { createMember, type TestMember } from '../../test-support/members';
import { seedPost } from '../../test-support/seed';
import { testDatabaseKind } from '../../test-support/test-database';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createEmbeddingSearch } from './embeddings.service';

const DIMENSIONS = 256;
const SAME_MEANING: Record<string, string> = { hotcakes: 'pancake', pancakes: 'pancake', pancake: 'pancake', flapjacks: 'pancake', noodles: 'ramen', ramen: 'ramen' };

function vectorOf(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const key = SAME_MEANING[word] ?? word;
    let hash = 0;
    for (const character of key) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
    vector[hash % DIMENSIONS]! += 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

let server: http.Server;
let baseUrl: string;
const requests: Array<{ model: string; input: string[]; authorization: string | undefined }> = [];
/** Answers left to fail with 503 before the stand-in answers again. */
let failures = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { model: string; input: string[] };
      requests.push({ ...body, authorization: request.headers.authorization });
      if (failures > 0) {
        failures -= 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"busy"}}');
        return;
      }
      const data = body.input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Each database runs the half it can: say which half is left out and why.
console.info(
  testDatabaseKind === 'pglite'
    ? 'embeddings.test: the "without pgvector" test runs on PostgreSQL (npm test runs this file on both databases)'
    : 'embeddings.test: the "with pgvector" tests run on PGlite: this PostgreSQL (Debian\'s) has no pgvector',
);

const ENV = () => ({ STASH_EMBEDDINGS_URL: baseUrl, STASH_EMBEDDINGS_MODEL: 'test-embed-256', STASH_EMBEDDINGS_API_KEY: 'sk-embed-test', STASH_INGEST_RETRY_DELAY_SECONDS: '0', STASH_INGEST_POLL_SECONDS: '0.5' });

describe.runIf(testDatabaseKind === 'pglite')('with pgvector (PGlite)', () => {
  let t: TestApp;
  let ana: TestMember;
  let ben: TestMember;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(ENV(), { queue: true });
    ana = await createMember(t, { email: 'ana@vectors.test' });
    ben = await createMember(t, { email: 'ben@vectors.test' });
    const db = t.database.db;
    ids.hotcakes = (await seedPost(db, ana.userId, { title: 'Higher Ground', caption: 'ricotta hotcakes that feed two', category: 'food' })).id;
    ids.ramen = (await seedPost(db, ana.userId, { title: 'Late night ramen', caption: 'tonkotsu in the East Village', category: 'food' })).id;
    ids.gig = (await seedPost(db, ana.userId, { title: 'Jazz at the Vanguard', caption: 'late set on Saturday', category: 'events' })).id;
    ids.bens = (await seedPost(db, ben.userId, { title: 'Diner flapjacks', caption: 'pancakes all day', category: 'food' })).id;
  });
  afterAll(() => t.close());

  it('makes vectors in embed jobs, batched, retried when the provider fails, once per text', async () => {
    const embeddings = t.app.services.embeddings!;
    expect(await embeddings.isReady()).toBe(true);
    const deps = createIngestDependencies({ config: t.config, database: t.database, queue: t.queue!, log: quietLog, embeddings });
    failures = 1;
    await t.database.db.transaction(async (tx) => {
      for (const id of Object.values(ids)) await scheduleEmbedding(t.queue!, tx, id);
    });
    await startEmbeddingWorker(deps);
    await expect
      .poll(async () => (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM post_embeddings`))[0]!.n, { timeout: 20_000 })
      .toBe(4);
    // The key went with every call, and the four posts went in one batch.
    expect(requests.every((request) => request.authorization === 'Bearer sk-embed-test')).toBe(true);
    expect(requests.some((request) => request.input.length === 4)).toBe(true);
    // Unchanged texts are not sent again.
    const before = requests.length;
    expect(await embeddings.embedPosts(Object.values(ids))).toBe(0);
    expect(requests.length).toBe(before);
  });

  it('finds by meaning what no word matches, only among the member’s posts', async () => {
    const vector = await t.call('POST', '/api/search/vector', { token: ana.accessToken, body: { query: 'pancakes', limit: 2 } });
    expect(vector.statusCode, vector.body).toBe(200);
    const answer = vector.json<SearchVectorResponse>();
    expect(answer.mode).toBe('vector');
    expect(answer.results[0]!.post.id).toBe(ids.hotcakes);
    expect(answer.results.map((result) => result.post.id)).not.toContain(ids.bens);

    const text = await t.call('POST', '/api/search/text', { token: ana.accessToken, body: { query: 'pancakes' } });
    const blended = text.json<SearchTextResponse>();
    expect(blended.mode).toBe('hybrid');
    expect(blended.results[0]!.post.id).toBe(ids.hotcakes);
    expect(blended.results.map((result) => result.post.id)).not.toContain(ids.bens);
  });

  it('blends word and meaning ranks, and keeps the filters for both', async () => {
    const text = await t.call('POST', '/api/search/text', { token: ana.accessToken, body: { query: 'noodles' } });
    const blended = text.json<SearchTextResponse>();
    expect(blended.results[0]!.post.id).toBe(ids.ramen);
    const filtered = await t.call('POST', '/api/search/text', { token: ana.accessToken, body: { query: 'pancakes', filters: { category: 'events' } } });
    expect(filtered.json<SearchTextResponse>().results.map((result) => result.post.id)).not.toContain(ids.hotcakes);
  });

  it('counts posts near in meaning as related', async () => {
    const related = await t.call('GET', `/api/search/related/${ids.ramen}`, { token: ana.accessToken });
    expect(related.statusCode).toBe(200);
    const results = related.json<{ results: Array<{ post: { id: string }; reasons: string[] }> }>().results;
    expect(results.length).toBe(2);
    expect(results.every((result) => result.reasons.includes('vector'))).toBe(true);
    expect(results.map((result) => result.post.id)).not.toContain(ids.bens);
  });

  it('answers by words when the provider fails at search time', async () => {
    failures = 1;
    const text = await t.call('POST', '/api/search/text', { token: ana.accessToken, body: { query: 'ramen tonkotsu' }, headers: { 'cache-control': 'no-cache' } });
    const answer = text.json<SearchTextResponse>();
    expect(answer.mode).toBe('lexical');
    expect(answer.results.map((result) => result.post.id)).toEqual([ids.ramen]);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('without pgvector (Debian PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(ENV());
  });
  afterAll(() => t.close());

  it('switches search by meaning off, says so once, and searches by words', async () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (_details: object, message: string) => void warnings.push(message) };
    const embeddings = createEmbeddingSearch({ db: t.database.db, provider: createEmbeddingsProvider(t.config.embeddings!), log });
    expect(await embeddings.isReady()).toBe(false);
    expect(await embeddings.nearest('00000000-0000-4000-8000-000000000000', 'pancakes', 5)).toBeNull();
    expect(await embeddings.embedPosts([])).toBe(0);
    expect(warnings).toEqual(['embeddings are configured but this database has no vector extension (pgvector): search stays by words']);

    const member = await createMember(t, { email: 'ana@no-vectors.test' });
    await seedPost(t.database.db, member.userId, { title: 'Late night ramen', caption: 'tonkotsu' });
    const vector = await t.call('POST', '/api/search/vector', { token: member.accessToken, body: { query: 'ramen', limit: 5 } });
    expect(vector.json<SearchVectorResponse>()).toMatchObject({ mode: 'lexical', results: [expect.objectContaining({ score: expect.any(Number) })] });
  });
});
