// Chaos part "bad-input": every operation of the server's OpenAPI document (GET /api/docs) sent
// broken requests generated from the document itself (bad-input-cases.ts), one at a time, to an API
// process on PostgreSQL. Every answer must be 4xx (2xx also allowed where the document allows the
// value: a hostile string in a free-text field), never 5xx, never a hang; a refused request must
// write nothing (row counts of the tables before and after); the server must still answer after.
// The generator is seeded: STASH_CHAOS_SEED=<seed> replays a run.
import http from 'node:http';
import pg from 'pg';
import { TAG_COLORS } from '@stash/shared';
import { capture } from '../api/load';
import { badRequests, describeRequest, seededRandom, type BadRequest, type OpenApiDocument } from './bad-input-cases';
import type { ChaosContext, ChaosFigures, ChaosServer } from './context';

/** A request that has not answered in this long counts as a hang. */
const ANSWER_TIMEOUT_MS = 10_000;
/** The part stops sending (and fails) past this, to stay within its two minutes. */
const TIME_BUDGET_MS = 110_000;
/**
 * Tables that refused requests write to by design: the per-address and per-member request
 * counters, and failed sign-ins (counted to lock an account against guessing).
 */
const BOOKKEEPING_TABLES = new Set(['rate_limit_counters', 'login_failures']);
const FAILURES_SHOWN = 25;

interface Answer {
  status: number;
  /** 'hang' (no answer in time) or a socket error code. */
  error?: string;
  ms: number;
  body: string;
}

function send(port: number, request: BadRequest, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: { ...headers, ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) },
        // A fresh connection each time: one request's broken framing must not spill into the next.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.length < 4 && chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
        response.on('error', (error) => resolve({ status: 0, error: error.name, ms: performance.now() - started, body: '' }));
      },
    );
    outgoing.setTimeout(ANSWER_TIMEOUT_MS, () => outgoing.destroy(Object.assign(new Error('hang'), { code: 'hang' })));
    // The server may answer (413, 431) and close before the whole body is written: that answer counts.
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, error: error.code ?? error.name, ms: performance.now() - started, body: '' }));
    outgoing.end(request.body);
  });
}

/** Row counts of every table a member's request could write (pg-boss's jobs included). */
async function rowCounter(pool: pg.Pool): Promise<() => Promise<Record<string, number>>> {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((row) => row.table_name).filter((name) => !BOOKKEEPING_TABLES.has(name));
  const jobs = await pool.query(`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`);
  const counted = [...tables.map((name) => ({ label: name, from: `public."${name}"` })), ...(jobs.rows[0]?.present ? [{ label: 'pgboss.job', from: 'pgboss.job' }] : [])];
  const statement = `SELECT ${counted.map(({ label, from }) => `(SELECT count(*) FROM ${from})::int AS "${label}"`).join(', ')}`;
  return async () => (await pool.query<Record<string, number>>(statement)).rows[0]!;
}

function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((table) => after[table] !== before[table]).map((table) => `${table} ${before[table]}→${after[table]}`);
}

function alive(server: ChaosServer): boolean {
  return server.process.child.exitCode === null && server.process.child.signalCode === null;
}

