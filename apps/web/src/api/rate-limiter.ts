// The client-side cap of spec section 9: at most `perMinute` calls in any 60 s and `perHour` in any
// hour (sliding windows), so a runaway screen cannot hammer the server.

export interface RateLimits {
  perMinute: number;
  perHour: number;
}

export interface RateLimiter {
  /** Records a call and returns true, or returns false (recording nothing) when a window is full. */
  tryAcquire(): boolean;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function createRateLimiter(limits: RateLimits, now: () => number): RateLimiter {
  // Call times, oldest first; nothing older than an hour is kept, so at most `perHour` entries.
  let calls: number[] = [];

  return {
    tryAcquire() {
      const time = now();
      calls = calls.filter((at) => at > time - HOUR_MS);
      const lastMinute = calls.filter((at) => at > time - MINUTE_MS).length;
      if (calls.length >= limits.perHour || lastMinute >= limits.perMinute) return false;
      calls.push(time);
      return true;
    },
  };
}
