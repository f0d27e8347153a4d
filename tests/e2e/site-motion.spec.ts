import type { Page } from "@playwright/test";
import { quotes } from "../../core/content/quotes.ts";
import { expect, expectAccessible, showIntent, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/site.ts";

/* Motion on the public site: rotating words, video carousel, footer quote, cursor, preloading. */

test.use({ timezoneId: "UTC" });

/** The words of the hero that are in place (not slid out of the clipped cell) at `atMs` of its motion. */
function wordsShownAt(page: Page, atMs: number | null) {
  return page.getByTestId("rotating-words").evaluate((cell, at) => {
    const words = [...cell.querySelectorAll<HTMLElement>("[data-word]")];
    // The CSS animations' own clock, set to one moment (the page's timers do not drive them).
    if (at !== null) for (const word of words) for (const a of word.getAnimations()) a.currentTime = at;
    return words
      .filter((word) => Math.abs(new DOMMatrix(getComputedStyle(word).transform).m42) < 0.5)
      .map((word) => word.textContent);
  }, atMs);
}

test("the hero words rotate every 3 seconds, with or without the app's code, and stop under reduced motion", async ({
  context,
  request,
}) => {
  // The server-rendered page shows the first word; the others wait below the clipped cell.
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/data-word="0"[^>]*>Consulting</);
  expect(html).toMatch(/data-word="1" [^>]*style="transform:translateY\(120%\)[^>]*>Marketing</);
  // An anonymous visitor's page before any intent (a page without the fixtures' wait): no app code
  // has run, the words turn anyway.
  const page = await context.newPage();
  await page.goto("/", { waitUntil: "load" });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  // Each word is fully in on the 3 s marks; the slide takes the half second before.
  const expected: [number, string][] = [
    [100, "Consulting"],
    [2400, "Consulting"],
    [3100, "Marketing"],
    [5400, "Marketing"],
    [6100, "Media"],
    [9100, "Consulting"],
    [12_100, "Marketing"],
  ];
  for (const [at, word] of expected) expect(await wordsShownAt(page, at), `at ${at} ms`).toEqual([word]);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect
    .poll(() =>
      page.getByTestId("rotating-words").evaluate((cell) => cell.getAnimations({ subtree: true }).length),
    )
    .toBe(0);
  expect(await wordsShownAt(page, null)).toEqual(["Consulting"]);
});

test.describe("video carousel", () => {
  test("has two real videos with posters, arrows that wrap, and skips on end or error", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/");
    const video = page.getByTestId("featured-video");
    await expect(video).toHaveAttribute("data-video-id", "logo-reveal");
    await expect(video).toHaveAttribute("poster", "/videos/logo-reveal.webp");
    for (const src of ["/videos/logo-reveal.webm", "/videos/promo.mp4", "/videos/promo.webp"]) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect((await response.body()).length, src).toBeGreaterThan(1000);
    }
    const carousel = page.getByRole("region", { name: "Featured videos" });
    await carousel.getByRole("button", { name: "Next video" }).click();
    await expect(video).toHaveAttribute("data-video-id", "promo");
    await carousel.getByRole("button", { name: "Next video" }).click();
    await expect(video).toHaveAttribute("data-video-id", "logo-reveal");
    await carousel.getByRole("button", { name: "Previous video" }).click();
    await expect(video).toHaveAttribute("data-video-id", "promo");

    await video.evaluate((v) => v.dispatchEvent(new Event("ended")));
    await expect(video).toHaveAttribute("data-video-id", "logo-reveal");
    await video.evaluate((v) => v.dispatchEvent(new Event("error")));
    await expect(video).toHaveAttribute("data-video-id", "promo");
    await expectAccessible(page);
  });

  test("loads only the poster until seen, plays with sound when 30 % visible, pauses out of view", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const video = page.getByTestId("featured-video");
    await expect(video).toHaveAttribute("preload", "none");
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && !v.muted)).toBe(true);
    await expect(video).toHaveAttribute("preload", "auto");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("a play that leaving the view interrupts stays paused, with no muted retry", async ({ page }) => {
    // A video still loading when the carousel leaves the view: the pause rejects the pending play
    // with an AbortError, as browsers do (it once restarted the video, muted, out of view).
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function () {
        void play.call(this).catch(() => {});
        return new Promise<void>((_, reject) => {
          this.addEventListener(
            "pause",
            () =>
              reject(
                new DOMException("The play() request was interrupted by a call to pause()", "AbortError"),
              ),
            { once: true },
          );
        });
      };
    });
    await gotoHydrated(page, "/");
    const video = page.getByTestId("featured-video");
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && !v.muted)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // Long enough for a retry to have started playing again.
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted }))).toEqual({
      paused: true,
      muted: false,
    });
  });

  test("falls back to muted playback when the browser refuses sound", async ({ page }) => {
    // The autoplay policy of a browser without a user gesture: sound refused, muted allowed.
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function () {
        if (!this.muted) return Promise.reject(new DOMException("Sound needs a gesture", "NotAllowedError"));
        return play.call(this);
      };
    });
    await gotoHydrated(page, "/");
    const video = page.getByTestId("featured-video");
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted)).toBe(true);
  });

  test("moves on to the next video when one has played to its end", async ({ page }) => {
    await gotoHydrated(page, "/");
    const video = page.getByTestId("featured-video");
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 0.3);
    });
    await expect(video).toHaveAttribute("data-video-id", "promo", { timeout: 10_000 });
  });
});

