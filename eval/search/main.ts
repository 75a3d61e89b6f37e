// `npm run eval:search`: how well search and Stash AI find the saves that answer real questions.
// The fixture corpus and this evaluation's own saves (saves.ts) are saved for one member through
// the real pipeline (fixture stand-ins for the platforms, rule extraction, the offline gazetteer)
// on an in-memory PGlite; then every question of questions.ts is searched and asked.
//
// Prints, for the tuning part and the held-out part apart: recall@5 (the share of a question's
// answering saves in the top five, out of at most five), MRR (one over the rank of the first
// answering save), and the share of Stash AI answers that cite an answering save; then the worst
// misses with what came first instead. Targets: recall@5 >= 0.9, cites >= 0.85.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { canonicalUrlOf, corpusLinks, corpusPosts, fixtureEnvironment, startFixtureServers, type CorpusPost } from '@stash/fixtures';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite, runMigrations, type DatabaseHandle } from '../../apps/server/src/db/connection';
import { queryRows } from '../../apps/server/src/db/query-rows';
import { createIngestDependencies } from '../../apps/server/src/ingest/ingest-setup';
import { startIngestWorkers } from '../../apps/server/src/ingest/ingest-worker';
import { createAccount } from '../../apps/server/src/modules/accounts/accounts.service';
import { createChatService } from '../../apps/server/src/modules/chat/chat.service';
import { createSavesService } from '../../apps/server/src/modules/saves/saves.service';
import { createSearchService } from '../../apps/server/src/modules/search/search.service';
import { createGazetteer } from '../../apps/server/src/providers/geocoder/gazetteer';
import { startQueue, stopQueue } from '../../apps/server/src/queue/queue';
import { evaluationQuestions } from './questions';
import { evaluationSaves } from './saves';

const TARGET_RECALL = 0.9;
const TARGET_CITES = 0.85;
const WORST_SHOWN = 12;
const quiet = { info: () => undefined, warn: () => undefined, error: (obj: object, msg: string) => console.error(msg, obj) };

interface Scored {
  question: string;
  kind: string;
  heldOut: boolean;
  recall: number;
  reciprocalRank: number;
  cited: boolean;
  top: string[];
  missing: string[];
}

