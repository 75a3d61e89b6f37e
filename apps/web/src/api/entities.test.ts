import { describe, expect, it } from 'vitest';
import type { LinkedEntity } from '@stash/shared';
import { createEntitiesApi } from './entities';
import { json, type RecordedCall, type Routes } from './testing/fake-fetch';
import { ana, ben } from './testing/fixtures';
import { rejectionOf } from './testing/setup-client';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

const FIVE_MINUTES = 5 * 60_000;

function entity(id: string, name: string): LinkedEntity {
  return {
    entity_id: id,
    entity_name: name,
    entity_type: 'restaurant',
    routing_class: 'PhysicalVenue',
    category: 'food',
    entity_data: { raw_data: { name }, enrichment_data: {} },
    latitude: null,
    longitude: null,
    created_at: '2026-05-01T12:00:00.000Z',
    updated_at: '2026-05-01T12:00:00.000Z',
    link_data: { stash_id: 'p1', created_at: '2026-05-01T12:00:00.000Z' },
  };
}

const answer = (call: RecordedCall) => {
  const postId = call.url.split('/').at(-1) ?? '';
  return json(200, { stash_id: postId, count: 1, entities: [entity(`e-${postId}`, 'Lucali')] });
};

function setup(routes: Routes) {
  const context = setupApiClient(routes);
  context.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  let time = 0;
  const entitiesApi = createEntitiesApi(context.client, { now: () => time });
  return { ...context, entitiesApi, advance: (ms: number) => void (time += ms) };
}

describe("a stash's entities", () => {
  it('posts with no body and answers the shared shape', async () => {
    const { entitiesApi, callsTo } = setup({ 'POST /api/entities/message/p1': answer });
    const result = await entitiesApi.getPostEntities('p1');
    expect(result).toMatchObject({ stash_id: 'p1', count: 1, entities: [{ entity_id: 'e-p1', entity_name: 'Lucali' }] });
    expect(callsTo('POST /api/entities/message/p1')[0]?.body).toBeUndefined();
  });

  it('reuses the answer for 5 minutes, then asks again', async () => {
    const { entitiesApi, callsTo, advance } = setup({ 'POST /api/entities/message/p1': answer });
    const first = await entitiesApi.getPostEntities('p1');
    advance(FIVE_MINUTES - 1);
    expect(await entitiesApi.getPostEntities('p1')).toBe(first);
    expect(callsTo('POST /api/entities/message/p1')).toHaveLength(1);

    advance(1);
    await entitiesApi.getPostEntities('p1');
    expect(callsTo('POST /api/entities/message/p1')).toHaveLength(2);
  });

  it('shares one request among callers that ask while it is under way', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { entitiesApi, callsTo } = setup({
      'POST /api/entities/message/p1': async (call) => {
        await gate;
        return answer(call);
      },
    });
    const callers = [entitiesApi.getPostEntities('p1'), entitiesApi.getPostEntities('p1'), entitiesApi.getPostEntities('p1')];
    release();
    const [a, b, c] = await Promise.all(callers);
    expect(callsTo('POST /api/entities/message/p1')).toHaveLength(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('keeps stashes apart', async () => {
    const { entitiesApi, calls } = setup({ 'POST /api/entities/message/p1': answer, 'POST /api/entities/message/p2': answer });
    expect((await entitiesApi.getPostEntities('p1')).stash_id).toBe('p1');
    expect((await entitiesApi.getPostEntities('p2')).stash_id).toBe('p2');
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failure: the next ask tries again', async () => {
    let fail = true;
    const { entitiesApi, callsTo } = setup({
      'POST /api/entities/message/p1': (call) => (fail ? json(500, { error: 'Boom', code: 'SERVER_ERROR' }) : answer(call)),
    });
    expect(await rejectionOf(entitiesApi.getPostEntities('p1'))).toMatchObject({ message: 'Boom' });
    fail = false;
    expect((await entitiesApi.getPostEntities('p1')).count).toBe(1);
    expect(callsTo('POST /api/entities/message/p1')).toHaveLength(2);
  });

  it("asks again after being told to forget, and never hands one member another's answer", async () => {
    const { entitiesApi, client, callsTo } = setup({ 'POST /api/entities/message/p1': answer });
    await entitiesApi.getPostEntities('p1');
    entitiesApi.forgetPostEntities('p1');
    await entitiesApi.getPostEntities('p1');
    expect(callsTo('POST /api/entities/message/p1')).toHaveLength(2);

    client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-2', user: ben });
    await entitiesApi.getPostEntities('p1');
    expect(callsTo('POST /api/entities/message/p1')).toHaveLength(3);
  });
});
