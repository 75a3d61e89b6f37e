// The LLM extractor against a real local server speaking the OpenAI chat completions API: what it
// sends, what it makes of good answers, and that every kind of failure hands the post to the fallback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Extraction, ExtractionInput, Extractor } from './extraction';
import { createLlmExtractor } from './llm-extractor';
import type { LlmExtractorOptions } from './llm-extractor';
import { LLM_EXTRACTION_JSON_SCHEMA, LLM_SYSTEM_PROMPT, toExtraction, toStrictSubset } from './llm-prompt';
import type { JsonSchemaNode, LlmExtraction } from './llm-prompt';
import * as recipe from './llm-test-fixtures/recipe-post';
import * as restaurant from './llm-test-fixtures/restaurant-post';

const MODEL = 'gpt-4o-mini-2024-07-18';
const API_KEY = 'sk-test-4f8a2c91e7b3d605';

interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Handler = (request: ReceivedRequest, response: http.ServerResponse) => void;

const openServers: http.Server[] = [];

async function startServer(handler: Handler): Promise<{ baseUrl: string; requests: ReceivedRequest[] }> {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(received);
      handler(received, response);
    });
  });
  openServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
}

afterEach(async () => {
  await Promise.all(
    openServers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A chat completion as OpenAI answers it. */
function completion(content: string | null, extra: { refusal?: string } = {}) {
  return {
    id: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
    object: 'chat.completion',
    created: 1_748_541_851,
    model: MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: extra.refusal ?? null, annotations: [] }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1_873, completion_tokens: 412, total_tokens: 2_285 },
    system_fingerprint: 'fp_06737a9306',
  };
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

function answering(content: string | null): Handler {
  return (_request, response) => sendJson(response, 200, completion(content));
}

/** What the rule extractor would give: a fixed, valid Extraction, and a record of each call. */
const FALLBACK_EXTRACTION: Extraction = {
  category: 'other',
  routing_class: 'Abstract',
  overall_message_intent: 'save_for_later',
  hashtags: ['fromrules'],
  mentions: [],
  entities: [],
};

function setUp(baseUrl: string, overrides: Partial<LlmExtractorOptions> = {}) {
  const fallbackCalls: ExtractionInput[] = [];
  const warnings: { obj: object; msg: string }[] = [];
  const fallback: Extractor = {
    name: 'rules',
    extract(input) {
      fallbackCalls.push(input);
      return Promise.resolve(FALLBACK_EXTRACTION);
    },
  };
  const extractor = createLlmExtractor({
    baseUrl,
    model: MODEL,
    apiKey: API_KEY,
    timeoutMs: 5_000,
    fallback,
    logger: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    ...overrides,
  });
  return { extractor, fallbackCalls, warnings };
}

interface SentBody {
  model: string;
  temperature: number;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
}

describe('createLlmExtractor: good answers', () => {
  it('sends the post with the schema and makes the restaurant answer into exactly its Extraction', async () => {
    const server = await startServer(answering(JSON.stringify(restaurant.answer)));
    const { extractor, fallbackCalls, warnings } = setUp(server.baseUrl);

    expect(extractor.name).toBe(`llm:${MODEL}`);
    expect(await extractor.extract(restaurant.post)).toEqual(restaurant.expected);
    expect(fallbackCalls).toHaveLength(0);
    expect(warnings).toHaveLength(0);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request?.body ?? '') as SentBody;
    expect(body.model).toBe(MODEL);
    expect(body.temperature).toBe(0);
    expect(body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'stash_extraction', strict: true, schema: LLM_EXTRACTION_JSON_SCHEMA } });
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[0]?.content).toBe(LLM_SYSTEM_PROMPT);
    const user = body.messages[1]?.content ?? '';
    expect(user).toContain(restaurant.post.caption ?? 'caption');
    expect(user).toContain('Posted: 2025-05-29T18:04:11.000Z (a Thursday;');
    expect(user).toContain('Platform: instagram');
    expect(user).toContain(`URL: ${restaurant.post.url}`);
    expect(user).toContain('Author: Maya Eats NYC @mayaeatsnyc');
    // The full text repeats the caption here: it is sent once.
    expect(user.split('575 Henry St')).toHaveLength(2);
  });

  it('makes the recipe answer into exactly its Extraction, without Authorization when no key is set', async () => {
    const server = await startServer(answering(JSON.stringify(recipe.answer)));
    const { extractor, fallbackCalls } = setUp(server.baseUrl, { apiKey: undefined });

    expect(await extractor.extract(recipe.post)).toEqual(recipe.expected);
    expect(fallbackCalls).toHaveLength(0);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    const body = JSON.parse(server.requests[0]?.body ?? '') as SentBody;
    expect(body.messages[1]?.content).toContain('200g spaghetti, 3 cloves garlic');
    expect(body.messages[1]?.content).toContain('Posted: 2025-03-14T09:30:00.000Z');
  });

  it('accepts an answer inside a ```json fence, and a base URL with a trailing slash', async () => {
    const server = await startServer(answering('```json\n' + JSON.stringify(recipe.answer, null, 2) + '\n```'));
    const { extractor, fallbackCalls } = setUp(`${server.baseUrl}/`);

    expect(await extractor.extract(recipe.post)).toEqual(recipe.expected);
    expect(fallbackCalls).toHaveLength(0);
    expect(server.requests[0]?.url).toBe('/v1/chat/completions');
  });

  it('adds the hashtags and mentions of the caption that the model left out, once each', async () => {
    const forgetful: LlmExtraction = { ...restaurant.answer, hashtags: ['#Pizza'], mentions: [] };
    const post: ExtractionInput = {
      ...restaurant.post,
      caption: `${restaurant.post.caption ?? ''} with @sam.eats. and @ana_b, write to hello@lucali.com #pizza#nope #1 ＃ピザ lucali.com/#menu`,
    };
    const server = await startServer(answering(JSON.stringify(forgetful)));
    const { extractor } = setUp(server.baseUrl);

    const extraction = await extractor.extract(post);
    expect(extraction.hashtags).toEqual(['Pizza', 'brooklyneats', 'nycfood', 'ピザ']);
    expect(extraction.mentions).toEqual(['lucali_bk', 'sam.eats', 'ana_b']);
  });

  it('drops entities past the cap rather than the whole answer', async () => {
    const first = restaurant.answer.entities[1];
    if (!first) throw new Error('fixture has two entities');
    const crowded: LlmExtraction = { ...restaurant.answer, entities: Array.from({ length: 45 }, (_, index) => ({ ...first, entity_name: `Area ${index}` })) };
    const server = await startServer(answering(JSON.stringify(crowded)));
    const { extractor, fallbackCalls } = setUp(server.baseUrl);

    const extraction = await extractor.extract(restaurant.post);
    expect(extraction.entities).toHaveLength(40);
    expect(extraction.entities[39]?.entity_name).toBe('Area 39');
    expect(fallbackCalls).toHaveLength(0);
  });
});

