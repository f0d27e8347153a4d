import type { TrafficSource } from "../../core/analytics/source.ts";

/** Where a visit came from, as its first view said. */
export type VisitSource = {
  referrer: string | null;
  source: TrafficSource;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** A visit ends after this long without a view (the common 30-minute session). */
export const VISIT_IDLE_MS = 30 * 60_000;

/**
 * A visit keeps its source across pages, whichever way the visitor got from one to the next. The
 * app's own navigations carry the landing page's campaign in each beacon (app/lib/tracker.ts), but
 * a page reached by a full load does not: a link followed before the page's code started (decision
 * 018), one opened in a new tab, a browser without JavaScript's navigation. So a view referred by
 * the site itself, with no campaign of its own, takes the source of the same visitor's previous
 * view within the visit. In this instance's memory, like the beacon limit (visitor-limit.ts); the
 * visitor ids change daily, so nothing outlives the day's salt.
 */
export function createVisitSources(idleMs = VISIT_IDLE_MS, maxVisits = 100_000) {
  const visits = new Map<string, { source: VisitSource; at: number }>();
  let lastSweep = 0;

  /** Ended visits go every so often; when still full, the oldest (a Map keeps insertion order). */
  function makeRoom(now: number) {
    if (now - lastSweep >= idleMs || visits.size >= maxVisits) {
      for (const [id, visit] of visits) if (now - visit.at >= idleMs) visits.delete(id);
      lastSweep = now;
    }
    for (const id of visits.keys()) {
      if (visits.size < maxVisits) break;
      visits.delete(id);
    }
  }

  return {
    /** The source to store for this view: its own, or, when the site itself referred it, the visit's. */
    resolve(visitorId: string, own: VisitSource, internal: boolean, now: number): VisitSource {
      const earlier = visits.get(visitorId);
      const ownCampaign = own.utmSource || own.utmMedium || own.utmCampaign;
      const source = internal && !ownCampaign && earlier && now - earlier.at < idleMs ? earlier.source : own;
      // Refreshed at the end of the order: the visit is the newest again.
      visits.delete(visitorId);
      makeRoom(now);
      visits.set(visitorId, { source, at: now });
      return source;
    },
    clear: () => visits.clear(),
  };
}
