// Stash AI with a language model: a local server speaking the OpenAI chat completions streaming
// API writes the answer from the numbered saves; citations to anything not retrieved are dropped,
// and a failing model leaves the composed answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatStreamEventSchema, type ChatAnswer } from '@stash/shared';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedPost } from '../../test-support/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let ana: TestMember;
let server: http.Server;
const ids: Record<string, string> = {};
/** What the stand-in answers next: text pieces to stream, or an HTTP status to fail with. */
let script: string[] | number = [];
const received: Array<{ url: string | undefined; body: { stream: boolean; model: string; messages: Array<{ role: string; content: string }> } }> = [];

function chunk(content: string): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', model: 'test-model', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      received.push({ url: request.url, body: JSON.parse(Buffer.concat(parts).toString('utf8')) });
      if (typeof script === 'number') {
        response.writeHead(script, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
      for (const piece of script) response.write(chunk(piece));
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ STASH_LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, STASH_LLM_MODEL: 'test-model' });
  ana = await createMember(t, { email: 'ana@chat-model.test' });
  const post = await seedPost(t.database.db, ana.userId, { title: 'Best ramen in Brooklyn', caption: 'Tonkotsu so rich you need a nap after' });
  ids.post = post.id;
  const place = await seedEntity(t.database.db, ana.userId, {
    entityName: 'Okiboru Noodles',
    entityData: { raw_data: { name: 'Okiboru Noodles', category: 'ramen', address: '117 Grand St, Brooklyn' }, enrichment_data: {} },
  });
  ids.place = place.id;
  await linkEntities(t.database.db, post.id, [place.id]);
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ask = (message: string) =>
  t.call('POST', '/api/chat', { token: ana.accessToken, body: { message }, headers: { accept: 'text/event-stream' } });

function eventsOf(body: string) {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => chatStreamEventSchema.parse({ event: /^event: (.+)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null') }));
}

it('streams the model’s answer and keeps only citations of retrieved saves', async () => {
  script = ['Okiboru Noodles', ' [1] in Brooklyn', ', or Fake Place [9].'];
  const response = await ask('Where was that ramen place?');
  const events = eventsOf(response.body);
  expect(events.filter((event) => event.event === 'token').map((event) => (event.data as { text: string }).text)).toEqual(script);
  const done = events.at(-1)!;
  expect(done.event).toBe('done');
  const answer = done.data as ChatAnswer;
  expect(answer.answer).toBe('Okiboru Noodles [1] in Brooklyn, or Fake Place.');
  expect(answer.citations).toEqual([{ post_id: ids.post, entity_id: ids.place, title: 'Okiboru Noodles' }]);

  const sent = received.at(-1)!;
  expect(sent.url).toBe('/v1/chat/completions');
  expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
  const evidence = sent.body.messages.at(-1)!.content;
  expect(evidence).toContain('[1] Post "Best ramen in Brooklyn"');
  expect(evidence).toContain('Okiboru Noodles (ramen restaurant); at 117 Grand St, Brooklyn');
  expect(evidence).toContain('Question: Where was that ramen place?');
});

it('answers with the composed answer when the model fails', async () => {
  script = 503;
  const response = await ask('Where was that ramen place?');
  const answer = eventsOf(response.body).at(-1)!.data as ChatAnswer;
  expect(answer.answer).toContain('Okiboru Noodles is at 117 Grand St, Brooklyn');
  expect(answer.citations.map((citation) => citation.post_id)).toEqual([ids.post]);
});

it('does not ask the model when no save matches', async () => {
  script = ['Try Sushi Zen [1].'];
  const before = received.length;
  const response = await ask('Where can I get tacos in Lisbon?');
  const answer = eventsOf(response.body).at(-1)!.data as ChatAnswer;
  expect(received.length).toBe(before);
  expect(answer.citations).toEqual([]);
  expect(answer.answer).not.toContain('Sushi Zen');
});
