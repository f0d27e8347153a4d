// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  APP_START_KEY,
  type AppStartState,
  appStartScript,
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  IDLE_START_AFTER_MS,
  SITE_SCHEDULE_ID,
  type SiteSchedule,
} from "./app-start.ts";

/* The page as the server sends a public page (app/lib/defer-hydration.ts): inert preloads in the
   head, the inert boot module at the end of the body, the site's schedule as data. */
function page(start: "paint" | "intent" | null, schedule?: SiteSchedule) {
  document.head.innerHTML = `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.js"><link rel="${DEFERRED_PRELOAD_REL}" href="/assets/site.js"><link rel="icon" href="/assets/site.css">`;
  document.body.innerHTML = [
    '<main><section id="carousel" data-start-when-seen></section></main>',
    schedule
      ? `<script type="application/json" id="${SITE_SCHEDULE_ID}">${JSON.stringify(schedule)}</script>`
      : "",
    start
      ? `<script type="${DEFERRED_MODULE_TYPE}" data-start="${start}">import("/assets/entry.js");</script>`
      : "",
  ].join("");
  // The response's CSP nonce, which browsers expose as a property only.
  const inert = document.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`);
  if (inert) Object.defineProperty(inert, "nonce", { value: "n0nce" });
}

const run = () => new Function(appStartScript)();
const state = () => (window as unknown as Record<string, AppStartState>)[APP_START_KEY];
const started = () => document.querySelectorAll('script[type="module"]').length;
const links = (rel: string) =>
  [...document.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute("href"));

/* Stand-ins for what happy-dom does not do: observers that report on demand, an idle callback. */
const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    observed.push({ callback, targets: this.targets });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
}
function comeIntoView() {
  for (const { callback, targets } of observed)
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}

let beacons: { url: string; body: string }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  observed.length = 0;
  beacons = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 1));
  vi.stubGlobal("PerformanceObserver", undefined);
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body }) > 0,
  });
  delete document.documentElement.dataset.boot;
});

afterEach(() => {
  // The script's listeners stay on the window; start its page so that they are removed.
  window.dispatchEvent(new Event("pointerdown"));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("an anonymous visitor's page (start on intent)", () => {
  it("runs none of the app's code until the visitor moves, then starts it with its nonce", () => {
    page("intent");
    run();
    vi.advanceTimersByTime(IDLE_START_AFTER_MS - 10);
    expect(started()).toBe(0);
    expect(document.documentElement.dataset.boot).toBe("intent");

    window.dispatchEvent(new Event("pointermove"));
    expect(started()).toBe(1);
    const module = document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(module?.textContent).toBe('import("/assets/entry.js");');
    expect(module?.nonce).toBe("n0nce");
    expect(links("modulepreload")).toEqual(["/assets/entry.js", "/assets/site.js"]);
    expect(document.documentElement.dataset.boot).toBe("started");
    // Once only.
    window.dispatchEvent(new Event("keydown"));
    expect(started()).toBe(1);
  });

  it("starts on each sign of intent: press, touch, key, wheel, scroll, focus", () => {
    for (const type of ["pointerdown", "touchstart", "keydown", "wheel", "scroll", "focusin"]) {
      page("intent");
      run();
      expect(started(), type).toBe(0);
      document.querySelector("main")?.dispatchEvent(new Event(type, { bubbles: type !== "scroll" }));
      expect(started(), type).toBe(1);
    }
  });

  it("starts by itself when the browser is idle a while after load (decision 026)", () => {
    page("intent");
    run();
    vi.advanceTimersByTime(IDLE_START_AFTER_MS - 10);
    expect(started()).toBe(0);
    vi.advanceTimersByTime(20);
    expect(started()).toBe(1);
    expect(document.documentElement.dataset.boot).toBe("started");
    expect(document.documentElement.dataset.startedBy).toBe("idle");
    // A later sign of intent starts nothing more.
    window.dispatchEvent(new Event("pointerdown"));
    expect(started()).toBe(1);
    delete document.documentElement.dataset.startedBy;
  });

  it("fetches the code, without running it, when the browser is idle after load", () => {
    page("intent");
    run();
    vi.advanceTimersByTime(5);
    expect(links("prefetch")).toEqual(["/assets/entry.js", "/assets/site.js"]);
    expect(started()).toBe(0);
  });

  it("waits for the end of the page when the visitor moves while it is parsed", () => {
    // The parser is inside the boot module: its element is there, its text is cut short.
    page("intent");
    const boot = document.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`);
    if (boot) boot.textContent = 'import("/assets/en';
    let readyState: DocumentReadyState = "loading";
    Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
    try {
      run();
      window.dispatchEvent(new Event("pointermove"));
      expect(started()).toBe(0);

      if (boot) boot.textContent = 'import("/assets/entry.js");';
      readyState = "interactive";
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(started()).toBe(1);
      expect(document.querySelector('script[type="module"]')?.textContent).toBe(
        'import("/assets/entry.js");',
      );
      expect(document.documentElement.dataset.boot).toBe("started");
    } finally {
      Reflect.deleteProperty(document, "readyState");
    }
  });

  it("starts when a part that needs the code comes into view", () => {
    page("intent");
    run();
    expect(observed[0]?.targets.map((t) => t.id)).toEqual(["carousel"]);
    comeIntoView();
    expect(started()).toBe(1);
  });

  it("starts, and tells the app, when another tab signs in", async () => {
    page("intent");
    run();
    vi.useRealTimers();
    const otherTab = new BroadcastChannel("agency-session");
    otherTab.postMessage({ userId: "u1" });
    await vi.waitFor(() => expect(started()).toBe(1));
    expect(state().sessionNews).toBe(true);
    otherTab.close();
  });
});

