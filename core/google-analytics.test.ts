import { expect, it } from "vitest";
import { googleAnalyticsWanted, gtagScriptUrl } from "./google-analytics.ts";

const visitor = {
  measurementId: "G-ABC123XYZ",
  previewMode: false,
  isAdmin: false,
  respectDoNotTrack: true,
  optedOut: false,
};

it("loads for visitors when an id is set", () => {
  expect(googleAnalyticsWanted(visitor)).toBe(true);
  expect(googleAnalyticsWanted({ ...visitor, measurementId: "" })).toBe(false);
  expect(googleAnalyticsWanted({ ...visitor, measurementId: "UA-1234" })).toBe(false);
});

it("never in preview mode, never for admins, not for Do Not Track while respected", () => {
  expect(googleAnalyticsWanted({ ...visitor, previewMode: true })).toBe(false);
  expect(googleAnalyticsWanted({ ...visitor, isAdmin: true })).toBe(false);
  expect(googleAnalyticsWanted({ ...visitor, optedOut: true })).toBe(false);
  expect(googleAnalyticsWanted({ ...visitor, optedOut: true, respectDoNotTrack: false })).toBe(true);
});

it("points at Google's gtag script with the id", () => {
  expect(gtagScriptUrl("G-ABC123XYZ")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ");
});
