/**
 * Which pages load ahead of a click (000 section 2): 2 s after load the services, showcase, blog
 * and about pages; 3 s after that the three service pages (server/preload-plan.ts names their files,
 * app/lib/app-start.ts fetches them).
 */
export const PRELOAD_FIRST_DELAY_MS = 2000;
export const PRELOAD_SECOND_DELAY_MS = 3000;

export const preloadSchedule = [
  { afterMs: PRELOAD_FIRST_DELAY_MS, pages: ["/services", "/showcase", "/blog", "/about"] },
  {
    afterMs: PRELOAD_FIRST_DELAY_MS + PRELOAD_SECOND_DELAY_MS,
    pages: ["/services/media-production", "/services/marketing-strategy", "/services/brand-consulting"],
  },
] as const;

/**
 * The address React Router asks when a link to `page` is used (lazy route discovery, decision
 * 015): the page and its ancestors, sorted, and the build's version, as React Router writes them.
 * Its answer is cached for good (immutable), so fetching it ahead spares the click a round trip.
 */
export function routeEntryAddress(page: string, version: string, manifestPath = "/__manifest") {
  const paths = new Set<string>();
  for (let i = 1; i < page.length; i++) if (page[i] === "/") paths.add(page.slice(0, i));
  paths.add(page);
  const query = new URLSearchParams();
  query.set("paths", [...paths].sort().join(","));
  query.set("version", version);
  return `${manifestPath}?${query}`;
}

/**
 * The address React Router fetches a page's data from when a link to it is followed and only the
 * page's own route needs loading (single fetch: the page's path with `.data`, and the routes to
 * load). The answer to a prefetch of it is kept by the browser for a few minutes, so a click that
 * follows takes it instead of asking again.
 */
export function routeDataAddress(page: string, routeId: string) {
  return `${page.endsWith("/") ? `${page}_` : page}.data?${new URLSearchParams({ _routes: routeId })}`;
}