describe("a signed-in visitor's page (start after the first paint)", () => {
  it("starts by itself, without waiting for intent", () => {
    page("paint");
    run();
    expect(document.documentElement.dataset.boot).toBe("pending");
    vi.advanceTimersByTime(20);
    expect(started()).toBe(1);
  });
});

it("leaves a page without a deferred start alone (the admin, the portal)", () => {
  page(null);
  run();
  window.dispatchEvent(new Event("pointerdown"));
  vi.advanceTimersByTime(10_000);
  expect(started()).toBe(0);
  expect(links("prefetch")).toEqual([]);
});

describe("after load, with or without the app", () => {
  const schedule: SiteSchedule = {
    track: true,
    preload: [
      {
        afterMs: 2000,
        hrefs: ["/__manifest?paths=%2Fservices&version=1", "/assets/services.js", "/assets/site.css"],
      },
      { afterMs: 5000, hrefs: ["/assets/media.js"] },
    ],
  };

  it("counts the landing view once, with the visit's source, when idle", () => {
    window.history.replaceState(null, "", "/services?utm_source=newsletter&utm_campaign=fall");
    page("intent", schedule);
    run();
    expect(state().landing).toMatchObject({
      k: "v",
      p: "/services",
      us: "newsletter",
      uc: "fall",
      w: screen.width,
      l: navigator.language,
    });
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(5);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe("/api/collect");
    expect(JSON.parse(beacons[0]?.body ?? "{}")).toMatchObject({ k: "v", p: "/services", us: "newsletter" });
  });

  it("counts nothing when the page says not to (preview mode)", () => {
    page("intent", { ...schedule, track: false });
    run();
    vi.advanceTimersByTime(10_000);
    expect(beacons).toEqual([]);
  });

  it("prefetches the schedule's files 2 s and 5 s after load, skipping what the page has", () => {
    page("paint", schedule);
    run();
    vi.advanceTimersByTime(1990);
    expect(links("prefetch")).not.toContain("/assets/services.js");
    vi.advanceTimersByTime(20);
    expect(links("prefetch")).toEqual(["/__manifest?paths=%2Fservices&version=1", "/assets/services.js"]);
    vi.advanceTimersByTime(3000);
    expect(links("prefetch")).toContain("/assets/media.js");
  });
});
