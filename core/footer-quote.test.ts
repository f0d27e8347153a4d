import { describe, expect, it } from "vitest";
import { quotes } from "./content/quotes.ts";
import { dayOfYear, msUntilNextQuote, QUOTE_ROTATION_MS, quoteIndex, quoteSlot } from "./footer-quote.ts";

describe("footer quote", () => {
  it("attributes no quote to a fictional character", () => {
    expect(quotes.map((q) => q.author)).not.toContain("Don Draper");
  });

  it("has exactly 15 quotes, each with text and author", () => {
    expect(quotes).toHaveLength(15);
    for (const q of quotes) expect(q.text && q.author).toBeTruthy();
  });

  it("counts the day of the year from 1 on January 1st, leap years included", () => {
    expect(dayOfYear(new Date(2025, 0, 1, 0, 0))).toBe(1);
    expect(dayOfYear(new Date(2025, 0, 1, 23, 59))).toBe(1);
    expect(dayOfYear(new Date(2025, 11, 31, 12))).toBe(365);
    expect(dayOfYear(new Date(2024, 11, 31, 12))).toBe(366);
    expect(dayOfYear(new Date(2025, 2, 10, 12))).toBe(69); // across the spring DST change in the US
  });

  it("cuts the day into three 8-hour slots", () => {
    expect(QUOTE_ROTATION_MS).toBe(8 * 60 * 60 * 1000);
    expect(quoteSlot(new Date(2025, 5, 1, 0, 0))).toBe(0);
    expect(quoteSlot(new Date(2025, 5, 1, 7, 59))).toBe(0);
    expect(quoteSlot(new Date(2025, 5, 1, 8, 0))).toBe(1);
    expect(quoteSlot(new Date(2025, 5, 1, 16, 0))).toBe(2);
    expect(quoteSlot(new Date(2025, 5, 1, 23, 59))).toBe(2);
  });

  it("picks day of year modulo 15, moved on by the slot", () => {
    // 2025-01-20 is day 20: 20 % 15 = 5.
    expect(quoteIndex(new Date(2025, 0, 20, 3))).toBe(5);
    expect(quoteIndex(new Date(2025, 0, 20, 9))).toBe(6);
    expect(quoteIndex(new Date(2025, 0, 20, 17))).toBe(7);
    // Day 29: 29 % 15 = 14; the later slots wrap to the start of the list.
    expect(quoteIndex(new Date(2025, 0, 29, 9))).toBe(0);
    expect(quoteIndex(new Date(2025, 0, 29, 20))).toBe(1);
  });

  it("waits until the next 08:00, 16:00 or midnight", () => {
    expect(msUntilNextQuote(new Date(2025, 0, 20, 7, 0))).toBe(60 * 60 * 1000);
    expect(msUntilNextQuote(new Date(2025, 0, 20, 8, 0))).toBe(QUOTE_ROTATION_MS);
    expect(msUntilNextQuote(new Date(2025, 0, 20, 23, 30))).toBe(30 * 60 * 1000);
  });
});
