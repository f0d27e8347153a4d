import type { MetaDescriptor } from "react-router";

/** The site's own name and keywords (General and SEO tabs); the defaults stand in when absent. */
export type BlogSite = { siteName: string; keywords?: string };

type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  image?: string | null;
  /** The settings' social image, used when the page has no image of its own. */
  fallbackImage?: string;
  site: BlogSite;
  article?: { publishedTime: string; modifiedTime: string; author: string; tags: readonly string[] };
};

/** Title, description, canonical link, Open Graph and Twitter tags of a blog page. */
export function blogMeta(page: PageMeta): MetaDescriptor[] {
  const picked = page.image || page.fallbackImage;
  // Crawlers need an absolute address: a post's own /images/... path is made one.
  const image = picked ? new URL(picked, page.url).href : undefined;
  const { siteName, keywords } = page.site;
  const title = `${page.title} | ${siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.url },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${siteName} Blog`,
      href: "/rss.xml",
    },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.article ? "article" : "website" },
    // With the site's name, as on every other page.
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
  if (keywords) tags.push({ name: "keywords", content: keywords });
  if (image) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (page.article) {
    const { publishedTime, modifiedTime, author } = page.article;
    tags.push(
      { property: "article:published_time", content: publishedTime },
      { property: "article:modified_time", content: modifiedTime },
      { property: "article:author", content: author },
      ...page.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  return tags;
}
