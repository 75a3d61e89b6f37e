import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_POLICY } from '@stash/shared';
import { retryDelay, withRetry } from './retry';

const policy = { maxAttempts: 5, initialDelayMs: 1_000, maxDelayMs: 10_000, factor: 2 };

describe('retryDelay', () => {
  it('doubles from 1 s and stops growing at 10 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(RETRY_POLICY, attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});

describe('withRetry', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('makes exactly one attempt under the product policy', async () => {
    const operation = vi.fn(() => Promise.reject(new Error('down')));
    await expect(withRetry(operation, RETRY_POLICY, () => true)).rejects.toThrow('down');
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('waits the back-off delay between attempts', async () => {
    const operation = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockResolvedValue('ok');
    const result = withRetry(operation, policy, () => true);

    await vi.advanceTimersByTimeAsync(0);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it('does not retry errors the caller marks final', async () => {
    const operation = vi.fn(() => Promise.reject(new Error('bad request')));
    await expect(withRetry(operation, policy, () => false)).rejects.toThrow('bad request');
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('gives up after maxAttempts', async () => {
    const operation = vi.fn(() => Promise.reject(new Error('down')));
    const result = withRetry(operation, { ...policy, maxAttempts: 3 }, () => true);
    const assertion = expect(result).rejects.toThrow('down');
    await vi.runAllTimersAsync();
    await assertion;
    expect(operation).toHaveBeenCalledTimes(3);
  });
});
