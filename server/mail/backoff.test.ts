import { describe, expect, it } from "vitest";
import { defaultRetryPolicy, retryDelayMs, shouldGiveUp } from "./backoff.ts";

describe("mail retry back-off", () => {
  it("doubles the wait after each failure, starting at the base delay", () => {
    const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000, unreachableDelayMs: 1000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy))).toEqual([1000, 2000, 4000, 8000]);
  });

  it("never waits longer than the maximum delay", () => {
    expect(retryDelayMs(30)).toBe(defaultRetryPolicy.maxDelayMs);
  });

  it("gives up after the maximum number of attempts, not before", () => {
    const policy = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 1, unreachableDelayMs: 1 };
    expect(shouldGiveUp(2, policy)).toBe(false);
    expect(shouldGiveUp(3, policy)).toBe(true);
  });
});
