import { afterEach, describe, expect, it, vi } from "vitest";
import { decideTheme, THEME_COLORS } from "#core/theme.ts";
import { themeBootScript } from "./theme-boot-script.ts";

type Case = { stored: string | null; follow: string | null; dark: boolean; light: boolean; hour: number };

/** Runs the inline script against a stand-in document and returns what it set. */
function runBootScript(c: Case) {
  const classes = new Set<string>();
  const meta = { content: "", setAttribute: (_: string, v: string) => (meta.content = v) };
  const html = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: "" },
    dataset: {} as Record<string, string>,
  };
  const storage: Record<string, string | null> = { theme: c.stored, "theme-follow-system": c.follow };
  vi.useFakeTimers({ now: new Date(2025, 6, 1, c.hour, 30) });
  const document = {
    documentElement: html,
    readyState: "complete",
    querySelector: (sel: string) => (sel.startsWith("meta") ? meta : null),
  };
  const window = {
    matchMedia: (q: string) => ({ matches: q.includes("dark") ? c.dark : c.light }),
  };
  new Function("document", "window", "localStorage", "requestAnimationFrame", themeBootScript)(
    document,
    window,
    { getItem: (k: string) => storage[k] ?? null },
    () => 0,
  );
  return {
    dark: classes.has("dark"),
    colorScheme: html.style.colorScheme,
    themeColor: meta.content,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("first-paint theme script", () => {
  const cases: Case[] = [];
  for (const stored of [null, "light", "dark", "blue"])
    for (const follow of [null, "true", "false"])
      for (const [dark, light] of [
        [false, false],
        [true, false],
        [false, true],
      ])
        for (const hour of [5, 6, 12, 17, 18, 23]) cases.push({ stored, follow, dark, light, hour });

  it("decides exactly as core/theme.ts in every combination", () => {
    for (const c of cases) {
      const expected = decideTheme({
        stored: c.stored,
        followSystemFlag: c.follow,
        prefersDark: c.dark,
        prefersLight: c.light,
        now: new Date(2025, 6, 1, c.hour, 30),
      }).theme;
      const got = runBootScript(c);
      expect({ case: c, theme: got.dark ? "dark" : "light" }).toEqual({ case: c, theme: expected });
      expect(got.colorScheme).toBe(expected);
      expect(got.themeColor).toBe(THEME_COLORS[expected]);
    }
  });
});
