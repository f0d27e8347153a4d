import { describe, expect, it } from "vitest";
import { formatPageRange, formatTotal, pageCount, pageRange, roundEstimate } from "./paging.ts";

describe("a paged list's range and total", () => {
  it("shows the rows of the page and the exact total", () => {
    expect(formatPageRange(2, 50, 50, { total: 1634, estimated: false })).toBe("Showing 51-100 of 1,634");
    expect(formatPageRange(1, 50, 50, { total: 1634, estimated: false })).toBe("Showing 1-50 of 1,634");
    // The last page is short.
    expect(formatPageRange(33, 50, 34, { total: 1634, estimated: false })).toBe(
      "Showing 1,601-1,634 of 1,634",
    );
    expect(formatPageRange(1, 24, 1, { total: 1, estimated: false })).toBe("Showing 1-1 of 1");
  });

  it("says an estimate is one, rounded to two figures", () => {
    expect(formatPageRange(3, 50, 50, { total: 1_034_512, estimated: true })).toBe(
      "Showing 101-150 of about 1,000,000",
    );
    expect(formatTotal({ total: 12_345, estimated: true })).toBe("about 12,000");
    expect(formatTotal({ total: 12_345, estimated: false })).toBe("12,345");
    expect(roundEstimate(98)).toBe(98);
    expect(roundEstimate(155_000)).toBe(160_000);
  });

  it("handles an empty list and odd page numbers", () => {
    expect(formatPageRange(1, 50, 0, { total: 0, estimated: false })).toBe("Showing 0 of 0");
    expect(pageRange(0, 20, 5)).toEqual({ first: 1, last: 5 });
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
