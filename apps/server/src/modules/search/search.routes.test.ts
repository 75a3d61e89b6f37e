import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestion, SearchTextResponse } from '@stash/shared';
import { queryRows } from '../../db/query-rows';
import { comingSaturday } from '../../test-support/calendar';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedPost, seedTag, tagPost } from '../../test-support/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
const ids: Record<string, string> = {};
let okiboruId: string;
let dateNightId: string;


beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t, { email: 'ana@search.test' });
  ben = await createMember(t, { email: 'ben@search.test' });
  const db = t.database.db;
  const day = (n: number) => new Date(Date.UTC(2026, 4, n, 12));

  const ramen = await seedPost(db, ana.userId, {
    title: 'Best ramen in Brooklyn',
    caption: 'Tonkotsu so rich you need a nap after. Okiboru never misses.',
    hashtags: ['nycfood', 'ramen'],
    authorName: 'Noodle Diaries',
    authorHandle: 'noodlediaries',
    category: 'food',
    createdAt: day(3),
  });
  ids.ramen = ramen.id;
  const okiboru = await seedEntity(db, ana.userId, {
    entityName: 'Okiboru Noodles',
    entityType: 'restaurant',
    latitude: 40.7142,
    longitude: -73.9614,
    entityData: { raw_data: { name: 'Okiboru Noodles', location: 'Williamsburg, Brooklyn', category: 'ramen' }, enrichment_data: { city: 'New York' } },
  });
  okiboruId = okiboru.id;
  await linkEntities(db, ramen.id, [okiboru.id]);
  const dateNight = await seedTag(db, ana.userId, 'Date night');
  dateNightId = dateNight.id;
  await tagPost(db, ramen.id, [dateNight.id]);

  const mention = await seedPost(db, ana.userId, {
    title: 'Noodle crawl',
    caption: 'Five bowls in one day',
    fullText: 'We ended the night at Okiboru again',
    createdAt: day(9),
  });
  ids.mention = mention.id;

  const senora = await seedPost(db, ana.userId, {
    title: 'Café da Señora',
    caption: 'O melhor pão de queijo de São Paulo, perto da Avenida Paulista',
    activityType: 'tiktok',
    category: 'food',
    createdAt: day(5),
  });
  ids.senora = senora.id;
  const cafe = await seedEntity(db, ana.userId, {
    entityName: 'Café da Señora',
    entityType: 'cafe',
    entityData: { raw_data: { name: 'Café da Señora', location: 'São Paulo' }, enrichment_data: { city: 'São Paulo' } },
  });
  await linkEntities(db, senora.id, [cafe.id]);

  const jazz = await seedPost(db, ana.userId, { title: 'Late jazz at the Vanguard', caption: 'Doors 8pm', category: 'events', createdAt: day(6) });
  ids.jazz = jazz.id;
  const show = await seedEntity(db, ana.userId, {
    entityName: 'Vanguard Late Set',
    entityType: 'event',
    routingClass: 'Eventish',
    category: 'events',
    entityData: { raw_data: { name: 'Vanguard Late Set', temporal: { start: `${comingSaturday()}T22:00:00Z`, end: null, all_day: false, text: 'Saturday 10pm' } }, enrichment_data: {} },
  });
  await linkEntities(db, jazz.id, [show.id]);

  const pasta = await seedPost(db, ana.userId, { title: 'Weeknight cacio e pepe', caption: 'Three ingredients, ten minutes', category: 'recipes', createdAt: day(7) });
  ids.pasta = pasta.id;
  const recipe = await seedEntity(db, ana.userId, { entityName: 'Cacio e pepe', entityType: 'recipe', routingClass: 'CreativeWork', category: 'recipes' });
  await linkEntities(db, pasta.id, [recipe.id]);

  const drive = await seedPost(db, ana.userId, { title: 'Driving the coast road', caption: 'Big Sur at golden hour', createdAt: day(8) });
  ids.drive = drive.id;

  const secret = await seedPost(db, ben.userId, { title: 'Secret ramen spot', caption: 'Okiboru is overrated', hashtags: ['nycfood'] });
  ids.secret = secret.id;
});
afterAll(() => t.close());

