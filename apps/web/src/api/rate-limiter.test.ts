import { describe, expect, it } from 'vitest';
import { CLIENT_RATE_LIMIT } from '@stash/shared';
import { createRateLimiter } from './rate-limiter';

function manualClock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('createRateLimiter', () => {
  it('allows 60 calls a minute and refuses the 61st', () => {
    const clock = manualClock();
    const limiter = createRateLimiter(CLIENT_RATE_LIMIT, clock.now);
    for (let i = 0; i < 60; i += 1) expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
  });

  it('slides the minute window instead of resetting it on a boundary', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ perMinute: 2, perHour: 100 }, clock.now);
    limiter.tryAcquire();
    clock.advance(30_000);
    limiter.tryAcquire();
    clock.advance(29_999);
    expect(limiter.tryAcquire()).toBe(false);
    clock.advance(1);
    // The first call is now 60 s old and has left the window; the second has not.
    expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
  });

  it('refuses the 1001st call within an hour even when each minute is under its limit', () => {
    const clock = manualClock();
    const limiter = createRateLimiter(CLIENT_RATE_LIMIT, clock.now);
    for (let minute = 0; minute < 20; minute += 1) {
      for (let i = 0; i < 50; i += 1) expect(limiter.tryAcquire()).toBe(true);
      clock.advance(60_000);
    }
    expect(limiter.tryAcquire()).toBe(false);
    // An hour after the first 50 calls they have slid out, so calls are allowed again.
    clock.advance(40 * 60_000);
    expect(limiter.tryAcquire()).toBe(true);
  });

  it('does not count refused calls', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ perMinute: 1, perHour: 100 }, clock.now);
    limiter.tryAcquire();
    for (let i = 0; i < 5; i += 1) limiter.tryAcquire();
    clock.advance(60_000);
    expect(limiter.tryAcquire()).toBe(true);
  });
});
