import { GA_ID_PATTERN } from "#core/google-analytics.ts";
import type { StartWhen } from "./defer-hydration.ts";

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
