import { matchRoutes, type RouteObject } from "react-router";

/** What React Router's framework mode leaves on `window` (hydrated-router.js), as far as read here. */
type FrameworkGlobals = {
  __reactRouterDataRouter?: { routes: RouteObject[]; basename?: string };
  __reactRouterManifest?: { routes: Record<string, { module?: string; imports?: string[] } | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
};

/**
 * Fetches and evaluates the route modules of the screen at `href` that are not loaded yet.
 * React Router's `prefetch="intent"` only preloads them (`<link rel="modulepreload">`): their code,
 * and what it builds at its top level (the forms' zod schemas...), then ran after the click, on the
 * click's path (about 70 ms at 4× CPU for Contacts, a CPU profile). A screen whose route is not
 * discovered yet is left to React Router (null: nothing started).
 */
export function loadScreenCode(href: string): Promise<unknown> | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as FrameworkGlobals;
  const router = w.__reactRouterDataRouter;
  const routes = w.__reactRouterManifest?.routes;
  if (!router || !routes) return null;
  const { pathname } = new URL(href, location.href);
  const matches = matchRoutes(router.routes, pathname, router.basename);
  if (!matches) return null;
  const loads: Promise<unknown>[] = [];
  for (const { route } of matches) {
    const entry = route.id ? routes[route.id] : undefined;
    if (!entry?.module || (route.id && w.__reactRouterRouteModules?.[route.id])) continue;
    // Its chunks all at once, not one level of imports after another.
    for (const url of entry.imports ?? []) preloadModule(url);
    // The same URL React Router imports: the browser evaluates it once and both share it.
    loads.push(import(/* @vite-ignore */ entry.module).catch(() => {}));
  }
  return Promise.all(loads);
}

const preloaded = new Set<string>();
function preloadModule(url: string) {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = url;
  document.head.append(link);
}
