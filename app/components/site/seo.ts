import type { MetaDescriptor } from "react-router";
import type { SiteLayoutData } from "#app/routes/site/layout.tsx";
import { agency } from "#core/content/agency.ts";
import { type PageSeo, seoTags } from "#core/seo.ts";

export const SITE_LAYOUT_ID = "routes/site/layout";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** Title, description, canonical, Open Graph and Twitter tags of a public page. */
export function siteMeta(matches: readonly MatchLike[], page: PageSeo): MetaDescriptor[] {
  const layout = matches.find((m) => m?.id === SITE_LAYOUT_ID)?.loaderData as SiteLayoutData | undefined;
  return seoTags(page, {
    siteName: layout?.settings.siteName ?? agency.name,
    baseUrl: layout?.baseUrl ?? "",
    defaultImage: layout?.settings.socialImage ?? "/videos/promo.webp",
  }) as MetaDescriptor[];
}
