import { describe, expect, it } from "vitest";
import { collectSchema, isTrackedPath } from "./collect-schema.ts";
import { deviceType, screenBucket } from "./device.ts";
import { rangeWindows } from "./range.ts";
import { clickRate, formatDuration, openRate, shares } from "./rates.ts";
import { classifySource, referrerOrigin } from "./source.ts";
import { bucketValue, histogramQuantile, rateVital, vitalBucket } from "./vitals.ts";

describe("traffic source classification", () => {
  it.each([
    [{}, "direct"],
    [{ referrer: "https://www.google.com/search?q=x" }, "search"],
    [{ referrer: "https://duckduckgo.com/" }, "search"],
    [{ referrer: "https://l.instagram.com/" }, "social"],
    [{ referrer: "https://t.co/abc" }, "social"],
    [{ referrer: "https://www.linkedin.com/feed" }, "social"],
    [{ referrer: "https://mail.google.com/" }, "email"],
    [{ referrer: "https://someblog.example/post" }, "referral"],
    [{ referrer: "https://agency.test/about", siteHost: "agency.test" }, "direct"],
    [{ utmMedium: "email", referrer: "https://www.google.com/" }, "email"],
    [{ utmSource: "newsletter" }, "email"],
    [{ utmMedium: "social" }, "social"],
    [{ utmMedium: "cpc" }, "search"],
    [{ utmSource: "partner-site" }, "referral"],
    [{ referrer: "not a url" }, "direct"],
  ])("%j is %s", (input, expected) => {
    expect(classifySource(input)).toBe(expected);
  });

  it("stores only the referrer's origin", () => {
    expect(referrerOrigin("https://example.com/private/path?q=secret")).toBe("https://example.com");
    expect(referrerOrigin("javascript:alert(1)")).toBeNull();
  });
});

describe("devices and screens", () => {
  it("reads the client hint, then the user agent", () => {
    expect(deviceType("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile")).toBe("mobile");
    expect(deviceType("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceType("Mozilla/5.0 (Linux; Android 14; Pixel Tablet)")).toBe("tablet");
    expect(deviceType("Mozilla/5.0 (X11; Linux x86_64) Chrome/140", "?1")).toBe("mobile");
    expect(deviceType("Mozilla/5.0 (X11; Linux x86_64) Chrome/140", "?0", 400)).toBe("desktop");
    expect(deviceType("Mozilla/5.0 (X11; Linux x86_64) Chrome/140", null, 1920)).toBe("desktop");
  });
  it("buckets screen widths", () => {
    expect([320, 600, 800, 1280, 2560, 0].map(screenBucket)).toEqual(["xs", "sm", "md", "lg", "xl", null]);
  });
});

describe("web vitals", () => {
  it("rates by the specification's thresholds", () => {
    expect(rateVital("LCP", 2500)).toBe("good");
    expect(rateVital("LCP", 2501)).toBe("needs-improvement");
    expect(rateVital("LCP", 4001)).toBe("poor");
    expect(rateVital("CLS", 0.1)).toBe("good");
    expect(rateVital("CLS", 0.26)).toBe("poor");
    expect(rateVital("INP", 300)).toBe("needs-improvement");
    expect(rateVital("TTFB", 1801)).toBe("poor");
    expect(rateVital("FCP", 1800)).toBe("good");
  });
  it("histogram buckets give every value back within 5%", () => {
    for (const [name, value] of [
      ["LCP", 1234],
      ["TTFB", 87],
      ["CLS", 0.13],
      ["INP", 48],
    ] as const) {
      const back = bucketValue(name, vitalBucket(name, value));
      expect(Math.abs(back / value - 1)).toBeLessThan(0.05);
    }
  });
  it("reads a quantile from a histogram", () => {
    expect(histogramQuantile("LCP", [])).toBeNull();
    const rows = [
      { bucket: vitalBucket("LCP", 1000), count: 3 },
      { bucket: vitalBucket("LCP", 5000), count: 1 },
    ];
    expect(histogramQuantile("LCP", rows)).toBeCloseTo(bucketValue("LCP", vitalBucket("LCP", 1000)));
    expect(histogramQuantile("LCP", rows, 0.9)).toBeCloseTo(bucketValue("LCP", vitalBucket("LCP", 5000)));
  });
});

describe("rates, shares and ranges", () => {
  it("computes open and click rates as the specification defines them", () => {
    expect(openRate(25, 100)).toBe(25);
    expect(clickRate(5, 25)).toBe(20);
    expect(openRate(3, 0)).toBe(0);
    expect(shares([{ value: 1 }, { value: 3 }]).map((s) => s.share)).toEqual([25, 75]);
    expect(formatDuration(150)).toBe("2m 30s");
  });
  it("sets the range against the previous period of the same length", () => {
    const w = rangeWindows("7d", new Date("2026-11-22T12:00:00Z"));
    expect(w.current).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(w.previous).toEqual({ from: "2026-11-09", to: "2026-11-15" });
    expect(rangeWindows("1y", new Date("2026-11-22T00:00:00Z")).current.from).toBe("2025-11-23");
  });
});

describe("collect payload", () => {
  it("accepts a view and a vitals batch, refuses unknown metrics and private paths", () => {
    expect(collectSchema.safeParse({ k: "v", p: "/", w: 390, l: "en" }).success).toBe(true);
    expect(collectSchema.safeParse({ k: "m", p: "/", m: [["INP", 120]] }).success).toBe(true);
    expect(collectSchema.safeParse({ k: "m", p: "/", m: [["FOO", 1]] }).success).toBe(false);
    expect(isTrackedPath("/blog/post")).toBe(true);
    expect(isTrackedPath("/admin")).toBe(false);
    expect(isTrackedPath("/portal/billing")).toBe(false);
  });
});
