import { postSummary } from "./format.ts";

/** Every public page of the site, for the sitemap (published posts are added to these). */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/services/media-production",
  "/services/marketing-strategy",
  "/services/brand-consulting",
  "/store",
  "/showcase",
  "/blog",
  "/book",
  "/privacy",
  "/terms",
  "/accessibility",
] as const;

export type FeedPost = {
  slug: string;
  title: string;
  excerpt: string | null;
  author: string;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
};

export type FeedChannel = { baseUrl: string; title: string; description: string };

export function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 forbids outright would make the whole feed invalid.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

const absolute = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, "")}${path}`;

/** An RSS 2.0 feed of the published posts, newest first (https://www.rssboard.org/rss-specification). */
export function rssXml(channel: FeedChannel, posts: readonly FeedPost[]): string {
  const blogUrl = absolute(channel.baseUrl, "/blog");
  const newest = posts.reduce<Date | null>((d, p) => (!d || p.publishedAt > d ? p.publishedAt : d), null);
  const items = posts.map((post) => {
    const link = absolute(channel.baseUrl, postPath(post.slug));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(postSummary(post, 500))}</description>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(absolute(channel.baseUrl, "/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A sitemap (https://www.sitemaps.org/protocol.html) of the public pages and published posts. */
export function sitemapXml(
  baseUrl: string,
  posts: readonly FeedPost[],
  { blog = true }: { blog?: boolean } = {},
): string {
  // With the blog turned off (Features tab) neither /blog nor its posts are listed.
  const listed = blog ? posts : [];
  const newest = listed.reduce<Date | null>((d, p) => (!d || p.updatedAt > d ? p.updatedAt : d), null);
  const pages = PUBLIC_PAGES.filter((path) => blog || !path.startsWith("/blog")).map((path) => ({
    loc: absolute(baseUrl, path),
    // The blog list changes when a post does.
    lastmod: path === "/blog" && newest ? isoDate(newest) : null,
  }));
  const entries = [
    ...pages,
    ...listed.map((post) => ({
      loc: absolute(baseUrl, postPath(post.slug)),
      lastmod: isoDate(post.updatedAt),
    })),
  ].map(({ loc, lastmod }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(loc)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
