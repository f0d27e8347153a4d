import { describe, expect, it } from "vitest";
import { acceptStoredTheme, clockTheme, decideTheme, THEME_COLORS, toggledStorage } from "./theme.ts";

const at = (hour: number, minute = 0) => new Date(2025, 4, 12, hour, minute);
const base = { stored: null, followSystemFlag: null, prefersDark: false, prefersLight: false, now: at(12) };

describe("stored value", () => {
  it("is accepted only when light or dark and not following the system", () => {
    expect(acceptStoredTheme("dark", null)).toBe("dark");
    expect(acceptStoredTheme("light", "false")).toBe("light");
    expect(acceptStoredTheme("dark", "true")).toBeNull();
    expect(acceptStoredTheme("blue", null)).toBeNull();
    expect(acceptStoredTheme("", null)).toBeNull();
    expect(acceptStoredTheme(null, "false")).toBeNull();
  });
});

describe("clock fallback", () => {
  it("is light from 06:00 up to 18:00 and dark otherwise", () => {
    expect(clockTheme(at(5, 59))).toBe("dark");
    expect(clockTheme(at(6, 0))).toBe("light");
    expect(clockTheme(at(17, 59))).toBe("light");
    expect(clockTheme(at(18, 0))).toBe("dark");
    expect(clockTheme(at(0, 0))).toBe("dark");
  });
});

describe("decideTheme", () => {
  it("keeps an explicit choice over the system and the clock", () => {
    expect(decideTheme({ ...base, stored: "light", prefersDark: true, now: at(23) })).toEqual({
      theme: "light",
      followSystem: false,
    });
  });

  it("follows the system preference when nothing valid is stored", () => {
    expect(decideTheme({ ...base, prefersDark: true, now: at(12) })).toEqual({
      theme: "dark",
      followSystem: true,
    });
    expect(decideTheme({ ...base, prefersLight: true, now: at(23) })).toEqual({
      theme: "light",
      followSystem: true,
    });
    expect(decideTheme({ ...base, stored: "dark", followSystemFlag: "true", prefersLight: true }).theme).toBe(
      "light",
    );
  });

  it("lets the clock decide when the system gives no preference", () => {
    expect(decideTheme({ ...base, now: at(9) }).theme).toBe("light");
    expect(decideTheme({ ...base, now: at(21) }).theme).toBe("dark");
  });
});

it("toggling stores the opposite theme and stops following the system", () => {
  expect(toggledStorage("dark")).toEqual({ theme: "light", "theme-follow-system": "false" });
});

it("colours the browser chrome black in dark and brand red in light", () => {
  expect(THEME_COLORS).toEqual({ dark: "#000000", light: "#dc2626" });
});
