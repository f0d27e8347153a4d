export type RetryPolicy = {
  /** After this many failed attempts the mail is marked failed and no longer tried. */
  maxAttempts: number;
  /** Delay after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The fixed wait after the mail server could not be reached at all (not counted as an attempt). */
  unreachableDelayMs: number;
};

/**
 * A refusal waits about 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h, ten times in all. A server that
 * cannot be reached is tried again every 10 s for as long as it is down (see send-failure.ts):
 * an outage of any length gives up on nothing, and delivery resumes within 10 s of its end.
 */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  unreachableDelayMs: 10_000,
};

/** Exponential back-off: the wait before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
}

/** Whether a mail that has failed `attempts` times should be given up on. */
export function shouldGiveUp(attempts: number, policy: RetryPolicy = defaultRetryPolicy): boolean {
  return attempts >= policy.maxAttempts;
}
