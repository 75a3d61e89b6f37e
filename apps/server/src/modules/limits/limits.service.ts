// Per-member limits, counted in PostgreSQL (limits.repo.ts) so every API process shares them:
// requests a minute for the costly calls (saving, retrying, searching, asking Stash AI), and new
// saves a day. A refusal is a 429 whose Retry-After says when the window ends.
import { MESSAGES, type MemberLimitedAction } from '@stash/shared';
import type { Database, Executor } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { countHit, currentCount, removeEndedCounters, type Count } from './limits.repo';

export interface LimitsConfig {
  /** Requests a minute each member may make of each action; 0 leaves the action unlimited. */
  perMinute: Record<MemberLimitedAction, number>;
  /** New posts a member may save in a day (24 hours from the first); 0 leaves saving uncapped. */
  savesPerDay: number;
}

export type LimitsService = ReturnType<typeof createLimitsService>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Ended counters are swept after this many hits in one process, and kept a day past their end. */
const SWEEP_EVERY_HITS = 1_000;

const dailySavesKey = (userId: string) => `saves-per-day:${userId}`;

/** "3 hours", "1 minute": how long until a window ends, rounded up. */
export function waitWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export function dailySaveCapMessage(cap: number, waitMs: number): string {
  return `You have reached today's limit of ${cap.toLocaleString('en')} saves. Please try again in ${waitWords(waitMs)}.`;
}

export function createLimitsService({ db, limits, clock = () => new Date() }: { db: Database; limits: LimitsConfig; clock?: () => Date }) {
  let hitsSinceSweep = 0;

  /** One hit on `key` in a window of `windowMs`, counted in `executor` (a transaction rolls it back with itself). */
  async function hit(key: string, windowMs: number, executor: Executor = db): Promise<Count> {
    const now = clock();
    const count = await countHit(executor, key, windowMs, now);
    if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
      hitsSinceSweep = 0;
      // Best effort: a failed sweep leaves only old rows, and the next one removes them.
      removeEndedCounters(db, new Date(now.getTime() - DAY_MS)).catch(() => undefined);
    }
    return count;
  }

  function refusal(message: string, count: Count, details: Record<string, unknown>): AppError {
    const retryAfterSeconds = Math.max(1, Math.ceil((count.resetsAt.getTime() - clock().getTime()) / 1000));
    return new AppError('RATE_LIMITED', message, { details: { ...details, retry_after_seconds: retryAfterSeconds } });
  }

  /** Counts one request of `action` by the member; refuses (429) once the minute's allowance is used. */
  async function checkMember(action: MemberLimitedAction, userId: string): Promise<void> {
    const max = limits.perMinute[action];
    if (max <= 0) return;
    const count = await hit(`member:${action}:${userId}`, MINUTE_MS);
    if (count.hits > max) throw refusal(MESSAGES.rateLimited, count, { limit: action, per_minute: max });
  }

  /**
   * Counts one new post against the member's daily cap, in the transaction that creates it: a
   * refusal rolls the post and the count back together, and a link already saved costs nothing.
   */
  async function takeDailySave(tx: Executor, userId: string): Promise<void> {
    if (limits.savesPerDay <= 0) return;
    const count = await hit(dailySavesKey(userId), DAY_MS, tx);
    if (count.hits > limits.savesPerDay) {
      const waitMs = count.resetsAt.getTime() - clock().getTime();
      throw refusal(dailySaveCapMessage(limits.savesPerDay, waitMs), count, { limit: 'saves_per_day', per_day: limits.savesPerDay });
    }
  }

  /** New saves in the member's current day, the cap, and when the day's count starts again (null: no day open). */
  async function dailySaves(userId: string): Promise<{ used: number; limit: number; resetsAt: Date | null }> {
    const count = await currentCount(db, dailySavesKey(userId), clock());
    return { used: Math.min(count?.hits ?? 0, limits.savesPerDay || Infinity), limit: limits.savesPerDay, resetsAt: count?.resetsAt ?? null };
  }

  return { hit, checkMember, takeDailySave, dailySaves };
}
