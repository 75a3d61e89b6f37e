// Spaces calls to one service: each starts at least `intervalMs` after the previous one started,
// and they run one at a time (Nominatim's policy: at most one request per second, no parallel
// requests). The clock is injectable so tests can check the spacing without waiting. With a shared
// turn (kept in the database), the spacing also holds across every process using it.

export interface Clock {
  now(): number;
  sleep(milliseconds: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
};

export type RateLimited = <T>(task: () => Promise<T>) => Promise<T>;

/** The service's turn across processes (geocoder-store.ts), taken inside this process's own spacing. */
export interface SharedTurn {
  inTurn<T>(provider: string, turn: { intervalMs: number; leaseMs: number; clock?: Clock }, task: () => Promise<T>): Promise<T>;
}

export function createRateLimiter(
  intervalMs: number,
  clock: Clock = systemClock,
  shared?: { store: SharedTurn; provider: string; leaseMs: number },
): RateLimited {
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      const wait = lastStart + intervalMs - clock.now();
      if (wait > 0) await clock.sleep(wait);
      lastStart = clock.now();
      return shared ? shared.store.inTurn(shared.provider, { intervalMs, leaseMs: shared.leaseMs, clock }, task) : task();
    });
    // A failed call must not stop the ones queued behind it.
    tail = run.catch(() => undefined);
    return run;
  };
}
