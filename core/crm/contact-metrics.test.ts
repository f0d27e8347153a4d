import { describe, expect, it } from "vitest";
import { contactStats, conversionRate, pipelineValue } from "./contact-metrics.ts";

describe("pipelineValue", () => {
  it("sums the value of contacts that are not closed or lost", () => {
    expect(
      pipelineValue({
        new: { count: 2, value: 1000 },
        qualified: { count: 1, value: 2500.5 },
        negotiation: { count: 1, value: 0.25 },
        closed: { count: 3, value: 90000 },
        lost: { count: 1, value: 5000 },
      }),
    ).toBe(3500.75);
    expect(pipelineValue({})).toBe(0);
  });
});

describe("conversionRate", () => {
  it("is closed divided by all, as a rounded percent", () => {
    expect(conversionRate(1, 3)).toBe(33);
    expect(conversionRate(2, 3)).toBe(67);
    expect(conversionRate(0, 10)).toBe(0);
    expect(conversionRate(0, 0)).toBe(0);
  });
});

describe("contactStats", () => {
  it("totals the statuses", () => {
    const stats = contactStats({ new: { count: 3, value: 300 }, closed: { count: 1, value: 100 } });
    expect(stats.total).toBe(4);
    expect(stats.byStatus.new).toBe(3);
    expect(stats.byStatus.lost).toBe(0);
    expect(stats.pipelineValue).toBe(300);
    expect(stats.conversionRate).toBe(25);
  });
});