const search = (member: TestMember, body: unknown) => t.call('POST', '/api/search/text', { token: member.accessToken, body });
async function found(member: TestMember, query: string, extra: object = {}): Promise<SearchTextResponse> {
  const response = await search(member, { query, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchTextResponse>();
}
const postIds = (answer: SearchTextResponse) => answer.results.map((result) => result.post.id);

describe('POST /api/search/text', () => {
  it('finds a post by its entity, its hashtags with and without #, its author and its tag', async () => {
    for (const query of ['okiboru noodles', 'nycfood', '#nycfood', 'noodlediaries', 'date night']) {
      expect(postIds(await found(ana, query)), query).toContain(ids.ramen);
    }
  });

  it('folds accents and case, forgives one typo in a long word and matches word forms', async () => {
    expect(postIds(await found(ana, 'senora'))).toEqual([ids.senora]);
    expect(postIds(await found(ana, 'SAO PAULO'))).toEqual([ids.senora]);
    const typo = await found(ana, 'tonkotzu');
    expect(postIds(typo)).toEqual([ids.ramen]);
    expect(typo.corrections).toEqual([{ from: 'tonkotzu', to: 'tonkotsu' }]);
    expect(postIds(await found(ana, 'drives'))).toEqual([ids.drive]);
  });

  it('ranks a name match above the same word in the full text', async () => {
    expect(postIds(await found(ana, 'okiboru'))).toEqual([ids.ramen, ids.mention]);
  });

  it('marks matches as character ranges of plain-text snippets', async () => {
    const [first] = (await found(ana, 'tonkotsu')).results;
    const caption = first!.highlights.find((highlight) => highlight.field === 'caption')!;
    expect(caption.ranges).toHaveLength(1);
    const [start, end] = caption.ranges[0]!;
    expect(caption.snippet.slice(start, end)).toBe('Tonkotsu');
    const accented = (await found(ana, 'senora')).results[0]!.highlights[0]!;
    expect(accented.field).toBe('title');
    expect(accented.snippet.slice(...accented.ranges[0]!)).toBe('Señora');
  });

  it('reads "in <place>" as a place filter and keeps the rest as words', async () => {
    const answer = await found(ana, 'ramen in Brooklyn');
    expect(answer.understood).toEqual([expect.objectContaining({ kind: 'place', text: 'Brooklyn' })]);
    expect(answer.text).toBe('ramen');
    expect(postIds(answer)).toEqual([ids.ramen]);
    expect(postIds(await found(ana, 'noodles in São Paulo'))).toEqual([]);
  });

  it('reads time and kind words as filters on events and kinds of thing', async () => {
    const weekend = await found(ana, "what's on this weekend");
    expect(weekend.understood.map((item) => item.kind)).toEqual(['time']);
    expect(postIds(weekend)).toEqual([ids.jazz]);
    const upcoming = await found(ana, 'upcoming events');
    expect(upcoming.understood.map((item) => [item.kind, item.text])).toEqual([['time', 'upcoming'], ['type', 'events']]);
    expect(postIds(upcoming)).toEqual([ids.jazz]);
    const recipes = await found(ana, 'recipes');
    expect(recipes.understood).toEqual([{ kind: 'type', text: 'recipes', value: { entity_types: ['recipe', 'dish'], category: 'recipes' } }]);
    expect(postIds(recipes)).toEqual([ids.pasta]);
  });

  it('answers the best-matching entities with the posts that name them', async () => {
    const answer = await found(ana, 'okiboru');
    expect(answer.entities[0]).toMatchObject({ entity_id: okiboruId, entity_name: 'Okiboru Noodles', post_ids: [ids.ramen] });
  });

  it('applies the filters, and pages with total and has_more', async () => {
    expect(postIds(await found(ana, 'cafe', { filters: { platform: 'tiktok' } }))).toEqual([ids.senora]);
    expect(postIds(await found(ana, '', { filters: { tag_ids: [dateNightId] } }))).toEqual([ids.ramen]);
    expect(postIds(await found(ana, '', { filters: { category: 'recipes' } }))).toEqual([ids.pasta]);
    expect(postIds(await found(ana, '', { filters: { near: { lat: 40.71, lng: -73.96, radius_km: 2 } } }))).toEqual([ids.ramen]);
    const first = await found(ana, 'noodle', { limit: 1 });
    expect(first).toMatchObject({ total: 2, has_more: true });
    const second = await found(ana, 'noodle', { limit: 1, offset: 1 });
    expect(second).toMatchObject({ total: 2, has_more: false });
    expect(postIds(second)).not.toEqual(postIds(first));
  });

  it("never shows one member's posts to another", async () => {
    expect(postIds(await found(ana, 'secret ramen spot'))).not.toContain(ids.secret);
    expect(postIds(await found(ben, 'okiboru'))).toEqual([ids.secret]);
    expect((await found(ben, 'okiboru')).entities).toEqual([]);
  });

  it('refuses an over-long query or a bad limit with a clear 400, and reads odd text as words', async () => {
    const long = await search(ana, { query: 'ramen '.repeat(2000) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await search(ana, { query: 'ramen', limit: 51 })).statusCode).toBe(400);
    expect((await search(ana, { query: 'ramen', filters: { platform: 'myspace' } })).statusCode).toBe(400);
    // Read as words: none matches all of them, so the post matching any of them ("ramen") answers.
    expect(postIds(await found(ana, "ramen'; DROP TABLE posts; --"))).toEqual([ids.ramen]);
    expect((await found(ana, '(.*+[')).results).toEqual([]);
    expect(postIds(await found(ana, 'ramen\u0000\u0007brooklyn'))).toEqual([ids.ramen]);
    expect(await found(ana, '   ')).toMatchObject({ results: [], total: 0 });
    const [row] = await queryRows<{ count: number }>(t.database.db, sql`SELECT count(*)::int AS count FROM posts`);
    expect(row?.count).toBe(7);
  });
});

describe('GET /api/search/suggestions', () => {
  const suggest = async (member: TestMember, q: string) => {
    const response = await t.call('GET', `/api/search/suggestions?q=${encodeURIComponent(q)}`, { token: member.accessToken });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ suggestions: SearchSuggestion[] }>().suggestions;
  };

  it('completes entity names, tags, hashtags and cities of the member, each with its kind', async () => {
    expect(await suggest(ana, 'oki')).toContainEqual({ text: 'Okiboru Noodles', kind: 'entity', id: okiboruId, detail: 'restaurant' });
    expect(await suggest(ana, 'dat')).toContainEqual({ text: 'Date night', kind: 'tag', id: dateNightId, detail: '#3b82f6' });
    expect(await suggest(ana, '#nyc')).toContainEqual({ text: '#nycfood', kind: 'hashtag', id: null, detail: null });
    expect(await suggest(ana, 'sao')).toContainEqual(expect.objectContaining({ text: 'São Paulo', kind: 'city' }));
    expect((await suggest(ana, 'a')).length).toBeLessThanOrEqual(8);
  });

  it("offers recent searches, and never another member's names or searches", async () => {
    // Suggestions are kept between keystrokes, and a new search makes them afresh.
    expect(await suggest(ana, '')).not.toContainEqual(expect.objectContaining({ text: 'cacio e pepe' }));
    await found(ana, 'cacio e pepe');
    expect((await suggest(ana, ''))[0]).toEqual({ text: 'cacio e pepe', kind: 'recent', id: null, detail: null });
    expect(await suggest(ben, '')).not.toContainEqual(expect.objectContaining({ text: 'cacio e pepe' }));
    expect(await suggest(ben, 'oki')).not.toContainEqual(expect.objectContaining({ kind: 'entity' }));
  });
});

describe('GET /api/search/related/:id', () => {
  it("answers the posts that share an entity, tag or area, best first, and 404 for a post not the member's", async () => {
    const sharing = await seedPost(t.database.db, ana.userId, { title: 'Okiboru again' });
    await linkEntities(t.database.db, sharing.id, [okiboruId]);
    const response = await t.call('GET', `/api/search/related/${ids.ramen}`, { token: ana.accessToken });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json<{ results: Array<{ post: { id: string }; reasons: string[] }> }>();
    expect(results[0]).toMatchObject({ post: { id: sharing.id }, reasons: ['entity'] });
    expect((await t.call('GET', `/api/search/related/${ids.ramen}`, { token: ben.accessToken })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/search/related/not-a-post', { token: ana.accessToken })).statusCode).toBe(404);
  });
});

describe('POST /api/search/vector', () => {
  it('answers the text search with mode "lexical" when no embeddings provider is configured', async () => {
    const response = await t.call('POST', '/api/search/vector', { token: ana.accessToken, body: { query: 'cacio', limit: 5 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mode: 'lexical', results: [{ post: { id: ids.pasta } }] });
  });
});
