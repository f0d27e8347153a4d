import type { Page } from "@playwright/test";
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
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const page = await context.newPage();
  await page.route("**/assets/**/*.js", async (route) => {
    await gate;
    await route.continue();
  });
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
