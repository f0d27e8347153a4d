import type { Browser, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures.ts";

/*
 * Decision 018: an anonymous visitor's public page starts the app's code on the first sign of
 * intent, or by itself when idle soon after load (decision 026). Until then it is complete as
 * served, counts its view and runs the preload schedule; its code is fetched, not run. Pages here are opened without the fixtures' wait (which shows intent):
 * `context.newPage()`.
 */

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const appRan = (page: Page) =>
  page.evaluate(() => ({
    boot: document.documentElement.dataset.boot,
    modules: document.querySelectorAll('script[type="module"]').length,
    router: "__reactRouterDataRouter" in window,
  }));

test("a reader's page runs none of the app's code at load; the first move starts it at once", async ({
  context,
}) => {
  const page = await context.newPage();
  const views: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/collect") && views.push(r.postData() ?? ""));
  await page.goto("/services", { waitUntil: "load" });
  expect(await appRan(page)).toEqual({ boot: "intent", modules: 0, router: false });

  await page.mouse.move(200, 200);
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(await appRan(page)).toEqual({ boot: "started", modules: 1, router: true });
  expect(await page.evaluate(() => document.documentElement.dataset.startedBy)).toBeUndefined();
  // The landing view is counted once, by the start script, not again by the app.
  await expect.poll(() => views.filter((v) => v.includes('"p":"/services"')).length).toBe(1);
  await page.waitForTimeout(500);
  expect(views.filter((v) => v.includes('"k":"v"'))).toHaveLength(1);
});

test("every page of the site waits for intent, also those whose route has an id of its own", async ({
  context,
}) => {
  const page = await context.newPage();
  // /book and the service, legal and coming-soon pages are routes with ids of their own; they once
  // started at load (the check looked at the route's id), /book with 161 KB of JavaScript.
  for (const path of ["/book", "/services/media-production", "/brand-consulting", "/terms", "/marketing"]) {
    await page.goto(path, { waitUntil: "load" });
    expect(await appRan(page), path).toEqual({ boot: "intent", modules: 0, router: false });
  }
});

test("without any sign of intent the page fetches its code when idle, then starts by itself soon after load", async ({
  context,
}) => {
  // Decision 026 (amends 018): the first click of a reader who has not moved should not pay the start.
  const page = await context.newPage();
  const views: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/collect") && views.push(r.postData() ?? ""));
  await page.goto("/services", { waitUntil: "load" });
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelectorAll('link[rel="prefetch"][href*="entry.client"]').length),
    )
    .toBe(1);
  await expect.poll(() => hydrated(page), { timeout: 10_000 }).toBe(true);
  expect(await appRan(page)).toEqual({ boot: "started", modules: 1, router: true });
  expect(await page.evaluate(() => document.documentElement.dataset.startedBy)).toBe("idle");
  await expect.poll(() => views.filter((v) => v.includes('"p":"/services"')).length).toBe(1);
  await page.waitForTimeout(500);
  expect(views.filter((v) => v.includes('"k":"v"'))).toHaveLength(1);
});

test("the theme toggle answers before the app starts, and once per click after it starts", async ({
  context,
}) => {
  // The app's code is held back until the test lets it through: the first click surely comes first.
  const page = await context.newPage();
  const release = await heldBack(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
  const toggle = page.getByTestId("floating-theme-toggle").getByRole("button", { name: "Toggle dark mode" });
  expect(await dark()).toBe(false);

  await toggle.click();
  expect(await dark()).toBe(true);
  expect(await hydrated(page)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  // Not held and replayed: hydration leaves the visitor's choice as it was.
  await page.waitForTimeout(300);
  expect(await dark()).toBe(true);

  await toggle.click();
  await expect.poll(dark).toBe(false);
  await page.waitForTimeout(300);
  expect(await dark()).toBe(false);
  await toggle.click();
  await expect.poll(dark).toBe(true);
  await page.reload({ waitUntil: "load" });
  expect(await dark()).toBe(true);
});

/** A page whose JavaScript waits until the returned function lets it through. */
async function heldBack(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** /about on a phone, its JavaScript held back until `release()`. */
async function phonePageHeldBack(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const release = await heldBack(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  return { context, page, release };
}

test("the mobile menu opens and closes before the app starts; open at the start, it stays open as the app's", async ({
  browser,
}) => {
  const { context, page, release } = await phonePageHeldBack(browser);
  const menu = page.getByRole("dialog", { name: "Menu" });
  const open = page.getByRole("button", { name: "Open menu" });
  const scrollLocked = () => page.evaluate(() => document.documentElement.style.overflow === "hidden");

  await open.tap();
  await expect(menu).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  expect(await scrollLocked()).toBe(true);
  await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
  await menu.getByRole("button", { name: "Close menu" }).tap();
  await expect(menu).toBeHidden();
  expect(await scrollLocked()).toBe(false);
  await open.tap();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await open.tap();
  await expect(menu).toBeVisible();
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  // The app's own menu in its place: one menu, still open, and it works as always.
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(1);
  await page.waitForTimeout(300);
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await page.locator("#mobile-menu").getByRole("button", { name: "Close menu" }).tap();
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  expect(await scrollLocked()).toBe(false);
  await open.tap();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await context.close();
});

test("'Members Only' in the menu before the start opens the sign-in dialog once the app runs", async ({
  browser,
}) => {
  const { context, page, release } = await phonePageHeldBack(browser);
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Members Only" }).tap();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  release();
  await expect(page.getByRole("dialog", { name: "Welcome Back" })).toBeVisible({ timeout: 15_000 });
  await context.close();
});

test("a touch, a key, a wheel each start it; so does a part that needs it coming into view", async ({
  browser,
}) => {
  const intents: [string, (page: Page) => Promise<void>][] = [
    ["touch", (page) => page.touchscreen.tap(20, 300)],
    ["key", (page) => page.keyboard.press("Tab")],
    ["wheel", (page) => page.mouse.wheel(0, 200)],
  ];
  for (const [name, act] of intents) {
    const context = await browser.newContext({ hasTouch: true });
    const page = await context.newPage();
    await page.goto("/about", { waitUntil: "load" });
    expect((await appRan(page)).boot, name).toBe("intent");
    await act(page);
    await expect.poll(() => hydrated(page), name).toBe(true);
    await context.close();
  }
  // A screen tall enough to show the video carousel at once: it plays when seen, so the code starts.
  const tall = await browser.newContext({ viewport: { width: 1280, height: 2400 } });
  const page = await tall.newPage();
  await page.goto("/", { waitUntil: "load" });
  await expect.poll(() => hydrated(page)).toBe(true);
  await tall.close();
});

test("a signed-in visitor's page starts by itself after the first paint", async ({ context }) => {
  const page = await context.newPage();
  await signIn(page, "client");
  await page.goto("/about", { waitUntil: "load" });
  await expect.poll(() => hydrated(page)).toBe(true);
  expect((await appRan(page)).boot).toBe("started");
});
