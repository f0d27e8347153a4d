import { expect, it } from "vitest";
import { pagesDueAt } from "./preload-schedule.ts";

it("preloads nothing before 2 s", () => {
  expect(pagesDueAt(1999)).toEqual([]);
});

it("preloads services, showcase, blog and about after 2 s", () => {
  expect(pagesDueAt(2000)).toEqual(["/services", "/showcase", "/blog", "/about"]);
  expect(pagesDueAt(4999)).toHaveLength(4);
});

it("adds the three service pages 3 s later", () => {
  expect(pagesDueAt(5000).slice(4)).toEqual([
    "/services/media-production",
    "/services/marketing-strategy",
    "/services/brand-consulting",
  ]);
});
