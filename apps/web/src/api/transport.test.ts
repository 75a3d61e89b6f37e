import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_RATE_LIMIT, REQUEST_TIMEOUT_MS, RETRY_POLICY } from '@stash/shared';
import { ApiError } from './errors';
import { createRateLimiter } from './rate-limiter';
import { createFakeFetch, hangUntilAborted, json, type Routes } from './testing/fake-fetch';
import { createTransport, type TransportOptions } from './transport';

function setup(routes: Routes, overrides: Partial<TransportOptions> = {}) {
  const server = createFakeFetch(routes);
  const send = createTransport({
    fetch: server.fetch,
    baseUrl: '/api/',
    apiKey: 'test-key',
    rateLimiter: createRateLimiter(CLIENT_RATE_LIMIT, () => Date.now()),
    retryPolicy: RETRY_POLICY,
    timeoutMs: REQUEST_TIMEOUT_MS,
    ...overrides,
  });
  return { ...server, send };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

afterEach(() => void vi.useRealTimers());

describe('createTransport', () => {
  it('joins the base URL and sends the API key, JSON and the bearer token', async () => {
    const { send, calls } = setup({ 'POST /api/things': () => json(200, { ok: true }) });
    await expect(send({ method: 'POST', path: '/things', body: { a: 1 }, accessToken: 'tok' })).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toEqual({
      'x-api-key': 'test-key',
      'content-type': 'application/json',
      authorization: 'Bearer tok',
    });
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends neither a content type without a body nor a bearer token without a token', async () => {
    const { send, calls } = setup({ 'GET /api/things?x=1': () => json(200, []) });
    await send({ method: 'GET', path: '/things?x=1' });
    expect(calls[0]?.headers).toEqual({ 'x-api-key': 'test-key' });
  });

  it('reads an empty body (204) as undefined', async () => {
    const { send } = setup({ 'DELETE /api/things/1': () => new Response(null, { status: 204 }) });
    await expect(send({ method: 'DELETE', path: '/things/1' })).resolves.toBeUndefined();
  });

  it('rejects a successful answer that is not JSON', async () => {
    const { send } = setup({ 'GET /api/things': () => new Response('<html>', { status: 200 }) });
    const error = await failure(send({ method: 'GET', path: '/things' }));
    expect([error.message, error.code]).toEqual(['Invalid response from server', 'SERVER_ERROR']);
  });

  it('maps the server error body', async () => {
    const { send } = setup({
      'POST /api/things': () => json(400, { error: 'Name is required.', code: 'VALIDATION_ERROR', details: { field: 'name' } }),
    });
    const error = await failure(send({ method: 'POST', path: '/things', body: {} }));
    expect(error).toMatchObject({ message: 'Name is required.', status: 400, code: 'VALIDATION_ERROR', details: { field: 'name' } });
  });

  it('words a body-less error as HTTP {status}, or as the caller asks', async () => {
    const { send } = setup({ 'GET /api/gone': () => new Response('', { status: 404 }) });
    expect(await failure(send({ method: 'GET', path: '/gone' }))).toMatchObject({ message: 'HTTP 404', code: 'NOT_FOUND' });
    expect(await failure(send({ method: 'GET', path: '/gone', defaultErrorMessage: (s) => `Nope ${s}` }))).toMatchObject({
      message: 'Nope 404',
    });
  });

  it('times out after 30 s with Request timeout, a network error', async () => {
    vi.useFakeTimers();
    const { send, calls } = setup({ 'GET /api/slow': hangUntilAborted });
    const result = failure(send({ method: 'GET', path: '/slow' }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ message: 'Request timeout', code: 'NETWORK_ERROR', status: 0 });
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it("sends an upload's file as it is, as application/octet-stream, with no timeout and no retry", async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    const server = createFakeFetch({ 'POST /api/imports?file_name=a.json': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const bodies: unknown[] = [];
    const { send } = setup(
      {},
      {
        fetch: (url, init) => {
          bodies.push(init.body);
          return server.fetch(url, init);
        },
        retryPolicy: { ...RETRY_POLICY, maxAttempts: 3 },
      },
    );
    const file = new Blob(['{"saved_saved_media":[]}']);
    const result = failure(send({ method: 'POST', path: '/imports?file_name=a.json', body: file }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 4);
    expect(server.calls[0]?.signal?.aborted).toBe(false);
    expect(server.calls[0]?.headers['content-type']).toBe('application/octet-stream');
    expect(bodies).toEqual([file]);
    answer(json(503, { error: 'down' }));
    expect(await result).toMatchObject({ status: 503 });
    expect(server.calls).toHaveLength(1);
  });

  it('turns a failed fetch into a network error', async () => {
    const { send } = setup({
      'GET /api/things': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await failure(send({ method: 'GET', path: '/things' }))).toMatchObject({
      message: 'Network error',
      code: 'NETWORK_ERROR',
      details: 'Failed to fetch',
    });
  });

  it('refuses over the rate limit without calling the server', async () => {
    const { send, calls } = setup(
      { 'GET /api/things': () => json(200, {}) },
      { rateLimiter: createRateLimiter({ perMinute: 2, perHour: 1_000 }, () => 0) },
    );
    await send({ method: 'GET', path: '/things' });
    await send({ method: 'GET', path: '/things' });
    expect(await failure(send({ method: 'GET', path: '/things' }))).toMatchObject({
      message: 'Rate limit exceeded. Please try again later.',
      code: 'RATE_LIMITED',
      status: 429,
    });
    expect(calls).toHaveLength(2);
  });

  describe('retries', () => {
    const retryThrice = { retryPolicy: { ...RETRY_POLICY, maxAttempts: 3 } };

    it('does not retry a 5xx under the product policy (one attempt)', async () => {
      const { send, calls } = setup({ 'GET /api/things': () => json(503, { error: 'down' }) });
      expect(await failure(send({ method: 'GET', path: '/things' }))).toMatchObject({ code: 'SERVER_ERROR', status: 503 });
      expect(calls).toHaveLength(1);
    });

    it('retries 5xx and network failures with back-off when the policy allows', async () => {
      vi.useFakeTimers();
      let call = 0;
      const { send, calls } = setup(
        {
          'GET /api/things': () => {
            call += 1;
            if (call === 1) return json(500, {});
            if (call === 2) return Promise.reject(new TypeError('Failed to fetch'));
            return json(200, { ok: true });
          },
        },
        retryThrice,
      );
      const result = send({ method: 'GET', path: '/things' });
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(result).resolves.toEqual({ ok: true });
      expect(calls).toHaveLength(3);
    });

    it('retries a timeout when the policy allows', async () => {
      vi.useFakeTimers();
      let call = 0;
      const { send, calls } = setup(
        { 'GET /api/things': (c) => (++call === 1 ? hangUntilAborted(c) : json(200, 'late')) },
        retryThrice,
      );
      const result = send({ method: 'GET', path: '/things' });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1_000);
      await expect(result).resolves.toBe('late');
      expect(calls).toHaveLength(2);
    });

    it('never retries a 4xx', async () => {
      const { send, calls } = setup({ 'GET /api/things': () => json(422, { error: 'bad' }) }, retryThrice);
      expect(await failure(send({ method: 'GET', path: '/things' }))).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(calls).toHaveLength(1);
    });
  });
});