describe('createLlmExtractor: one retry, place hints and the token cap', () => {
  it('asks once more, with the wrong answer and what was wrong, and keeps the second answer', async () => {
    const wrong = JSON.stringify({ ...restaurant.answer, routing_class: 'Restaurant' });
    let calls = 0;
    const server = await startServer((_request, response) => sendJson(response, 200, completion((calls += 1) === 1 ? wrong : JSON.stringify(restaurant.answer))));
    const { extractor, fallbackCalls, warnings } = setUp(server.baseUrl);

    expect(await extractor.extract(restaurant.post)).toEqual(restaurant.expected);
    expect(fallbackCalls).toHaveLength(0);
    expect(warnings).toHaveLength(0);
    expect(server.requests).toHaveLength(2);
    const retry = JSON.parse(server.requests[1]?.body ?? '') as SentBody;
    expect(retry.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry.messages[2]?.content).toBe(wrong);
    expect(retry.messages[3]?.content).toMatch(/does not match the schema: .*routing_class/);
    expect(retry.response_format.json_schema.strict).toBe(true);
  });

  it('gives the post to the fallback after a second wrong answer, having asked exactly twice', async () => {
    const server = await startServer(answering('Lucali, Carroll Gardens. Great pizza!'));
    const { extractor, fallbackCalls, warnings } = setUp(server.baseUrl);
    expect(await extractor.extract(restaurant.post)).toEqual(FALLBACK_EXTRACTION);
    expect(server.requests).toHaveLength(2);
    expect(fallbackCalls).toHaveLength(1);
    expect(warnings[0]?.obj).toMatchObject({ reason: 'invalid_json', attempts: 2 });
  });

  it('does not ask again after an HTTP error or a refusal', async () => {
    const failing = await startServer((_request, response) => sendJson(response, 503, { error: { message: 'overloaded' } }));
    await setUp(failing.baseUrl).extractor.extract(restaurant.post);
    expect(failing.requests).toHaveLength(1);
    const refusing = await startServer((_request, response) => sendJson(response, 200, completion(null, { refusal: 'I cannot help with that.' })));
    await setUp(refusing.baseUrl).extractor.extract(restaurant.post);
    expect(refusing.requests).toHaveLength(1);
  });

  it('keeps one deadline over both tries', async () => {
    let calls = 0;
    const server = await startServer((_request, response) => {
      calls += 1;
      // The first answer is wrong; the retry never comes back, and the deadline set at the start ends it.
      if (calls === 1) sendJson(response, 200, completion('not json'));
    });
    const { extractor, warnings } = setUp(server.baseUrl, { timeoutMs: 1_500 });
    expect(await extractor.extract(restaurant.post)).toEqual(FALLBACK_EXTRACTION);
    expect(server.requests).toHaveLength(2);
    expect(warnings[0]?.obj).toMatchObject({ reason: 'timeout', attempts: 2 });
  });

  it('sends the places found offline as hints and caps the answer in tokens', async () => {
    const server = await startServer(answering(JSON.stringify(restaurant.answer)));
    const seen: string[] = [];
    const placeHints = (text: string) => {
      seen.push(text);
      return ['Carroll Gardens, Brooklyn', 'Brooklyn', 'Carroll Gardens, Brooklyn'];
    };
    const { extractor } = setUp(server.baseUrl, { placeHints, maxTokens: 1_200 });
    await extractor.extract(restaurant.post);
    const body = JSON.parse(server.requests[0]?.body ?? '') as SentBody & { max_tokens?: number };
    expect(body.max_tokens).toBe(1_200);
    expect(body.messages[1]?.content).toContain('Places named (found offline; use them for location and time zone): Carroll Gardens, Brooklyn; Brooklyn\n');
    expect(seen[0]).toContain(restaurant.post.caption ?? 'caption');
  });
});

