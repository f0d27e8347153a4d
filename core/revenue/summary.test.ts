import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDecimal, formatMoney, parseCents, sumCents } from "../money.ts";
import { isRecurring } from "./categories.ts";
import { rangeWindow, todayIn } from "./range.ts";
import { summarise } from "./summary.ts";

describe("exact money", () => {
  it("adds 0.1 and 0.2 to exactly 0.30", () => {
    expect(centsToDecimal(sumCents(["0.1", "0.2"]))).toBe("0.30");
    expect(formatMoney(sumCents(["0.1", "0.2"]))).toBe("$0.30");
  });

  it("sums ten thousand cents to exactly 100.00", () => {
    expect(centsToDecimal(sumCents(Array.from({ length: 10_000 }, () => "0.01")))).toBe("100.00");
  });

  it("keeps cents beyond the float range", () => {
    expect(formatMoney("90071992547409.93")).toBe("$90,071,992,547,409.93");
    expect(centsToDecimal(parseCents("-12.5"))).toBe("-12.50");
  });

  it("round-trips any amount in cents", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        expect(parseCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });

  it("formats in the agency's currency", () => {
    expect(formatMoney("1234.5", "EUR", "de-DE").replace(/\s/g, " ")).toBe("1.234,50 €");
    expect(formatMoney("1234.5", "EUR")).toBe("€1,234.50");
  });
});

describe("summary formulas", () => {
  const base = { recurring: "0", previousIncome: "0", previousExpenses: "0" };

  it("computes profit and margin, green only above 20 %", () => {
    const s = summarise({ ...base, income: "1000.00", expenses: "800.00" }, true);
    expect(s.profit).toBe("200.00");
    expect(s.margin).toBe(20);
    expect(s.marginGood).toBe(false);
    expect(summarise({ ...base, income: "1000.00", expenses: "799.99" }, true).marginGood).toBe(true);
  });

  it("has a zero margin without revenue and a negative one at a loss", () => {
    expect(summarise({ ...base, income: "0", expenses: "50" }, true).margin).toBe(0);
    expect(summarise({ ...base, income: "100", expenses: "150" }, true).margin).toBe(-50);
  });

  it("computes growth against the previous window, none for 'all'", () => {
    const s = summarise(
      { ...base, income: "150", expenses: "90", previousIncome: "100", previousExpenses: "100" },
      true,
    );
    expect(s.revenueGrowth).toBe(50);
    expect(s.expenseGrowth).toBe(-10);
    expect(summarise({ ...base, income: "150", expenses: "90" }, false).revenueGrowth).toBeNull();
  });

  it("counts recurring income by category or description", () => {
    expect(
      isRecurring({ type: "income", category: "Other Income", description: "Monthly RECURRING retainer" }),
    ).toBe(true);
    expect(isRecurring({ type: "income", category: "Recurring", description: null })).toBe(true);
    expect(isRecurring({ type: "expense", category: null, description: "recurring software" })).toBe(false);
  });
});

describe("ranges", () => {
  it("counts whole days in the agency's time zone", () => {
    // 03:00 UTC on the 1st is still the 30th of November in Dallas.
    const now = new Date("2026-12-01T03:00:00Z");
    expect(todayIn("America/Chicago", now)).toBe("2026-11-30");
    expect(todayIn("Europe/Berlin", now)).toBe("2026-12-01");
    expect(todayIn("Not/AZone", now)).toBe("2026-12-01");
  });

  it("has a previous window of the same length, and all starts in 1970", () => {
    expect(rangeWindow("7d", "2026-11-30")).toEqual({
      from: "2026-11-24",
      to: "2026-11-30",
      previousFrom: "2026-11-17",
    });
    expect(rangeWindow("1y", "2026-11-30").from).toBe("2025-12-01");
    expect(rangeWindow("all", "2026-11-30")).toEqual({
      from: "1970-01-01",
      to: "2026-11-30",
      previousFrom: null,
    });
  });
});
