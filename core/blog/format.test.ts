import { describe, expect, it } from "vitest";
import { formatCount, formatPostDate, pageFromQuery, postSummary } from "./format.ts";

describe("pageFromQuery", () => {
  it("accepts positive whole numbers and falls back to 1", () => {
    expect(pageFromQuery("3")).toBe(3);
    for (const bad of [null, "", "0", "-2", "1.5", "abc", "1e9"])
      expect(pageFromQuery(bad), String(bad)).toBe(1);
  });
});

describe("postSummary", () => {
  it("uses the excerpt, or the title when there is none, cut at the limit", () => {
    expect(postSummary({ excerpt: "  Short\n excerpt ", title: "T" })).toBe("Short excerpt");
    expect(postSummary({ excerpt: null, title: "The Title" })).toBe("The Title");
    const long = postSummary({ excerpt: "word ".repeat(60), title: "T" }, 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("formatPostDate", () => {
  it("formats in UTC, the same on server and browser", () => {
    expect(formatPostDate("2025-03-02T23:30:00Z")).toBe("Mar 2, 2025");
  });

  it("says what Intl's en-US medium date in UTC says, on every day of four years", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000 + 3_600_000) {
      const date = new Date(day);
      expect(formatPostDate(date)).toBe(intl.format(date));
      expect(formatPostDate(date.toISOString())).toBe(intl.format(date));
    }
  });
});

describe("formatCount", () => {
  it("groups thousands as en-US does", () => {
    for (const n of [0, 1, 12, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -4321])
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
  });
});
