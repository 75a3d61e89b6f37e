// The whole ingestion pipeline on a test database: the real app with its queue and workers, the
// platforms stood in for by the local fixture servers.
import { eq } from 'drizzle-orm';
import { posts } from '../db/schema';
import { fixtureEnvironment, startFixtureServers, type FixtureServerOptions, type FixtureServers } from '@stash/fixtures';
import type { IngestDependencies, IngestLogger } from '../ingest/ingest-dependencies';
import { createIngestDependencies } from '../ingest/ingest-setup';
import { startIngestWorkers } from '../ingest/ingest-worker';
import { createTestApp, type TestApp } from './test-app';

export interface IngestHarness {
  t: TestApp;
  fixtures: FixtureServers;
  deps: IngestDependencies;
  /** Saves a corpus post's link as `member` through the save call; answers the new post's id. */
  save(member: { accessToken: string }, key: string, body?: Record<string, unknown>): Promise<string>;
  /** Waits until the post is organised or failed (or gone) and answers its row. */
  settled(postId: string, timeoutMs?: number): Promise<typeof posts.$inferSelect | undefined>;
  close(): Promise<void>;
}

export const quietLog: IngestLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function createIngestHarness(
  options: { env?: Record<string, string>; fixtures?: FixtureServerOptions; workers?: boolean } = {},
): Promise<IngestHarness> {
  const fixtures = await startFixtureServers({ slowMs: 4_000, ...options.fixtures });
  const t = await createTestApp(
    {
      ...fixtureEnvironment(fixtures),
      STASH_FETCH_TIMEOUT_MS: '2000',
      STASH_INGEST_RETRY_LIMIT: '3',
      STASH_INGEST_RETRY_DELAY_SECONDS: '1',
      STASH_INGEST_RETRY_DELAY_MAX_SECONDS: '2',
      STASH_INGEST_POLL_SECONDS: '0.5',
      ...options.env,
    },
    { queue: true },
  );
  const deps = createIngestDependencies({ config: t.config, database: t.database, queue: t.queue!, log: quietLog });
  if (options.workers !== false) {
    await startIngestWorkers(deps);
    await t.app.services.instagram.startWorkers(t.config.ingest.pollSeconds);
  }

  async function save(member: { accessToken: string }, key: string, body: Record<string, unknown> = {}) {
    const response = await t.call('POST', '/api/ios-share/saves', { token: member.accessToken, body: { url: fixtures.corpus.post(key).link, ...body } });
    if (response.statusCode !== 202) throw new Error(`saving ${key} answered ${response.statusCode}: ${response.body}`);
    return response.json<{ id: string }>().id;
  }

  async function settled(postId: string, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await t.database.db.select().from(posts).where(eq(posts.id, postId));
      if (!row || row.status === 'organised' || row.status === 'failed') return row;
      if (Date.now() > deadline) throw new Error(`post ${postId} still ${row.status} (${row.ingestStage}: ${row.statusReason ?? ''})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    t,
    fixtures,
    deps,
    save,
    settled,
    async close() {
      await t.close();
      await fixtures.close();
    },
  };
}
