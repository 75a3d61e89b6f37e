// Chaos part "mixed-load": a minute of 32 clients mixing the member calls (list, get, save, tag,
// search, nearby, chat) against two API processes and one worker on one PostgreSQL. Every answer
// must come, none may be a 5xx; the member limits stay on (set high, below) and their 429s are
// counted apart. Prints each call's p99.
import { createHash } from 'node:crypto';
import { ENDPOINTS } from '../api/endpoints';
import { percentile, runLoad, type RequestSpec } from '../api/load';
import { BENCH_MEMBER, TAG_COUNT, seed } from '../api/seed';
import type { ChaosContext, ChaosFigures } from './context';

const CLIENTS = 32;
const SAVING_MEMBERS = 16;

/**
 * High enough that 32 clients at full speed are seldom refused, low enough that the limits are
 * still counted: the call's cost is measured, and a refusal is an answer to count, not a failure.
 */
const MEMBER_LIMITS_ENV: Record<string, string> = {
  STASH_LIMIT_SAVES_PER_MINUTE: '600',
  STASH_LIMIT_SAVES_PER_DAY: '100000',
  STASH_LIMIT_SEARCHES_PER_MINUTE: '6000',
  STASH_LIMIT_CHATS_PER_MINUTE: '3000',
  STASH_LIMIT_RETRIES_PER_MINUTE: '600',
};

type CallKey = 'list' | 'get' | 'save' | 'tag' | 'search' | 'nearby' | 'chat';
const CALLS: CallKey[] = ['list', 'get', 'save', 'tag', 'search', 'nearby', 'chat'];

