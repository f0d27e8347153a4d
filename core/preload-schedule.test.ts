import { expect, it } from "vitest";
import { preloadSchedule, routeDataAddress, routeEntryAddress } from "./preload-schedule.ts";

it("preloads services, showcase, blog and about after 2 s, and the three service pages 3 s later", () => {
  expect(preloadSchedule).toEqual([
    { afterMs: 2000, pages: ["/services", "/showcase", "/blog", "/about"] },
    {
      afterMs: 5000,
      pages: ["/services/media-production", "/services/marketing-strategy", "/services/brand-consulting"],
    },
  ]);
});

it("asks for a page's route entry at React Router's address: the page and its ancestors, sorted", () => {
  expect(routeEntryAddress("/services", "abc")).toBe("/__manifest?paths=%2Fservices&version=abc");
  expect(routeEntryAddress("/services/media-production", "abc")).toBe(
    "/__manifest?paths=%2Fservices%2C%2Fservices%2Fmedia-production&version=abc",
  );
});

it("asks for a page's data at React Router's single-fetch address, loading only the page's route", () => {
  expect(routeDataAddress("/blog/a-post", "routes/site/blog-post")).toBe(
    "/blog/a-post.data?_routes=routes%2Fsite%2Fblog-post",
  );
  // A path ending in a slash gets React Router's `_` before the extension.
  expect(routeDataAddress("/", "routes/site/home")).toBe("/_.data?_routes=routes%2Fsite%2Fhome");
});
