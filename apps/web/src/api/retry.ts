// Retries with exponential back-off (spec section 9). The product's policy allows one attempt,
// i.e. no retry; the mechanism stays so the policy is a constant, not a code change.

export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
  factor: number;
}

/** The wait before attempt `attempt + 1`, after `attempt` attempts have failed (1-based). */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.initialDelayMs * policy.factor ** (attempt - 1), policy.maxDelayMs);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function withRetry<T>(
  operation: () => Promise<T>,
  policy: RetryPolicy,
  isRetryable: (error: unknown) => boolean,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= policy.maxAttempts || !isRetryable(error)) throw error;
      await sleep(retryDelay(policy, attempt));
    }
  }
}
