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
type Manifest = { routes: Record<string, ManifestRoute | undefined> };

/** The manifest entries of the pages (every route is in it: routeDiscovery "initial"). */
function routesFor(pages: readonly string[]): ManifestRoute[] {
  const manifest = (window as { __reactRouterManifest?: Manifest }).__reactRouterManifest;
  if (!manifest) return [];
  const routes = Object.values(manifest.routes);
  return pages
    .map((page) => routes.find((route) => route?.path !== undefined && `/${route.path}` === page))
    .filter((route): route is ManifestRoute => Boolean(route));
}

function prefetch(href: string) {
  const url = new URL(href, window.location.href).href;
  if (document.querySelector(`link[href="${href}"]`) || performance.getEntriesByName(url).length) return;
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.href = href;
  document.head.appendChild(link);
}

export function preloadPages(pages: readonly string[]) {
  for (const route of routesFor(pages)) {
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
      window.setTimeout(() => whenIdle(() => preloadPages(step.pages)), step.afterMs),
    );
    return () => timers.forEach(window.clearTimeout);
  }, []);
  return null;
}
