// Part `kills`: members save at full speed while API and worker processes are killed with SIGKILL
// at random moments and started again. Afterwards every accepted save must be one post, settled
// (organised, or failed with a reason) within the deadline, with no duplicate posts and no media
// file left that no row names once the sweeper has run.
import fs from 'node:fs';
import path from 'node:path';
import { mediaDirectoryOf } from '../../apps/server/src/providers/storage/media-storage';
import { canonicalUrlOf, corpusPosts } from '@stash/fixtures';
import { capture } from '../api/load';
import type { ChaosContext, ChaosDatabase, ChaosFigures, ChaosServer, DatabaseKind } from './context';
import { runSaves, type SaveOutcome } from './saves-client';
import { newestMediaFile, openChaosDatabase, orphanMediaFiles, readStashState } from './stash-state';

export interface KillsOptions {
  dbs: DatabaseKind[];
  saves: number;
  members: number;
  kills: number;
}

/** Every accepted save must be organised or failed within this long of the last restart. */
const SETTLE_DEADLINE_MS = 5 * 60_000;
/** The sweeper runs every minute and removes unrecorded files older than a minute (its smallest settings). */
const ORPHAN_GRACE_MS = 60_000;
const SWEEP_WAIT_MS = ORPHAN_GRACE_MS + 75_000;

/**
 * Short timeouts so that a killed worker's jobs come back (pg-boss expiry) and a stalled post is
 * swept well inside the deadline; the sweeper at its smallest interval and grace.
 */
