import { describe, expect, it } from "vitest";
import { averageDealSize, formatMoney } from "./revenue.ts";

describe("averageDealSize", () => {
  it("is total income divided by the number of income transactions", () => {
    expect(averageDealSize(10000, 4)).toBe(2500);
    expect(averageDealSize(100, 3)).toBe(33.33);
  });

  it("is 0 without income transactions", () => {
    expect(averageDealSize(0, 0)).toBe(0);
  });

  it("formats whole dollars", () => {
    expect(formatMoney(12500.4)).toBe("$12,500");
  });
});
