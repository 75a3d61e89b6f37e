// One measured pass of the real pipeline on one database: the queue and the ingest workers run in
// this process (as main.ts starts them), members save the corpus links through the saves service,
// and every post is followed to 'organised'. The organised moment is the row's updated_at, which
// the index stage sets in the transaction that marks the post organised, so polling only says
// when to stop and its interval does not blur the figures.
import { sql } from 'drizzle-orm';
import type { Config } from '../../apps/server/src/config';
import type { DatabaseHandle } from '../../apps/server/src/db/connection';
import { queryRows } from '../../apps/server/src/db/query-rows';
import type { IngestLogger } from '../../apps/server/src/ingest/ingest-dependencies';
import { createIngestDependencies } from '../../apps/server/src/ingest/ingest-setup';
import { startIngestWorkers } from '../../apps/server/src/ingest/ingest-worker';
import { createAccount } from '../../apps/server/src/modules/accounts/accounts.service';
import { createSavesService } from '../../apps/server/src/modules/saves/saves.service';
import { startQueue, stopQueue } from '../../apps/server/src/queue/queue';
import { clusterCpuSeconds, clusterPostmasterPid, machineBusySeconds, waitForQuietMachine } from '../api/processes';
import { measureIdleSaves, type IdleLatency } from './idle-latency';
import { summarise, type LatencySummary } from './latency-figures';
import { onShutdown } from './shutdown';

export interface PipelineSettings {
  config: Config;
  database: DatabaseHandle;
  links: readonly string[];
  members: number;
  /** Members in the warm-up burst (each saves every link at once), after the first warm-up posts. */
  warmupMembers: number;
  /** Whether the database's CPU can be read (the throwaway cluster's backends); PGlite runs in this process. */
  countClusterCpu: boolean;
  say(line: string): void;
}

export interface FailedPost {
  url: string;
  status: string;
  stage: string | null;
  reason: string | null;
  /** What the workers logged about it (error messages), newest last. */
  log: string[];
}

export interface StageFigures {
  stage: string;
  jobs: number;
  retries: number;
  /** Job created -> a worker took it. */
  waitMs: LatencySummary;
  /** A worker took it -> pg-boss recorded it complete. */
  runMs: LatencySummary;
}

export interface PipelineResult {
  saves: number;
  /** Saves the service answered as duplicates (a member saving one post twice): no new row. */
  duplicateSaves: number;
  /** Posts measured: one row per member and link. */
  posts: number;
  organised: number;
  failed: FailedPost[];
  /** Rows removed because a short link resolved to a post the member had saved already. */
  folded: number;
  /** Posts neither organised nor failed when the wait ran out. */
  stuck: FailedPost[];
  /** First save call -> last post organised. */
  wallSeconds: number;
  saveSeconds: number;
  linksPerSecond: number;
  saveCall: LatencySummary;
  saveToOrganised: LatencySummary;
  stages: StageFigures[];
  cpu: { processMsPerPost: number; databaseMsPerPost: number | null; otherCores: number };
  warmup: { posts: number; seconds: number };
  /** One save at a time on an otherwise idle pipeline (before the burst). */
  idle: IdleLatency;
}

const quiet = () => undefined;
/** How often the posts table is asked whether everything has settled. */
const POLL_INTERVAL_MS = 100;
/** How many posts the first warm-up member saves: enough to touch every platform and stage once. */
const WARMUP_POSTS = 9;

/** Keeps what the workers say about each post, so a failure can be explained. */
function recordingLogger(): { log: IngestLogger; messagesOf(postId: string): string[]; queueErrors: string[] } {
  const byPost = new Map<string, string[]>();
  const note = (details: object, message: string) => {
    const { postId, err, stage } = details as { postId?: string; err?: unknown; stage?: string };
    if (!postId) return;
    const text = `${stage ? `${stage}: ` : ''}${message}${err instanceof Error ? ` (${err.message})` : err ? ` (${String(err)})` : ''}`;
    const list = byPost.get(postId) ?? [];
    list.push(text);
    byPost.set(postId, list.slice(-5));
  };
  return { log: { info: quiet, warn: note, error: note }, messagesOf: (postId) => byPost.get(postId) ?? [], queueErrors: [] };
}

interface PostRow {
  id: string;
  status: string;
  status_reason: string | null;
  ingest_stage: string | null;
  updated_ms: number;
}

