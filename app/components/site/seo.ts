import type { MetaDescriptor } from "react-router";
import type { SiteLayoutData } from "#app/routes/site/layout.tsx";
import { PUBLIC_SETTINGS_DEFAULTS } from "#core/public-settings.ts";
import { absoluteUrl, type PageSeo, seoTags } from "#core/seo.ts";
import type { BlogSite } from "./blog/blog-meta.ts";

export const SITE_LAYOUT_ID = "routes/site/layout";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site layout's data (settings and BASE_URL) from a route's meta matches. */
function layoutData(matches: readonly MatchLike[]) {
  return matches.find((m) => m?.id === SITE_LAYOUT_ID)?.loaderData as SiteLayoutData | undefined;
}

/** The settings' social image (SEO tab) as an absolute URL: the picture of a page that has none. */
export function siteSocialImage(matches: readonly MatchLike[]): string {
  const layout = layoutData(matches);
  return absoluteUrl(
    layout?.baseUrl ?? "",
    layout?.settings.socialImage ?? PUBLIC_SETTINGS_DEFAULTS.socialImage,
  );
}

/** The siteName setting (General tab), for page copy that names the business. */
export function siteNameOf(matches: readonly MatchLike[]): string {
  return layoutData(matches)?.settings.siteName ?? PUBLIC_SETTINGS_DEFAULTS.siteName;
}

/** The site name and SEO keywords a blog page's tags carry. */
export function blogSite(matches: readonly MatchLike[]): BlogSite {
  const settings = layoutData(matches)?.settings;
  return {
    siteName: settings?.siteName ?? PUBLIC_SETTINGS_DEFAULTS.siteName,
    keywords: settings?.metaKeywords ?? PUBLIC_SETTINGS_DEFAULTS.metaKeywords,
  };
}

/** Title, description, keywords, canonical, Open Graph and Twitter tags of a public page. */
export function siteMeta(matches: readonly MatchLike[], page: PageSeo): MetaDescriptor[] {
  const layout = layoutData(matches);
  const settings = layout?.settings;
  return seoTags(page, {
    siteName: settings?.siteName ?? PUBLIC_SETTINGS_DEFAULTS.siteName,
    baseUrl: layout?.baseUrl ?? "",
    defaultImage: settings?.socialImage ?? PUBLIC_SETTINGS_DEFAULTS.socialImage,
    defaultDescription: settings?.metaDescription ?? PUBLIC_SETTINGS_DEFAULTS.metaDescription,
    keywords: settings?.metaKeywords ?? PUBLIC_SETTINGS_DEFAULTS.metaKeywords,
  }) as MetaDescriptor[];
}

/**
 * `<link rel="prefetch">` tags for what a page fetches ahead of its links' clicks (the blog's list:
 * its posts' route entries, data and code, server/preload-plan.ts `linksAhead`). The browser
 * fetches them when idle, before or without the app's start; as head tags they also follow a
 * client-side navigation to the page.
 */
export function prefetchTags(hrefs: readonly string[]): MetaDescriptor[] {
  return hrefs.map((href) => ({ tagName: "link", rel: "prefetch", href }));
}
