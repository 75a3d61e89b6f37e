// The code one extraction thread runs (a piscina worker; threaded-extractor.ts sends it posts). The
// thread builds its own gazetteer and rule extractor on its first post and keeps them.
import { threadId } from 'node:worker_threads';
import { createGazetteer } from '../../../providers/geocoder/gazetteer';
import type { Extraction, ExtractionInput, Extractor } from '../extraction';
import { createRuleExtractor } from '../rule-extractor';

/**
 * The extraction, or why the extractor threw: an error of the post itself comes back as an answer,
 * so that the caller can tell it from a failure of the thread (which it retries on its own thread).
 */
export type ThreadAnswer = ({ extraction: Extraction } | { error: string }) & {
  /** The thread that did the work, so a caller (and a test) can tell it left the main thread. */
  threadId: number;
};

let extractor: Extractor | undefined;

export default async function extractInThread(input: ExtractionInput): Promise<ThreadAnswer> {
  extractor ??= createRuleExtractor({ gazetteer: createGazetteer() });
  try {
    return { extraction: await extractor.extract(input), threadId };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), threadId };
  }
}
