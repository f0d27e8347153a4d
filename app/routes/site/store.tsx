import { ContactSection } from "#app/components/site/contact-section.tsx";
import { HydrateWhenSeen } from "#app/components/site/hydrate-when-seen.tsx";
import { PageHero, PageMain, Section } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { storeItems, storePage } from "#core/content/store.ts";
import type { Route } from "./+types/store";

/* Copy as loader data, not JavaScript (see home.tsx). */
export function loader() {
  return { items: storeItems, page: storePage };
}

import { routeComponent } from "#app/lib/route-component.ts";
import { useSiteData } from "./layout.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: "Store",
    description:
      "Fixed-price creative packages: social reels, headshots, launch videos, marketing audits and brand sprints.",
    path: "/store",
  });
}

function Store({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { items: storeItems, page: storePage } = loaderData;
  return (
    <PageMain>
      <PageHero static eyebrow={storePage.title} title={storePage.headline} intro={storePage.intro} />
      <Section static title="Packages" eyebrow="Fixed prices">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {storeItems.map((item) => (
            <li
              key={item.name}
              className="flex flex-col rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800"
            >
              <p className="text-xs font-semibold tracking-widest text-neutral-600 uppercase dark:text-neutral-400">
                {item.category}
              </p>
              <h3 className="mt-2 text-xl font-bold">{item.name}</h3>
              <p className="mt-1 text-2xl font-extrabold text-brand-700 dark:text-brand-500">{item.price}</p>
              <p className="mt-3 text-neutral-700 dark:text-neutral-300">{item.description}</p>
              <ul className="mt-4 flex flex-1 list-disc flex-col gap-1 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
                {item.includes.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
              <a
                href="#contact"
                className="mt-6 rounded-full bg-brand-600 px-5 py-2 text-center font-semibold text-white hover:bg-brand-700"
              >
                Request {item.name}
              </a>
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

export default routeComponent(Store);
