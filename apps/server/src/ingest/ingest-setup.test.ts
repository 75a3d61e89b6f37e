import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import type { Queue } from '../queue/queue';
import { quietLog } from '../test-support/ingest-harness';
import { createIngestDependencies } from './ingest-setup';

// The providers are only built here, never called, so no database or queue is needed.
const database = { db: {} } as unknown as DatabaseHandle;
const queue = {} as Queue;
const depsFor = (env: Record<string, string>) => createIngestDependencies({ config: loadConfig(env), database, queue, log: quietLog });

describe('createIngestDependencies', () => {
  it('extracts with the rules when no LLM is configured', () => {
    expect(depsFor({}).extractor.name).toBe('rules');
  });

  it('extracts with the configured LLM (which falls back to the rules)', () => {
    expect(depsFor({ STASH_LLM_BASE_URL: 'http://127.0.0.1:11434/v1', STASH_LLM_MODEL: 'llama3.1' }).extractor.name).toBe('llm:llama3.1');
  });

  it('needs both the address and the model for the LLM', () => {
    expect(depsFor({ STASH_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }).extractor.name).toBe('rules');
  });
});
