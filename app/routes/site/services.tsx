import { ContactSection } from "#app/components/site/contact-section.tsx";
import { HydrateWhenSeen } from "#app/components/site/hydrate-when-seen.tsx";
import { Link } from "#app/components/site/links.tsx";
import { PageHero, PageMain, Section } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { services, servicesPage } from "#core/content/services.ts";
import type { Route } from "./+types/services";

/* Copy as loader data, not JavaScript (see home.tsx). */
export function loader() {
  return { services, page: servicesPage };
}

import { routeComponent } from "#app/lib/route-component.ts";
import { useSiteData } from "./layout.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: "Services",
    description:
      "Media production, marketing strategy and brand consulting from one Dallas team. See what we do and what it costs.",
    path: "/services",
  });
}

function Services({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { services, page: servicesPage } = loaderData;
  return (
    <PageMain>
      <PageHero
        static
        eyebrow={servicesPage.title}
        title={servicesPage.headline}
        intro={servicesPage.intro}
      />
      <Section static id="services" eyebrow="Core services" title="Pick one, or combine all three">
        <ul className="grid gap-6 lg:grid-cols-3">
          {services.map((s) => (
            <li
              key={s.slug}
              className="flex flex-col rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800"
            >
              <h3 className="text-2xl font-bold">{s.name}</h3>
              <p className="mt-3 text-neutral-700 dark:text-neutral-300">{s.summary}</p>
              <ul className="mt-5 flex flex-1 list-disc flex-col gap-1 pl-5 text-neutral-700 dark:text-neutral-300">
                {s.deliverables.slice(0, 4).map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
              <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">From {s.startingAt}</p>
              <Link
                to={`/services/${s.slug}`}
                className="mt-4 font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-500"
              >
                More about {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        static
        eyebrow="Also on the menu"
        title="Beyond the core"
        className="bg-neutral-50 dark:bg-neutral-950"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {servicesPage.extras.map((e) => (
            <li
              key={e.name}
              className="rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-black"
            >
              <h3 className="text-lg font-bold">{e.name}</h3>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">{e.detail}</p>
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

export default routeComponent(Services);
