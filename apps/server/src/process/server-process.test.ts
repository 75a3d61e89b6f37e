// The real server as a child process (src/main.ts through tsx): how it stops on SIGTERM, and its
// roles. The database is the one the suite runs on: the embedded one in a temp data dir, or a
// fresh database on STASH_TEST_DATABASE_URL's server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PgBoss } from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '@stash/shared';
import type { DatabaseHandle } from '../db/connection';
import { ECHO_QUEUE } from '../queue/system-jobs';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-database';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** A server's start-up (migrations included) and shutdown, on a busy machine. */
const PROCESS_TEST_MS = 120_000;

interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in the server's output, waiting for it to appear. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function startServer(env: Record<string, string>): ServerProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-process-'));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('STASH_') && name !== 'DATABASE_URL' && name !== 'PORT'));
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      STASH_DATA_DIR: dataDir,
      STASH_WEB_DIST: path.join(dataDir, 'no-web-app'),
      STASH_EXTRACT_THREADS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: Array<() => void> = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.splice(0)) waiter();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => {
    for (const waiter of waiters.splice(0)) waiter();
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  async function waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
    for (;;) {
      const match = output.match(pattern);
      if (match) return match;
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited without printing ${pattern}:\n${output}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  return { child, output: () => output, waitFor, exited };
}

/** DATABASE_URL for a server of the suite's PostgreSQL (a fresh, migrated database); none on the embedded one. */
async function databaseEnvironment(): Promise<Record<string, string>> {
  if (testDatabaseKind !== 'postgres') return {};
  const database: DatabaseHandle = await createTestDatabase();
  if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
  // The servers close their own connections first (cleanups run last-registered first).
  cleanups.unshift(() => database.close());
  return { DATABASE_URL: database.connectionString };
}

const listeningAddress = async (server: ServerProcess) => (await server.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1]!;

/** Whether a new request is still answered (anything but 503), or refused (connection refused or 503). */
async function answersRequests(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    return response.status !== 503;
  } catch {
    return false;
  }
}

describe('the server process', () => {
  it(
    'on SIGTERM finishes the request in flight, refuses new ones and exits 0',
    async () => {
      const server = startServer({ ...(await databaseEnvironment()), STASH_SHUTDOWN_SECONDS: '60' });
      const baseUrl = await listeningAddress(server);
      const { port } = new URL(baseUrl);

      // A sign-in whose body is only half sent: the server has the request and waits for the rest.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
      const socket = net.connect(Number(port), '127.0.0.1');
      let answer = '';
      const answered = new Promise<void>((resolve) => {
        socket.on('data', (chunk) => {
          answer += chunk.toString();
          if (answer.includes('\r\n\r\n')) resolve();
        });
        socket.once('close', () => resolve());
      });
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nx-api-key: ${DEFAULT_API_KEY}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await server.waitFor(/"url":"\/api\/auth\/login"[^\n]*"msg":"incoming request"/);

      server.child.kill('SIGTERM');
      await server.waitFor(/SIGTERM: shutting down/);
      // New requests are refused from now on (the listener closes as the shutdown starts).
      while (await answersRequests(baseUrl));
      expect(server.child.exitCode).toBeNull();

      // (Written, not ended: a client that half-closes its side is taken to have given up.)
      socket.write(body.slice(10));
      await answered;
      socket.destroy();
      expect(answer, server.output()).toMatch(/^HTTP\/1\.1 401 /);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
    },
    PROCESS_TEST_MS,
  );

  it('refuses to start one role alone on the embedded database, saying why', async () => {
    for (const role of ['api', 'worker']) {
      const server = startServer({ STASH_ROLE: role });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`STASH_ROLE: '${role}' runs one part of Stash and needs DATABASE_URL`);
    }
    // Two processes start one after the other: on a busy machine that passed the default 30 s.
  }, PROCESS_TEST_MS);

  it('stops at start-up with what to fix when the media bucket cannot be reached, without a stack trace', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const server = startServer({
      STASH_MEDIA_STORAGE: 's3',
      STASH_S3_ENDPOINT: `http://127.0.0.1:${closedPort}`,
      STASH_S3_BUCKET: 'stash-media',
      STASH_S3_ACCESS_KEY_ID: 'key',
      STASH_S3_SECRET_ACCESS_KEY: 'secret-never-printed',
      STASH_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Media storage: the S3 bucket "stash-media"');
    expect(server.output()).not.toContain('secret-never-printed');
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, PROCESS_TEST_MS);

  if (testDatabaseKind !== 'postgres') {
    console.info('server-process.test.ts: the api and worker roles run only on PostgreSQL; set STASH_TEST_DATABASE_URL (scripts/postgres-cluster.sh) to run that test.');
  }
  it.skipIf(testDatabaseKind !== 'postgres')(
    'runs the API and the workers as separate processes on one PostgreSQL',
    async () => {
      const env = await databaseEnvironment();
      const worker = startServer({ ...env, STASH_ROLE: 'worker' });
      await worker.waitFor(/queue workers are running/);
      const api = startServer({ ...env, STASH_ROLE: 'api' });
      const baseUrl = await listeningAddress(api);
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

      // A job sent to the database is done by the worker process.
      const boss = new PgBoss({ connectionString: env.DATABASE_URL! });
      await boss.start();
      cleanups.push(() => boss.stop({ graceful: false }));
      const jobId = await boss.send(ECHO_QUEUE, { message: 'ping' });
      for (;;) {
        const job = await boss.getJobById(ECHO_QUEUE, jobId!);
        if (job?.state === 'completed') {
          expect(job.output).toEqual({ echoed: 'ping' });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      expect(worker.output()).not.toMatch(/Server listening at/);
      expect(api.output()).not.toMatch(/queue workers are running/);
      worker.child.kill('SIGTERM');
      api.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(await api.exited).toBe(0);
    },
    PROCESS_TEST_MS,
  );
});
