import { ContactSection } from "#app/components/site/contact-section.tsx";
import { HydrateWhenSeen } from "#app/components/site/hydrate-when-seen.tsx";
import { PageHero, PageMain, Section } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { showcaseItems, showcasePage } from "#core/content/showcase.ts";
import type { Route } from "./+types/showcase";

/* Copy as loader data, not JavaScript (see home.tsx). */
export function loader() {
  return { items: showcaseItems, page: showcasePage };
}

import { routeComponent } from "#app/lib/route-component.ts";
import { useSiteData } from "./layout.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: "Showcase",
    description:
      "Case studies from Dallas and beyond: brand films, launches and campaigns, with the results they delivered.",
    path: "/showcase",
  });
}

function Showcase({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { items: showcaseItems, page: showcasePage } = loaderData;
  return (
    <PageMain>
      <PageHero
        static
        eyebrow={showcasePage.title}
        title={showcasePage.headline}
        intro={showcasePage.intro}
      />
      <Section static title="Selected projects" eyebrow="Case studies">
        <ul className="grid gap-6 md:grid-cols-2">
          {showcaseItems.map((item) => (
            <li key={item.client}>
              <article className="h-full rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800">
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  {item.client} · {item.service} · {item.year}
                </p>
                <h3 className="mt-2 text-xl font-bold">{item.title}</h3>
                <p className="mt-3 text-neutral-700 dark:text-neutral-300">{item.summary}</p>
                <ul className="mt-4 flex flex-col gap-1">
                  {item.results.map((r) => (
                    <li key={r} className="font-semibold text-brand-700 dark:text-brand-500">
                      {r}
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <HydrateWhenSeen>
        <ContactSection settings={settings} />
      </HydrateWhenSeen>
    </PageMain>
  );
}

export default routeComponent(Showcase);