export async function runBadInput(ctx: ChaosContext): Promise<ChaosFigures> {
  const seed = process.env.STASH_CHAOS_SEED ? Number(process.env.STASH_CHAOS_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new Error('STASH_CHAOS_SEED must be a whole number');
  ctx.log(`seed ${seed} (replay: STASH_CHAOS_SEED=${seed} npm run chaos -- --parts bad-input)`);

  const database = await ctx.createDatabase('postgres');
  const [member] = await ctx.createMembers(database, 1, 'bad-input');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    // An admin, so that the admin console's operations check their input too instead of answering 404 to all.
    await pool.query('UPDATE users SET is_admin = true WHERE email = $1', [member!.email]);
    // The API role alone: no worker writes in the background between two counts. Its hundreds of
    // refused sign-ins would lock this address out of signing the member in again (after the
    // operations that end sessions): that lock is switched out of the way.
    const server = await ctx.startServer(database, 'api', { STASH_LOGIN_MAX_FAILURES: '1000000' });
    let token = await ctx.signIn(server.baseUrl, member!);
    const memberHeaders = () => ({ 'x-api-key': ctx.apiKey, authorization: `Bearer ${token}` });
    // A member made without a name is still in setup, where a valid request may set a new password.
    const setup = await capture(server.port, { method: 'POST', path: '/api/claim/complete-setup', body: { name: 'Bad Input', username: 'badinput', password: member!.password } }, memberHeaders());
    if (setup.status !== 200) throw new Error(`could not finish the member's setup: ${setup.status} ${setup.body.toString('utf8').slice(0, 200)}`);
    token = await ctx.signIn(server.baseUrl, member!);

    // The member's own rows, for path parameters that name one.
    const [link] = await ctx.organisableLinks();
    const saved = await capture(server.port, { method: 'POST', path: '/api/ios-share/saves', body: { url: link } }, memberHeaders());
    const tag = await capture(server.port, { method: 'POST', path: '/api/tags', body: { name: 'bad input', color: TAG_COLORS[0] } }, memberHeaders());
    if (saved.status >= 300 || tag.status >= 300) throw new Error(`could not make the member's rows: save ${saved.status}, tag ${tag.status} ${tag.body.toString('utf8').slice(0, 200)}`);
    const ids = { post: (JSON.parse(saved.body.toString('utf8')) as { id: string }).id, tag: (JSON.parse(tag.body.toString('utf8')) as { id: string }).id };

    const docs = await capture(server.port, { method: 'GET', path: '/api/docs' }, { 'x-api-key': ctx.apiKey });
    if (docs.status !== 200) throw new Error(`GET /api/docs answered ${docs.status}`);
    const document = JSON.parse(docs.body.toString('utf8')) as OpenApiDocument;
    const requests = badRequests(document, ids, seededRandom(seed));
    const operations = new Set(requests.map((request) => request.operation));
    ctx.log(`${requests.length} requests for ${operations.size} operations`);

    const countRows = await rowCounter(pool);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    let accepted = 0;
    let refused = 0;
    let signIns = 0;
    let sent = 0;
    let slowest = { ms: 0, request: '' };
    const started = performance.now();
    let previousOperation = '';
    let before = await countRows();
    for (const request of requests) {
      if (performance.now() - started > TIME_BUDGET_MS) break;
      if (request.operation !== previousOperation) {
        // An operation run earlier may have ended the session (sign out everywhere): sign in again.
        const profile = await capture(server.port, { method: 'GET', path: '/api/profile' }, memberHeaders());
        if (profile.status === 401) {
          token = await ctx.signIn(server.baseUrl, member!).catch((error: unknown) => {
            throw new Error(`after ${previousOperation}: ${error instanceof Error ? error.message : String(error)}`);
          });
          signIns += 1;
          ctx.log(`signed in again after ${previousOperation}`);
        }
        if (profile.status >= 500) failures.push(`GET /api/profile answered ${profile.status} after ${previousOperation}`);
        before = await countRows();
        previousOperation = request.operation;
      }
      const answer = await send(server.port, request, request.member ? memberHeaders() : { 'x-api-key': ctx.apiKey });
      sent += 1;
      const kind = answer.error ?? String(answer.status);
      statuses[kind] = (statuses[kind] ?? 0) + 1;
      if (answer.ms > slowest.ms) slowest = { ms: answer.ms, request: describeRequest(request) };
      const after = await countRows();
      const line = () => `${describeRequest(request)} → ${answer.error ?? answer.status} ${answer.body}`;
      if (answer.error === 'hang') {
        failures.push(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s: ${line()}`);
      } else if (answer.status === 0) {
        // The server answered and closed while the request was still being written (413, 431):
        // fine; anything else without an answer is a failure.
        if (!['EPIPE', 'ECONNRESET'].includes(answer.error ?? '')) failures.push(`no answer (${answer.error}): ${line()}`);
        else refused += 1;
      } else if (answer.status >= 500) {
        failures.push(`${answer.status}: ${line()}`);
      } else if (answer.status >= 200 && answer.status < 300) {
        accepted += 1;
        if (request.expect === 'refused') failures.push(`accepted what the document forbids: ${line()}`);
      } else if (answer.status >= 400) {
        refused += 1;
        const changed = changedTables(before, after);
        if (changed.length > 0) failures.push(`refused but wrote (${changed.join(', ')}): ${line()}`);
      } else {
        failures.push(`unexpected status: ${line()}`);
      }
      before = after;
      if (!alive(server)) {
        failures.push(`the server exited after: ${describeRequest(request)}`);
        break;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const health = alive(server) ? await capture(server.port, { method: 'GET', path: '/api/health' }, {}).catch(() => undefined) : undefined;

    ctx.log(`${sent} of ${requests.length} requests in ${seconds.toFixed(1)} s: ${refused} refused, ${accepted} accepted (allowed by the document); statuses ${Object.entries(statuses).map(([kind, count]) => `${kind}×${count}`).join(' ')}`);
    ctx.log(`slowest answer ${slowest.ms.toFixed(0)} ms: ${slowest.request}`);
    for (const failure of failures.slice(0, FAILURES_SHOWN)) ctx.log(`  ${failure}`);
    if (failures.length > FAILURES_SHOWN) ctx.log(`  ... and ${failures.length - FAILURES_SHOWN} more`);

    ctx.check('every generated request sent within the time budget', sent === requests.length, `${sent} of ${requests.length}`);
    ctx.check('every answer 4xx (or 2xx where the document allows the value), none 5xx, none hung, nothing written by a refusal', failures.length === 0, failures.length ? `${failures.length} failures; seed ${seed}` : `seed ${seed}`);
    ctx.check('the server stays up (health answers 200 afterwards)', health?.status === 200, health ? `health ${health.status}` : 'no answer');

    return { seed, operations: operations.size, requests: requests.length, sent, seconds: Number(seconds.toFixed(1)), refused, accepted, statuses, sign_ins_again: signIns, failures };
  } finally {
    await pool.end();
  }
}
