/*
 * The first-party tracker (issue 15): a page view per page, client-side navigations included,
 * and the web vitals, sent with navigator.sendBeacon to /api/collect. No cookie, no storage: the
 * server derives a daily visitor hash. Started when the browser is idle after load, so it never
 * delays the page; web-vitals is fetched only then. Whether a visitor is counted at all (bots,
 * admins, Do Not Track, preview) is decided on the server.
 */
type Beacon =
  | { k: "v"; p: string; r?: string; us?: string; um?: string; uc?: string; w?: number; l?: string }
  | { k: "m"; p: string; m: [string, number][] };

const ENDPOINT = "/api/collect";
let landing: { r?: string; us?: string; um?: string; uc?: string } | null = null;
const vitals: [string, number][] = [];
let started = false;

function send(beacon: Beacon) {
  const body = JSON.stringify(beacon);
  if (!navigator.sendBeacon?.(ENDPOINT, body)) {
    void fetch(ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
  }
}

/** The visit's source, read once from the landing URL: later in-app views keep it. */
function source() {
  if (!landing) {
    const q = new URLSearchParams(location.search);
    const pick = (key: string) => q.get(key)?.slice(0, 100) || undefined;
    landing = {
      r: document.referrer || undefined,
      us: pick("utm_source"),
      um: pick("utm_medium"),
      uc: pick("utm_campaign"),
    };
  }
  return landing;
}

function flushVitals() {
  while (vitals.length) send({ k: "m", p: location.pathname, m: vitals.splice(0, 6) });
}

function whenIdle(run: () => void) {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

function startVitals() {
  const report = ({ name, value }: { name: string; value: number }) => {
    vitals.push([name, Math.round(value * 1000) / 1000]);
    if (vitals.length >= 6) flushVitals();
  };
  void import("web-vitals").then(({ onCLS, onINP, onFCP, onLCP, onTTFB }) => {
    for (const on of [onCLS, onINP, onFCP, onLCP, onTTFB]) on(report);
  });
  // FID, for the few browsers that still report a first input (web-vitals 5+ dropped it).
  try {
    new PerformanceObserver((list) => {
      const first = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (first) report({ name: "FID", value: first.processingStart - first.startTime });
    }).observe({ type: "first-input", buffered: true });
  } catch {}
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flushVitals());
  addEventListener("pagehide", flushVitals);
}

/** Counts a view of `path`; the first call also starts the web-vitals measurement. */
export function trackPageView(path: string) {
  const run = () => {
    send({ k: "v", p: path, ...source(), w: screen.width, l: navigator.language });
    if (!started) {
      started = true;
      startVitals();
    }
  };
  const doc = document as Document & { prerendering?: boolean };
  // A prerendered page is counted only when the visitor actually opens it.
  if (doc.prerendering) document.addEventListener("prerenderingchange", () => whenIdle(run), { once: true });
  else whenIdle(run);
}
