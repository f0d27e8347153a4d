import { useEffect } from "react";
import { preloadSchedule } from "#core/preload-schedule.ts";

/**
 * The preload schedule of 000 section 2: 2 s after the site became interactive the code of the
 * services, showcase, blog and about pages is fetched, 3 s later that of the three service pages.
 * Plain <link rel="prefetch"> tags added when the browser is idle: the code (and stylesheets)
 * land in the HTTP cache at the lowest priority without being compiled or run, so the page in
 * view loses no main-thread time; a later click finds them there.
 */
type ManifestRoute = { id: string; path?: string; module: string; imports?: string[]; css?: string[] };
type Manifest = { version: string; routes: Record<string, ManifestRoute | undefined> };

function routeFor(page: string, routes: Manifest["routes"]) {
  return Object.values(routes).find((route) => route?.path !== undefined && `/${route.path}` === page);
}

/** The manifest entries of the pages; routes the browser has not discovered yet are asked for. */
async function routesFor(pages: readonly string[]): Promise<ManifestRoute[]> {
  const manifest = (window as { __reactRouterManifest?: Manifest }).__reactRouterManifest;
  if (!manifest) return [];
  const found = pages.map((page) => routeFor(page, manifest.routes));
  const missing = pages.filter((_, i) => !found[i]);
  if (missing.length) {
    const query = new URLSearchParams({ paths: missing.join(","), version: manifest.version });
    const response = await fetch(`/__manifest?${query}`).catch(() => null);
    if (response?.ok) {
      const patches = (await response.json()) as Manifest["routes"];
      for (const page of missing) found.push(routeFor(page, patches));
    }
  }
  return found.filter((route): route is ManifestRoute => Boolean(route));
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
  for (const route of await routesFor(pages)) {
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
