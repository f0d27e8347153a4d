import { describe, expect, it } from "vitest";
import { toSearch } from "../list-query.ts";
import { CONTACT_LIST_DEFAULTS, parseContactListQuery } from "./contact-list.ts";
import { parseSubmissionListQuery } from "./submission-list.ts";

describe("parseContactListQuery", () => {
  it("initialises the status filter from ?status=", () => {
    expect(parseContactListQuery(new URLSearchParams("status=qualified"))).toEqual({
      q: "",
      status: "qualified",
      sort: "newest",
      page: 1,
    });
  });

  it("falls back to defaults for unknown values", () => {
    expect(parseContactListQuery(new URLSearchParams("status=won&sort=zodiac&page=-3"))).toEqual(
      CONTACT_LIST_DEFAULTS,
    );
  });

  it("keeps search, sort and page", () => {
    expect(parseContactListQuery(new URLSearchParams("q=%20acme%20&sort=value&page=4"))).toEqual({
      q: "acme",
      status: "all",
      sort: "value",
      page: 4,
    });
  });
});

describe("parseSubmissionListQuery", () => {
  it("offers all, new, in_progress and completed, and archived beside them", () => {
    expect(parseSubmissionListQuery(new URLSearchParams("status=in_progress")).status).toBe("in_progress");
    expect(parseSubmissionListQuery(new URLSearchParams("status=archived")).status).toBe("archived");
    expect(parseSubmissionListQuery(new URLSearchParams("status=deleted")).status).toBe("all");
  });
});

describe("toSearch", () => {
  it("keeps only values that differ from the defaults", () => {
    expect(toSearch({ q: "a b", status: "all", page: 2 }, { status: "all", page: 1 })).toBe("?q=a+b&page=2");
    expect(toSearch({ q: "", page: 1 }, { page: 1 })).toBe("");
  });
});
