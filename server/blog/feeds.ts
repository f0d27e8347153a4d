import { type FeedChannel, rssXml, sitemapXml } from "../../core/blog/feeds.ts";
import { getEnv } from "../env.ts";
import { listFeedPosts } from "./public-posts.ts";

export const FEED_TITLE = "Ardent Media Co. Blog";
export const FEED_DESCRIPTION =
  "Insights on media production, marketing strategy and brand consulting from Ardent Media Co.";

const xmlResponse = (body: string, type: string) =>
  new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      // Feed readers and crawlers poll; five minutes old is fresh enough (the spec's max-age 300).
      "Cache-Control": "public, max-age=300",
    },
  });

/** /rss.xml: the published posts as RSS 2.0, with absolute links from BASE_URL. */
export async function rssResponse(): Promise<Response> {
  const channel: FeedChannel = {
    baseUrl: getEnv().BASE_URL,
    title: FEED_TITLE,
    description: FEED_DESCRIPTION,
  };
  return xmlResponse(rssXml(channel, await listFeedPosts()), "application/rss+xml");
}

/** /sitemap.xml: every public page and every published post. */
export async function sitemapResponse(): Promise<Response> {
  return xmlResponse(sitemapXml(getEnv().BASE_URL, await listFeedPosts()), "application/xml");
}
