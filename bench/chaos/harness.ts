// The ChaosContext (context.ts) behind `npm run chaos`: the cluster, databases, members, fixture
// servers and server processes a part asks for, built on bench/api's process registry (so the one
// cleanup of bench/api/processes.ts and bench/ingest/shutdown.ts stops all of it).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_API_KEY } from '@stash/shared';
import { corpusLinks, fixtureEnvironment, startFixtureServers } from '@stash/fixtures';
import { openPglite, openPostgres, runMigrations } from '../../apps/server/src/db/connection';
import { createAccount } from '../../apps/server/src/modules/accounts/accounts.service';
import { capture } from '../api/load';
import { clusterLogFile, freePort, makeTemporaryDirectory, startCluster, startTsx, tail } from '../api/processes';
import { onShutdown } from '../ingest/shutdown';
import type { ChaosCluster, ChaosContext, ChaosDatabase, ChaosMember, ChaosServer, DatabaseKind, ServerRole } from './context';

export interface CheckRecord {
  part: string;
  name: string;
  passed: boolean;
  detail?: string;
}

const SERVER_READY_TIMEOUT_MS = 180_000;
const WORKER_READY_LINE = 'queue workers are running';
export const MEMBER_PASSWORD = 'chaos-member-password';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shared by every part of one run: one cluster, one set of fixture servers. */
export interface ChaosRun {
  resultsDir: string;
  workDir: string;
  /** Where server logs go (workDir unless --logs). */
  logDir: string;
  quick: boolean;
  checks: CheckRecord[];
}

let cluster: Promise<ChaosCluster> | undefined;
let fixtures: Promise<Record<string, string>> | undefined;
const jwtSecret = randomBytes(32).toString('hex');
let serverCount = 0;

