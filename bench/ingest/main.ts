// bench/ingest: the ingestion pipeline end to end (save -> fetch -> media -> organise, which is
// extract, enrich and index in one job -> organised) against the local fixture servers, on each database, compared with the
// floor: the same fetches and downloads with nothing else. `npm run bench:ingest -- --help`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../../apps/server/src/config';
import { corpusLinks, fixtureEnvironment, startFixtureServers } from '@stash/fixtures';
import { REPOSITORY_ROOT, clusterSocketUrl, makeTemporaryDirectory, removeTemporaryDirectory, startCluster, stopCluster, waitForQuietMachine } from '../api/processes';
import { describeMachine } from '../api/report';
import { databaseLabel, openFreshDatabase, type DatabaseKind } from './databases';
import { measureExtraction } from './extraction-time';
import { measureFloor, warmUpFloor } from './floor';
import { runPipeline } from './pipeline-run';
import { targetsOf } from './targets';
import { checksOf, formatRun, formatSummary, formatVerdict, saveRun, type IngestRun } from './report';
import { onShutdown, shutDown } from './shutdown';
import { runBenchmark } from '../run-benchmark';

const USAGE = `npm run bench:ingest -- [options]

  --db pglite,postgres     databases to run on, in this order (default: both)
  --members 4              members; each saves every organisable corpus link (so members x links posts)
  --concurrency 4          STASH_INGEST_CONCURRENCY: jobs per stage at once (the floor uses the same)
  --warmup-members 2       members in the untimed warm-up burst (each saves every link at once), so
                           the measured burst finds the process warm: its extraction threads, pool
                           connections and compiled code; 0 = the earlier warm-up of 9 posts only
  --quick                  one member (checks the harness in a few seconds per database)
  --pg-url URL             use this PostgreSQL server (a fresh database is made and dropped on it)
                           instead of a throwaway cluster from scripts/postgres-cluster.sh
  --pg-socket              reach the cluster through its Unix socket rather than TCP (127.0.0.1), as a
                           server on the same machine may connect (bench/README.md: the two compared)

Results: printed, and written to bench/results/ingest-<db>.json.`;

interface Options {
  dbs: DatabaseKind[];
  members: number;
  warmupMembers: number;
  concurrency: number;
  pgUrl: string | undefined;
  /** Reach the throwaway or adopted cluster through its Unix socket rather than TCP. */
  pgSocket: boolean;
}

function parseOptions(argv: string[]): Options | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string', default: 'pglite,postgres' },
      members: { type: 'string' },
      'warmup-members': { type: 'string' },
      concurrency: { type: 'string', default: '4' },
      quick: { type: 'boolean', default: false },
      'pg-url': { type: 'string' },
      'pg-socket': { type: 'boolean' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const dbs = values.db
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .flatMap((name) => (name === 'both' || name === 'all' ? ['pglite', 'postgres'] : [name]));
  for (const name of dbs) if (name !== 'pglite' && name !== 'postgres') throw new Error(`--db: unknown database ${name}`);
  const whole = (text: string, name: string, max: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
    return value;
  };
  // --quick checks the harness: no warm-up burst unless asked for.
  const warmupMembers = values['warmup-members'] ?? (values.quick ? '0' : '2');
  if (values.quick && values.members !== undefined) throw new Error('--quick means one member: give --quick or --members, not both');
  return {
    dbs: [...new Set(dbs)] as DatabaseKind[],
    members: values.quick ? 1 : whole(values.members ?? '4', 'members', 1_000),
    warmupMembers: warmupMembers === '0' ? 0 : whole(warmupMembers, 'warmup-members', 100),
    // The configuration's own limit for STASH_INGEST_CONCURRENCY.
    concurrency: whole(values.concurrency, 'concurrency', 64),
    pgUrl: values['pg-url'] ?? undefined,
    pgSocket: values['pg-socket'] ?? false,
  };
}

const say = (line: string) => console.log(line);
/** The floor runs a fraction of a second per pass: passes are repeated until this much time is measured. */
const FLOOR_MIN_SECONDS = 2;