export const CHAOS_PIPELINE_ENV: Record<string, string> = {
  STASH_INGEST_JOB_TIMEOUT_SECONDS: '30',
  STASH_INGEST_RETRY_DELAY_SECONDS: '1',
  STASH_INGEST_RETRY_DELAY_MAX_SECONDS: '5',
  STASH_INGEST_POLL_SECONDS: '1',
  STASH_SWEEP_INTERVAL_MINUTES: '1',
  STASH_SWEEP_MARGIN_SECONDS: '10',
  STASH_ORPHAN_MEDIA_GRACE_MINUTES: String(ORPHAN_GRACE_MS / 60_000),
  STASH_SHUTDOWN_SECONDS: '5',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomBetween = (low: number, high: number) => low + Math.random() * (high - low);

export async function runKills(ctx: ChaosContext, options: KillsOptions): Promise<ChaosFigures> {
  const figures: ChaosFigures = {};
  for (const kind of options.dbs) figures[kind] = await runOn(ctx, kind, options);
  return figures;
}

async function runOn(ctx: ChaosContext, kind: DatabaseKind, options: KillsOptions): Promise<ChaosFigures> {
  const label = kind === 'postgres' ? 'PostgreSQL (2 api + 1 worker)' : 'PGlite (one process)';
  ctx.log(`${label}: ${options.saves} saves from ${options.members} members, ${options.kills} kills`);
  const database = await ctx.createDatabase(kind);
  const members = await ctx.createMembers(database, options.members);
  const servers: ChaosServer[] =
    kind === 'postgres'
      ? await Promise.all([ctx.startServer(database, 'api', CHAOS_PIPELINE_ENV), ctx.startServer(database, 'api', CHAOS_PIPELINE_ENV), ctx.startServer(database, 'worker', CHAOS_PIPELINE_ENV)])
      : [await ctx.startServer(database, 'all', CHAOS_PIPELINE_ENV)];
  const apiIndexes = servers.flatMap((server, index) => (server.role === 'worker' ? [] : [index]));
  const down = new Set<number>();

  const links = await ctx.organisableLinks();
  const perMember = Math.ceil(options.saves / options.members);
  const saveMembers = await Promise.all(
    members.map(async (member, index) => ({
      accessToken: await ctx.signIn(servers[apiIndexes[0]!]!.baseUrl, member),
      // Each member starts at another link and goes round the corpus: links come back (a save of a
      // post already in the stash) once a member passes its size.
      links: Array.from({ length: Math.min(perMember, options.saves - index * perMember) }, (_, step) => links[(index * 7 + step) % links.length]!),
    })),
  );

  const started = performance.now();
  let savesDone = false;
  let savesMs = 0;
  const saving = runSaves({
    members: saveMembers.filter((member) => member.links.length > 0),
    apiKey: ctx.apiKey,
    ports: () => {
      const live = apiIndexes.filter((index) => !down.has(index));
      return (live.length > 0 ? live : apiIndexes).map((index) => servers[index]!.port);
    },
  }).finally(() => {
    savesDone = true;
    savesMs = performance.now() - started;
  });

  // The kills: each at a random moment after the last restart, while saves or their processing run.
  const targets = killTargets(servers, options.kills);
  const kills: { at_ms: number; role: string; restart_ms: number }[] = [];
  for (const target of targets) {
    await sleep(randomBetween(300, savesDone ? 1_500 : 3_000));
    const at = performance.now();
    down.add(target);
    await servers[target]!.kill();
    servers[target] = await servers[target]!.restart();
    down.delete(target);
    kills.push({ at_ms: Math.round(at - started), role: servers[target]!.role, restart_ms: Math.round(performance.now() - at) });
    ctx.log(`  killed the ${servers[target]!.role} process at ${(at - started) / 1000 | 0} s; ready again after ${kills.at(-1)!.restart_ms} ms`);
  }
  const outcomes = await saving;
  // A file no row names, as a process killed between writing a file and recording it leaves: the
  // sweeper must remove it (the kills may or may not have left one of their own).
  plantOrphanFile(database);
  const lastRestart = performance.now();
  const accepted = outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300 && outcome.postId);
  ctx.log(`  saves done in ${(savesMs / 1000).toFixed(1)} s: ${accepted.length} accepted of ${outcomes.length}`);

  const settle = await waitUntilSettled(ctx, servers[apiIndexes[0]!]!, saveMembers.map((member) => member.accessToken), outcomes, lastRestart);
  ctx.log(`  ${settle.settled ? 'settled' : 'NOT settled'} ${(settle.ms / 1000).toFixed(1)} s after the last restart (${settle.unsettled} unsettled)`);

  // The sweeper removes files older than its grace: wait for one sweep after the newest file passed it.
  const orphanWaitMs = await waitForSweep(database, kind);
  await Promise.all(servers.map((server) => server.stop()));
  const state = await readStashState(database);

  const figures = judge(ctx, label, { outcomes, accepted, state, settle, members: members.map((member) => member.email) });
  return {
    ...figures,
    saves_ms: Math.round(savesMs),
    saves_per_second: Math.round((outcomes.length / savesMs) * 1000),
    kills,
    settle_ms: Math.round(settle.ms),
    orphan_wait_ms: Math.round(orphanWaitMs),
  };
}

const PLANTED_ORPHAN = 'chaos-planted-orphan.jpg';

