import { type FeedChannel, rssXml, sitemapXml } from "../../core/blog/feeds.ts";
import { getEnv } from "../env.ts";
import { featureOff } from "../feature-flags.ts";
import { getSettings } from "../settings.ts";
import { listFeedPosts } from "./public-posts.ts";

export const feedTitle = (siteName: string) => `${siteName} Blog`;
/** A site name that ends in a full stop ('Ardent Media Co.') ends the sentence itself: no '..'. */
export const feedDescription = (siteName: string) =>
  `Insights on media production, marketing strategy and brand consulting from ${siteName.replace(/\.+$/, "")}.`;

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
  const off = await featureOff("enableBlog");
  if (off) {
    return new Response(off, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { siteName } = await getSettings(["siteName"]);
  const channel: FeedChannel = {
    baseUrl: getEnv().BASE_URL,
    title: feedTitle(siteName),
    description: feedDescription(siteName),
  };
  return xmlResponse(rssXml(channel, await listFeedPosts()), "application/rss+xml");
}

/** /sitemap.xml: every public page and every published post. */
export async function sitemapResponse(): Promise<Response> {
  const { enableBlog } = await getSettings(["enableBlog"]);
  const posts = enableBlog ? await listFeedPosts() : [];
  return xmlResponse(sitemapXml(getEnv().BASE_URL, posts, { blog: enableBlog }), "application/xml");
}
