import { describe, expect, it } from "vitest";
import { isHighValue, isOverdue, serviceKey } from "./lead-rules.ts";

describe("isHighValue", () => {
  it("needs a new item", () => {
    expect(isHighValue({ status: "contacted", service: "media-production", value: 50000 })).toBe(false);
  });

  it("is true for the media-production service, in either spelling", () => {
    expect(isHighValue({ status: "new", service: "media-production" })).toBe(true);
    expect(isHighValue({ status: "new", service: "Media Production" })).toBe(true);
    expect(isHighValue({ status: "new", service: "marketing-strategy" })).toBe(false);
  });

  it("is true when the budget range contains 10000", () => {
    expect(isHighValue({ status: "new", budgetRange: "10000-20000" })).toBe(true);
    expect(isHighValue({ status: "new", budgetRange: "5000-10000" })).toBe(true);
    expect(isHighValue({ status: "new", budgetRange: "30000-plus" })).toBe(false);
    expect(isHighValue({ status: "new", budgetRange: "3000-5000" })).toBe(false);
  });

  it("is true when the value is 10000 or more", () => {
    expect(isHighValue({ status: "new", value: 10000 })).toBe(true);
    expect(isHighValue({ status: "new", value: 9999.99 })).toBe(false);
    expect(isHighValue({ status: "new", value: null })).toBe(false);
  });

  it("normalises service names", () => {
    expect(serviceKey(" Media  Production ")).toBe("media-production");
    expect(serviceKey(null)).toBe("");
  });
});

describe("isOverdue", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("is a pending income transaction older than 30 days", () => {
    expect(isOverdue({ type: "income", status: "pending", date: "2026-10-20" }, now)).toBe(true);
    expect(isOverdue({ type: "income", status: "pending", date: "2026-11-01" }, now)).toBe(false);
    expect(isOverdue({ type: "income", status: "completed", date: "2026-01-01" }, now)).toBe(false);
    expect(isOverdue({ type: "expense", status: "pending", date: "2026-01-01" }, now)).toBe(false);
  });
});
