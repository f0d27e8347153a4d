import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { type GuardKind, guardFor } from "../../core/auth-rules.ts";

export type FlatRoute = {
  /** The URL pattern, e.g. /admin/contacts or /blog/:slug. */
  pattern: string;
  file: string;
  /** The layout files around the route, outermost first. */
  layouts: string[];
};

/** Every route of app/routes.ts with its full URL pattern and the layouts it renders inside. */
export function flattenRoutes(entries: RouteConfigEntry[] = routes, parent = "", layouts: string[] = []) {
  const flat: FlatRoute[] = [];
  for (const entry of entries) {
    const pattern = entry.path ? `${parent.replace(/\/$/, "")}/${entry.path}` : parent || "/";
    if (entry.children?.length) {
      flat.push(...flattenRoutes(entry.children, pattern, [...layouts, entry.file]));
    } else {
      flat.push({ pattern, file: entry.file, layouts });
    }
  }
  return flat;
}

/** The layout whose middleware runs each guard (app/routes/{admin,portal}/layout.tsx). */
export const guardLayouts: Record<GuardKind, string> = {
  admin: "routes/admin/layout.tsx",
  user: "routes/portal/layout.tsx",
};

/**
 * The guard a route needs: by its URL (/admin..., /client-portal...), and also for any route with
 * an `admin` segment elsewhere (e.g. /api/admin/export), which must be an admin endpoint.
 */
export function requiredGuard(pattern: string): GuardKind | null {
  return guardFor(pattern) ?? (pattern.split("/").includes("admin") ? "admin" : null);
}

/** A URL to request for a pattern: parameters filled with a well-formed id that matches nothing. */
export function sampleUrl(pattern: string) {
  return (
    pattern
      .split("/")
      .filter((segment) => !segment.endsWith("?"))
      .map((segment) =>
        segment.startsWith(":") ? "00000000-0000-4000-8000-000000000000" : segment === "*" ? "x" : segment,
      )
      .join("/") || "/"
  );
}

/** The guarded routes: what the guard tests walk for visitor, client and admin. */
export function guardedRoutes() {
  return flattenRoutes()
    .map((route) => ({ ...route, guard: requiredGuard(route.pattern) }))
    .filter((route): route is FlatRoute & { guard: GuardKind } => route.guard !== null);
}