function plantOrphanFile(database: ChaosDatabase): void {
  const directory = mediaDirectoryOf(database.dataDir);
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(path.join(directory, PLANTED_ORPHAN), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
}

/** Picks which process each kill hits: on PostgreSQL the worker and each API at least once. */
function killTargets(servers: ChaosServer[], count: number): number[] {
  const indexes = servers.map((_, index) => index);
  const targets = [...indexes];
  while (targets.length < count) targets.push(indexes[Math.floor(Math.random() * indexes.length)]!);
  for (let index = targets.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [targets[index], targets[other]] = [targets[other]!, targets[index]!];
  }
  return targets.slice(0, count);
}

interface Settle {
  settled: boolean;
  ms: number;
  unsettled: number;
}

/** Polls the accepted posts through the API (posts/batch) until none is pending or fetched. */
async function waitUntilSettled(ctx: ChaosContext, api: ChaosServer, tokens: string[], outcomes: SaveOutcome[], since: number): Promise<Settle> {
  const idsByMember = new Map<number, Set<string>>();
  for (const outcome of outcomes) {
    if (!outcome.postId) continue;
    idsByMember.set(outcome.member, (idsByMember.get(outcome.member) ?? new Set()).add(outcome.postId));
  }
  let unsettled = Infinity;
  for (;;) {
    unsettled = 0;
    for (const [member, ids] of idsByMember) {
      const list = [...ids];
      for (let start = 0; start < list.length; start += 50) {
        const answer = await capture(
          api.port,
          { method: 'POST', path: '/api/posts/batch', body: { ids: list.slice(start, start + 50) } },
          { 'x-api-key': ctx.apiKey, authorization: `Bearer ${tokens[member]}` },
        ).catch(() => undefined);
        if (answer?.status !== 200) {
          unsettled += list.length;
          continue;
        }
        const posts = (JSON.parse(answer.body.toString('utf8')) as { posts: Record<string, { status: string }> }).posts;
        unsettled += Object.values(posts).filter((post) => post.status === 'pending' || post.status === 'fetched').length;
      }
    }
    const ms = performance.now() - since;
    if (unsettled === 0 || ms > SETTLE_DEADLINE_MS) return { settled: unsettled === 0, ms, unsettled };
    await sleep(1_000);
  }
}

/**
 * Waits until the sweeper has had its chance at every file: one sweep interval after the newest
 * file passed the grace. On PostgreSQL the files are watched and the wait ends once none is
 * unrecorded; PGlite admits no second reader, so there the whole time is waited.
 */
async function waitForSweep(database: ChaosDatabase, kind: DatabaseKind): Promise<number> {
  const started = performance.now();
  const newest = (await newestMediaFile(database.dataDir)) ?? new Date(0);
  const deadline = newest.getTime() + SWEEP_WAIT_MS;
  if (kind === 'pglite') {
    await sleep(Math.max(0, deadline - Date.now()));
    return performance.now() - started;
  }
  const handle = await openChaosDatabase(database);
  try {
    await sleep(Math.max(0, newest.getTime() + ORPHAN_GRACE_MS - Date.now()));
    while (Date.now() < deadline) {
      if ((await orphanMediaFiles(handle, database.dataDir)).orphans.length === 0) break;
      await sleep(5_000);
    }
  } finally {
    await handle.close();
  }
  return performance.now() - started;
}

function judge(
  ctx: ChaosContext,
  label: string,
  run: { outcomes: SaveOutcome[]; accepted: SaveOutcome[]; state: Awaited<ReturnType<typeof readStashState>>; settle: Settle; members: string[] },
): ChaosFigures {
  const { outcomes, accepted, state } = run;
  const postsById = new Map(state.posts.map((post) => [post.id, post]));
  // A short link's post is folded into the member's post of the link it resolves to when they
  // already have that one (ingest/fetch-stage.ts): its id goes, and the save lives on as that post.
  const resolved = new Map(corpusPosts.map((post) => [post.link, canonicalUrlOf(post)]));
  const canonicalByMember = new Map<string, Map<string, string>>();
  for (const post of state.posts) canonicalByMember.set(post.email, (canonicalByMember.get(post.email) ?? new Map()).set(post.canonicalUrl, post.id));
  const survivorOf = (outcome: SaveOutcome): string | undefined => {
    if (postsById.has(outcome.postId!)) return outcome.postId;
    const target = resolved.get(outcome.url);
    return target ? canonicalByMember.get(run.members[outcome.member]!)?.get(target) : undefined;
  };
  const folded = accepted.filter((outcome) => !postsById.has(outcome.postId!) && survivorOf(outcome));
  const missing = accepted.filter((outcome) => !survivorOf(outcome));
  const wrongOwner = accepted.filter((outcome) => {
    const post = postsById.get(outcome.postId!);
    return post && post.email !== run.members[outcome.member];
  });
  // One link saved twice by one member must answer the same post both times.
  const idsByMemberLink = new Map<string, Set<string>>();
  for (const outcome of accepted) {
    const key = `${outcome.member} ${outcome.url}`;
    const survivor = survivorOf(outcome);
    if (survivor) idsByMemberLink.set(key, (idsByMemberLink.get(key) ?? new Set()).add(survivor));
  }
  const splitLinks = [...idsByMemberLink.values()].filter((ids) => ids.size > 1).length;
  const acceptedIds = new Set(accepted.flatMap((outcome) => survivorOf(outcome) ?? []));
  const acceptedPosts = [...acceptedIds].flatMap((id) => postsById.get(id) ?? []);
  const unsettled = acceptedPosts.filter((post) => post.status !== 'organised' && post.status !== 'failed');
  const failedWithoutReason = acceptedPosts.filter((post) => post.status === 'failed' && !post.statusReason?.trim());
  const failed = acceptedPosts.filter((post) => post.status === 'failed');
  const strayPosts = state.posts.filter((post) => !acceptedIds.has(post.id));
  const rejected = outcomes.filter((outcome) => !(outcome.status >= 200 && outcome.status < 300));

  const counts = {
    saves: outcomes.length,
    accepted: accepted.length,
    accepted_new: accepted.filter((outcome) => !outcome.duplicate).length,
    accepted_duplicate: accepted.filter((outcome) => outcome.duplicate).length,
    accepted_folded_into_existing_post: folded.length,
    not_accepted: rejected.length,
    lost_answers: outcomes.reduce((sum, outcome) => sum + outcome.lostAnswers, 0),
    server_errors_5xx: outcomes.reduce((sum, outcome) => sum + outcome.serverErrors, 0),
    posts: state.posts.length,
    organised: acceptedPosts.filter((post) => post.status === 'organised').length,
    failed: failed.length,
    unsettled_at_end: unsettled.length,
    posts_beyond_accepted: strayPosts.length,
    duplicate_post_groups: state.duplicateGroups,
    media_files: state.mediaFiles,
    planted_orphan_removed: !state.orphanMediaFiles.includes(PLANTED_ORPHAN),
    orphan_media_files: state.orphanMediaFiles.length,
    failure_reasons: countBy(failed.map((post) => post.statusReason ?? '')),
    sweep_jobs: state.sweeps.states,
  };
  ctx.log(`  ${label}: ${JSON.stringify(counts)}`);
  const on = ` (${label})`;
  ctx.check(`every save answered${on}`, rejected.length === 0, rejected.length ? `${rejected.length} without a 2xx: ${JSON.stringify(countBy(rejected.map((outcome) => String(outcome.status))))}` : undefined);
  ctx.check(`every accepted save exists, as its member's post${on}`, missing.length === 0 && wrongOwner.length === 0, missing.length || wrongOwner.length ? `${missing.length} missing, ${wrongOwner.length} under another member` : undefined);
  ctx.check(`a link saved again answers the same (surviving) post${on}`, splitLinks === 0, splitLinks ? `${splitLinks} links answered with two posts` : undefined);
  ctx.check(`no duplicate posts${on}`, state.duplicateGroups === 0, state.duplicateGroups ? `${state.duplicateGroups} member+link groups with several posts` : undefined);
  ctx.check(
    `every accepted save organised or failed with a reason within ${SETTLE_DEADLINE_MS / 60_000} min${on}`,
    run.settle.settled && unsettled.length === 0 && failedWithoutReason.length === 0,
    `${(run.settle.ms / 1000).toFixed(1)} s; ${unsettled.length} unsettled, ${failedWithoutReason.length} failed without a reason`,
  );
  const strayUnsettled = strayPosts.filter((post) => post.status !== 'organised' && post.status !== 'failed');
  ctx.check(`posts of saves whose answer was lost settle too${on}`, strayUnsettled.length === 0, `${strayPosts.length} such posts, ${strayUnsettled.length} unsettled`);
  ctx.check(`no orphan media files after the sweep${on}`, state.orphanMediaFiles.length === 0, `${state.mediaFiles} files, ${state.orphanMediaFiles.length} unrecorded${state.orphanMediaFiles.length ? `; last sweeps: ${JSON.stringify(state.sweeps.last)}` : ''}`);
  return counts;
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
