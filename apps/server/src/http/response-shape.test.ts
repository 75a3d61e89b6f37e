import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { endpoints, type Post } from '@stash/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMember, type TestMember } from '../test-support/members';
import { linkEntities, seedEntity, seedMedia, seedPost, seedTag, tagPost } from '../test-support/seed';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { jsonBody, sendJsonBody } from './json-body';
import { checkResponseShapes, shapeMismatches } from './response-shape';
import { storedJson } from '../lib/stored-json';

describe('shapeMismatches', () => {
  const schema = z.object({
    id: z.string(),
    note: z.string().optional(),
    media: z.array(z.object({ url: z.string(), type: z.string() })),
    counts: z.record(z.string(), z.object({ total: z.number() })).nullable(),
  });

  it('finds nothing in an answer with exactly the schema keys', () => {
    expect(shapeMismatches(schema, { id: 'a', media: [{ url: 'u', type: 'image' }], counts: { food: { total: 1 } } })).toEqual([]);
  });

  it('names unknown and missing keys at any depth', () => {
    expect(
      shapeMismatches(schema, { id: 'a', extra: 1, media: [{ url: 'u' }, { url: 'v', type: 'video', size: 3 }], counts: { food: { total: 1, more: true } } }),
    ).toEqual(['$.extra: unknown key', '$.media[0].type: missing key', '$.media[1].size: unknown key', '$.counts.food.more: unknown key']);
  });
});

describe('checkResponseShapes', () => {
  it('fails a pre-built answer carrying a key its schema does not name, and passes an exact one', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    checkResponseShapes(app);
    const schema = { response: { 200: z.object({ post: z.object({ id: z.string() }) }) } };
    app.get('/exact', { schema }, (_request, reply) => sendJsonBody(reply, jsonBody({ post: storedJson<{ id: string }>('{"id":"a"}') })));
    app.get('/drifted', { schema }, (_request, reply) => sendJsonBody(reply, jsonBody({ post: storedJson<{ id: string }>('{"id":"a","added_in_sql":1}') })));
    expect((await app.inject('/exact')).statusCode).toBe(200);
    const drifted = await app.inject('/drifted');
    expect(drifted.statusCode).toBe(500);
    await app.close();
  });
});

describe('stored documents against the shared schemas', () => {
  let t: TestApp;
  let member: TestMember;
  let postId: string;
  let entityId: string;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
    const db = t.database.db;
    // Every part of a post document filled in: media, linked entities (with enrichment) and tags.
    const post = await seedPost(db, member.userId, { title: 'Tacos on Fifth', description: 'Mine', statusReason: null, mediaUrl: '/media/a.jpg' });
    postId = post.id;
    await seedMedia(db, post.id, [
      { url: 'https://cdn.example/a.jpg', type: 'image', storageKey: 'a.jpg' },
      { url: 'https://cdn.example/b.mp4', type: 'video' },
    ]);
    const place = await seedEntity(db, member.userId, {
      entityName: 'Taqueria Uno',
      latitude: 40.7,
      longitude: -74,
      entityData: { raw_data: { name: 'Taqueria Uno', address: '1 Fifth Ave' }, enrichment_data: { rating: 4.6 } },
    });
    entityId = place.id;
    await linkEntities(db, post.id, [place.id]);
    const tag = await seedTag(db, member.userId, 'Dinner');
    await tagPost(db, post.id, [tag.id]);
  });
  afterAll(() => t.close());

  /** The answer of a member call, with its shape differences from the endpoint's schema. */
  async function answerOf(method: 'GET' | 'POST', url: string, schema: z.ZodType, body?: unknown) {
    const response = await t.call(method, url, { token: member.accessToken, body });
    expect(response.statusCode, response.body).toBe(200);
    return shapeMismatches(schema, response.json());
  }

  it('renders posts, with their media, entities and tags, in exactly the keys of the post schema', async () => {
    expect(await answerOf('POST', '/api/posts/get', endpoints.postsGet.response, { id: postId, include_entities: true })).toEqual([]);
    expect(await answerOf('POST', '/api/posts/list', endpoints.postsList.response, { include_entities: true, include_counts: true, include_category_counts: true })).toEqual([]);
    expect(await answerOf('POST', '/api/posts/batch', endpoints.postsBatch.response, { ids: [postId], include_entities: true })).toEqual([]);
    // The check sees nested parts: the answer really carries media, entities and tags.
    const { post } = (await t.call('POST', '/api/posts/get', { token: member.accessToken, body: { id: postId, include_entities: true } })).json<{ post: Post }>();
    expect([post.media.length, post.entities?.length, post.tags.length]).toEqual([2, 1, 1]);
  });

  it('renders entities in exactly the keys of the entity schemas', async () => {
    expect(await answerOf('GET', `/api/entities/${entityId}`, endpoints.entitiesGet.response)).toEqual([]);
    expect(await answerOf('GET', '/api/entities?limit=5', endpoints.entitiesList.response)).toEqual([]);
    expect(await answerOf('GET', '/api/entities/nearby?lat=40.7&lng=-74', endpoints.entitiesNearby.response)).toEqual([]);
    expect(await answerOf('POST', `/api/entities/message/${postId}`, endpoints.entitiesOfPost.response)).toEqual([]);
    expect(await answerOf('GET', '/api/tags', endpoints.tagsList.response)).toEqual([]);
  });
});