/** The server's configuration, with the platforms at the fixture servers and media in a temp dir. */
function benchConfig(fixtures: Parameters<typeof fixtureEnvironment>[0], dataDir: string, concurrency: number): Config {
  return loadConfig({
    ...fixtureEnvironment(fixtures),
    STASH_DATA_DIR: dataDir,
    STASH_PUBLIC_URL: 'http://127.0.0.1',
    STASH_WEB_DIST: path.join(dataDir, 'no-web-app'),
    STASH_INGEST_CONCURRENCY: String(concurrency),
    // Members saving at full speed measure the pipeline, not the member limits (0: off).
    STASH_LIMIT_SAVES_PER_MINUTE: '0',
    STASH_LIMIT_SAVES_PER_DAY: '0',
  });
}

async function runOne(db: DatabaseKind, options: Options, links: readonly string[], pgServerUrl: string | undefined): Promise<IngestRun> {
  const startedAt = new Date().toISOString();
  say(`\n== ${databaseLabel(db)}: ${options.members} member(s) x ${links.length} links, ingest concurrency ${options.concurrency}`);
  const dataDir = makeTemporaryDirectory(`stash-bench-ingest-${db}-`);
  const fixtures = await startFixtureServers();
  const closeFixtures = onShutdown('the fixture servers', () => fixtures.close());
  try {
    const config = benchConfig(fixtures, dataDir, options.concurrency);

    // The floor first, while nothing else of this run exists; one untimed pass warms it up.
    await warmUpFloor(config, links);
    await waitForQuietMachine(5_000, 0.3);
    const floor = await measureFloor(config, links, options.members, FLOOR_MIN_SECONDS);
    say(`   floor: ${floor.posts} posts in ${floor.seconds.toFixed(2)} s (${floor.passes} passes), ${floor.linksPerSecond.toFixed(1)} links/s`);
    const extraction = await measureExtraction();
    say(`   extraction: p50 ${extraction.p50Ms} ms, max ${extraction.maxMs} ms per post`);
    fixtures.resetCounters();

    const database = await openFreshDatabase(db, pgServerUrl);
    const closeDatabase = onShutdown('the database', () => database.close());
    try {
      const pipeline = await runPipeline({
        config,
        database,
        links,
        members: options.members,
        warmupMembers: options.warmupMembers,
        countClusterCpu: db === 'postgres' && !options.pgUrl,
        say,
      });
      const run: IngestRun = {
        benchmark: 'ingest',
        db,
        started_at: startedAt,
        machine: describeMachine(),
        settings: { members: options.members, concurrency: options.concurrency, links: links.length },
        floor,
        pipeline,
        extraction,
        ratio: pipeline.linksPerSecond / floor.linksPerSecond,
        checks: checksOf(pipeline),
      };
      return { ...run, targets: targetsOf(run) };
    } finally {
      await closeDatabase();
    }
  } finally {
    await closeFixtures();
    removeTemporaryDirectory(dataDir);
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) return void say(USAGE);
  const machine = describeMachine();
  const links = corpusLinks({ include: 'organisable' });
  say(`bench/ingest on ${machine.cpus} x ${machine.cpu_model}, ${machine.memory_gb} GB, Node ${machine.node}, ${machine.platform}`);
  say(`databases: ${options.dbs.join(', ')}; ${options.members} member(s) x ${links.length} organisable corpus links; ingest concurrency ${options.concurrency}`);

  const runs: IngestRun[] = [];
  for (const db of options.dbs) {
    let pgServerUrl: string | undefined;
    if (db === 'postgres') {
      pgServerUrl = options.pgUrl ?? (options.pgSocket ? clusterSocketUrl(startCluster()) : startCluster());
      say(`PostgreSQL: ${options.pgUrl ? 'given server' : 'throwaway cluster'} ${pgServerUrl}`);
    }
    try {
      const run = await runOne(db, options, links, pgServerUrl);
      runs.push(run);
      const file = saveRun(run);
      say(`\n${formatRun(run)}\n   saved ${path.relative(REPOSITORY_ROOT, file)}`);
    } finally {
      if (db === 'postgres' && !options.pgUrl) stopCluster();
    }
  }
  if (runs.length > 0) say(`\n== Summary\n${formatSummary(runs)}\n\n${formatVerdict(runs)}`);
}

runBenchmark(main, { cleanUp: shutDown, stopping: 'the workers, the fixture servers and the database' });