async function postRows(database: DatabaseHandle, ids: readonly string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  return queryRows<PostRow>(
    database.db,
    sql`SELECT id, status, status_reason, ingest_stage, (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms
        FROM posts WHERE id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
}

async function unsettledCount(database: DatabaseHandle, userIds: readonly string[]): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    database.db,
    sql`SELECT count(*) AS count FROM posts
        WHERE user_id IN (${sql.join(userIds.map((id) => sql`${id}::uuid`), sql`, `)}) AND status NOT IN ('organised', 'failed')`,
  );
  return Number(row?.count ?? 0);
}

async function stageFigures(database: DatabaseHandle, postIds: ReadonlySet<string>): Promise<StageFigures[]> {
  // pg-boss keeps completed jobs in its job table for days, so every stage job of the run is there.
  const rows = await queryRows<{ name: string; post_id: string; retry_count: number; wait_ms: number | null; run_ms: number | null }>(
    database.db,
    sql`SELECT name, data->>'postId' AS post_id, retry_count,
               (extract(epoch FROM started_on - created_on) * 1000)::float8 AS wait_ms,
               (extract(epoch FROM completed_on - started_on) * 1000)::float8 AS run_ms
        FROM pgboss.job WHERE name LIKE 'ingest.%'`,
  );
  const byStage = new Map<string, typeof rows>();
  for (const row of rows) {
    if (!postIds.has(row.post_id)) continue;
    byStage.set(row.name, [...(byStage.get(row.name) ?? []), row]);
  }
  const order = ['fetch', 'media', 'organise', 'extract', 'enrich', 'index'];
  return [...byStage.entries()]
    .map(([name, jobs]) => ({
      stage: name.replace(/^ingest\./, ''),
      jobs: jobs.length,
      retries: jobs.reduce((sum, job) => sum + Number(job.retry_count), 0),
      waitMs: summarise(jobs.flatMap((job) => (job.wait_ms === null ? [] : [Number(job.wait_ms)]))),
      runMs: summarise(jobs.flatMap((job) => (job.run_ms === null ? [] : [Number(job.run_ms)]))),
    }))
    .sort((a, b) => order.indexOf(a.stage) - order.indexOf(b.stage));
}

/** Waits until none of these members' posts is on its way, or the deadline passes. */
async function waitForSettled(database: DatabaseHandle, userIds: readonly string[], deadline: number): Promise<boolean> {
  for (;;) {
    if ((await unsettledCount(database, userIds)) === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

export async function runPipeline(settings: PipelineSettings): Promise<PipelineResult> {
  const { config, database, links, say } = settings;
  const recorder = recordingLogger();
  const queue = await startQueue(database, (error) => recorder.queueErrors.push(error.message), { jobTimeoutSeconds: config.ingest.jobTimeoutSeconds });
  const closeQueue = onShutdown('the queue', () => stopQueue(queue));
  try {
    await startIngestWorkers(createIngestDependencies({ config, database, queue, log: recorder.log }));
    const saves = createSavesService({ db: database.db, queue });

    // Warm-up: the first posts through a fresh process pay for module loading, JIT and pg-boss's
    // first queue lookups; separate members take that hit, outside the figures. A few posts, then
    // a burst like the measured one: each extraction thread starts on its first post and compiles
    // its patterns over its first few dozen (about a second of CPU each), and each pool connection
    // the burst opens plans its statements on first use.
    const warmupStarted = performance.now();
    const warmupMember = await createAccount(database.db, { email: 'warmup@bench.stash.test', password: null, isAdmin: false, name: 'Warm-up' });
    const step = Math.max(1, Math.floor(links.length / WARMUP_POSTS));
    const warmupLinks = links.filter((_, index) => index % step === 0).slice(0, WARMUP_POSTS);
    for (const link of warmupLinks) await saves.save(warmupMember.id, { url: link });
    const burstMembers = [];
    for (let index = 0; index < settings.warmupMembers; index += 1) {
      burstMembers.push(await createAccount(database.db, { email: `warmup-${index + 1}@bench.stash.test`, password: null, isAdmin: false, name: 'Warm-up' }));
    }
    await Promise.all(burstMembers.map(async (member) => {
      for (const url of links) await saves.save(member.id, { url });
    }));
    const warmupIds = [warmupMember.id, ...burstMembers.map((member) => member.id)];
    if (!(await waitForSettled(database, warmupIds, Date.now() + 300_000))) throw new Error('the warm-up posts did not settle within 300 s');
    const warmup = { posts: warmupLinks.length + burstMembers.length * links.length, seconds: (performance.now() - warmupStarted) / 1000 };
    say(`   warm-up: ${warmup.posts} posts in ${warmup.seconds.toFixed(1)} s`);

    await waitForQuietMachine(5_000, 0.3);
    const idle = await measureIdleSaves(database, saves, links);
    say(`   one save at a time on an idle server: save -> organised p50 ${idle.saveToOrganised.p50Ms} ms, max ${idle.saveToOrganised.maxMs} ms (${idle.saveToOrganised.count} posts)`);

    const members: Awaited<ReturnType<typeof createAccount>>[] = [];
    for (let index = 0; index < settings.members; index += 1) {
      members.push(await createAccount(database.db, { email: `member-${index + 1}@bench.stash.test`, password: null, isAdmin: false, name: `Member ${index + 1}` }));
    }
    const userIds = members.map((member) => member.id);

    const busy = await waitForQuietMachine(5_000, 0.3);
    if (busy > 0.3) say(`   (the machine stayed busy: ${busy.toFixed(1)} cores used elsewhere; measuring anyway)`);

    const postmasterPid = settings.countClusterCpu ? clusterPostmasterPid() : undefined;
    const cpuBefore = process.cpuUsage();
    const databaseCpuBefore = clusterCpuSeconds(postmasterPid);
    const machineBefore = machineBusySeconds();
    const startedAt = Date.now();
    const started = performance.now();

    // Every member saves their links one after another, all members at once: the saves arrive
    // while the workers are busy with the earlier ones, which is when the save call must stay fast.
    const saveLatencies: number[] = [];
    const savedAt = new Map<string, { at: number; url: string }>();
    let duplicateSaves = 0;
    await Promise.all(
      members.map(async (member) => {
        for (const url of links) {
          const at = Date.now();
          const callStarted = performance.now();
          const outcome = await saves.save(member.id, { url });
          saveLatencies.push(performance.now() - callStarted);
          if (outcome.body.duplicate) duplicateSaves += 1;
          else savedAt.set(outcome.body.id, { at, url });
        }
      }),
    );
    const saveSeconds = (performance.now() - started) / 1000;
    say(`   ${saveLatencies.length} saves in ${saveSeconds.toFixed(2)} s; waiting for the pipeline...`);

    // Generous: a stalled pipeline is a finding to print (the posts still on their way), not a hang.
    const deadline = Date.now() + 120_000 + 2_500 * savedAt.size;
    const settled = await waitForSettled(database, userIds, deadline);
    const cpu = process.cpuUsage(cpuBefore);
    const databaseCpuSeconds = clusterCpuSeconds(postmasterPid) - databaseCpuBefore;
    const machineSeconds = machineBusySeconds() - machineBefore;
    const elapsedSeconds = (performance.now() - started) / 1000;

    const ids = [...savedAt.keys()];
    const rows = await postRows(database, ids);
    const describe = (row: PostRow): FailedPost => ({
      url: savedAt.get(row.id)!.url,
      status: row.status,
      stage: row.ingest_stage,
      reason: row.status_reason,
      log: recorder.messagesOf(row.id),
    });
    const organisedRows = rows.filter((row) => row.status === 'organised');
    const lastOrganised = Math.max(...organisedRows.map((row) => row.updated_ms), startedAt);
    const wallSeconds = (lastOrganised - startedAt) / 1000;
    const processSeconds = (cpu.user + cpu.system) / 1e6;
    const ourSeconds = processSeconds + (postmasterPid === undefined ? 0 : databaseCpuSeconds);
    if (!settled) say(`   (not every post settled within the wait: ${rows.filter((row) => row.status !== 'organised' && row.status !== 'failed').length} still on their way)`);
    if (recorder.queueErrors.length > 0) say(`   queue errors: ${recorder.queueErrors.slice(0, 5).join('; ')}`);

    return {
      saves: saveLatencies.length,
      duplicateSaves,
      posts: ids.length,
      organised: organisedRows.length,
      failed: rows.filter((row) => row.status === 'failed').map(describe),
      folded: ids.length - rows.length,
      stuck: rows.filter((row) => row.status !== 'organised' && row.status !== 'failed').map(describe),
      wallSeconds,
      saveSeconds,
      linksPerSecond: organisedRows.length / wallSeconds,
      saveCall: summarise(saveLatencies),
      saveToOrganised: summarise(organisedRows.map((row) => row.updated_ms - savedAt.get(row.id)!.at)),
      stages: await stageFigures(database, new Set(ids)).catch((error: unknown) => {
        say(`   (no stage figures: ${error instanceof Error ? error.message : String(error)})`);
        return [];
      }),
      cpu: {
        processMsPerPost: (processSeconds * 1000) / Math.max(1, ids.length),
        databaseMsPerPost: postmasterPid === undefined ? null : (databaseCpuSeconds * 1000) / Math.max(1, ids.length),
        otherCores: Math.max(0, (machineSeconds - ourSeconds) / elapsedSeconds),
      },
      warmup,
      idle,
    };
  } finally {
    await closeQueue();
  }
}
