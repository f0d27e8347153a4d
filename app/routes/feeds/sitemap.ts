import { sitemapResponse } from "#server/blog/feeds.ts";

/** /sitemap.xml: every public page and every published blog post. */
export function loader() {
  return sitemapResponse();
}
