import { expect, it } from "vitest";
import { startWhen } from "./start-when.ts";

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
