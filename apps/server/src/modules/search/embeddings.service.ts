// Search by meaning, when an embeddings provider is configured: each organised post gets a vector
// (made by the pipeline's embed jobs, or backfilled by `stash reindex --embeddings`), and a query's
// vector finds the member's nearest posts. Without the database's vector extension it switches
// itself off, says so once in the log, and search stays by words.
import type { Database } from '../../db/connection';
import type { EmbeddingsProvider } from '../../providers/embeddings/embeddings-provider';
import * as repo from './embeddings.repo';

export type EmbeddingSearch = ReturnType<typeof createEmbeddingSearch>;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Texts per call to the provider. */
const BATCH = 32;
/** After the provider failed to answer at start-up, how long before it is tried again. */
const RETRY_READY_MS = 60_000;

export function createEmbeddingSearch({ db, provider, log }: { db: Database; provider: EmbeddingsProvider; log: Logger }) {
  let ready: Promise<boolean> | null = null;
  let off = false;

  async function prepare(): Promise<boolean> {
    if (!(await repo.vectorExtensionAvailable(db))) {
      off = true;
      log.warn({ model: provider.model }, 'embeddings are configured but this database has no vector extension (pgvector): search stays by words');
      return false;
    }
    const [probe] = await provider.embed(['stash']);
    const { replaced } = await repo.ensureStore(db, probe!.length);
    if (replaced) log.warn({ model: provider.model, dimensions: probe!.length }, 'the embeddings model changed width: vectors start again (run stash reindex --embeddings)');
    log.info({ model: provider.model, dimensions: probe!.length }, 'search by meaning is on');
    return true;
  }

  /** Whether vectors can be made and searched; checked once (a provider that did not answer is asked again later). */
  function isReady(): Promise<boolean> {
    if (off) return Promise.resolve(false);
    if (!ready) {
      ready = prepare().catch((error: unknown) => {
        log.warn({ model: provider.model, reason: error instanceof Error ? error.message : String(error) }, 'the embeddings provider did not answer: search stays by words for now');
        setTimeout(() => (ready = null), RETRY_READY_MS).unref();
        return false;
      });
    }
    return ready;
  }

  /** Makes (or remakes, when their text changed) the vectors of these posts. Throws when the provider fails, so the job is retried. */
  async function embedPosts(postIds: readonly string[]): Promise<number> {
    if (!(await isReady())) return 0;
    const pending = await repo.textsToEmbed(db, postIds, provider.model);
    for (let start = 0; start < pending.length; start += BATCH) {
      const batch = pending.slice(start, start + BATCH);
      const vectors = await provider.embed(batch.map((item) => item.text));
      await repo.upsertEmbeddings(db, provider.model, batch.map((item, index) => ({ item, vector: vectors[index]! })));
    }
    return pending.length;
  }

  /** Every organised post without a current vector, in batches; `onProgress` hears the running count. */
  async function backfill(onProgress: (done: number) => void = () => undefined): Promise<number> {
    if (!(await isReady())) return 0;
    let done = 0;
    let after: string | null = null;
    for (;;) {
      const ids = await repo.postsLackingVectors(db, provider.model, after, BATCH * 4);
      if (ids.length === 0) return done;
      done += await embedPosts(ids);
      after = ids.at(-1)!;
      onProgress(done);
    }
  }

  /** The member's posts nearest in meaning to `text`, nearest first; null when search by meaning is off or failed. */
  async function nearest(userId: string, text: string, limit: number): Promise<string[] | null> {
    if (!text.trim() || !(await isReady())) return null;
    try {
      const [vector] = await provider.embed([text]);
      return (await repo.nearestPosts(db, userId, vector!, limit)).map((row) => row.id);
    } catch (error) {
      log.warn({ model: provider.model, reason: error instanceof Error ? error.message : String(error) }, 'a query vector failed: this search is by words');
      return null;
    }
  }

  /** The member's posts nearest in meaning to one of theirs; empty when search by meaning is off. */
  async function neighbours(userId: string, postId: string, limit: number): Promise<string[]> {
    return (await isReady()) ? repo.nearestToPost(db, userId, postId, limit) : [];
  }

  return { isReady, embedPosts, backfill, nearest, neighbours };
}
