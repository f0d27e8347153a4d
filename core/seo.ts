/** The head tags every public page carries (title, description, canonical, Open Graph, Twitter). */
export type PageSeo = {
  title: string;
  description: string;
  /** The canonical path of the page (aliases point at the main address). */
  path: string;
  image?: string;
  type?: "website" | "article";
};

/** The site-wide part (General and SEO settings): a page without its own description or picture takes these. */
export type SeoContext = {
  siteName: string;
  baseUrl: string;
  defaultImage: string;
  defaultDescription?: string;
  keywords?: string;
};

export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export function absoluteUrl(baseUrl: string, pathOrUrl: string) {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl.replace(/\/$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** A page title carries the site name once. */
export function pageTitle(title: string, siteName: string) {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

export function seoTags(page: PageSeo, context: SeoContext): HeadTag[] {
  const title = pageTitle(page.title, context.siteName);
  const url = absoluteUrl(context.baseUrl, page.path);
  const image = absoluteUrl(context.baseUrl, page.image ?? context.defaultImage);
  const description = page.description || context.defaultDescription || "";
  return [
    { title },
    { name: "description", content: description },
    ...(context.keywords ? [{ name: "keywords", content: context.keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: context.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}
