export type RetryPolicy = {
  /** After this many failed attempts the mail is marked failed and no longer tried. */
  maxAttempts: number;
  /** Delay after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
};

/** About 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h: a provider outage of a few hours loses nothing. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
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
