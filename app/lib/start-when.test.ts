import { expect, it } from "vitest";
import { isSitePage, startWhen } from "./start-when.ts";

const site = (googleAnalyticsId: string) => ({ settings: { googleAnalyticsId } });

it("waits for an anonymous visitor's first intent", () => {
  expect(startWhen({ root: { user: null }, "routes/site/layout": site("") })).toBe("intent");
  expect(startWhen({})).toBe("intent");
});

it("starts after the first paint for a signed-in visitor", () => {
  expect(startWhen({ root: { user: { id: "u1" } }, "routes/site/layout": site("") })).toBe("paint");
});

it("starts after the first paint when Google Analytics is set up (a valid measurement id)", () => {
  expect(startWhen({ root: { user: null }, "routes/site/layout": site("G-ABC1234") })).toBe("paint");
  expect(startWhen({ root: { user: null }, "routes/site/layout": site("not-an-id") })).toBe("intent");
});

it("counts every page of the site layout as a site page, whatever its route id", () => {
  for (const leaf of ["routes/site/home", "book", "book-type", "media-production-alias", "legal-terms"])
    expect(isSitePage(["root", "routes/site/layout", leaf]), leaf).toBe(true);
  for (const ids of [
    ["root", "routes/site/layout", "routes/auth/login"],
    ["root", "routes/admin/layout", "routes/admin/dashboard"],
    ["root", "routes/portal/layout", "routes/portal/home"],
    ["root", "routes/site/layout"],
  ])
    expect(isSitePage(ids), ids.join(" > ")).toBe(false);
});