function openCluster(): ChaosCluster {
  const serverUrl = startCluster();
  const directory = path.dirname(clusterLogFile()!);
  const bindir = fs.readFileSync(path.join(directory, '.stash-pg-cluster'), 'utf8').trim();
  const port = new URL(serverUrl).port;
  // As scripts/postgres-cluster.sh does: PostgreSQL refuses to run as root, so run pg_ctl as postgres.
  const pgCtl = (...args: string[]) => {
    const asRoot = process.getuid?.() === 0;
    const command = asRoot ? 'runuser' : path.join(bindir, 'pg_ctl');
    const commandArgs = asRoot ? ['-u', 'postgres', '--', path.join(bindir, 'pg_ctl'), ...args] : args;
    const result = spawnSync(command, commandArgs, { cwd: '/', encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed:\n${result.stdout}\n${result.stderr}`);
  };
  const data = path.join(directory, 'data');
  return {
    serverUrl,
    async stop() {
      pgCtl('stop', '-D', data, '-m', 'fast', '-w', '-t', '30');
    },
    async start() {
      pgCtl('start', '-D', data, '-l', path.join(directory, 'postgres.log'), '-o', `-p ${port}`, '-w', '-t', '60');
    },
  };
}

export function createChaosContext(run: ChaosRun, part: string): ChaosContext {
  const apiKey = process.env.STASH_API_KEY?.trim() || DEFAULT_API_KEY;
  const log = (line: string) => console.log(`[${part}] ${line}`);

  const context: ChaosContext = {
    resultsDir: run.resultsDir,
    workDir: run.workDir,
    apiKey,
    quick: run.quick,
    log,
    check(name, passed, detail) {
      run.checks.push({ part, name, passed, ...(detail ? { detail } : {}) });
      console.log(`[${part}] ${passed ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
      return passed;
    },

    startCluster() {
      cluster ??= Promise.resolve().then(openCluster);
      return cluster;
    },

    async createDatabase(kind: DatabaseKind): Promise<ChaosDatabase> {
      const dataDir = makeTemporaryDirectory('stash-chaos-data-');
      if (kind === 'pglite') {
        const handle = await openPglite(dataDir);
        await runMigrations(handle);
        await handle.close();
        return { kind, url: undefined, dataDir };
      }
      const { serverUrl } = await context.startCluster();
      const name = `stash_chaos_${randomBytes(4).toString('hex')}`;
      const admin = await openPostgres(serverUrl, 1);
      if (admin.kind === 'postgres') await admin.pool.query(`CREATE DATABASE ${name}`);
      await admin.close();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = await openPostgres(url.toString(), 2);
      await runMigrations(handle);
      await handle.close();
      return { kind, url: url.toString(), dataDir };
    },

    async createMembers(database, count, prefix = 'chaos') {
      const handle = database.kind === 'pglite' ? await openPglite(database.dataDir) : await openPostgres(database.url!, 4);
      try {
        const members: ChaosMember[] = [];
        for (let index = 0; index < count; index++) {
          const member = { email: `${prefix}-${index + 1}-${randomBytes(3).toString('hex')}@stash.test`, password: MEMBER_PASSWORD };
          await createAccount(handle.db, { email: member.email, password: member.password, isAdmin: false, name: null });
          members.push(member);
        }
        return members;
      } finally {
        await handle.close();
      }
    },

    fixtureEnv() {
      fixtures ??= (async () => {
        const servers = await startFixtureServers();
        onShutdown('the fixture servers', () => servers.close());
        return fixtureEnvironment(servers);
      })();
      return fixtures;
    },

    async organisableLinks() {
      return corpusLinks({ include: 'organisable' });
    },

    async startServer(database, role, env = {}) {
      const port = await freePort();
      const baseEnv: NodeJS.ProcessEnv = { ...process.env };
      delete baseEnv.DATABASE_URL;
      const childEnv: NodeJS.ProcessEnv = {
        ...baseEnv,
        ...(await context.fixtureEnv()),
        PORT: String(port),
        HOST: '127.0.0.1',
        STASH_DATA_DIR: database.dataDir,
        // The worker's start line is an info line; the API's request lines stay out.
        STASH_LOG_LEVEL: role === 'api' ? 'warn' : 'info',
        STASH_AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        // Members at full speed test the processes, not the member limits (0: off).
        STASH_LIMIT_SAVES_PER_MINUTE: '0',
        STASH_LIMIT_SAVES_PER_DAY: '0',
        STASH_LIMIT_SEARCHES_PER_MINUTE: '0',
        STASH_LIMIT_CHATS_PER_MINUTE: '0',
        STASH_LIMIT_RETRIES_PER_MINUTE: '0',
        STASH_JWT_SECRET: jwtSecret,
        STASH_ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
        STASH_PUBLIC_URL: `http://127.0.0.1:${port}`,
        STASH_ROLE: role,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...env,
      };
      return launch(database, role, port, childEnv);
    },

    async signIn(baseUrl, member) {
      const port = Number(new URL(baseUrl).port);
      const login = await capture(port, { method: 'POST', path: '/api/auth/login', body: { email: member.email, password: member.password } }, { 'x-api-key': apiKey });
      if (login.status !== 200) throw new Error(`sign-in of ${member.email} failed (${login.status}): ${login.body.toString('utf8').slice(0, 300)}`);
      return (JSON.parse(login.body.toString('utf8')) as { access_token: string }).access_token;
    },
  };

  async function launch(database: ChaosDatabase, role: ServerRole, port: number, env: NodeJS.ProcessEnv): Promise<ChaosServer> {
    serverCount += 1;
    const logFile = path.join(run.logDir, `${part}-${role}-${serverCount}.log`);
    const child = startTsx('apps/server/src/main.ts', [], { env, logFile });
    const baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
    for (;;) {
      if (child.child.exitCode !== null) throw new Error(`the ${role} server exited with ${child.child.exitCode}:\n${tail(logFile)}`);
      if (role === 'worker') {
        if (fs.existsSync(logFile) && fs.readFileSync(logFile, 'utf8').includes(WORKER_READY_LINE)) break;
      } else {
        const health = await capture(port, { method: 'GET', path: '/api/health' }, {}).catch(() => undefined);
        if (health?.status === 200) break;
      }
      if (Date.now() > deadline) throw new Error(`the ${role} server was not ready within ${SERVER_READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
      await sleep(100);
    }
    const server: ChaosServer = {
      role,
      baseUrl,
      port,
      process: child,
      async kill() {
        if (child.child.exitCode === null && child.child.signalCode === null) child.child.kill('SIGKILL');
        await child.exited;
      },
      stop: (graceMs) => child.stop(graceMs),
      restart: () => launch(database, role, port, env),
    };
    return server;
  }

  return context;
}
