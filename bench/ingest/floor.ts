// The floor: the pipeline's network work alone. The same links, fetched by the real post fetcher
// and their media downloaded by safeFetch with the media stage's limits, from the same fixture
// servers, with no database, queue, extraction, geocoding or storage. Like the pipeline, it runs
// `concurrency` fetches and `concurrency` media downloads at once (two stages, handing posts over
// in memory), so it is the rate the pipeline could reach if everything but the network were free.
import { parseSaveLink } from '@stash/shared';
import type { Config } from '../../apps/server/src/config';
import type { FetchedPost } from '../../apps/server/src/ingest/fetch/fetched-post';
import { createPostFetcher } from '../../apps/server/src/ingest/fetch/post-fetcher';
import { safeFetch } from '../../apps/server/src/lib/safe-fetch';
import { summarise, type LatencySummary } from './latency-figures';

export interface FloorResult {
  /** Posts fetched over all passes (each pass: members x links). */
  posts: number;
  passes: number;
  seconds: number;
  linksPerSecond: number;
  /** Link handed to a fetcher -> its last media file downloaded. */
  perPost: LatencySummary;
  mediaDownloaded: number;
  /** Files the media stage would also leave as a link (too big, gone): counted, not retried. */
  mediaRefused: number;
  mediaBytes: number;
  /** Posts whose fetch failed: the floor is only valid when this is 0. */
  fetchFailures: string[];
  cpuMsPerPost: number;
}

/** The media stage's safeFetch options (media-stage.ts storeCopy), so both download the same bytes. */
async function download(config: Config, url: string, type: FetchedPost['media'][number]['type']): Promise<number | null> {
  const limits = config.ingest.media;
  const expectsVideo = type === 'video';
  if (expectsVideo && limits.maxVideoBytes === 0) return null;
  try {
    const response = await safeFetch(url, {
      timeoutMs: config.ingest.fetch.timeoutMs * 3,
      maxBytes: expectsVideo ? limits.maxVideoBytes : limits.maxImageBytes,
      allowHosts: config.ingest.fetch.allowHosts,
      accept: ['image/', 'video/', 'application/octet-stream', 'binary/octet-stream'],
    });
    return response.status >= 200 && response.status < 300 ? response.body.byteLength : null;
  } catch {
    return null;
  }
}

interface FloorPass {
  seconds: number;
  latencies: number[];
  mediaDownloaded: number;
  mediaRefused: number;
  mediaBytes: number;
  fetchFailures: string[];
  cpuMs: number;
}

/** Runs `links` (in order, `repeats` times over) through the fetch and media pools once. */
async function floorPass(config: Config, links: readonly string[], repeats: number): Promise<FloorPass> {
  const fetcher = createPostFetcher(config.ingest);
  const concurrency = config.ingest.concurrency;
  const work = Array.from({ length: repeats }, () => links).flat();
  const fetched: { post: FetchedPost; startedAt: number }[] = [];
  const waitingMediaWorkers: (() => void)[] = [];
  const latencies: number[] = [];
  const fetchFailures: string[] = [];
  let next = 0;
  let fetchersLeft = concurrency;
  let mediaDownloaded = 0;
  let mediaRefused = 0;
  let mediaBytes = 0;

  const wakeMediaWorker = () => waitingMediaWorkers.shift()?.();

  async function fetchWorker(): Promise<void> {
    while (next < work.length) {
      const link = work[next++]!;
      const startedAt = performance.now();
      const parsed = parseSaveLink(link);
      try {
        if (!parsed.ok) throw new Error(parsed.message);
        fetched.push({ post: await fetcher.fetchPost(parsed.link), startedAt });
        wakeMediaWorker();
      } catch (error) {
        fetchFailures.push(`${link}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    fetchersLeft -= 1;
    // The last fetcher done: media workers waiting for a post must learn there will be none.
    if (fetchersLeft === 0) while (waitingMediaWorkers.length > 0) wakeMediaWorker();
  }

  async function mediaWorker(): Promise<void> {
    for (;;) {
      const item = fetched.shift();
      if (!item) {
        if (fetchersLeft === 0) return;
        await new Promise<void>((resolve) => waitingMediaWorkers.push(resolve));
        continue;
      }
      // One file after another, as the media stage stores a post's files.
      for (const file of item.post.media) {
        const bytes = await download(config, file.url, file.type);
        if (bytes === null) mediaRefused += 1;
        else {
          mediaDownloaded += 1;
          mediaBytes += bytes;
        }
      }
      latencies.push(performance.now() - item.startedAt);
    }
  }

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all([...Array.from({ length: concurrency }, fetchWorker), ...Array.from({ length: concurrency }, mediaWorker)]);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { seconds, latencies, mediaDownloaded, mediaRefused, mediaBytes, fetchFailures, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** One untimed pass, for the JIT and the fixture servers' first answers. */
export async function warmUpFloor(config: Config, links: readonly string[]): Promise<void> {
  await floorPass(config, links, 1);
}

/**
 * The floor's rate: passes of the same work as the pipeline's (members x links) until at least
 * `minSeconds` have gone by, so that one garbage collection or timer tick does not swing a
 * measurement of a fraction of a second. Figures are over all passes.
 */
export async function measureFloor(config: Config, links: readonly string[], repeats: number, minSeconds: number): Promise<FloorResult> {
  const passes: FloorPass[] = [];
  let seconds = 0;
  while (passes.length === 0 || seconds < minSeconds) {
    const pass = await floorPass(config, links, repeats);
    passes.push(pass);
    seconds += pass.seconds;
  }
  const latencies = passes.flatMap((pass) => pass.latencies);
  const total = (pick: (pass: FloorPass) => number) => passes.reduce((sum, pass) => sum + pick(pass), 0);
  return {
    posts: latencies.length,
    passes: passes.length,
    seconds,
    linksPerSecond: latencies.length / seconds,
    perPost: summarise(latencies),
    mediaDownloaded: total((pass) => pass.mediaDownloaded),
    mediaRefused: total((pass) => pass.mediaRefused),
    mediaBytes: total((pass) => pass.mediaBytes),
    fetchFailures: [...new Set(passes.flatMap((pass) => pass.fetchFailures))],
    cpuMsPerPost: total((pass) => pass.cpuMs) / Math.max(1, latencies.length),
  };
}
