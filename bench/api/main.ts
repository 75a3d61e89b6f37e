// bench/api: seeds one member's stash (real schema, real database), starts the real server, drives
// its hot member calls with concurrent clients and compares each with the floor, a plain node:http
// server sending the same bytes from memory. `npm run bench -- --help` lists the options.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_API_KEY } from '@stash/shared';
import { DEFAULT_ENDPOINT_KEYS, ENDPOINTS, type Endpoint } from './endpoints';
import { FLOOR_PORT_PREFIX, type FloorSample } from './floor-server';
import { capture, runLoad, type LoadResult } from './load';
import {
  REPOSITORY_ROOT, adoptCluster, cleanUp, clusterCpuSeconds, clusterLogFile, clusterPostmasterPid, freePort, machineBusySeconds,
  clusterSocketUrl, makeTemporaryDirectory, processCpuSeconds, removeTemporaryDirectory, startCluster, startTsx, stopCluster, tail, waitForQuietMachine,
  type StartedChild,
} from './processes';
import {
  RESULTS_DIRECTORY, describeMachine, foreignCores, formatRunHeading, formatRunTable, formatSummary, formatVerdict, formatViews, loadSavedRun, saveRun, type EndpointResult,
  type RunResult,
} from './report';
import { BENCH_MEMBER, SEED_RESULT_PREFIX, type SeedResult } from './seed';
import { runBenchmark } from '../run-benchmark';

const USAGE = `npm run bench -- [options]

  --db pglite,postgres     databases to run on (default: both; PostgreSQL first)
  --posts 10000,100000     stash sizes (tiers); entities are 2.5 per post, tags 50 (default: both)
  --concurrency 32         concurrent clients
  --duration 10            seconds measured per endpoint, after --warmup 2
  --floor-duration 3       seconds measured per endpoint on the floor server, after --floor-warmup 1
  --endpoints list,...     of: ${ENDPOINTS.map((endpoint) => endpoint.key).join(', ')} (default: ${DEFAULT_ENDPOINT_KEYS.join(',')})
  --quick                  short runs for checking the harness (2 s + 0.5 s, floor 1 s + 0.5 s)
  --no-explain             skip the plans: by default, on PostgreSQL, each endpoint's request is run
                           once more under auto_explain (ANALYZE, BUFFERS); the slowest statement is
                           summarised and all plans are saved to bench/results/api-postgres-<tier>-plans.txt
  --pg-url URL             use this PostgreSQL server (a fresh database is made and dropped on it)
                           instead of a throwaway cluster from scripts/postgres-cluster.sh
  --pg-socket              reach the cluster through its Unix socket rather than TCP (127.0.0.1), as a
                           server on the same machine may connect (bench/README.md: the two compared)
  --pg-cluster DIR         use the cluster running in DIR (from \`bash scripts/postgres-cluster.sh start\`),
                           its backends' CPU counted as with the throwaway one; it is left running
  --keep-db NAME           (PostgreSQL, one tier) seed into database NAME when it does not exist yet,
                           reuse it as seeded when it does, and keep it at the end: runs of two builds
                           on one seed. The server migrates it on start, so keep one per set of migrations

Results: printed, and written to bench/results/api-<db>-<tier>.json.`;

interface Options {
  dbs: ('postgres' | 'pglite')[];
  tiers: number[];
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  floorWarmupMs: number;
  floorDurationMs: number;
  endpoints: Endpoint[];
  pgUrl: string | undefined;
  /** Reach the throwaway or adopted cluster through its Unix socket rather than TCP. */
  pgSocket: boolean;
  pgCluster: string | undefined;
  keepDb: string | undefined;
  explain: boolean;
}