describe('createLlmExtractor: failures go to the fallback', () => {
  async function expectFallback(handler: Handler, reason: string, overrides: Partial<LlmExtractorOptions> = {}) {
    const server = await startServer(handler);
    const { extractor, fallbackCalls, warnings } = setUp(server.baseUrl, overrides);
    expect(await extractor.extract(restaurant.post)).toEqual(FALLBACK_EXTRACTION);
    expect(fallbackCalls).toEqual([restaurant.post]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toMatchObject({ extractor: `llm:${MODEL}`, reason, post: restaurant.post.url });
    // The log names what failed, never the key or the post's words.
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain('Best plain pie');
    return { warnings, server };
  }

  it('content that is not JSON', async () => {
    await expectFallback(answering('Sure! Lucali is a pizza place in Carroll Gardens, Brooklyn.'), 'invalid_json');
  });

  it('JSON cut short by the token limit', async () => {
    await expectFallback(answering(JSON.stringify(restaurant.answer).slice(0, 300)), 'invalid_json');
  });

  it('an answer with a routing class outside the enum', async () => {
    const wrong = { ...restaurant.answer, routing_class: 'Restaurant' };
    const { warnings } = await expectFallback(answering(JSON.stringify(wrong)), 'invalid_answer');
    expect(String((warnings[0]?.obj as { detail?: unknown }).detail)).toContain('routing_class');
  });

  it('an answer with details as a record instead of key/value pairs', async () => {
    const lucali = restaurant.expected.entities[0];
    await expectFallback(answering(JSON.stringify({ ...restaurant.answer, entities: [lucali] })), 'invalid_answer');
  });

  it('an entity name over the contract limit', async () => {
    const carroll = restaurant.answer.entities[1];
    const longName = { ...restaurant.answer, entities: [{ ...carroll, entity_name: 'x'.repeat(201) }] };
    await expectFallback(answering(JSON.stringify(longName)), 'invalid_answer');
  });

  it('a refusal', async () => {
    await expectFallback((_request, response) => sendJson(response, 200, completion(null, { refusal: "I'm sorry, I can't help with that." })), 'refusal');
  });

  it('a 200 that is not a chat completion', async () => {
    await expectFallback((_request, response) => sendJson(response, 200, { status: 'ok' }), 'invalid_response');
  });

  it('HTTP 500, without logging a key the server echoes', async () => {
    const { warnings } = await expectFallback(
      (_request, response) => sendJson(response, 500, { error: { message: `The server had an error (key ${API_KEY})`, type: 'server_error', param: null, code: null } }),
      'http_status',
    );
    expect((warnings[0]?.obj as { detail?: unknown }).detail).toBe('HTTP 500: The server had an error (key [redacted])');
  });

  it('HTTP 401 for a wrong key', async () => {
    await expectFallback(
      (_request, response) =>
        sendJson(response, 401, { error: { message: 'Incorrect API key provided: sk-test-****d605.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } }),
      'http_status',
    );
  });

  it('a server that answers nothing within the timeout, in about the timeout', async () => {
    const startedAt = Date.now();
    await expectFallback(() => undefined, 'timeout', { timeoutMs: 300 });
    const elapsed = Date.now() - startedAt;
    expect(elapsed).toBeGreaterThanOrEqual(280);
    // Far under any default a missing timeout would fall back to; loose, for a busy machine.
    expect(elapsed).toBeLessThan(10_000);
  });

  it('a server that stalls halfway through the body', async () => {
    const startedAt = Date.now();
    await expectFallback(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"id":"chatcmpl-1","object":"chat.completion","choices":[');
      },
      'timeout',
      { timeoutMs: 300 },
    );
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('an answer over the size cap, streamed without a length', async () => {
    await expectFallback((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      for (let index = 0; index < 20; index++) response.write(chunk);
      response.end(JSON.stringify(completion(JSON.stringify(restaurant.answer))));
    }, 'too_large');
  });

  it('an answer declaring a length over the size cap', async () => {
    await expectFallback((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': 2 * 1024 * 1024 });
      response.write('{');
    }, 'too_large');
  });

  it('a refused connection', async () => {
    const server = await startServer(() => undefined);
    // Closed again at once: the port is (for now) free, so connecting to it is refused.
    const closing = openServers.splice(0);
    await Promise.all(closing.map((open) => new Promise<void>((resolve) => open.close(() => resolve()))));
    const { extractor, fallbackCalls, warnings } = setUp(server.baseUrl);

    expect(await extractor.extract(restaurant.post)).toEqual(FALLBACK_EXTRACTION);
    expect(fallbackCalls).toHaveLength(1);
    expect(warnings[0]?.obj).toMatchObject({ reason: 'network' });
    expect(String((warnings[0]?.obj as { detail?: unknown }).detail)).toContain('ECONNREFUSED');
  });
});

describe('the answer schema', () => {
  /** Every node of a JSON Schema, with its path, to check rules that hold at every level. */
  function* nodesOf(node: unknown, path = '$'): Generator<{ node: Record<string, unknown>; path: string }> {
    if (Array.isArray(node)) {
      for (const [index, child] of node.entries()) yield* nodesOf(child, `${path}[${index}]`);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    yield { node: record, path };
    for (const [key, child] of Object.entries(record)) {
      // `properties` and `enum` hold names and values, not schemas; walk what they hold.
      if (key === 'enum') continue;
      yield* nodesOf(child, `${path}.${key}`);
    }
  }

  const schemaNodes = [...nodesOf(LLM_EXTRACTION_JSON_SCHEMA)].filter(({ path }) => !/\.properties$/.test(path));

  it('meets OpenAI strict mode: every object closed and every property required', () => {
    const objects = schemaNodes.filter(({ node }) => node.type === 'object');
    expect(objects.length).toBeGreaterThan(20);
    for (const { node, path } of objects) {
      expect(node.additionalProperties, path).toBe(false);
      expect(typeof node.properties, path).toBe('object');
      expect([...((node.required as string[] | undefined) ?? [])].sort(), path).toEqual(Object.keys(node.properties as object).sort());
    }
  });

  it('keeps to the strict-mode subset: an object at the root, anyOf without nesting, no const, oneOf, bounds or refs', () => {
    expect(LLM_EXTRACTION_JSON_SCHEMA.type).toBe('object');
    expect(LLM_EXTRACTION_JSON_SCHEMA.anyOf).toBeUndefined();
    const unsupported = ['oneOf', 'allOf', 'not', 'const', '$ref', '$schema', 'propertyNames', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'];
    for (const { node, path } of schemaNodes) {
      for (const keyword of unsupported) expect(node[keyword], `${path}.${keyword}`).toBeUndefined();
      const members = node.anyOf as JsonSchemaNode[] | undefined;
      if (members) for (const member of members) expect(Object.keys(member), `${path}.anyOf`).not.toEqual(['anyOf']);
    }
  });

  it('offers the five template shapes or null', () => {
    const entity = (LLM_EXTRACTION_JSON_SCHEMA.properties as Record<string, JsonSchemaNode>).entities?.items as { properties: Record<string, { anyOf: JsonSchemaNode[] }> };
    const kinds = entity.properties.template?.anyOf.map((member) => (member.type === 'null' ? null : (member.properties as Record<string, { enum: string[] }>).kind?.enum[0]));
    expect(kinds).toEqual(['restaurant', 'recipe', 'class_event', 'workout', 'guide_list', null]);
  });

  it('toStrictSubset rewrites keywords but never field names', () => {
    const zodLike: JsonSchemaNode = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        minimum: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        const: { type: 'string', const: 'a', maxLength: 5 },
        pick: { anyOf: [{ oneOf: [{ type: 'string' }, { type: 'number' }] }, { type: 'null' }] },
      },
      required: ['minimum', 'const', 'pick'],
      additionalProperties: false,
    };
    expect(toStrictSubset(zodLike)).toEqual({
      type: 'object',
      properties: {
        minimum: { type: 'integer' },
        const: { type: 'string', enum: ['a'] },
        pick: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] },
      },
      required: ['minimum', 'const', 'pick'],
      additionalProperties: false,
    });
  });

  it('toExtraction turns details pairs into a record, the last of a repeated key winning, blank keys dropped', () => {
    const carroll = restaurant.answer.entities[1];
    if (!carroll) throw new Error('fixture has two entities');
    const answer: LlmExtraction = {
      ...restaurant.answer,
      entities: [{ ...carroll, raw_data: { ...carroll.raw_data, details: [{ key: 'rating', value: '4' }, { key: ' ', value: 'x' }, { key: 'rating', value: '5' }] } }],
    };
    expect(toExtraction(answer).entities[0]?.raw_data.details).toEqual({ rating: '5' });
  });
});
