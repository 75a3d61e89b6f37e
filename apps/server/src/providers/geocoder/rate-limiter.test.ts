import { describe, expect, it } from 'vitest';
import { type Clock, createRateLimiter } from './rate-limiter';

/** Virtual time: sleeping moves the clock forward at once and is recorded. */
function fakeClock(): Clock & { sleeps: number[] } {
  let now = 1_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (milliseconds) => {
      sleeps.push(milliseconds);
      now += milliseconds;
    },
  };
}

describe('createRateLimiter', () => {
  it('starts calls at least the interval apart, one at a time', async () => {
    const clock = fakeClock();
    const limited = createRateLimiter(1_000, clock);
    const starts: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const task = async () => {
      starts.push(clock.now());
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await Promise.resolve();
      running -= 1;
    };
    await Promise.all([limited(task), limited(task), limited(task)]);
    expect(starts).toEqual([1_000, 2_000, 3_000]);
    expect(mostAtOnce).toBe(1);
    expect(clock.sleeps).toEqual([1_000, 1_000]);
  });

  it('does not wait when the interval has already passed', async () => {
    const clock = fakeClock();
    const limited = createRateLimiter(1_000, clock);
    await limited(async () => undefined);
    await clock.sleep(5_000);
    clock.sleeps.length = 0;
    await limited(async () => undefined);
    expect(clock.sleeps).toEqual([]);
  });

  it('keeps going after a failed call', async () => {
    const clock = fakeClock();
    const limited = createRateLimiter(500, clock);
    const failed = limited(async () => {
      throw new Error('boom');
    });
    const next = limited(async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
