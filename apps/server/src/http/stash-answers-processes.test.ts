// Kept answers with two API processes on one database: a write through one is seen through the
// other on its very next read, because each read checks the member's stash version in the database
// (http/stash-answers.ts) rather than anything one process remembers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '@stash/shared';
import { buildApp } from '../app';
import { openPostgres, type DatabaseHandle } from '../db/connection';
import { createAccount } from '../modules/accounts/accounts.service';
import { seedPost } from '../test-support/seed';
import { testConfig } from '../test-support/test-app';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';

let database: DatabaseHandle;
let secondPool: DatabaseHandle;
let dataDir: string;
let apiA: FastifyInstance;
let apiB: FastifyInstance;
let token = '';
let userId = '';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-two-apis-'));
  const config = testConfig(dataDir);
  database = await createTestDatabase();
  // On PostgreSQL each server has its own connection pool, as two processes would.
  secondPool = database.kind === 'postgres' ? await openPostgres(database.connectionString, 5) : database;
  const signingSecret = new TextEncoder().encode(randomBytes(32).toString('hex'));
  const build = (handle: DatabaseHandle) => buildApp({ config, database: handle, signingSecret, logger: pino({ level: 'silent' }) });
  apiA = await build(database);
  apiB = await build(secondPool);
  await Promise.all([apiA.ready(), apiB.ready()]);
  const email = 'two-apis@stash.test';
  userId = (await createAccount(database.db, { email, password: 'password-two-apis', isAdmin: false, name: 'Ana' })).id;
  const login = await apiA.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-api-key': DEFAULT_API_KEY }, payload: { email, password: 'password-two-apis' } });
  token = login.json<{ access_token: string }>().access_token;
}, 60_000);
afterAll(async () => {
  await apiA?.close();
  await apiB?.close();
  if (secondPool && secondPool !== database) await secondPool.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (api: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  api.inject({ method, url, headers: { 'x-api-key': DEFAULT_API_KEY, authorization: `Bearer ${token}` }, ...(body !== undefined ? { payload: body as object } : {}) });

async function listThrough(api: FastifyInstance) {
  const response = await call(api, 'POST', '/api/posts/list', { limit: 20 });
  expect(response.statusCode).toBe(200);
  return response.json<{ posts: { id: string; title: string | null; tags: { name: string }[] }[] }>().posts;
}

describe(`kept answers with two API servers on ${testDatabaseKind}`, () => {
  it('shows a write through one server on the next read through the other', async () => {
    const post = await seedPost(database.db, userId, { title: 'Tacos on Fifth', status: 'organised' });
    // Server B keeps its answer (asked twice: the second is the kept one).
    expect((await listThrough(apiB)).map((row) => row.title)).toEqual(['Tacos on Fifth']);
    expect((await listThrough(apiB)).map((row) => row.title)).toEqual(['Tacos on Fifth']);

    // A tag made and put on the post through server A: B shows it at once.
    const tag = await call(apiA, 'POST', '/api/tags', { name: 'Date night', color: '#ef4444' });
    expect(tag.statusCode).toBe(201);
    const tagged = await call(apiA, 'PUT', `/api/tags/post/${post.id}`, { tagIds: [tag.json<{ id: string }>().id] });
    expect(tagged.statusCode).toBe(200);
    expect((await listThrough(apiB))[0]!.tags.map((row) => row.name)).toEqual(['Date night']);

    // An edit through B, read through A (which kept its own answer first).
    expect((await listThrough(apiA)).map((row) => row.title)).toEqual(['Tacos on Fifth']);
    expect((await call(apiB, 'PUT', `/api/posts/${post.id}`, { title: 'Tacos on Sixth' })).statusCode).toBe(200);
    expect((await listThrough(apiA)).map((row) => row.title)).toEqual(['Tacos on Sixth']);

    // Deleted through A: gone through B.
    expect((await call(apiA, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    expect(await listThrough(apiB)).toEqual([]);
  });
});
