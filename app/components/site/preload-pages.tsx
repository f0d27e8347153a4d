import { useEffect } from "react";
import { preloadSchedule } from "#core/preload-schedule.ts";

/**
 * The preload schedule of 000 section 2: 2 s after the site became interactive the code of the
 * services, showcase, blog and about pages is fetched, 3 s later that of the three service pages.
 * Plain <link rel="prefetch"> tags added when the browser is idle: the code (and stylesheets)
 * land in the HTTP cache at the lowest priority without being compiled or run, so the page in
 * view loses no main-thread time; a later click finds them there, and finds the route's entry
 * (asked for here, as React Router asks for it) in the HTTP cache.
 */
type ManifestRoute = { id: string; path?: string; module: string; imports?: string[]; css?: string[] };
type Manifest = { version: string; routes: Record<string, ManifestRoute | undefined> };

function routeFor(page: string, routes: Manifest["routes"]) {
  return Object.values(routes).find((route) => route?.path !== undefined && `/${route.path}` === page);
}

/**
 * The address React Router asks when a link to `page` is used (lazy route discovery, decision
 * 015): the page and its ancestors, sorted, and the build's version. The answer is cached for good
 * (immutable), so asking the same address here spares that click its round trip.
 */
function routeEntryUrl(page: string, version: string) {
  const paths = new Set<string>();
  for (let i = 1; i < page.length; i++) if (page[i] === "/") paths.add(page.slice(0, i));
  paths.add(page);
  const query = new URLSearchParams();
  query.set("paths", [...paths].sort().join(","));
  query.set("version", version);
  return `/__manifest?${query}`;
}

/** The manifest entry of a page: from the page's own manifest, or asked for. */
async function routeOf(page: string, manifest: Manifest): Promise<ManifestRoute | undefined> {
  const known = routeFor(page, manifest.routes);
  if (known) return known;
  const response = await fetch(routeEntryUrl(page, manifest.version)).catch(() => null);
  if (!response?.ok) return undefined;
  return routeFor(page, (await response.json().catch(() => ({}))) as Manifest["routes"]);
}

function prefetch(href: string) {
  const url = new URL(href, window.location.href).href;
  if (document.querySelector(`link[href="${href}"]`) || performance.getEntriesByName(url).length) return;
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.href = href;
  document.head.appendChild(link);
}

export async function preloadPages(pages: readonly string[]) {
  const manifest = (window as { __reactRouterManifest?: Manifest }).__reactRouterManifest;
  if (!manifest) return;
  const routes = await Promise.all(pages.map((page) => routeOf(page, manifest)));
  for (const route of routes) {
    if (!route) continue;
    for (const href of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) prefetch(href);
  }
}

function whenIdle(work: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 1000 });
  else work();
}

export function PreloadPages() {
  useEffect(() => {
    const timers = preloadSchedule.map((step) =>
      window.setTimeout(() => whenIdle(() => void preloadPages(step.pages)), step.afterMs),
    );
    return () => timers.forEach(window.clearTimeout);
  }, []);
  return null;
}
