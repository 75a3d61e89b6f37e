// Exports: a signed, short-lived address per request, and the file behind it, read back here with
// each format's own parser (JSON + the shared post schema, csv-parse, check-geojson, ical.js,
// htmlparser2). Only the member's stashes, only the filter's, and the address cannot be altered.
import { check as checkGeoJson } from '@placemarkio/check-geojson';
import { parse as parseCsv } from 'csv-parse/sync';
import { parseDocument } from 'htmlparser2';
import ICAL from 'ical.js';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EXPORT_LINK_TTL_SECONDS, EXPORT_MESSAGES, exportLinkSchema, postSchema, type ExportRequest } from '@stash/shared';
import { raiseTokenVersion, setDisabled } from '../accounts/accounts.service';
import { createMember, type TestMember } from '../../test-support/members';
import { linkEntities, seedEntity, seedPost, seedTag, tagPost } from '../../test-support/seed';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createExportLinks } from './export-link';
import { createExportsService } from './exports.service';

let t: TestApp;
let ana: TestMember;
let ben: TestMember;
const ids: Record<string, string> = {};
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  ana = await createMember(t, { email: 'ana@exports.test' });
  ben = await createMember(t, { email: 'ben@exports.test' });
  const db = t.database.db;
  const ramen = await seedPost(db, ana.userId, { title: 'Ramen at Okiboru', caption: 'Tonkotsu in Brooklyn', category: 'food', createdAt: new Date('2026-01-01T10:00:00Z') });
  const museum = await seedPost(db, ana.userId, {
    title: 'Museum <day> & "friends"',
    caption: '=HYPERLINK("http://evil.test")',
    category: 'culture',
    createdAt: new Date('2026-01-02T10:00:00Z'),
  });
  const again = await seedPost(db, ana.userId, { title: 'Okiboru again', category: 'food', createdAt: new Date('2026-01-03T10:00:00Z') });
  Object.assign(ids, { ramen: ramen.id, museum: museum.id, again: again.id });
  const place = await seedEntity(db, ana.userId, {
    entityName: 'Okiboru Noodles',
    latitude: 40.7128,
    longitude: -73.9442,
    entityData: { raw_data: { name: 'Okiboru Noodles' }, enrichment_data: { formatted_address: '117 Orchard St, New York', city: 'New York', country: 'United States' } },
  });
  const start = inDays(10);
  start.setUTCHours(20, 0, 0, 0);
  ids.jazzStart = start.toISOString();
  const jazz = await seedEntity(db, ana.userId, {
    entityName: 'Jazz night',
    entityType: 'event',
    routingClass: 'Eventish',
    entityData: { raw_data: { name: 'Jazz night', temporal: { start: ids.jazzStart, end: null, all_day: false } }, enrichment_data: { formatted_address: 'Blue Note, New York' } },
  });
  const past = await seedEntity(db, ana.userId, {
    entityName: 'Last year fair',
    entityType: 'event',
    routingClass: 'Eventish',
    entityData: { raw_data: { name: 'Last year fair', temporal: { start: '2020-05-01T18:00:00Z', all_day: false } }, enrichment_data: {} },
  });
  Object.assign(ids, { place: place.id, jazz: jazz.id, past: past.id });
  await linkEntities(db, ramen.id, [place.id, jazz.id, past.id]);
  await linkEntities(db, again.id, [place.id]);
  const tag = await seedTag(db, ana.userId, 'date night');
  ids.tag = tag.id;
  await tagPost(db, ramen.id, [tag.id]);
  const bensPlace = await seedEntity(db, ben.userId, { entityName: "Ben's secret spot", latitude: 1, longitude: 2 });
  const bensPost = await seedPost(db, ben.userId, { title: "Ben's secret post", category: 'food' });
  await linkEntities(db, bensPost.id, [bensPlace.id]);
});
afterAll(() => t.close());

async function link(member: TestMember, request: ExportRequest) {
  const response = await t.call('POST', '/api/exports', { token: member.accessToken, body: request });
  expect(response.statusCode, response.body).toBe(201);
  return exportLinkSchema.parse(response.json());
}

/** The file, fetched as the browser does: the address alone, no API key and no bearer token. */
const download = (url: string): Promise<LightMyRequestResponse> => t.app.inject({ method: 'GET', url: `/api${url}` });