test.describe("footer quote", () => {
  const quoteText = (page: import("@playwright/test").Page) =>
    page.getByTestId("footer-quote").locator("blockquote");

  test("is the day of the year modulo 15, moved on by the 8-hour slot", async ({ page }) => {
    // 20 January is day 20 of the year: 20 % 15 = 5; from 08:00 the next one, from 16:00 the one after.
    await page.clock.install({ time: new Date("2025-01-20T07:59:00Z") });
    await gotoHydrated(page, "/about");
    await page.clock.pauseAt(new Date("2025-01-20T07:59:50Z"));
    await expect(quoteText(page)).toHaveText(`“${quotes[5].text}”`);
    await page.clock.runFor(10_000);
    // The quote fades out for 300 ms before the next one shows.
    await expect(page.getByTestId("footer-quote")).toHaveClass(/opacity-0/);
    await page.clock.runFor(300);
    await expect(quoteText(page)).toHaveText(`“${quotes[6].text}”`);
    await expect(page.getByTestId("footer-quote")).toHaveClass(/opacity-100/);
    await page.clock.runFor(8 * 60 * 60 * 1000);
    await expect(quoteText(page)).toHaveText(`“${quotes[7].text}”`);
  });

  test("wraps around the list of 15", async ({ page }) => {
    // 29 January, 20:00: (29 % 15 + 2) % 15 = 1.
    await page.clock.install({ time: new Date("2025-01-29T20:00:00Z") });
    await gotoHydrated(page, "/");
    await expect(quoteText(page)).toHaveText(`“${quotes[1].text}”`);
    await expect(page.getByTestId("footer-quote").locator("figcaption")).toHaveText(`— ${quotes[1].author}`);
  });
});

test.describe("cursor trail and custom cursor", () => {
  test("start with the pointer on ordinary pages", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await page.mouse.move(200, 300);
    await page.mouse.move(260, 340);
    await expect(page.getByTestId("cursor-effects")).toHaveCount(1);
  });

  test("stay off on the media production, marketing strategy and booking pages", async ({ page }) => {
    for (const path of ["/services/media-production", "/marketing-strategy", "/book"]) {
      await gotoHydrated(page, path);
      await page.mouse.move(200, 300);
      await page.mouse.move(260, 340);
      // Past the mount on an ordinary page: a second after the first movement, then when idle.
      await page.waitForTimeout(1500);
      await expect(page.getByTestId("cursor-effects"), path).toHaveCount(0);
    }
  });

  test("stay off under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await page.mouse.move(200, 300);
    await page.mouse.move(260, 340);
    await page.waitForTimeout(1500);
    await expect(page.getByTestId("cursor-effects")).toHaveCount(0);
  });
});

/**
 * The preload schedule counts from the load event, so the clock stops there: while the page
 * starts (slow on a busy machine) no step of the schedule may pass unseen.
 */
async function gotoHydratedWithClockPausedAtLoad(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await pauseClockSoon(page);
  await showIntent(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    polling: 50,
  });
}

/**
 * Stops the page's clock 50 ms after now. On a busy machine the page's clock can pass that moment
 * before Playwright's answer arrives ("Cannot fast-forward to the past"): then ask again from the
 * new now.
 */
