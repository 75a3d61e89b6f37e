// What remote geocoders share between processes, kept in the database: their answers (so a place
// is asked about once, whichever process asks) and each rate-limited service's turn (so Nominatim's
// one request a second holds for all processes together, not for each).
import type { Database } from '../../db/connection';
import type { GeocodeResult } from './geocoder';
import { deleteExpiredAnswers, readAnswer, releaseSlot, takeSlot, writeAnswer } from './geocoder-store.repo';
import { systemClock, type Clock } from './rate-limiter';

export interface GeocoderStore {
  /** The kept answer (null: nothing found) with how long it stays good; undefined when none is kept. */
  readAnswer(provider: string, key: string): Promise<{ result: GeocodeResult | null; expiresInMs: number } | undefined>;
  writeAnswer(provider: string, key: string, result: GeocodeResult | null, ttlMs: number): Promise<void>;
  /**
   * Runs `task` when it is the service's turn across every process: after the previous request
   * (from any process) finished and `intervalMs` more passed. `leaseMs` bounds how long a process
   * that died mid-request can keep the others waiting.
   */
  inTurn<T>(provider: string, turn: { intervalMs: number; leaseMs: number; clock?: Clock }, task: () => Promise<T>): Promise<T>;
}

/** Expired answers are deleted at most this often per process. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export function createDatabaseGeocoderStore(db: Database): GeocoderStore {
  let lastPurge = 0;
  return {
    async readAnswer(provider, key) {
      const kept = await readAnswer(db, provider, key);
      return kept && { result: kept.result as GeocodeResult | null, expiresInMs: kept.expiresInMs };
    },
    async writeAnswer(provider, key, result, ttlMs) {
      await writeAnswer(db, provider, key, result, ttlMs);
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await deleteExpiredAnswers(db);
      }
    },
    async inTurn(provider, turn, task) {
      const clock = turn.clock ?? systemClock;
      // While another holds the service we look again now and then (its lease may be long).
      const pollMs = Math.max(25, turn.intervalMs / 4);
      for (;;) {
        const slot = await takeSlot(db, provider, turn.leaseMs);
        if ('lease' in slot) {
          try {
            return await task();
          } finally {
            // Not given back (the database is away): the lease runs out instead.
            await releaseSlot(db, provider, slot.lease, turn.intervalMs).catch(() => undefined);
          }
        }
        await clock.sleep(Math.max(1, Math.min(slot.waitMs, pollMs)));
      }
    },
  };
}
