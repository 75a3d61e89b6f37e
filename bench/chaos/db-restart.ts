// Part `db-restart`: PostgreSQL is stopped for a few seconds under light load (two API processes
// and a worker). While it is down every answer must be a 503 with a clear error (no 500, no hang);
// once it is back the API must answer 2xx again within 10 s, and the worker must take up jobs again
// by itself.
import { capture, type CapturedResponse } from '../api/load';
import { tail } from '../api/processes';
import type { ChaosContext, ChaosFigures } from './context';
import { CHAOS_PIPELINE_ENV } from './kills';

const CLIENTS = 4;
const LOAD_BEFORE_MS = 3_000;
const DOWN_MS = 5_000;
const LOAD_AFTER_MS = 15_000;
/** An answer slower than this counts as a hang. */
const HANG_MS = 5_000;
const RECOVERY_BUDGET_MS = 10_000;
/** After the database is back, a new save must be organised within this long. */
const WORKER_RECOVERY_MS = 60_000;

interface Sample {
  /** ms since the load started */
  at: number;
  ms: number;
  status: number | 'no answer' | 'hang';
  code?: string;
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function timed(request: Promise<CapturedResponse>): Promise<CapturedResponse | 'hang' | 'no answer'> {
  return Promise.race([request.catch(() => 'no answer' as const), sleep(HANG_MS).then(() => 'hang' as const)]);
}

export async function runDatabaseRestart(ctx: ChaosContext): Promise<ChaosFigures> {
  const cluster = await ctx.startCluster();
  const database = await ctx.createDatabase('postgres');
  const members = await ctx.createMembers(database, CLIENTS + 1, 'restart');
  const servers = await Promise.all([
    ctx.startServer(database, 'api', CHAOS_PIPELINE_ENV),
    ctx.startServer(database, 'api', CHAOS_PIPELINE_ENV),
    ctx.startServer(database, 'worker', CHAOS_PIPELINE_ENV),
  ]);
  const apis = servers.filter((server) => server.role === 'api');
  const signedIn = await Promise.all(members.map((member) => ctx.signIn(apis[0]!.baseUrl, member)));
  // The last member saves nothing during the load: its save after the restart is a new post, a new job.
  const probeToken = signedIn.pop()!;
  const tokens = signedIn;
  const links = await ctx.organisableLinks();
  const headers = (token: string) => ({ 'x-api-key': ctx.apiKey, authorization: `Bearer ${token}` });

  const started = performance.now();
  const samples: Sample[] = [];
  let stopping = false;
  let turn = 0;
  // Light load: each client lists its posts, and saves a link every few requests.
  const clients = tokens.map(async (token, client) => {
    while (!stopping) {
      turn += 1;
      const api = apis[turn % apis.length]!;
      const save = turn % 5 === 0;
      const spec = save
        ? { method: 'POST' as const, path: '/api/ios-share/saves', body: { url: links[(turn * 7 + client) % links.length] } }
        : { method: 'POST' as const, path: '/api/posts/list', body: { limit: 20 } };
      const at = performance.now();
      const answer = await timed(capture(api.port, spec, headers(token)));
      const sample: Sample = { at: at - started, ms: performance.now() - at, status: typeof answer === 'string' ? answer : answer.status };
      if (typeof answer !== 'string' && answer.status >= 400) {
        try {
          const body = JSON.parse(answer.body.toString('utf8')) as { code?: string; error?: string };
          sample.code = body.code;
          sample.error = body.error;
        } catch {
          sample.error = answer.body.toString('utf8').slice(0, 120);
        }
      }
      samples.push(sample);
      await sleep(50);
    }
  });

  await sleep(LOAD_BEFORE_MS);
  ctx.log('stopping PostgreSQL');
  const stopAt = performance.now() - started;
  await cluster.stop();
  const downAt = performance.now() - started;
  await sleep(DOWN_MS);
  ctx.log('starting PostgreSQL again');
  const startAt = performance.now() - started;
  await cluster.start();
  const upAt = performance.now() - started;
  await sleep(LOAD_AFTER_MS);
  stopping = true;
  await Promise.all(clients);

  // While down: from the moment the stop returned to the moment the start began.
  const whileDown = samples.filter((sample) => sample.at >= downAt && sample.at + sample.ms <= startAt);
  const downStatuses = countBy(whileDown.map((sample) => String(sample.status)));
  const notClear = whileDown.filter((sample) => sample.status !== 503 || !sample.error || sample.code !== 'SERVER_ERROR');
  const before = samples.filter((sample) => sample.at + sample.ms < stopAt);
  const after = samples.filter((sample) => sample.at > upAt);
  // Recovered: the first moment after which every answer is a 2xx.
  const lastBad = after.filter((sample) => !(typeof sample.status === 'number' && sample.status < 300)).at(-1);
  const recoveryMs = lastBad ? lastBad.at + lastBad.ms - upAt : 0;
  const recovered = after.some((sample) => sample.at - upAt > recoveryMs) && recoveryMs <= RECOVERY_BUDGET_MS;

  // The worker: a save made now must be organised (its queue connection came back by itself).
  const probe = await workerProbe(apis[0]!.port, headers(probeToken), links);
  const alive = servers.filter((server) => server.process.child.exitCode === null && server.process.child.signalCode === null).length;

  const figures = {
    samples: samples.length,
    before: countBy(before.map((sample) => String(sample.status))),
    while_down: downStatuses,
    while_down_messages: countBy(whileDown.filter((sample) => sample.error).map((sample) => `${sample.code}: ${sample.error}`)),
    after: countBy(after.map((sample) => String(sample.status))),
    stop_ms: Math.round(downAt - stopAt),
    down_ms: Math.round(upAt - downAt),
    start_ms: Math.round(upAt - startAt),
    recovery_ms: Math.round(recoveryMs),
    worker_probe: probe,
    processes_alive: alive,
  };
  ctx.log(JSON.stringify(figures));
  ctx.check('load before the stop answered 2xx', before.length > 0 && before.every((sample) => typeof sample.status === 'number' && sample.status < 300), JSON.stringify(figures.before));
  ctx.check('while down: every answer a 503 with a clear error (no 500, no hang)', whileDown.length > 0 && notClear.length === 0, JSON.stringify(downStatuses));
  // Across the whole run, the stop and start moments included: nothing but 2xx and 503.
  const dishonest = samples.filter((sample) => !(typeof sample.status === 'number' && (sample.status < 300 || sample.status === 503)));
  ctx.check('no 500, no hang and no cut connection at any moment', dishonest.length === 0, JSON.stringify(countBy(dishonest.map((sample) => String(sample.status)))));
  ctx.check(`API answers 2xx again within ${RECOVERY_BUDGET_MS / 1000} s of the database coming back`, recovered, `${(recoveryMs / 1000).toFixed(1)} s`);
  ctx.check('the worker takes up jobs again by itself', probe.status === 'organised' || probe.status === 'failed', `${probe.status} after ${(probe.ms / 1000).toFixed(1)} s`);
  const dead = servers.filter((server) => server.process.child.exitCode !== null || server.process.child.signalCode !== null);
  ctx.check('every process still running', dead.length === 0, `${servers.length - dead.length} of ${servers.length}${dead.map((server) => `\n--- the ${server.role} process's last lines:\n${tail(server.process.logFile, 40)}`).join('')}`);
  await Promise.all(servers.map((server) => server.stop()));
  return figures;
}

async function workerProbe(port: number, headers: Record<string, string>, links: string[]): Promise<{ status: string; ms: number }> {
  const started = performance.now();
  const url = links[0]!;
  const saved = await capture(port, { method: 'POST', path: '/api/ios-share/saves', body: { url } }, { ...headers }).catch(() => undefined);
  if (!saved || saved.status >= 300) return { status: `save answered ${saved?.status ?? 'nothing'}`, ms: 0 };
  const id = (JSON.parse(saved.body.toString('utf8')) as { id: string }).id;
  for (;;) {
    const answer = await capture(port, { method: 'POST', path: '/api/posts/batch', body: { ids: [id] } }, headers).catch(() => undefined);
    const status = answer?.status === 200 ? (JSON.parse(answer.body.toString('utf8')) as { posts: Record<string, { status: string }> }).posts[id]?.status : undefined;
    const ms = performance.now() - started;
    if (status === 'organised' || status === 'failed' || ms > WORKER_RECOVERY_MS) return { status: status ?? 'unknown', ms };
    await sleep(500);
  }
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
