import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, parseSubscriberListQuery } from "./subscriber-list.ts";

const id = "0b9c5f0e-4a8e-4c53-9a43-2f8f3c1d2e11";

describe("subscriber list cursors", () => {
  it("round-trip a microsecond timestamp and an id", () => {
    const cursor = { createdAt: "2026-11-22T03:10:19.948123Z", id };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("refuse malformed or impossible positions", () => {
    expect(decodeCursor("nonsense")).toBeNull();
    expect(decodeCursor(`2026-02-30T00:00:00.000000Z_${id}`)).toBeNull();
    expect(decodeCursor("2026-02-01T00:00:00.000000Z_not-a-uuid")).toBeNull();
    expect(decodeCursor(`2026-02-01T00:00:00.000000Z_${id}'; drop table x`)).toBeNull();
  });
});

describe("parseSubscriberListQuery", () => {
  it("defaults to all subscribers from the newest", () => {
    expect(parseSubscriberListQuery(new URLSearchParams())).toEqual({
      q: "",
      filter: "all",
      after: null,
      before: null,
      page: 1,
    });
  });

  it("reads search, filter and one cursor", () => {
    const cursor = `2026-01-01T00:00:00.000001Z_${id}`;
    const query = parseSubscriberListQuery(
      new URLSearchParams({ q: " ada ", filter: "confirmed", after: cursor }),
    );
    expect(query).toEqual({
      q: "ada",
      filter: "confirmed",
      after: { createdAt: "2026-01-01T00:00:00.000001Z", id },
      before: null,
      page: 1,
    });
    expect(parseSubscriberListQuery(new URLSearchParams({ filter: "bogus" })).filter).toBe("all");
  });
});
