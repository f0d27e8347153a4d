import { createContext, type ServerBuild } from "react-router";
import { preloadSchedule, routeEntryAddress } from "#core/preload-schedule.ts";

type AssetsManifest = ServerBuild["assets"];
type ManifestRoute = AssetsManifest["routes"][string];

/** One step of the preload schedule, with the files it fetches. */
export type PreloadStep = { afterMs: number; hrefs: string[] };

/** The build's preload plan for the request being rendered (set by server/http/app.ts). */
export const preloadPlanContext = createContext<PreloadStep[]>([]);

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
      return [
        routeEntryAddress(page, assets.version, manifestPath),
        route.module,
        ...(route.imports ?? []),
        ...(route.css ?? []),
      ];
    }),
  }));
}

const plans = new WeakMap<AssetsManifest, PreloadStep[]>();

/** The plan of a build, worked out once per build. */
export function buildPreloadPlan(build: ServerBuild): PreloadStep[] {
  let plan = plans.get(build.assets);
  if (!plan) {
    plan = preloadPlan(build.assets, build.routeDiscovery?.manifestPath);
    plans.set(build.assets, plan);
  }
  return plan;
}