async function exported(member: TestMember, request: ExportRequest): Promise<LightMyRequestResponse> {
  const response = await download((await link(member, request)).url);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const csvRows = (text: string) => parseCsv(text, { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];

describe('POST /api/exports', () => {
  it('answers a download address that works for five minutes, named for the format and the day', async () => {
    const before = Date.now();
    const answer = await link(ana, { format: 'geojson' });
    expect(answer.url).toMatch(/^\/exports\/[\w-]+\.[\w-]+$/);
    expect(answer.file_name).toMatch(/^stash-\d{4}-\d\d-\d\d\.geojson$/);
    const expires = Date.parse(answer.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + EXPORT_LINK_TTL_SECONDS * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + EXPORT_LINK_TTL_SECONDS * 1000);
  });

  it('refuses an unknown format and a caller who is not signed in', async () => {
    const wrong = await t.call('POST', '/api/exports', { token: ana.accessToken, body: { format: 'pdf' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(wrong.json())).toContain('Choose json, csv, csv_entities, geojson, ics or bookmarks.');
    expect((await t.call('POST', '/api/exports', { body: { format: 'json' } })).statusCode).toBe(401);
  });
});

describe('GET /api/exports/:token', () => {
  it('streams every stash as the API gives it, with entities and tags, and only the member’s', async () => {
    const response = await exported(ana, { format: 'json' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="stash-\d{4}-\d\d-\d\d\.json"$/);
    const file = z.object({ exported_at: z.string(), posts: z.array(postSchema.strict()) }).parse(JSON.parse(response.body));
    expect(file.posts.map((post) => post.id)).toEqual([ids.ramen, ids.museum, ids.again]);
    const ramen = file.posts[0]!;
    expect(ramen.tags.map((tag) => tag.name)).toEqual(['date night']);
    expect(ramen.entities?.map((entity) => entity.entity_name).sort()).toEqual(['Jazz night', 'Last year fair', 'Okiboru Noodles']);
    expect(response.body).not.toContain('Ben');
  });

  it('writes a spreadsheet with one row per stash, and formulas kept as text', async () => {
    const response = await exported(ana, { format: 'csv' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvRows(response.body);
    expect(rows.map((row) => row.title)).toEqual(['Ramen at Okiboru', 'Museum <day> & "friends"', 'Okiboru again']);
    expect(rows[0]).toMatchObject({ id: ids.ramen, category: 'food', platform: 'instagram', status: 'organised', tags: 'date night', saved_at: '2026-01-01T10:00:00.000Z' });
    expect(rows[0]!.entities!.split('; ').sort()).toEqual(['Jazz night', 'Last year fair', 'Okiboru Noodles']);
    expect(rows[1]!.caption).toBe(`'=HYPERLINK("http://evil.test")`);
  });

  it('writes a spreadsheet with one row per entity of each stash', async () => {
    const rows = csvRows((await exported(ana, { format: 'csv_entities' })).body);
    const okiboru = rows.filter((row) => row.entity_name === 'Okiboru Noodles');
    expect(okiboru.map((row) => row.stash_id)).toEqual([ids.ramen, ids.again]);
    expect(okiboru[0]).toMatchObject({ address: '117 Orchard St, New York', city: 'New York', country: 'United States', latitude: '40.7128', longitude: '-73.9442', entity_type: 'restaurant' });
    expect(rows.find((row) => row.entity_name === 'Jazz night')).toMatchObject({ starts_at: ids.jazzStart, all_day: 'false', stash_title: 'Ramen at Okiboru' });
    expect(rows).toHaveLength(4);
  });

  it('writes the places as valid GeoJSON, longitude first, each place once with every stash naming it', async () => {
    const response = await exported(ana, { format: 'geojson' });
    expect(response.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    const collection = checkGeoJson(response.body);
    expect(collection.type).toBe('FeatureCollection');
    if (collection.type !== 'FeatureCollection') return;
    expect(collection.features).toHaveLength(1);
    const [place] = collection.features;
    expect(place!.geometry).toEqual({ type: 'Point', coordinates: [-73.9442, 40.7128] });
    expect(place!.properties).toMatchObject({ name: 'Okiboru Noodles', address: '117 Orchard St, New York', stash_ids: `${ids.ramen} ${ids.again}` });
  });

  it('writes the upcoming events as a calendar, past ones left out', async () => {
    const response = await exported(ana, { format: 'ics' });
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual(['Jazz night']);
    const [jazz] = events;
    expect(jazz!.uid).toBe(`${ids.jazz}@stash`);
    expect(jazz!.startDate.toJSDate().toISOString()).toBe(ids.jazzStart);
    expect(jazz!.endDate.toJSDate().getTime() - Date.parse(ids.jazzStart!)).toBe(90 * 60_000);
    expect(jazz!.location).toBe('Blue Note, New York');
    expect(jazz!.component.getFirstPropertyValue('url')).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
  });

  it('writes a browser bookmarks file with every stash link, titles escaped', async () => {
    const response = await exported(ana, { format: 'bookmarks' });
    expect(response.body.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
    const document = parseDocument(response.body, { lowerCaseAttributeNames: true });
    const anchors: { href: string; addDate: string; tags: string | undefined; text: string }[] = [];
    const walk = (node: unknown) => {
      const element = node as { name?: string; attribs?: Record<string, string>; children?: unknown[]; type?: string };
      if (element.name === 'a' && element.attribs) {
        const text = (element.children ?? []).map((child) => (child as { data?: string }).data ?? '').join('');
        anchors.push({ href: element.attribs.href!, addDate: element.attribs.add_date!, tags: element.attribs.tags, text });
      }
      for (const child of element.children ?? []) walk(child);
    };
    walk(document);
    expect(anchors.map((anchor) => anchor.text)).toEqual(['Ramen at Okiboru', 'Museum <day> & "friends"', 'Okiboru again']);
    expect(anchors[0]).toMatchObject({ addDate: String(Date.parse('2026-01-01T10:00:00Z') / 1000), tags: 'date night,food' });
    expect(anchors.every((anchor) => anchor.href.startsWith('https://www.instagram.com/p/'))).toBe(true);
  });

  it('holds only the stashes the filter names', async () => {
    const food = csvRows((await exported(ana, { format: 'csv', filter: { category: 'food' } })).body);
    expect(food.map((row) => row.id)).toEqual([ids.ramen, ids.again]);
    const tagged = csvRows((await exported(ana, { format: 'csv', filter: { tag_id: ids.tag! } })).body);
    expect(tagged.map((row) => row.id)).toEqual([ids.ramen]);
    const withoutPlace = csvRows((await exported(ana, { format: 'csv', filter: { has_place: false } })).body);
    expect(withoutPlace.map((row) => row.id)).toEqual([ids.museum]);
    const places = checkGeoJson((await exported(ana, { format: 'geojson', filter: { search: 'again' } })).body);
    expect(places.type === 'FeatureCollection' && places.features[0]?.properties).toMatchObject({ stash_ids: ids.again });
    const none = JSON.parse((await exported(ana, { format: 'json', filter: { category: 'nothing-here' } })).body) as { posts: unknown[] };
    expect(none.posts).toEqual([]);
    expect(csvRows((await exported(ana, { format: 'csv', filter: { category: 'nothing-here' } })).body)).toEqual([]);
  });

  it('refuses an altered, foreign, garbled or expired address with the same words', async () => {
    const { url } = await link(ana, { format: 'json' });
    const token = url.slice('/exports/'.length);
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: string };
    const forBen = Buffer.from(JSON.stringify({ ...claims, u: ben.userId })).toString('base64url');
    const signedElsewhere = createExportLinks(new TextEncoder().encode('another server secret, 32 characters or more')).sign({
      userId: ana.userId, tokenVersion: 0, format: 'json', filter: undefined,
    }).token;
    const expired = createExportLinks(t.signingSecret).sign({ userId: ana.userId, tokenVersion: 0, format: 'json', filter: undefined }, new Date(Date.now() - 301_000)).token;
    for (const bad of [`${forBen}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, 'not-a-token', signedElsewhere, expired]) {
      const response = await download(`/exports/${bad}`);
      expect(response.statusCode, bad).toBe(410);
      expect(response.json()).toEqual({ error: EXPORT_MESSAGES.linkExpired, code: 'UNAUTHORIZED' });
    }
  });

  it('stops working once the member signs out everywhere or is disabled', async () => {
    const cara = await createMember(t, { email: 'cara@exports.test' });
    const first = await link(cara, { format: 'json' });
    expect((await download(first.url)).statusCode).toBe(200);
    await raiseTokenVersion(t.database.db, cara.userId);
    expect((await download(first.url)).statusCode).toBe(410);

    const dan = await createMember(t, { email: 'dan@exports.test' });
    const second = await link(dan, { format: 'json' });
    await setDisabled(t.database.db, dan.userId, true);
    expect((await download(second.url)).statusCode).toBe(410);
  });
});

describe('streaming', () => {
  it('reads the stash a batch at a time, each batch only once the one before has been taken', async () => {
    const eve = await createMember(t, { email: 'eve@exports.test' });
    const db = t.database.db;
    for (let index = 0; index < 5; index += 1) await seedPost(db, eve.userId, { title: `Post ${index}`, createdAt: new Date(Date.UTC(2026, 0, 1, index)) });
    const service = createExportsService({ db, signingSecret: t.signingSecret, batchSize: 2 });
    const { url } = await service.createLink(eve.userId, { format: 'json' });
    const file = await service.open(url.slice('/exports/'.length));

    const chunks: string[] = [];
    for await (const chunk of file.body) {
      chunks.push(String(chunk));
      // Saved after the first batch was sent on: a file read whole up front would not hold it.
      if (chunks.length === 2) await seedPost(db, eve.userId, { title: 'Saved meanwhile', createdAt: new Date(Date.UTC(2026, 0, 2)) });
    }
    const titles = (JSON.parse(chunks.join('')) as { posts: { title: string }[] }).posts.map((post) => post.title);
    expect(titles).toEqual(['Post 0', 'Post 1', 'Post 2', 'Post 3', 'Post 4', 'Saved meanwhile']);
    // The beginning, three batches of two, the end: no part holds more than one batch.
    expect(chunks).toHaveLength(5);
    expect(chunks.slice(1, 4).map((chunk) => (JSON.parse(`[${chunk.replace(/^,/, '')}]`) as unknown[]).length)).toEqual([2, 2, 2]);
  });
});