/** The seeded stash's ids (bench/api/seed.ts: md5 of an ordinal, read as a uuid). */
function seededId(kind: 'post' | 'tag', ordinal: number): string {
  const hex = createHash('md5').update(`${kind}${ordinal}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function requestsOf(key: string): RequestSpec[] {
  const endpoint = ENDPOINTS.find((candidate) => candidate.key === key);
  if (!endpoint) throw new Error(`bench/api/endpoints.ts has no ${key}`);
  return endpoint.requests;
}

interface MixedRequest extends RequestSpec {
  call: CallKey;
}

/**
 * One block per (saving member, link): each block holds one of each call, so every client mixes
 * them all; saves go to the saving members, everything else to the seeded member.
 */
function mixedRequests(options: { posts: number; seededToken: string; saverTokens: string[]; links: string[] }): MixedRequest[] {
  const seeded = { authorization: `Bearer ${options.seededToken}` };
  const list = requestsOf('list');
  const search = requestsOf('search-text');
  const nearby = requestsOf('nearby');
  const chat = requestsOf('chat');
  const requests: MixedRequest[] = [];
  let block = 0;
  for (const link of options.links) {
    for (const token of options.saverTokens) {
      const post = seededId('post', (block * 7919) % options.posts);
      const pick = <T>(items: T[]) => items[block % items.length]!;
      const tagIds = [seededId('tag', block % TAG_COUNT), seededId('tag', (block * 3 + 1) % TAG_COUNT)];
      requests.push(
        { call: 'list', ...pick(list), headers: seeded },
        { call: 'get', method: 'POST', path: '/api/posts/get', body: { id: post, include_entities: true }, headers: seeded },
        { call: 'save', method: 'POST', path: '/api/ios-share/saves', body: { url: link }, headers: { authorization: `Bearer ${token}` } },
        { call: 'tag', method: 'PUT', path: `/api/tags/post/${post}`, body: { tagIds }, headers: seeded },
        { call: 'search', ...pick(search), headers: seeded },
        { call: 'nearby', ...pick(nearby), headers: seeded },
        { call: 'chat', ...pick(chat), headers: seeded },
      );
      block += 1;
    }
  }
  return requests;
}

interface CallFigures {
  answers: number;
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export async function runMixedLoad(ctx: ChaosContext): Promise<ChaosFigures> {
  const posts = ctx.quick ? 1_000 : 5_000;
  const durationMs = ctx.quick ? 10_000 : 60_000;
  const warmupMs = ctx.quick ? 1_000 : 3_000;

  const database = await ctx.createDatabase('postgres');
  ctx.log(`seeding a stash of ${posts} posts...`);
  await seed({ db: 'postgres', posts, databaseUrl: database.url });
  const savers = await ctx.createMembers(database, SAVING_MEMBERS, 'mixed');
  ctx.log(`member limits: ${Object.entries(MEMBER_LIMITS_ENV).map(([name, value]) => `${name}=${value}`).join(' ')}`);
  const worker = await ctx.startServer(database, 'worker', MEMBER_LIMITS_ENV);
  const apis = [await ctx.startServer(database, 'api', MEMBER_LIMITS_ENV), await ctx.startServer(database, 'api', MEMBER_LIMITS_ENV)];

  const seededToken = await ctx.signIn(apis[0]!.baseUrl, { email: BENCH_MEMBER.email, password: BENCH_MEMBER.password });
  const saverTokens: string[] = [];
  for (const member of savers) saverTokens.push(await ctx.signIn(apis[0]!.baseUrl, member));
  const requests = mixedRequests({ posts, seededToken, saverTokens, links: await ctx.organisableLinks() });

  const latencies = new Map<CallKey, number[]>(CALLS.map((call) => [call, []]));
  const statuses = new Map<CallKey, Record<string, number>>(CALLS.map((call) => [call, {}]));
  ctx.log(`${CLIENTS} clients for ${durationMs / 1000} s (after ${warmupMs / 1000} s of warm-up), half on each API process...`);
  const results = await Promise.all(
    apis.map((api, apiIndex) => {
      // Each process's clients start evenly apart (spread), the two sets between each other's.
      const shift = Math.floor((apiIndex * requests.length) / CLIENTS);
      const shifted = [...requests.slice(shift), ...requests.slice(0, shift)];
      return runLoad({
        port: api.port,
        headers: { 'x-api-key': ctx.apiKey },
        requests: shifted,
        concurrency: CLIENTS / apis.length,
        spread: true,
        warmupMs,
        durationMs,
        onAnswer: ({ variant, status, error, ms }) => {
          const call = shifted[variant]!.call;
          const kind = error ?? String(status);
          const counts = statuses.get(call)!;
          counts[kind] = (counts[kind] ?? 0) + 1;
          if (status >= 200 && status < 300) latencies.get(call)!.push(ms);
        },
      });
    }),
  );

  const calls: Record<string, CallFigures> = {};
  let serverErrors = 0;
  let limited = 0;
  let otherRefusals = 0;
  let lost = 0;
  ctx.log(`${'call'.padEnd(8)} ${'answers'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  statuses`);
  for (const call of CALLS) {
    const sorted = Float64Array.from(latencies.get(call)!).sort();
    const counts = statuses.get(call)!;
    const answers = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const figures: CallFigures = {
      answers,
      statuses: counts,
      p50Ms: Number(percentile(sorted, 0.5).toFixed(1)),
      p99Ms: Number(percentile(sorted, 0.99).toFixed(1)),
      maxMs: Number((sorted.length ? sorted[sorted.length - 1]! : Number.NaN).toFixed(1)),
    };
    calls[call] = figures;
    for (const [kind, count] of Object.entries(counts)) {
      const status = Number(kind);
      if (!Number.isInteger(status) || status === 0) lost += count;
      else if (status >= 500) serverErrors += count;
      else if (status === 429) limited += count;
      else if (status >= 400) otherRefusals += count;
    }
    const shown = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)).map(([kind, count]) => `${kind}×${count}`).join(' ');
    ctx.log(`${call.padEnd(8)} ${String(answers).padStart(8)} ${String(figures.p50Ms).padStart(8)} ${String(figures.p99Ms).padStart(8)} ${String(figures.maxMs).padStart(8)}  ${shown}`);
  }
  const total = results.reduce((sum, result) => sum + result.requests + result.errors, 0);
  ctx.log(`${total} answers in ${durationMs / 1000} s (${(total / (durationMs / 1000)).toFixed(0)}/s); ${limited} refused by the member limits (429)`);

  ctx.check('no 5xx under mixed load', serverErrors === 0, `${serverErrors} of ${total}`);
  ctx.check('every request answered (no reset, refused or timed-out connection)', lost === 0, `${lost} without an answer`);
  ctx.check('no refusal but the member limits (4xx other than 429)', otherRefusals === 0, `${otherRefusals} of ${total}`);
  ctx.check('the API processes and the worker are still running', [worker, ...apis].every((server) => server.process.child.exitCode === null && server.process.child.signalCode === null));

  return { clients: CLIENTS, api_processes: apis.length, workers: 1, seconds: durationMs / 1000, seeded_posts: posts, member_limits: MEMBER_LIMITS_ENV, answers: total, server_errors: serverErrors, rate_limited: limited, other_refusals: otherRefusals, without_answer: lost, calls };
}
