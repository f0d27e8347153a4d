import { createContext, type ServerBuild } from "react-router";
import { preloadSchedule, routeDataAddress, routeEntryAddress } from "#core/preload-schedule.ts";

type AssetsManifest = ServerBuild["assets"];
type ManifestRoute = AssetsManifest["routes"][string];

/** One step of the preload schedule, with the files it fetches. */
export type PreloadStep = { afterMs: number; hrefs: string[] };

/**
 * The build's preload plan: the schedule's steps, what a page fetches ahead for its links to
 * pages of one route (`linksAhead`), and that route's modules (`routeCode`).
 */
export type PreloadPlan = {
  steps: PreloadStep[];
  linksAhead(routeId: string, pages: string[]): string[];
  routeCode(routeId: string): string[];
};

/** The build's preload plan for the request being rendered (set by server/http/app.ts). */
export const preloadPlanContext = createContext<PreloadPlan>({
  steps: [],
  linksAhead: () => [],
  routeCode: () => [],
});

/** A route's full path, its ancestors' paths joined ("/services/media-production"). */
function fullPath(route: ManifestRoute, routes: AssetsManifest["routes"]): string {
  const parts: string[] = [];
  for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join("/")}`;
}

function routeOf(page: string, routes: AssetsManifest["routes"]) {
  return Object.values(routes).find(
    (route) => route && !route.index && route.path !== undefined && fullPath(route, routes) === page,
  );
}

/** A route's modules as the build names them, its own first. */
function routeModules(route: NonNullable<ManifestRoute>): string[] {
  return [route.module, ...(route.imports ?? [])];
}

/** A route's code and stylesheets, as the build names them. */
function routeFiles(route: NonNullable<ManifestRoute>): string[] {
  return [...routeModules(route), ...(route.css ?? [])];
}

/**
 * What the preload schedule (000 section 2) fetches, worked out on the server from the build's
 * manifest, so that the browser only adds `<link rel="prefetch">` tags and runs no script for it:
 * per page, the answer React Router asks for when a link to it is used (its route entry, cached
 * for good) and the route's code and stylesheets. A page the build does not have is skipped.
 */
export function preloadPlan(assets: AssetsManifest, manifestPath = "/__manifest"): PreloadStep[] {
  return preloadSchedule.map((step) => ({
    afterMs: step.afterMs,
    hrefs: step.pages.flatMap((page) => {
      const route = routeOf(page, assets.routes);
      if (!route) return [];
      return [routeEntryAddress(page, assets.version, manifestPath), ...routeFiles(route)];
    }),
  }));
}

/**
 * What a page fetches ahead for its links to `pages`, all of route `routeId` (the blog's list links
 * to its posts): each page's route entry and data, the addresses React Router asks when the link
 * is followed, and the route's code and stylesheets once. The page names them as
 * `<link rel="prefetch">`, which the browser fetches when it has nothing else to do; a click then
 * finds all of it in the cache and waits only for the render (issue 37).
 */
export function linksAhead(
  assets: AssetsManifest,
  routeId: string,
  pages: string[],
  manifestPath = "/__manifest",
): string[] {
  const route = assets.routes[routeId];
  if (!route) return [];
  return [
    ...pages.flatMap((page) => [
      routeEntryAddress(page, assets.version, manifestPath),
      ...(route.hasLoader ? [routeDataAddress(page, routeId)] : []),
    ]),
    ...routeFiles(route),
  ];
}

/**
 * A route's modules, its own first: what a page evaluates ahead when it is sure to be asked for it
 * (the blog's list, its posts' route), so that the click only renders.
 */
export function routeCode(assets: AssetsManifest, routeId: string): string[] {
  const route = assets.routes[routeId];
  return route ? routeModules(route) : [];
}

const plans = new WeakMap<AssetsManifest, PreloadPlan>();

/** The plan of a build, worked out once per build. */
export function buildPreloadPlan(build: ServerBuild): PreloadPlan {
  let plan = plans.get(build.assets);
  if (!plan) {
    const manifestPath = build.routeDiscovery?.manifestPath;
    plan = {
      steps: preloadPlan(build.assets, manifestPath),
      linksAhead: (routeId, pages) => linksAhead(build.assets, routeId, pages, manifestPath),
      routeCode: (routeId) => routeCode(build.assets, routeId),
    };
    plans.set(build.assets, plan);
  }
  return plan;
}
