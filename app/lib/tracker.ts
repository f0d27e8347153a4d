/*
 * The first-party tracker (issue 15): a page view per page, client-side navigations included,
 * and the web vitals, sent with navigator.sendBeacon to /api/collect. No cookie, no storage: the
 * server derives a daily visitor hash. Whether a visitor is counted at all (bots, admins, Do Not
 * Track, preview) is decided on the server.
 *
 * The landing page's view is sent by the start script when the browser is idle after load, with or
 * without the app (app/lib/app-start.ts, decision 018); it also reads the visit's source (referrer,
 * campaign) from the landing URL, and every later view here keeps it. web-vitals is fetched once the
 * app runs, when the browser is idle: the metrics of the load are buffered by the browser until then.
 */
import { appStartState, COLLECT_ENDPOINT, type ViewBeacon } from "./app-start.ts";

/** `[name, value]`; INP adds `[target, interaction]`: the element's selector and the kind of input. */
type Vital = [string, number] | [string, number, string, string];
type Beacon = ViewBeacon | { k: "m"; p: string; m: Vital[] };

const vitals: Vital[] = [];
let started = false;

function send(beacon: Beacon) {
  const body = JSON.stringify(beacon);
  if (!navigator.sendBeacon?.(COLLECT_ENDPOINT, body)) {
    void fetch(COLLECT_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
  }
}

/** The landing view the start script recorded (its source travels with every later view). */
function landing(): ViewBeacon {
  return appStartState()?.landing ?? { k: "v", p: location.pathname };
}

function flushVitals() {
  while (vitals.length) send({ k: "m", p: location.pathname, m: vitals.splice(0, 6) });
}

/**
 * When idle after load, and not in the first 5 s of the visit: the page may start by itself soon
 * after load (decision 026), and web-vitals' code stays out of the first seconds' JavaScript. The
 * browser buffers the load's metrics and interactions until then.
 */
function whenIdle(run: () => void) {
  const idle = () =>
    setTimeout(
      () => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 3000 }) : run()),
      Math.max(0, 5000 - performance.now()),
    );
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

function startVitals() {
  const report = ({ name, value }: { name: string; value: number }) => {
    vitals.push([name, Math.round(value * 1000) / 1000]);
    if (vitals.length >= 6) flushVitals();
  };
  // The attribution build for INP (decision 026): which element, and whether a pointer or a key.
  void import("web-vitals/attribution").then(({ onCLS, onINP, onFCP, onLCP, onTTFB }) => {
    for (const on of [onCLS, onFCP, onLCP, onTTFB]) on(report);
    onINP(({ name, value, attribution }) => {
      vitals.push([
        name,
        Math.round(value * 1000) / 1000,
        (attribution.interactionTarget ?? "").slice(0, 200),
        attribution.interactionType ?? "",
      ]);
      if (vitals.length >= 6) flushVitals();
    });
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

/** On the landing page, once the app runs: starts the web-vitals measurement (the view is sent). */
export function trackLanding() {
  if (started) return;
  started = true;
  const doc = document as Document & { prerendering?: boolean };
  // A prerendered page is measured only when the visitor actually opens it.
  if (doc.prerendering)
    document.addEventListener("prerenderingchange", () => whenIdle(startVitals), { once: true });
  else whenIdle(startVitals);
}

/** Counts a view of `path` reached by a client-side navigation, with the visit's source. */
export function trackPageView(path: string) {
  const { r, us, um, uc } = landing();
  send({ k: "v", p: path, r, us, um, uc, w: screen.width, l: navigator.language });
}