function parseOptions(argv: string[]): Options | null {
  const { values } = parseArgs({
    args: argv,
    allowNegative: true,
    options: {
      db: { type: 'string', default: 'postgres,pglite' },
      posts: { type: 'string', default: '10000,100000' },
      concurrency: { type: 'string', default: '32' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      'floor-duration': { type: 'string' },
      'floor-warmup': { type: 'string' },
      endpoints: { type: 'string', default: DEFAULT_ENDPOINT_KEYS.join(',') },
      quick: { type: 'boolean', default: false },
      'pg-url': { type: 'string' },
      'pg-socket': { type: 'boolean' },
      'pg-cluster': { type: 'string' },
      'keep-db': { type: 'string' },
      explain: { type: 'boolean', default: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const list = (text: string) => text.split(',').map((item) => item.trim()).filter(Boolean);
  const seconds = (text: string | undefined, fallback: number, name: string) => {
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number of seconds`);
    return value * 1000;
  };
  const dbNames = list(values.db).flatMap((name) => (name === 'both' || name === 'all' ? ['postgres', 'pglite'] : [name]));
  for (const name of dbNames) if (name !== 'postgres' && name !== 'pglite') throw new Error(`--db: unknown database ${name}`);
  const dbs = (['postgres', 'pglite'] as const).filter((name) => dbNames.includes(name));
  const tiers = list(values.posts).map((text) => {
    const value = /^\d+k$/i.test(text) ? Number(text.slice(0, -1)) * 1000 : Number(text);
    if (!Number.isInteger(value) || value < 100) throw new Error(`--posts: ${text} is not a post count (at least 100)`);
    return value;
  });
  const endpoints = list(values.endpoints).map((key) => {
    const endpoint = ENDPOINTS.find((candidate) => candidate.key === key);
    if (!endpoint) throw new Error(`--endpoints: unknown endpoint ${key} (known: ${ENDPOINTS.map((candidate) => candidate.key).join(', ')})`);
    return endpoint;
  });
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('--concurrency must be a whole number');
  const quick = values.quick;
  const keepDb = values['keep-db'];
  if (keepDb !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keepDb)) throw new Error('--keep-db: a lower-case database name');
  if (keepDb !== undefined && tiers.length !== 1) throw new Error('--keep-db holds one tier: give one --posts');
  if (values['pg-url'] && values['pg-cluster']) throw new Error('give --pg-url or --pg-cluster, not both');
  return {
    dbs,
    tiers: [...new Set(tiers)].sort((a, b) => a - b),
    concurrency,
    warmupMs: seconds(values.warmup, quick ? 0.5 : 2, 'warmup'),
    durationMs: seconds(values.duration, quick ? 2 : 10, 'duration'),
    floorWarmupMs: seconds(values['floor-warmup'], quick ? 0.5 : 1, 'floor-warmup'),
    floorDurationMs: seconds(values['floor-duration'], quick ? 1 : 3, 'floor-duration'),
    endpoints,
    pgUrl: values['pg-url'] ?? undefined,
    pgSocket: values['pg-socket'] ?? false,
    pgCluster: values['pg-cluster'] ?? undefined,
    keepDb,
    explain: values.explain,
  };
}

/** How long each endpoint waits for other work on the machine to settle before it is measured. */
const QUIET_WAIT_MS = 5_000;
/** After a measurement that other work disturbed, how long to wait before the one retry. */
const RETRY_QUIET_WAIT_MS = 20_000;
/** Time one `npm run bench` may spend on retries, so that a busy machine cannot stretch it much. */
let retryBudgetMs = 60_000;
/** Cores other processes may use during a measurement before it counts as disturbed. */
const BUSY_CORES_LIMIT = 0.3;

/**
 * The machine is shared: waits for it to quieten, measures, and measures once more (after a longer
 * wait) when other processes took more than BUSY_CORES_LIMIT cores meanwhile; keeps the cleaner one.
 */
async function measureQuietly(label: string, measure: () => Promise<LoadResult>): Promise<LoadResult> {
  await waitForQuietMachine(QUIET_WAIT_MS, BUSY_CORES_LIMIT);
  const first = await measure();
  const disturbance = foreignCores(first);
  if (!(disturbance > BUSY_CORES_LIMIT)) return first;
  if (retryBudgetMs <= 0) {
    say(`   (${label}: other processes used ${disturbance.toFixed(2)} cores meanwhile; no retries left, kept and flagged)`);
    return first;
  }
  say(`   (${label}: other processes used ${disturbance.toFixed(2)} cores meanwhile; measuring again)`);
  const started = performance.now();
  const busy = await waitForQuietMachine(Math.min(RETRY_QUIET_WAIT_MS, retryBudgetMs), BUSY_CORES_LIMIT);
  if (busy > BUSY_CORES_LIMIT) say(`   (still ${busy.toFixed(1)} cores busy elsewhere; measuring anyway)`);
  const second = await measure();
  retryBudgetMs -= performance.now() - started;
  return foreignCores(second) < disturbance ? second : first;
}
/** The unloaded latency of the calls that must not grow with the stash. */
const SINGLE_CLIENT_WARMUP_MS = 500;
const SINGLE_CLIENT_DURATION_MS = 2_000;

const tierName = (posts: number) => (posts % 1000 === 0 ? `${posts / 1000}k` : String(posts));
const apiKey = process.env.STASH_API_KEY?.trim() || DEFAULT_API_KEY;
const say = (line: string) => console.log(line);

// --- PostgreSQL databases ----------------------------------------------------------------------

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `lat=40.7&lng=-74&radius_km=5` of a path, `offset 36` of a list body: what tells variants apart. */
function shortVariant(request: string): string {
  const query = request.split(' ')[0]!.split('?')[1];
  if (query) return decodeURIComponent(query.replace(/&radius_km=5$/, ''));
  const offset = /"offset":(\d+)/.exec(request);
  return offset ? `offset ${offset[1]}` : request;
}

// --- one run: seed, server, load, floor -----------------------------------------------------

/** Seeding 100k posts takes about 4 min on 2 cores (PGlite; PostgreSQL under 3): ample room for a busy machine. */
const SEED_TIMEOUT_MS = 30 * 60_000;

async function seedStash(db: 'postgres' | 'pglite', posts: number, target: { dataDir?: string; url?: string }, workDirectory: string): Promise<SeedResult> {
  say(`   seeding ${posts} posts...`);
  const args = ['--db', db, '--posts', String(posts), ...(target.dataDir ? ['--data-dir', target.dataDir] : []), ...(target.url ? ['--url', target.url] : [])];
  const seeding = startTsx('bench/api/seed.ts', args, { logFile: path.join(workDirectory, 'seed.log') });
  const line = await seeding.waitForLine(SEED_RESULT_PREFIX, SEED_TIMEOUT_MS);
  await seeding.exited;
  return JSON.parse(line) as SeedResult;
}

interface RunningServer {
  process: StartedChild;
  port: number;
  accessToken: string;
}

async function startServer(db: 'postgres' | 'pglite', target: { dataDir: string; url?: string }, workDirectory: string): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    STASH_DATA_DIR: target.dataDir,
    STASH_LOG_LEVEL: 'warn',
    STASH_AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    // 32 clients of one member at full speed measure the calls, not the member limits (0: off).
    STASH_LIMIT_SAVES_PER_MINUTE: '0',
    STASH_LIMIT_SAVES_PER_DAY: '0',
    STASH_LIMIT_SEARCHES_PER_MINUTE: '0',
    STASH_LIMIT_CHATS_PER_MINUTE: '0',
    STASH_JWT_SECRET: randomBytes(32).toString('hex'),
    STASH_ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600),
    STASH_PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(db === 'postgres' ? { DATABASE_URL: target.url } : {}),
  });
  const server = startTsx('apps/server/src/main.ts', [], { env, logFile: path.join(workDirectory, 'server.log') });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}:\n${tail(server.logFile)}`);
    const health = await capture(port, { method: 'GET', path: '/api/health' }, {}).catch(() => undefined);
    if (health?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within 180 s:\n${tail(server.logFile)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const login = await capture(port, { method: 'POST', path: '/api/auth/login', body: { email: BENCH_MEMBER.email, password: BENCH_MEMBER.password } }, { 'x-api-key': apiKey });
  if (login.status !== 200) throw new Error(`sign-in failed (${login.status}): ${login.body.toString('utf8').slice(0, 300)}`);
  const accessToken = (JSON.parse(login.body.toString('utf8')) as { access_token: string }).access_token;
  return { process: server, port, accessToken };
}

function headersFor(endpoint: Endpoint, accessToken: string): Record<string, string> {
  return {
    'x-api-key': apiKey,
    ...(endpoint.anonymous ? {} : { authorization: `Bearer ${accessToken}` }),
    ...(endpoint.fresh ? { 'cache-control': 'no-cache' } : {}),
  };
}

/** The floor measured in this process, per tier and endpoint: the same bytes give the same floor. */
const floorCache = new Map<string, { bytes: number; result: LoadResult }>();

async function measureFloor(
  tier: string,
  samples: { endpoint: Endpoint; sample: FloorSample; bytes: number }[],
  options: Options,
  workDirectory: string,
  accessToken: string,
): Promise<Map<string, LoadResult>> {
  const results = new Map<string, LoadResult>();
  const needed = samples.filter(({ endpoint, bytes }) => {
    const cached = floorCache.get(`${tier} ${endpoint.key}`);
    // Within 2% of the size: the same answer with other ids and dates (the seed is deterministic).
    if (cached && Math.abs(cached.bytes - bytes) <= bytes * 0.02) {
      results.set(endpoint.key, cached.result);
      return false;
    }
    return true;
  });
  if (needed.length === 0) return results;
  const samplesFile = path.join(workDirectory, 'floor-samples.json');
  fs.writeFileSync(samplesFile, JSON.stringify(needed.map(({ sample }) => sample)));
  const floor = startTsx('bench/api/floor-server.ts', [samplesFile], { logFile: path.join(workDirectory, 'floor.log') });
  try {
    const port = Number(await floor.waitForLine(FLOOR_PORT_PREFIX, 30_000));
    for (const { endpoint, bytes } of needed) {
      const result = await measureQuietly(`floor ${endpoint.label}`, () =>
        runLoad({
          port,
          headers: headersFor(endpoint, accessToken),
          requests: endpoint.requests,
          concurrency: options.concurrency,
          warmupMs: options.floorWarmupMs,
          durationMs: options.floorDurationMs,
          cpuCounters: { server: () => processCpuSeconds(floor.child.pid), machine: machineBusySeconds },
        }),
      );
      say(`   floor ${endpoint.label}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms`);
      // Only a clean floor is worth reusing for the other database.
      if (!(foreignCores(result) > BUSY_CORES_LIMIT)) floorCache.set(`${tier} ${endpoint.key}`, { bytes, result });
      results.set(endpoint.key, result);
    }
  } finally {
    await floor.stop();
  }
  return results;
}

async function runOne(db: 'postgres' | 'pglite', posts: number, options: Options, pgServerUrl: string | undefined): Promise<RunResult> {
  const tier = tierName(posts);
  const startedAt = new Date().toISOString();
  const workDirectory = makeTemporaryDirectory(`stash-bench-${db}-${tier}-`);
  const dataDir = path.join(workDirectory, 'data');
  let databaseName: string | undefined;
  let kept: SeedResult | undefined;
  let server: RunningServer | undefined;
  let planSummary: string | undefined;
  say(`\n== ${db === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${tier} tier`);
  try {
    let url: string | undefined;
    if (db === 'postgres') {
      if (!pgServerUrl) throw new Error('no PostgreSQL server');
      databaseName = options.keepDb ?? `stash_bench_${tier}_${randomBytes(4).toString('hex')}`;
      kept = await keptSeed(pgServerUrl, options.keepDb);
      if (!kept) await onServer(pgServerUrl, `CREATE DATABASE ${databaseName}`);
      url = databaseUrl(pgServerUrl, databaseName);
    }
    const seed = kept ?? (await seedStash(db, posts, { dataDir: db === 'pglite' ? dataDir : undefined, url }, workDirectory));
    if (kept) say(`   reusing database ${databaseName} as seeded (--keep-db)`);
    else say(`   seeded in ${seed.seconds.toFixed(1)} s`);
    if (options.keepDb && !kept && url) await saveKeptSeed(url, seed);

    const serverStarted = performance.now();
    server = await startServer(db, { dataDir, url }, workDirectory);
    const serverStartSeconds = (performance.now() - serverStarted) / 1000;
    say(`   server up in ${serverStartSeconds.toFixed(1)} s (port ${server.port})`);

    const accessToken = server.accessToken;
    const endpoints: EndpointResult[] = [];
    const floorSamples: { endpoint: Endpoint; sample: FloorSample; bytes: number }[] = [];
    for (const endpoint of options.endpoints) {
      const headers = headersFor(endpoint, server.accessToken);
      const first = endpoint.requests[0]!;
      const sample = await capture(server.port, first, headers);
      const result: EndpointResult = {
        key: endpoint.key, label: endpoint.label, judged: endpoint.judged, fresh: endpoint.fresh ?? false, flat: endpoint.flat, p99_budget_ms: endpoint.p99BudgetMs, sample_status: sample.status, sample_bytes: sample.body.length,
        ...(endpoint.besideOf ? { beside_of: endpoint.besideOf } : {}),
      };
      endpoints.push(result);
      if (sample.status < 200 || sample.status >= 300) {
        result.sample_error = sample.body.toString('utf8').slice(0, 160);
        say(`   ${endpoint.label}: sample answered ${sample.status}, not measured`);
        continue;
      }
      const serverPid = server.process.child.pid;
      const serverPort = server.port;
      const postmasterPid = db === 'postgres' ? clusterPostmasterPid() : undefined;
      result.server = await measureQuietly(endpoint.label, () =>
        runLoad({
          port: serverPort,
          headers,
          requests: endpoint.requests,
          concurrency: options.concurrency,
          warmupMs: options.warmupMs,
          durationMs: options.durationMs,
          cpuCounters: {
            server: () => processCpuSeconds(serverPid),
            ...(postmasterPid ? { database: () => clusterCpuSeconds(postmasterPid) } : {}),
            machine: machineBusySeconds,
          },
        }),
      );
      say(`   ${endpoint.label}: ${result.server.requestsPerSecond} req/s, p50 ${result.server.p50Ms} ms, p99 ${result.server.p99Ms} ms, errors ${result.server.errors}, cpu ms/req ${JSON.stringify(result.server.cpuMsPerRequest)}`);
      if (result.server.variants.length > 1) {
        const variants = result.server.variants.map((variant) => `${shortVariant(variant.request)} ${variant.p50Ms}/${variant.p99Ms}`);
        say(`     by variant, p50/p99 ms: ${variants.join(', ')}`);
      }
      if (endpoint.flat) {
        // Under 32 clients p50 is mostly queueing (32 / throughput); one client shows the call's own time.
        result.single_client = await runLoad({
          port: server.port,
          headers,
          requests: endpoint.requests,
          concurrency: 1,
          warmupMs: SINGLE_CLIENT_WARMUP_MS,
          durationMs: SINGLE_CLIENT_DURATION_MS,
        });
        say(`   ${endpoint.label}, one client: p50 ${result.single_client.p50Ms} ms, p99 ${result.single_client.p99Ms} ms`);
      }
      floorSamples.push({
        endpoint,
        bytes: sample.body.length,
        sample: { method: first.method, pathname: first.path.split('?')[0]!, status: sample.status, headers: sample.headers, bodyBase64: sample.body.toString('base64') },
      });
    }
    await server.process.stop();
    server = undefined;

    if (options.explain && db === 'postgres' && databaseName && pgServerUrl && url) {
      const measured = options.endpoints.filter((endpoint) => endpoints.find((result) => result.key === endpoint.key)?.server);
      const plans = await explainEndpoints(databaseName, pgServerUrl, { dataDir, url }, measured, workDirectory);
      if (plans.full) {
        fs.mkdirSync(RESULTS_DIRECTORY, { recursive: true });
        const file = path.join(RESULTS_DIRECTORY, `api-postgres-${tier}-plans.txt`);
        fs.writeFileSync(file, plans.full);
        planSummary = `${plans.summary}\n   all plans: ${path.relative(REPOSITORY_ROOT, file)}`;
      } else {
        planSummary = plans.summary;
      }
    }

    // The floor runs alone, as the server did: nothing else is left running but an idle database.
    // posts/list and posts/list?category share a path, so each gets its own floor process.
    const floors = new Map<string, LoadResult>();
    for (const group of groupByPath(floorSamples)) {
      for (const [key, result] of await measureFloor(tier, group, options, workDirectory, accessToken)) floors.set(key, result);
    }
    for (const result of endpoints) {
      const floor = floors.get(result.key);
      if (!floor || !result.server) continue;
      result.floor = floor;
      result.ratio = floor.requestsPerSecond > 0 ? Number((result.server.requestsPerSecond / floor.requestsPerSecond).toFixed(4)) : undefined;
    }

    return {
      benchmark: 'api',
      db,
      tier,
      posts,
      started_at: startedAt,
      machine: describeMachine(),
      settings: {
        concurrency: options.concurrency,
        warmup_s: options.warmupMs / 1000,
        duration_s: options.durationMs / 1000,
        floor_warmup_s: options.floorWarmupMs / 1000,
        floor_duration_s: options.floorDurationMs / 1000,
      },
      seed,
      server_start_s: Number(serverStartSeconds.toFixed(2)),
      endpoints,
      ...(planSummary ? { plan_summary: planSummary } : {}),
    };
  } catch (error) {
    if (server) say(`   server log (${server.process.logFile}):\n${tail(server.process.logFile)}`);
    throw error;
  } finally {
    if (server) await server.process.stop();
    if (databaseName && pgServerUrl && !options.keepDb) await onServer(pgServerUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
    removeTemporaryDirectory(workDirectory);
  }
}

/** A database kept by --keep-db holds its seed's result in this table; one without it is seeded again. */
const KEPT_SEED_TABLE = 'bench_kept_seed';

async function keptSeed(pgServerUrl: string, name: string | undefined): Promise<SeedResult | undefined> {
  if (!name) return undefined;
  const server = new pg.Client({ connectionString: pgServerUrl });
  await server.connect();
  const exists = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).finally(() => server.end());
  if (exists.rowCount === 0) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl(pgServerUrl, name) });
  await client.connect();
  try {
    const found = await client.query<{ seed: SeedResult }>(`SELECT seed FROM ${KEPT_SEED_TABLE}`).catch(() => undefined);
    const seed = found?.rows[0]?.seed;
    if (seed) return seed;
  } finally {
    await client.end();
  }
  // Made but never finished seeding (an interrupted run): start it again.
  await onServer(pgServerUrl, `DROP DATABASE ${name} WITH (FORCE)`);
  return undefined;
}

async function saveKeptSeed(url: string, seed: SeedResult): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE TABLE ${KEPT_SEED_TABLE} (seed jsonb NOT NULL)`);
    await client.query(`INSERT INTO ${KEPT_SEED_TABLE} (seed) VALUES ($1)`, [JSON.stringify(seed)]);
  } finally {
    await client.end();
  }
}

// --- plans ---------------------------------------------------------------------------------------

const EXPLAIN_MIN_DURATION_MS = 1;

interface LoggedPlan {
  durationMs: number;
  text: string;
}

/** The auto_explain entries in a slice of the PostgreSQL log. */
function parsePlans(log: string): LoggedPlan[] {
  const plans: LoggedPlan[] = [];
  let current: LoggedPlan | null = null;
  for (const line of log.split('\n')) {
    if (line.startsWith('\t')) {
      if (current) current.text += `${line.slice(1)}\n`;
      continue;
    }
    const match = /LOG: {2}duration: ([\d.]+) ms {2}plan:/.exec(line);
    current = match ? { durationMs: Number(match[1]), text: '' } : null;
    if (current) plans.push(current);
  }
  return plans;
}

/** The plan nodes of an auto_explain entry without its query text, indented as logged. */
function planNodes(plan: LoggedPlan): string[] {
  const lines = plan.text.split('\n');
  const start = lines.findIndex((line) => /^\S.*\(cost=/.test(line));
  return start < 0 ? [] : lines.slice(start).filter(Boolean);
}

/**
 * Runs each measured endpoint's first request once more on a server whose PostgreSQL sessions log
 * every statement over a millisecond with EXPLAIN ANALYZE (auto_explain), and returns a summary
 * (printed) and the full plans (saved).
 */
async function explainEndpoints(
  databaseName: string,
  pgServerUrl: string,
  target: { dataDir: string; url: string },
  endpoints: Endpoint[],
  workDirectory: string,
): Promise<{ summary: string; full: string }> {
  const logFile = clusterLogFile();
  if (!logFile) return { summary: '   plans: only with the throwaway cluster (not with --pg-url)', full: '' };
  const setting = (name: string, value: string) => `ALTER DATABASE ${databaseName} SET ${name} = '${value}'`;
  await onServer(
    pgServerUrl,
    `LOAD 'auto_explain'`,
    setting('session_preload_libraries', 'auto_explain'),
    setting('auto_explain.log_min_duration', `${EXPLAIN_MIN_DURATION_MS}ms`),
    setting('auto_explain.log_analyze', 'on'),
    setting('auto_explain.log_buffers', 'on'),
    setting('auto_explain.log_nested_statements', 'off'),
  );
  const server = await startServer('postgres', target, workDirectory);
  const summary: string[] = [];
  const full: string[] = [];
  try {
    for (const endpoint of endpoints) {
      const request = endpoint.requests[0]!;
      const headers = headersFor(endpoint, server.accessToken);
      // Twice first, so the plan is of a warm cache, as under load.
      await capture(server.port, request, headers);
      await capture(server.port, request, headers);
      const offset = fs.statSync(logFile).size;
      const started = performance.now();
      await capture(server.port, request, headers);
      const elapsedMs = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const logged = fs.readFileSync(logFile).subarray(offset).toString('utf8');
      const plans = parsePlans(logged).filter((plan) => !plan.text.includes('pgboss.')).sort((a, b) => b.durationMs - a.durationMs);
      const total = plans.reduce((sum, plan) => sum + plan.durationMs, 0);
      const heading = `${endpoint.label} (${request.method} ${request.path}): request ${elapsedMs.toFixed(1)} ms; ${plans.length} statement(s) over ${EXPLAIN_MIN_DURATION_MS} ms, ${total.toFixed(1)} ms in all`;
      summary.push(`   ${heading}`);
      const slowest = plans[0];
      if (slowest) {
        const nodes = planNodes(slowest).filter((line) => !/^\s*(Buffers|Planning|Worker \d|Sort Method|Heap Blocks|Batches|Buckets)/.test(line.trim()) && !line.trim().startsWith('Buffers:'));
        summary.push(`     slowest statement ${slowest.durationMs.toFixed(1)} ms:`);
        for (const line of nodes.slice(0, 14)) summary.push(`       ${line.length > 150 ? `${line.slice(0, 147)}...` : line}`);
        if (nodes.length > 14) summary.push(`       ... (${nodes.length - 14} more lines in the plans file)`);
      }
      full.push(`==== ${heading}\n`);
      for (const plan of plans) full.push(`---- ${plan.durationMs.toFixed(3)} ms\n${plan.text}`);
    }
  } finally {
    await server.process.stop();
    // A database kept for later runs (--keep-db) must not keep auto_explain on.
    const reset = (name: string) => `ALTER DATABASE ${databaseName} RESET ${name}`;
    await onServer(pgServerUrl, ...['session_preload_libraries', 'auto_explain.log_min_duration', 'auto_explain.log_analyze', 'auto_explain.log_buffers', 'auto_explain.log_nested_statements'].map(reset));
  }
  return { summary: summary.join('\n'), full: full.join('\n') };
}

/** Splits samples so that no two in one group share method and path (one floor server answers one per path). */
function groupByPath<T extends { sample: FloorSample }>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (const item of items) {
    const key = `${item.sample.method} ${item.sample.pathname}`;
    const group = groups.find((candidate) => !candidate.some((other) => `${other.sample.method} ${other.sample.pathname}` === key));
    if (group) group.push(item);
    else groups.push([item]);
  }
  return groups;
}

// --- main ----------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) return void say(USAGE);
  const machine = describeMachine();
  say(`bench/api on ${machine.cpus} x ${machine.cpu_model}, ${machine.memory_gb} GB, Node ${machine.node}, ${machine.platform}`);
  say(`databases: ${options.dbs.join(', ')}; tiers: ${options.tiers.map(tierName).join(', ')}; endpoints: ${options.endpoints.map((endpoint) => endpoint.key).join(', ')}`);

  const runs: RunResult[] = [];
  for (const db of options.dbs) {
    let pgServerUrl: string | undefined;
    if (db === 'postgres') {
      if (options.pgUrl) pgServerUrl = options.pgUrl;
      else {
        const clusterUrl = options.pgCluster ? adoptCluster(options.pgCluster) : startCluster();
        pgServerUrl = options.pgSocket ? clusterSocketUrl(clusterUrl) : clusterUrl;
      }
      say(`PostgreSQL: ${options.pgUrl ? 'given server' : options.pgCluster ? `cluster in ${options.pgCluster}` : 'throwaway cluster'} ${pgServerUrl}`);
    }
    try {
      for (const posts of options.tiers) {
        const run = await runOne(db, posts, options, pgServerUrl);
        runs.push(run);
        const file = saveRun(run);
        const views = formatViews(run);
        say(`\n${formatRunHeading(run)}\n${formatRunTable(run)}${views ? `\n${views}` : ''}\n   saved ${path.relative(REPOSITORY_ROOT, file)}`);
        if (run.plan_summary) say(`\n   PostgreSQL plans (auto_explain with ANALYZE, one warm request per endpoint):\n${run.plan_summary}`);
      }
    } finally {
      if (db === 'postgres' && !options.pgUrl) stopCluster();
    }
  }

  say(`\n== Summary (${machine.cpus} CPUs, Node ${machine.node}, ${options.concurrency} clients; ratio = req/s / floor req/s)\n${formatSummary(runs)}`);
  const fromFile = new Set<RunResult>();
  const find = (tier: string) => {
    const current = runs.find((run) => run.db === 'postgres' && run.tier === tier);
    if (current) return current;
    const saved = loadSavedRun('postgres', tier);
    if (saved) fromFile.add(saved);
    return saved;
  };
  say(`\n${formatVerdict(find('100k'), find('10k'), fromFile)}`);
}

runBenchmark(main, { cleanUp, stopping: 'the server, the floor and the database' });
