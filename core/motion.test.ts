import { describe, expect, it } from "vitest";
import { cursorEffectsEnabled, HERO_WORD_INTERVAL_MS, themeToggleHidden, wrapIndex } from "./motion.ts";

it("rotates the hero words every 3000 ms, wrapping around", () => {
  expect(HERO_WORD_INTERVAL_MS).toBe(3000);
  expect(wrapIndex(3, 3)).toBe(0);
  expect(wrapIndex(-1, 2)).toBe(1);
  expect(wrapIndex(1, 2)).toBe(1);
});

it("hides the floating theme toggle only past 150 px", () => {
  expect(themeToggleHidden(150)).toBe(false);
  expect(themeToggleHidden(151)).toBe(true);
});

describe("cursor effects", () => {
  it("run on ordinary pages", () => {
    for (const path of ["/", "/about", "/services", "/services/brand-consulting", "/store", "/blog/x"]) {
      expect(cursorEffectsEnabled(path, false)).toBe(true);
    }
  });

  it("are off on media production, marketing strategy, booking and admin pages", () => {
    for (const path of [
      "/services/media-production",
      "/media-production",
      "/services/marketing-strategy",
      "/marketing-strategy/",
      "/book",
      "/schedule",
      "/calendly",
      "/admin",
      "/admin/contacts",
    ]) {
      expect(cursorEffectsEnabled(path, false)).toBe(false);
    }
  });

  it("are off everywhere under reduced motion", () => {
    expect(cursorEffectsEnabled("/", true)).toBe(false);
  });
});
