import { describe, expect, it } from "vitest";
import { billingSummary, dashboardStats, formatDate, portalIdentity, signedAmount } from "./portal.ts";

const projects = [
  { status: "in_progress", value: "12000.00" },
  { status: "in_progress", value: null },
  { status: "completed", value: "18500.50" },
  { status: "planning", value: "8000" },
];

describe("dashboardStats", () => {
  it("counts in-progress and completed projects and sums the values", () => {
    expect(dashboardStats(projects)).toEqual({ active: 2, completed: 1, totalInvestment: "$38,500.50" });
    expect(dashboardStats([])).toEqual({ active: 0, completed: 0, totalInvestment: "$0.00" });
  });
});

describe("billingSummary", () => {
  it("counts received income as paid and subtracts it from the project value", () => {
    const transactions = [
      { type: "income", status: "completed", amount: "10000.00" },
      { type: "income", status: "completed", amount: "500.50" },
      { type: "income", status: "pending", amount: "7000.00" },
      { type: "income", status: "cancelled", amount: "99.00" },
      { type: "expense", status: "completed", amount: "300.00" },
    ];
    expect(billingSummary(projects, transactions)).toEqual({
      totalPaid: "$10,500.50",
      projectValue: "$38,500.50",
      outstanding: "$28,000.00",
    });
  });

  it("shows a negative outstanding when more was paid than the value", () => {
    const summary = billingSummary(
      [{ status: "completed", value: "100" }],
      [{ type: "income", status: "completed", amount: "150" }],
    );
    expect(summary.outstanding).toBe("-$50.00");
  });
});

describe("signedAmount", () => {
  it("signs income + and expenses -", () => {
    expect(signedAmount("income", "1200")).toBe("+$1,200.00");
    expect(signedAmount("expense", "300.5")).toBe("-$300.50");
  });
});

describe("portalIdentity", () => {
  it("falls back to the e-mail prefix and 'Client'", () => {
    expect(portalIdentity({ fullName: null, company: " " }, "jordan@acme.test")).toEqual({
      name: "jordan",
      company: "Client",
    });
    expect(portalIdentity({ fullName: "Jordan Lee", company: "Acme" }, "j@acme.test")).toEqual({
      name: "Jordan Lee",
      company: "Acme",
    });
  });
});

describe("formatDate", () => {
  it("shows calendar dates and timestamps the same on server and browser", () => {
    expect(formatDate("2026-01-05")).toBe("Jan 5, 2026");
    expect(formatDate("2026-01-05T23:30:00Z")).toBe("Jan 5, 2026");
    expect(formatDate(null)).toBe("—");
    expect(formatDate("nonsense", "TBD")).toBe("TBD");
  });
});
