import { describe, expect, it } from "vitest";
import { parseRetryAfter, retryAfterSeconds, tryAgainIn, waitInWords } from "./retry-after.ts";

describe("retryAfterSeconds", () => {
  it("rounds a wait up to whole seconds, never below 1", () => {
    expect(retryAfterSeconds(240_000)).toBe(240);
    expect(retryAfterSeconds(239_001)).toBe(240);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(-5)).toBe(1);
    expect(retryAfterSeconds(Number.NaN)).toBe(1);
  });
});

describe("waitInWords", () => {
  it("says seconds under a minute, with the right plural", () => {
    expect(waitInWords(1)).toBe("1 second");
    expect(waitInWords(0)).toBe("1 second");
    expect(waitInWords(45)).toBe("45 seconds");
    expect(waitInWords(59.2)).toBe("1 minute");
  });

  it("says minutes, rounded up, under two hours", () => {
    expect(waitInWords(60)).toBe("1 minute");
    expect(waitInWords(61)).toBe("2 minutes");
    expect(waitInWords(240)).toBe("4 minutes");
    expect(waitInWords(15 * 60)).toBe("15 minutes");
    expect(waitInWords(7199)).toBe("120 minutes");
  });

  it("says hours from two hours on", () => {
    expect(waitInWords(7200)).toBe("2 hours");
    expect(waitInWords(7201)).toBe("3 hours");
  });

  it("reads as a sentence", () => {
    expect(tryAgainIn(221)).toBe("Try again in 4 minutes.");
    expect(tryAgainIn(30)).toBe("Try again in 30 seconds.");
  });
});

describe("parseRetryAfter", () => {
  it("reads delay-seconds and nothing else", () => {
    expect(parseRetryAfter("240")).toBe(240);
    expect(parseRetryAfter(" 7 ")).toBe(7);
    expect(parseRetryAfter("Fri, 27 Nov 2026 15:00:00 GMT")).toBeNull();
    expect(parseRetryAfter("-3")).toBeNull();
    expect(parseRetryAfter("")).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
