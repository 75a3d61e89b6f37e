import { describe, expect, it } from 'vitest';
import type { Entity, LinkedEntity } from '@stash/shared';
import { createEntitiesApi } from './entities';
import { json, type RecordedCall, type Routes } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { rejectionOf } from './testing/setup-client';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

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
  return { ...context, entitiesApi: createEntitiesApi(context.client) };
}

describe("a stash's entities", () => {
  it('posts with no body and answers the shared shape', async () => {
    const { entitiesApi, callsTo } = setup({ 'POST /api/entities/message/p1': answer });
    const result = await entitiesApi.getPostEntities('p1');
    expect(result).toMatchObject({ stash_id: 'p1', count: 1, entities: [{ entity_id: 'e-p1', entity_name: 'Lucali' }] });
    expect(callsTo('POST /api/entities/message/p1')[0]?.body).toBeUndefined();
  });

  it('keeps stashes apart', async () => {
    const { entitiesApi, calls } = setup({ 'POST /api/entities/message/p1': answer, 'POST /api/entities/message/p2': answer });
    expect((await entitiesApi.getPostEntities('p1')).stash_id).toBe('p1');
    expect((await entitiesApi.getPostEntities('p2')).stash_id).toBe('p2');
    expect(calls).toHaveLength(2);
  });

});

function plain(id: string, name = id): Entity {
  const { link_data: _link, ...rest } = entity(id, name);
  return rest;
}

function setupLists(routes: Routes) {
  const context = setupApiClient(routes);
  context.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  const logged: string[] = [];
  const entitiesApi = createEntitiesApi(context.client, { log: (message) => void logged.push(message) });
  return { ...context, entitiesApi, logged };
}

describe('the entity lists', () => {
  it('sends the filters given and leaves out the rest', async () => {
    const { entitiesApi, calls } = setupLists({
      'GET /api/entities?limit=5&entity_type=event&sort=name&q=jazz%20night': () => json(200, { entities: [plain('e1')], next_cursor: null, has_more: false }),
    });
    const page = await entitiesApi.listEntities({ limit: 5, entity_type: 'event', sort: 'name', q: 'jazz night', category: '' });
    expect(page.entities.map((item) => item.entity_id)).toEqual(['e1']);
    expect(calls).toHaveLength(1);
  });

  it('follows next_cursor up to the most asked for', async () => {
    const pageOf = (ids: string[], next: string | null) => () => json(200, { entities: ids.map((id) => plain(id)), next_cursor: next, has_more: next !== null });
    const { entitiesApi, calls } = setupLists({
      'GET /api/entities?limit=100&entity_type=event': pageOf(['a', 'b'], 'c1'),
      'GET /api/entities?limit=100&cursor=c1&entity_type=event': pageOf(['c', 'd'], 'c2'),
      'GET /api/entities?limit=100&cursor=c2&entity_type=event': pageOf(['e'], null),
      'GET /api/entities?limit=3': pageOf(['a', 'b'], 'c1'),
      'GET /api/entities?limit=1&cursor=c1': pageOf(['c'], 'c2'),
    });
    expect((await entitiesApi.listAllEntities({ entity_type: 'event' })).map((item) => item.entity_id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(calls).toHaveLength(3);
    expect((await entitiesApi.listAllEntities({}, { maxItems: 3 })).map((item) => item.entity_id)).toEqual(['a', 'b', 'c']);
    expect(calls).toHaveLength(5);
  });

  it('throws when a list the screen is built on fails', async () => {
    const { entitiesApi } = setupLists({ 'GET /api/entities': () => json(500, { error: 'Boom', code: 'SERVER_ERROR' }) });
    expect(await rejectionOf(entitiesApi.listEntities())).toMatchObject({ message: 'Boom' });
  });

  it('refuses nearby without coordinates, and asks with them', async () => {
    const { entitiesApi, calls } = setupLists({
      'GET /api/entities/nearby?lat=40.7&lng=-74&radius_km=2': () => json(200, { entities: [{ ...plain('e1'), distance_km: 0.4 }], center: { lat: 40.7, lng: -74 }, radius_km: 2 }),
    });
    expect(await rejectionOf(entitiesApi.getNearbyEntities({ lat: Number.NaN, lng: 1 }))).toMatchObject({ message: 'Latitude and longitude are required' });
    expect(calls).toHaveLength(0);
    expect((await entitiesApi.getNearbyEntities({ lat: 40.7, lng: -74, radius_km: 2 })).entities[0]?.distance_km).toBe(0.4);
  });

  it('answers null for an entity that is not there', async () => {
    const { entitiesApi } = setupLists({
      'GET /api/entities/e1': () => json(200, plain('e1', 'Lucali')),
      'GET /api/entities/gone': () => json(404, { error: 'Entity not found', code: 'NOT_FOUND' }),
    });
    expect((await entitiesApi.getEntity('e1'))?.entity_name).toBe('Lucali');
    expect(await entitiesApi.getEntity('gone')).toBeNull();
  });

  it('logs failed types, trending and related calls and answers empty', async () => {
    const boom = () => json(500, { error: 'Boom', code: 'SERVER_ERROR' });
    const { entitiesApi, logged } = setupLists({ 'GET /api/entities/types': boom, 'GET /api/entities/trending?limit=10': boom, 'GET /api/entities/related/e1': boom });
    expect(await entitiesApi.getEntityTypes()).toEqual({ types: [], total: 0 });
    expect(await entitiesApi.getTrendingEntities()).toEqual({ entities: [] });
    expect(await entitiesApi.getRelatedEntities('e1')).toEqual({ entity_id: 'e1', related_entities: [], total: 0 });
    expect(logged).toEqual(['Failed to load entity types', 'Failed to load trending entities', 'Failed to load related entities']);
  });

  it('reads types, trending and related answers', async () => {
    const { entitiesApi } = setupLists({
      'GET /api/entities/types': () => json(200, { types: [{ type: 'restaurant', count: 3 }], total: 3 }),
      'GET /api/entities/trending?limit=4': () => json(200, { entities: [{ ...plain('e1'), save_count: 2 }] }),
      'GET /api/entities/related/e1?limit=5': () => json(200, { entity_id: 'e1', related_entities: [{ ...plain('e2'), shared_posts: 1 }], total: 1 }),
      'GET /api/entities/search?q=luc&sort=name': () => json(200, { entities: [plain('e1')], next_cursor: null, has_more: false }),
    });
    expect((await entitiesApi.getEntityTypes()).total).toBe(3);
    expect((await entitiesApi.getTrendingEntities(4)).entities[0]?.save_count).toBe(2);
    expect((await entitiesApi.getRelatedEntities('e1', 5)).related_entities[0]?.entity_id).toBe('e2');
    expect((await entitiesApi.searchEntities({ q: 'luc', sort: 'name' })).entities).toHaveLength(1);
  });

  it('rejects an answer that does not fit the shared shape', async () => {
    const { entitiesApi } = setupLists({ 'GET /api/entities': () => json(200, { entities: 'nope' }) });
    expect(await rejectionOf(entitiesApi.listEntities())).toBeInstanceOf(Error);
  });

  it('words a refused token as entity calls do, and does not hide it behind an empty list', async () => {
    const context = setupApiClient({ 'GET /api/entities/types': () => json(200, { types: [], total: 0 }) });
    const entitiesApi = createEntitiesApi(context.client, { log: () => {} });
    expect(await rejectionOf(entitiesApi.getEntityTypes())).toMatchObject({ message: 'No valid authentication token', status: 401 });
  });
});
