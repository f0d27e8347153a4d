import type { MetaDescriptor } from "react-router";

export const BLOG_SITE_NAME = "Ardent Media Co.";

type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  image?: string | null;
  article?: { publishedTime: string; modifiedTime: string; author: string; tags: readonly string[] };
};

/** Title, description, canonical link, Open Graph and Twitter tags of a blog page. */
export function blogMeta(page: PageMeta): MetaDescriptor[] {
  const title = `${page.title} | ${BLOG_SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: page.url },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${BLOG_SITE_NAME} Blog`,
      href: "/rss.xml",
    },
    { property: "og:site_name", content: BLOG_SITE_NAME },
    { property: "og:type", content: page.article ? "article" : "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.image) {
    tags.push({ property: "og:image", content: page.image }, { name: "twitter:image", content: page.image });
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
