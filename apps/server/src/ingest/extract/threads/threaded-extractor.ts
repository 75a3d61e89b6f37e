// The rule extractor on a pool of worker threads (piscina): reading a long or hostile caption is
// CPU work that would otherwise hold up the event loop that answers API calls and runs the other
// jobs. Same name and answers as the in-process extractor. When the threads cannot run (their code
// is missing or fails to load) every post is read in-process from then on, with a warning; when one
// thread fails on a post (it died), that post is read in-process, with a warning.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { IngestLogger } from '../../ingest-dependencies';
import type { Extraction, ExtractionInput, Extractor } from '../extraction';
import type { ThreadAnswer } from './extract-thread';
import { extractThreadFile, type ThreadFile } from './thread-files';

export interface ThreadedExtractor extends Extractor {
  /** Runs one post in a thread and tells which thread did it (for the tests; extract() is the pipeline's). */
  extractInThread(input: ExtractionInput): Promise<ThreadAnswer>;
  /** Lets the posts being read finish, then stops the threads. */
  close(): Promise<void>;
}

/**
 * An idle thread is stopped after this long; the next post starts one again. A new thread spends
 * about a second of CPU loading the extractor and compiling its patterns over its first few dozen
 * posts (bench/README.md), so threads are kept through quiet minutes, as database connections are.
 */
const IDLE_THREAD_MS = 5 * 60_000;

export function createThreadedExtractor(options: {
  threads: number;
  /** The same extractor on this thread: the fallback. */
  inProcess: Extractor;
  log: IngestLogger;
  /** Tests point this elsewhere to see the fallback work. */
  threadFile?: ThreadFile;
}): ThreadedExtractor {
  const { inProcess, log } = options;
  const file = options.threadFile ?? extractThreadFile();
  if (!fs.existsSync(fileURLToPath(file.filename))) {
    log.warn({ file: file.filename }, 'extraction threads cannot start (their code is missing); reading posts on the main thread');
    return onThisThread(inProcess);
  }
  const pool = new Piscina<ExtractionInput, ThreadAnswer>({
    filename: file.filename,
    execArgv: file.execArgv,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: IDLE_THREAD_MS,
  });
  let closing: Promise<void> | undefined;
  let broken = false;
  // An error the pool cannot pin on a post: a thread that could not load its code. Posts waiting
  // for a thread would wait forever, so the pool is torn down (which fails them over to this
  // thread) and not used again.
  pool.on('error', (error: unknown) => {
    if (broken) return;
    broken = true;
    log.warn({ err: error }, 'extraction threads failed to start; reading posts on the main thread from now on');
    void pool.destroy().catch(() => undefined);
  });

  async function extract(input: ExtractionInput): Promise<Extraction> {
    if (closing || broken) return inProcess.extract(input);
    let answer: ThreadAnswer;
    try {
      answer = await pool.run(input);
    } catch (error) {
      if (!broken) log.warn({ err: error }, 'extraction thread failed; reading the post on the main thread');
      return inProcess.extract(input);
    }
    if ('error' in answer) throw new Error(answer.error);
    return answer.extraction;
  }

  return {
    name: inProcess.name,
    extract,
    extractInThread: (input) => pool.run(input),
    close() {
      closing ??= pool.close().catch((error: unknown) => log.warn({ err: error }, 'extraction threads did not stop cleanly'));
      return closing;
    },
  };
}

/** The in-process extractor with the threaded one's shape, for when there are no threads. */
function onThisThread(inProcess: Extractor): ThreadedExtractor {
  return {
    name: inProcess.name,
    extract: (input) => inProcess.extract(input),
    extractInThread: () => Promise.reject(new Error('No extraction threads are running.')),
    close: () => Promise.resolve(),
  };
}
