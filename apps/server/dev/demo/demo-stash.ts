// `npm run demo`: a demo member whose stash is the fixture corpus, saved through the real pipeline
// (fetch, media, extraction, places) against local stand-ins for Instagram, TikTok and X, so the
// map, events, recipes and guides have something to show on a machine with no network.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/connection';
import { queryRows } from '../../src/db/query-rows';
import { posts, users } from '../../src/db/schema';
import { corpusLinks, fixtureEnvironment, startFixtureServers } from '@stash/fixtures';
import type { IngestLogger } from '../../src/ingest/ingest-dependencies';
import { createIngestDependencies } from '../../src/ingest/ingest-setup';
import { startIngestWorkers } from '../../src/ingest/ingest-worker';
import * as accounts from '../../src/modules/accounts/accounts.service';
import { createSavesService } from '../../src/modules/saves/saves.service';
import { startQueue, stopQueue } from '../../src/queue/queue';

export const DEMO_EMAIL = 'demo@stash.local';

export interface DemoSummary {
  email: string;
  /** Set when the account was made by this run; an existing account keeps its password. */
  password: string | null;
  saved: number;
  organised: number;
  failed: { url: string; reason: string | null }[];
  placesOnMap: number;
  upcomingEvents: number;
  recipes: number;
  guides: number;
}

async function findOrCreateMember(database: DatabaseHandle, email: string, password: string): Promise<{ id: string; created: boolean }> {
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { id: existing.id, created: false };
  const user = await accounts.createAccount(database.db, { email, password, isAdmin: false, name: 'Demo Member' });
  return { id: user.id, created: true };
}

export async function seedDemoStash(options: {
  config: Config;
  database: DatabaseHandle;
  email?: string;
  password: string;
  log: IngestLogger;
  timeoutMs?: number;
}): Promise<DemoSummary> {
  const email = options.email ?? DEMO_EMAIL;
  const fixtures = await startFixtureServers({ slowMs: 1_000 });
  // The same settings as the server, with the platforms pointed at the local stand-ins.
  const config = loadConfig({ ...process.env, STASH_DATA_DIR: options.config.dataDir, STASH_PUBLIC_URL: options.config.publicUrl, ...fixtureEnvironment(fixtures) });
  const queue = await startQueue(options.database, (error) => options.log.error({ err: error }, 'queue error'), {
    jobTimeoutSeconds: config.ingest.jobTimeoutSeconds,
  });
  try {
    await startIngestWorkers(createIngestDependencies({ config, database: options.database, queue, log: options.log }));
    const member = await findOrCreateMember(options.database, email, options.password);
    const saves = createSavesService({ db: options.database.db, queue });
    const ids: string[] = [];
    for (const url of corpusLinks({ include: 'organisable' })) ids.push((await saves.save(member.id, { url })).body.id);
    await settle(options.database, ids, options.timeoutMs ?? 180_000);
    return { email, password: member.created ? options.password : null, ...(await summarise(options.database, member.id, ids)) };
  } finally {
    await stopQueue(queue);
    await fixtures.close();
  }
}

async function settle(database: DatabaseHandle, ids: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryRows<{ waiting: number }>(
      database.db,
      sql`SELECT count(*)::int AS waiting FROM posts WHERE id IN ${ids} AND status NOT IN ('organised', 'failed')`,
    );
    if (row!.waiting === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function summarise(database: DatabaseHandle, userId: string, ids: string[]) {
  const rows = await database.db
    .select({ url: posts.canonicalUrl, status: posts.status, reason: posts.statusReason })
    .from(posts)
    .where(and(eq(posts.userId, userId), inArray(posts.id, ids)));
  const [counts] = await queryRows<{ places: number; upcoming: number; recipes: number; guides: number }>(
    database.db,
    sql`SELECT
      count(*) FILTER (WHERE latitude IS NOT NULL AND routing_class = 'PhysicalVenue')::int AS places,
      count(*) FILTER (WHERE routing_class = 'Eventish' AND (entity_data->'raw_data'->'temporal'->>'start') >= to_char(now(), 'YYYY-MM-DD'))::int AS upcoming,
      count(*) FILTER (WHERE entity_type = 'recipe')::int AS recipes,
      count(*) FILTER (WHERE entity_type = 'guide')::int AS guides
    FROM entities WHERE user_id = ${userId}`,
  );
  return {
    saved: ids.length,
    organised: rows.filter((row) => row.status === 'organised').length,
    failed: rows.filter((row) => row.status !== 'organised').map((row) => ({ url: row.url, reason: row.reason })),
    placesOnMap: counts!.places,
    upcomingEvents: counts!.upcoming,
    recipes: counts!.recipes,
    guides: counts!.guides,
  };
}
