// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from "vitest";

let beacons: unknown[] = [];

beforeEach(() => {
  vi.resetModules();
  beacons = [];
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (_url: string, body: string) => beacons.push(JSON.parse(body)) > 0,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it("sends no view for the landing page (the start script did) and keeps its source on later views", async () => {
  vi.stubGlobal("__appStart", {
    sessionNews: false,
    landing: {
      k: "v",
      p: "/",
      r: "https://partner.example/",
      us: "partner",
      um: "referral",
      uc: "fall",
      w: 390,
    },
  });
  const { trackLanding, trackPageView } = await import("./tracker.ts");
  trackLanding();
  expect(beacons).toEqual([]);
  trackPageView("/services");
  expect(beacons).toEqual([
    {
      k: "v",
      p: "/services",
      r: "https://partner.example/",
      us: "partner",
      um: "referral",
      uc: "fall",
      w: screen.width,
      l: navigator.language,
    },
  ]);
});

it("counts later views without a source where no start script ran", async () => {
  const { trackPageView } = await import("./tracker.ts");
  trackPageView("/about");
  expect(beacons).toEqual([{ k: "v", p: "/about", w: screen.width, l: navigator.language }]);
});
