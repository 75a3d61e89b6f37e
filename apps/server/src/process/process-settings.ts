// What one server process runs, read from the environment with the rest of the configuration
// (config.ts): its role, its extraction threads and how long it may take to stop.
import os from 'node:os';
import { z } from 'zod';

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** Two threads at most by default: extraction shares the machine with the database and the API. */
export const DEFAULT_EXTRACT_THREADS = Math.min(2, os.availableParallelism());

/** The environment variables, spread into config.ts's schema. */
export const processSettingsSchema = {
  STASH_ROLE: z.enum(PROCESS_ROLES).default('all'),
  STASH_EXTRACT_THREADS: z.coerce.number().int().min(0).max(64).default(DEFAULT_EXTRACT_THREADS),
  STASH_SHUTDOWN_SECONDS: z.coerce.number().positive().max(3_600).default(20),
};

export interface ProcessSettings {
  /**
   * 'all': the HTTP API and the queue workers in this process (the one-process setup, and the only
   * one the embedded database allows); 'api': the HTTP API alone (it still sends jobs); 'worker':
   * the queue workers alone. Several 'api' and 'worker' processes may share one PostgreSQL.
   */
  role: ProcessRole;
  /** Worker threads the rule extractor runs in; 0 runs it on the process's own thread. */
  extractThreads: number;
  /** On SIGTERM or SIGINT, requests and jobs in flight get this long to finish before they are cut off or released. */
  shutdownSeconds: number;
}

interface ProcessEnvironment {
  DATABASE_URL: string | undefined;
  STASH_ROLE: ProcessRole;
  STASH_EXTRACT_THREADS: number;
  STASH_SHUTDOWN_SECONDS: number;
}

export function processSettingsOf(e: ProcessEnvironment): ProcessSettings {
  // The embedded database lives inside one process: a process of one role alone could not reach
  // the other role's process.
  if (e.STASH_ROLE !== 'all' && !e.DATABASE_URL) {
    throw new Error(
      `Invalid configuration:\n  STASH_ROLE: '${e.STASH_ROLE}' runs one part of Stash and needs DATABASE_URL (a PostgreSQL server shared by every process). ` +
        'The embedded database runs in one process: use `npm start` (STASH_ROLE=all) without DATABASE_URL.',
    );
  }
  return { role: e.STASH_ROLE, extractThreads: e.STASH_EXTRACT_THREADS, shutdownSeconds: e.STASH_SHUTDOWN_SECONDS };
}
