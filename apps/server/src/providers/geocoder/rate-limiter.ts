// Spaces calls to one service: each starts at least `intervalMs` after the previous one started,
// and they run one at a time (Nominatim's policy: at most one request per second, no parallel
// requests). The clock is injectable so tests can check the spacing without waiting.

export interface Clock {
  now(): number;
  sleep(milliseconds: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
};

export type RateLimited = <T>(task: () => Promise<T>) => Promise<T>;

export function createRateLimiter(intervalMs: number, clock: Clock = systemClock): RateLimited {
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      const wait = lastStart + intervalMs - clock.now();
      if (wait > 0) await clock.sleep(wait);
      lastStart = clock.now();
      return task();
    });
    // A failed call must not stop the ones queued behind it.
    tail = run.catch(() => undefined);
    return run;
  };
}
