import { describe, expect, it } from "vitest";
import { formatCents, formatProjectValue, formatUsd, toCents } from "./money.ts";

describe("toCents", () => {
  it("reads numeric strings exactly", () => {
    expect(toCents("1234.50")).toBe(123450);
    expect(toCents("0.1")).toBe(10);
    expect(toCents("12")).toBe(1200);
    expect(toCents("-3.05")).toBe(-305);
    expect(toCents(".5")).toBe(50);
  });

  it("treats empty and unreadable values as zero", () => {
    expect(toCents(null)).toBe(0);
    expect(toCents(undefined)).toBe(0);
    expect(toCents("")).toBe(0);
    expect(toCents("abc")).toBe(0);
  });

  it("sums without floating-point drift", () => {
    const total = ["0.10", "0.20", "0.70"].reduce((sum, a) => sum + toCents(a), 0);
    expect(total).toBe(100);
  });
});

describe("formatting", () => {
  it("formats US dollars", () => {
    expect(formatUsd("1234.5")).toBe("$1,234.50");
    expect(formatCents(-1999)).toBe("-$19.99");
    expect(formatUsd(0)).toBe("$0.00");
  });

  it("shows a missing project value as TBD", () => {
    expect(formatProjectValue(null)).toBe("TBD");
    expect(formatProjectValue("")).toBe("TBD");
    expect(formatProjectValue("18500.00")).toBe("$18,500.00");
  });
});
