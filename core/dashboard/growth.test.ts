import { describe, expect, it } from "vitest";
import { formatGrowth, formatPoints, growthRate, pointChange } from "./growth.ts";

describe("growthRate (current month against the previous month)", () => {
  it("is 100 when the previous is 0 and the current is above 0", () => {
    expect(growthRate(7, 0)).toBe(100);
    expect(growthRate(1, 0)).toBe(100);
  });

  it("is 0 when both are 0", () => {
    expect(growthRate(0, 0)).toBe(0);
  });

  it("is the change against the previous in percent, one decimal", () => {
    expect(growthRate(150, 100)).toBe(50);
    expect(growthRate(50, 100)).toBe(-50);
    expect(growthRate(0, 40)).toBe(-100);
    expect(growthRate(4, 3)).toBe(33.3);
    expect(growthRate(100, 100)).toBe(0);
  });

  it("prints a sign for rises", () => {
    expect(formatGrowth(12.5)).toBe("+12.5%");
    expect(formatGrowth(-3)).toBe("-3%");
    expect(formatGrowth(0)).toBe("0%");
  });
});

describe("rates compared in percentage points", () => {
  it("subtracts the rates, one decimal, and writes the sign", () => {
    expect(pointChange(22.2, 62.5)).toBe(-40.3);
    expect(formatPoints(pointChange(22.2, 62.5))).toBe("\u221240.3 pts");
    expect(formatPoints(pointChange(45.14, 43))).toBe("+2.1 pts");
    expect(formatPoints(pointChange(10, 10))).toBe("0 pts");
  });
});
