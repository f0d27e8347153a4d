import type { Page } from "@playwright/test";
import { showIntent } from "./fixtures.ts";

/**
 * Opens a page and waits until it is interactive: the server-rendered page paints first and its
 * scripts start after the first paint, or on an anonymous visitor's first sign of intent
 * (app/lib/app-start.ts); the root marks <html data-hydrated>.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await showIntent(page);
  // Stricter than the fixture's wait: every page of the site hydrates, deferred or not.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/** Makes the browser report no colour-scheme preference (Chromium always reports one). */
export async function withoutColorSchemePreference(page: Page) {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = original(query);
      if (!query.includes("prefers-color-scheme")) return list;
      return {
        matches: false,
        media: query,
        onchange: null,
        addEventListener: list.addEventListener.bind(list),
        removeEventListener: list.removeEventListener.bind(list),
        addListener: list.addListener.bind(list),
        removeListener: list.removeListener.bind(list),
        dispatchEvent: list.dispatchEvent.bind(list),
      } as MediaQueryList;
    };
  });
}

export async function themeState(page: Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains("dark"),
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute("content"),
  }));
}
