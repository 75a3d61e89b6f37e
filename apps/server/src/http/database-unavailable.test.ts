// The API while its database is down: a 503 with a clear error the client may retry, never a 500.
import net from 'node:net';
import Fastify from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { DATABASE_UNAVAILABLE_MESSAGE, registerErrorHandler } from './error-handler';

/** A loopback port nothing listens on: connecting to it is refused, as to a stopped PostgreSQL. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts a connection and cuts it at once: a database going away mid-query. */
async function cuttingServer(): Promise<net.Server> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('a request while the database cannot be reached', () => {
  let refusedPool: pg.Pool;
  let cutPool: pg.Pool;
  let cutter: net.Server;
  const app = Fastify();

  beforeAll(async () => {
    refusedPool = new pg.Pool({ connectionString: `postgres://stash@127.0.0.1:${await closedPort()}/stash` });
    cutter = await cuttingServer();
    cutPool = new pg.Pool({ connectionString: `postgres://stash@127.0.0.1:${(cutter.address() as net.AddressInfo).port}/stash` });
    registerErrorHandler(app);
    // Through drizzle, as the services query: the driver's error arrives wrapped.
    app.get('/refused', async () => drizzle({ client: refusedPool }).execute(sql`select 1`));
    app.get('/cut', async () => drizzle({ client: cutPool }).execute(sql`select 1`));
    app.get('/shutting-down', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    app.get('/bug', async () => {
      throw new Error('a query that is simply wrong');
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await refusedPool.end();
    await cutPool.end();
    await new Promise((resolve) => cutter.close(resolve));
  });

  for (const path of ['/refused', '/cut', '/shutting-down']) {
    it(`answers 503 with the database error and Retry-After (${path})`, async () => {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVER_ERROR' });
      expect(response.headers['retry-after']).toBe('5');
    });
  }

  it('still answers 500 for an error that is not about reaching the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

describe('isDatabaseUnavailable', () => {
  it('finds the cause inside wrappers and aggregate errors, and nothing in ordinary errors', () => {
    expect(isDatabaseUnavailable(new Error('query failed', { cause: Object.assign(new Error('x'), { code: '08006' }) }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
