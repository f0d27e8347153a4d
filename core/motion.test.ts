import { describe, expect, it } from "vitest";
import {
  cursorEffectsEnabled,
  HERO_WORD_INTERVAL_MS,
  heroWordAnimations,
  themeToggleHidden,
  wrapIndex,
} from "./motion.ts";

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

describe("hero word animations", () => {
  it("bring word i in during the 500 ms before i × 3 s, on a cycle of count × 3 s, one animation each", () => {
    const { css, animation } = heroWordAnimations(3);
    expect(animation(0)).toBe("hero-word-3 9000ms linear -500ms infinite both");
    expect(animation(1)).toBe("hero-word-3 9000ms linear 2500ms infinite both");
    expect(animation(2)).toBe("hero-word-3 9000ms linear 5500ms infinite both");
    // 500 ms of 9 s in, 3 s of 9 s shown, 3.5 s of 9 s out.
    expect(css).toBe(
      "@keyframes hero-word-3{0%{transform:translateY(120%);animation-timing-function:cubic-bezier(0.4, 0, 0.2, 1)}" +
        "5.556%{transform:none}33.333%{transform:none;animation-timing-function:cubic-bezier(0.4, 0, 0.2, 1)}" +
        "38.889%,100%{transform:translateY(120%)}}",
    );
  });

  it("do not move a single word", () => {
    expect(heroWordAnimations(1)).toMatchObject({ css: "", name: "" });
    expect(heroWordAnimations(1).animation(0)).toBe("none");
  });
});
