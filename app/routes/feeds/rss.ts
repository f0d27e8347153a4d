import { rssResponse } from "#server/blog/feeds.ts";

/** /rss.xml: RSS 2.0 feed of the published blog posts (a resource route, no page). */
export function loader() {
  return rssResponse();
}
