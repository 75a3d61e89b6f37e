import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { jsonBody, type JsonBody } from './json-body';
import { createStashAnswers } from './stash-answers';

/** A member request as the routes see it after the member guard. */
function request(options: { userId?: string; stashVersion?: number; url?: string; body?: unknown; cacheControl?: string } = {}): FastifyRequest {
  return {
    member: { userId: options.userId ?? 'ana', stashVersion: options.stashVersion ?? 1 },
    method: 'POST',
    url: options.url ?? '/api/posts/list',
    body: options.body ?? { limit: 36, offset: 0 },
    headers: options.cacheControl ? { 'cache-control': options.cacheControl } : {},
  } as unknown as FastifyRequest;
}

/** An answer maker that counts its calls and labels each answer with its call number. */
function counter() {
  let calls = 0;
  const make = async (): Promise<JsonBody> => {
    calls += 1;
    return jsonBody({ call: calls });
  };
  return { make, calls: () => calls };
}

const read = async (body: Promise<JsonBody>) => JSON.parse((await body).toString('utf8')) as { call: number };

describe('stash answers', () => {
  it('keeps an answer while the stash version stays, and makes a new one when it changes', async () => {
    const answers = createStashAnswers({ maxBytes: 1024 * 1024 });
    const { make, calls } = counter();
    expect(await read(answers.answer(request(), make))).toEqual({ call: 1 });
    expect(await read(answers.answer(request(), make))).toEqual({ call: 1 });
    expect(await read(answers.answer(request({ stashVersion: 2 }), make))).toEqual({ call: 2 });
    // The old version's answer is gone, not brought back.
    expect(await read(answers.answer(request({ stashVersion: 1 }), make))).toEqual({ call: 3 });
    expect(calls()).toBe(3);
  });

  it('keeps answers apart by member, path and body', async () => {
    const answers = createStashAnswers({ maxBytes: 1024 * 1024 });
    const { make } = counter();
    await answers.answer(request(), make);
    expect(await read(answers.answer(request({ userId: 'ben' }), make))).toEqual({ call: 2 });
    expect(await read(answers.answer(request({ body: { limit: 36, offset: 36 } }), make))).toEqual({ call: 3 });
    expect(await read(answers.answer(request({ url: '/api/entities/search?q=ramen', body: null }), make))).toEqual({ call: 4 });
    expect(await read(answers.answer(request(), make))).toEqual({ call: 1 });
  });

  it('makes one answer for requests that arrive together', async () => {
    const answers = createStashAnswers({ maxBytes: 1024 * 1024 });
    const { make, calls } = counter();
    const together = await Promise.all(Array.from({ length: 8 }, () => read(answers.answer(request(), make))));
    expect(together).toEqual(Array.from({ length: 8 }, () => ({ call: 1 })));
    expect(calls()).toBe(1);
  });

  it('makes a fresh answer on Cache-Control: no-cache, and keeps it for the next', async () => {
    const answers = createStashAnswers({ maxBytes: 1024 * 1024 });
    const { make } = counter();
    await answers.answer(request(), make);
    expect(await read(answers.answer(request({ cacheControl: 'no-cache' }), make))).toEqual({ call: 2 });
    expect(await read(answers.answer(request(), make))).toEqual({ call: 2 });
  });

  it('keeps no failure, and nothing at all with no memory given', async () => {
    const answers = createStashAnswers({ maxBytes: 1024 * 1024 });
    let fail = true;
    const make = async () => {
      if (fail) throw new Error('database went away');
      return jsonBody({ ok: true });
    };
    await expect(answers.answer(request(), make)).rejects.toThrow('database went away');
    fail = false;
    expect((await answers.answer(request(), make)).toString('utf8')).toBe('{"ok":true}');

    const none = createStashAnswers({ maxBytes: 0 });
    const { make: count, calls } = counter();
    await none.answer(request(), count);
    await none.answer(request(), count);
    expect(calls()).toBe(2);
  });

  it('drops the least recently used answers beyond its memory', async () => {
    const answers = createStashAnswers({ maxBytes: 200 });
    const { make, calls } = counter();
    for (let offset = 0; offset < 10; offset += 1) await answers.answer(request({ body: { offset } }), make);
    expect(calls()).toBe(10);
    await answers.answer(request({ body: { offset: 9 } }), make);
    expect(calls()).toBe(10);
    await answers.answer(request({ body: { offset: 0 } }), make);
    expect(calls()).toBe(11);
  });

  it('keeps a named value per member and stash version, apart from the answers', async () => {
    const answers = createStashAnswers({ maxBytes: 1024 * 1024 });
    let calls = 0;
    const make = async () => ({ posts: ['p1'], call: (calls += 1) });
    expect(await answers.value(request(), 'retrieval ramen', make)).toEqual({ posts: ['p1'], call: 1 });
    expect(await answers.value(request(), 'retrieval ramen', make)).toEqual({ posts: ['p1'], call: 1 });
    expect(await answers.value(request(), 'retrieval tacos', make)).toEqual({ posts: ['p1'], call: 2 });
    expect(await answers.value(request({ userId: 'ben' }), 'retrieval ramen', make)).toEqual({ posts: ['p1'], call: 3 });
    expect(await answers.value(request({ stashVersion: 2 }), 'retrieval ramen', make)).toEqual({ posts: ['p1'], call: 4 });
    expect(await answers.value(request({ stashVersion: 2, cacheControl: 'no-cache' }), 'retrieval ramen', make)).toEqual({ posts: ['p1'], call: 5 });
  });
});
