import { PageHero, PageMain } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { LEGAL_PAGE_NAMES, LEGAL_PAGES, type LegalPage, legalBlocks, legalText } from "#core/legal.ts";
import { getSettings } from "#server/settings.ts";
import type { Route } from "./+types/legal";

/** The page an address names: /privacy, /terms or /accessibility. */
function pageOf(pathname: string): LegalPage {
  return LEGAL_PAGE_NAMES.find((p) => LEGAL_PAGES[p].path === pathname.replace(/\/$/, "")) ?? "privacy";
}

/** Privacy, Terms and Accessibility: the owner's text from Settings, or the default built from the business details. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).pathname);
  const settings = await getSettings([
    "siteName",
    "contactEmail",
    "contactPhone",
    "businessAddress",
    LEGAL_PAGES[page].key,
  ]);
  return { page, title: LEGAL_PAGES[page].title, blocks: legalBlocks(legalText(page, settings)) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page ?? "privacy";
  return siteMeta(matches, {
    title: LEGAL_PAGES[page].title,
    description: `${LEGAL_PAGES[page].title}: what this site does with your data, the terms of its use and how it stays usable for everyone.`,
    path: LEGAL_PAGES[page].path,
  });
}

function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <PageMain>
      <PageHero static eyebrow="Legal" title={loaderData.title}>
        <div className="mt-8 flex max-w-3xl flex-col gap-4 text-neutral-700 dark:text-neutral-300">
          {loaderData.blocks.map((block, i) =>
            block.kind === "heading" ? (
              <h2 key={i} className="mt-4 text-xl font-bold text-neutral-900 dark:text-neutral-100">
                {block.text}
              </h2>
            ) : block.kind === "list" ? (
              <ul key={i} className="list-disc space-y-2 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={i}>{block.text}</p>
            ),
          )}
        </div>
      </PageHero>
    </PageMain>
  );
}

export default routeComponent(Legal);