async function pauseClockSoon(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

test("preloads services, showcase, blog and about after 2 s and the service pages 3 s later", async ({
  page,
}) => {
  await gotoHydratedWithClockPausedAtLoad(page, "/store");
  const preloaded = (name: string) => page.locator(`link[rel="prefetch"][href*="/assets/${name}-"]`).count();
  expect(await preloaded("media-production")).toBe(0);
  await page.clock.runFor(2500);
  for (const name of ["services", "showcase", "blog", "about"]) {
    await expect.poll(() => preloaded(name), name).toBeGreaterThan(0);
  }
  expect(await preloaded("media-production")).toBe(0);
  await page.clock.runFor(3000);
  for (const name of ["media-production", "marketing-strategy", "brand-consulting"]) {
    await expect.poll(() => preloaded(name), name).toBeGreaterThan(0);
  }
});

test("finds a page's route when a link is used, not at load, and by then the preload schedule has it cached", async ({
  page,
}) => {
  // Every answer to /__manifest, and whether the HTTP cache gave it (Chrome's own record: the
  // installed clock replaces the page's performance timeline).
  const routeEntries: { url: string; fromCache: boolean }[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.responseReceived", ({ response }) => {
    if (new URL(response.url).pathname === "/__manifest")
      routeEntries.push({ url: response.url, fromCache: Boolean(response.fromDiskCache) });
  });
  await gotoHydratedWithClockPausedAtLoad(page, "/store");
  // No route patch after load: it would re-render the page and hydrate the parts below the fold.
  expect(routeEntries).toEqual([]);
  const reactOwns = (selector: string) =>
    page.evaluate(
      (s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith("__reactFiber")),
      selector,
    );
  expect(await reactOwns("#newsletter-website")).toBe(false);
  await page.clock.runFor(2500);
  await expect
    .poll(() => page.locator('link[rel="prefetch"][href*="/assets/services-"]').count())
    .toBeGreaterThan(0);
  const forServices = () => routeEntries.filter((entry) => entry.url.includes("paths=%2Fservices&"));
  // The prefetch link is in the page; its answer may still be on its way.
  await expect.poll(forServices).toEqual([{ url: expect.any(String), fromCache: false }]);
  expect(await reactOwns("#newsletter-website")).toBe(false);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // The click asked the same address again, and the HTTP cache answered.
  expect(forServices().map((entry) => entry.fromCache)).toEqual([false, true]);
});

test("a post opened from the blog's list finds its route entry, data and code already fetched", async ({
  page,
}) => {
  // The answers the page receives, and whether the browser's cache gave them (a prefetch's own).
  const answers: { url: string; cached: boolean }[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.responseReceived", ({ response }) => {
    answers.push({
      url: response.url,
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
    });
  });
  const fetched = new Set<string>();
  page.on("requestfinished", (request) => fetched.add(request.url()));
  await page.goto("/blog", { waitUntil: "load" });
  const link = page.locator("main article h2 a").first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  // The page names them for the browser to fetch when idle, before and without the app's start.
  const ahead = await page
    .locator('head link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  const entry = ahead.find((h) => h.startsWith("/__manifest?") && h.includes(encodeURIComponent(href)));
  const data = ahead.find((h) => h.startsWith(`${href}.data?`));
  const postModule = ahead.find((h) => /\/assets\/blog-post-[\w-]+\.js$/.test(h));
  expect(entry).toBeTruthy();
  expect(data).toBeTruthy();
  expect(postModule).toBeTruthy();
  await expect
    .poll(() => [entry, data].every((h) => fetched.has(new URL(h ?? "", page.url()).href)))
    .toBe(true);

  await showIntent(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Once the app runs, React Router finds the route of all the list's posts in one request...
  const isRouteEntry = (url: string) => new URL(url).pathname === "/__manifest";
  await expect
    .poll(() =>
      answers.some(
        ({ url }) =>
          isRouteEntry(url) &&
          url.includes(encodeURIComponent(href)) &&
          new URL(url).searchParams.get("paths")?.split(",").length !== 2,
      ),
    )
    .toBe(true);
  // ...and the post's code is evaluated when the browser is idle.
  for (let i = 0; i < 2; i++)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const before = answers.length;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // The click asked only for the post's data, and the cache answered it: no route entry, no code.
  const [dataUrl, moduleUrl] = [data, postModule].map((h) => new URL(h ?? "", page.url()).href);
  const asked = answers
    .slice(before)
    // Route entries of other pages (the preload schedule's, 2 s and 5 s after load) may land
    // meanwhile on a slow machine: only the post's own would say the click had to ask.
    .filter(
      ({ url }) =>
        url === dataUrl || url === moduleUrl || (isRouteEntry(url) && url.includes(encodeURIComponent(href))),
    );
  expect(asked).toEqual([{ url: dataUrl, cached: true }]);
});
