import { SITE_LAYOUT_ID } from "#app/components/site/seo.ts";
import { GA_ID_PATTERN } from "#core/google-analytics.ts";
import type { StartWhen } from "./defer-hydration.ts";

/**
 * Whether a page is one of the public site's, which carry the performance budget: they paint
 * before their scripts load and start them as `startWhen` says. Found by the site layout among the
 * matched routes, not by the leaf's id: a route given its own id (`/book`, the service pages and
 * their aliases, the legal pages) is a site page too. The sign-in pages under the same layout, the
 * admin and the portal hydrate as early as they can.
 */
export function isSitePage(routeIds: readonly string[]): boolean {
  const leaf = routeIds.at(-1) ?? "";
  return routeIds.includes(SITE_LAYOUT_ID) && leaf !== SITE_LAYOUT_ID && !leaf.startsWith("routes/auth/");
}

type PageData = {
  root?: { user?: unknown } | null;
  "routes/site/layout"?: { settings?: { googleAnalyticsId?: string } } | null;
};

/**
 * When a public page starts the app's code (decision 018). An anonymous visitor's page waits for
 * a sign of intent: until then it is complete as served (links are plain links, a held click or
 * submission waits for the start), and a visitor who only reads runs none of it. A signed-in
 * visitor's page starts after the first paint: it keeps who is signed in true (a session check
 * every 30 s). So does a page that loads Google Analytics (an Integrations setting): gtag counts
 * the visit only once it runs.
 */
export function startWhen(loaderData: Record<string, unknown>): StartWhen {
  const data = loaderData as PageData;
  if (data.root?.user) return "paint";
  const analyticsId = data["routes/site/layout"]?.settings?.googleAnalyticsId ?? "";
  return GA_ID_PATTERN.test(analyticsId) ? "paint" : "intent";
}