async function saveEverything(database: DatabaseHandle, dataDir: string): Promise<{ userId: string; postIdOf: Map<string, string> }> {
  const fixtures = await startFixtureServers({ slowMs: 1_000, extraPosts: evaluationSaves });
  const config = loadConfig({ STASH_DATA_DIR: dataDir, ...fixtureEnvironment(fixtures) });
  const queue = await startQueue(database, (error) => console.error('queue error', error), { jobTimeoutSeconds: config.ingest.jobTimeoutSeconds });
  try {
    await startIngestWorkers(createIngestDependencies({ config, database, queue, log: quiet }));
    const member = await createAccount(database.db, { email: 'eval@stash.test', password: null, isAdmin: false, name: 'Eval Member' });
    const saves = createSavesService({ db: database.db, queue });
    const links = [...corpusLinks({ include: 'organisable' }), ...evaluationSaves.map((post) => post.link)];
    for (const url of links) await saves.save(member.id, { url });
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; ) {
      const [row] = await queryRows<{ waiting: number }>(database.db, sql`SELECT count(*)::int AS waiting FROM posts WHERE status NOT IN ('organised', 'failed')`);
      if (row!.waiting === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const rows = await queryRows<{ id: string; canonical_url: string; status: string }>(database.db, sql`SELECT id::text AS id, canonical_url, status FROM posts`);
    const byUrl = new Map(rows.map((row) => [row.canonical_url, row]));
    const postIdOf = new Map<string, string>();
    const all: readonly CorpusPost[] = [...corpusPosts, ...evaluationSaves];
    for (const post of all) {
      const row = byUrl.get(canonicalUrlOf(post));
      if (row) postIdOf.set(post.key, row.id);
    }
    const failed = rows.filter((row) => row.status !== 'organised');
    console.log(`saved ${rows.length} posts (${failed.length} not organised) for the evaluation member`);
    return { userId: member.id, postIdOf };
  } finally {
    await stopQueue(queue);
    await fixtures.close();
  }
}

function summarise(label: string, scored: Scored[]): { recall: number; mrr: number; cites: number } {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const recall = mean(scored.map((item) => item.recall));
  const mrr = mean(scored.map((item) => item.reciprocalRank));
  const cites = mean(scored.map((item) => (item.cited ? 1 : 0)));
  const verdict = (value: number, target: number) => `${value.toFixed(3)} (target ${target}, ratio ${(value / target).toFixed(2)}${value >= target ? '' : ', BELOW'})`;
  console.log(`\n${label}: ${scored.length} questions`);
  console.log(`  recall@5          ${verdict(recall, TARGET_RECALL)}`);
  console.log(`  MRR               ${mrr.toFixed(3)}`);
  console.log(`  Stash AI cites    ${verdict(cites, TARGET_CITES)}`);
  const kinds = [...new Set(scored.map((item) => item.kind))];
  console.log(`  by kind (recall@5 / cites): ${kinds.map((kind) => {
    const of = scored.filter((item) => item.kind === kind);
    return `${kind} ${mean(of.map((item) => item.recall)).toFixed(2)}/${mean(of.map((item) => (item.cited ? 1 : 0))).toFixed(2)}`;
  }).join(', ')}`);
  return { recall, mrr, cites };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-eval-search-'));
  const database = await openPglite(undefined);
  try {
    await runMigrations(database);
    const started = Date.now();
    const { userId, postIdOf } = await saveEverything(database, dataDir);
    console.log(`pipeline took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const keyOf = new Map([...postIdOf].map(([key, id]) => [id, key]));
    const search = createSearchService({ db: database.db, gazetteer: createGazetteer() });
    const chat = createChatService({ db: database.db, search });

    const unsaved = [...new Set(evaluationQuestions.flatMap((item) => item.expected.filter((key) => !postIdOf.has(key))))];
    if (unsaved.length > 0) throw new Error(`questions expect saves that were not saved: ${unsaved.join(', ')}`);
    const scored: Scored[] = [];
    for (const item of evaluationQuestions) {
      const expected = new Set(item.expected.map((key) => postIdOf.get(key)!));
      const { ids } = await search.rankedPosts(userId, { query: item.question, limit: 10, offset: 0, time_zone: 'UTC' });
      const top5 = ids.slice(0, 5);
      const found = top5.filter((id) => expected.has(id)).length;
      const firstRank = ids.findIndex((id) => expected.has(id));
      const answer = await chat.ask(userId, { message: item.question, time_zone: 'UTC' });
      scored.push({
        question: item.question,
        kind: item.kind,
        heldOut: item.heldOut,
        recall: found / Math.min(expected.size, 5),
        reciprocalRank: firstRank >= 0 ? 1 / (firstRank + 1) : 0,
        cited: answer.citations.some((citation) => expected.has(citation.post_id)),
        top: top5.map((id) => keyOf.get(id) ?? id),
        missing: item.expected.filter((key) => !top5.includes(postIdOf.get(key)!)),
      });
    }

    const tuning = summarise('Tuning part', scored.filter((item) => !item.heldOut));
    const heldOut = summarise('Held-out part', scored.filter((item) => item.heldOut));
    summarise('All', scored);

    const worst = [...scored].sort((a, b) => a.recall - b.recall || Number(a.cited) - Number(b.cited) || a.reciprocalRank - b.reciprocalRank).slice(0, WORST_SHOWN);
    console.log('\nWorst misses (recall@5, cited; missing; top five instead):');
    for (const item of worst) {
      if (item.recall === 1 && item.cited) break;
      console.log(`  ${item.heldOut ? '[held-out] ' : ''}"${item.question}" (${item.kind}) recall ${item.recall.toFixed(2)}, cited ${item.cited ? 'yes' : 'no'}`);
      console.log(`      missing ${item.missing.join(', ') || '-'}; top ${item.top.join(', ') || '(nothing)'}`);
    }
    const met = tuning.recall >= TARGET_RECALL && heldOut.recall >= TARGET_RECALL && tuning.cites >= TARGET_CITES && heldOut.cites >= TARGET_CITES;
    console.log(`\n${met ? 'Targets met' : 'Targets not met'} on both parts.`);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
