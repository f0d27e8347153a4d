import { Link } from "#app/components/site/links.tsx";
import { PageHero, PageMain, Section } from "#app/components/site/page-hero.tsx";
import { siteMeta, siteNameOf } from "#app/components/site/seo.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { aboutPage } from "#core/content/about.ts";
import type { Route } from "./+types/about";

/* Copy as loader data, not JavaScript (see home.tsx). */
export function loader() {
  return { aboutPage };
}

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: "About",
    description: `Founded in Dallas in 2019, ${siteNameOf(matches)} is a team of producers, strategists and designers. Meet the people and values behind the work.`,
    path: "/about",
  });
}

/* No contact form below this page (000 section 2). */
function About({ loaderData }: Route.ComponentProps) {
  const { aboutPage } = loaderData;
  return (
    <PageMain>
      <PageHero static eyebrow={aboutPage.title} title={aboutPage.headline}>
        <div className="mt-6 flex max-w-3xl flex-col gap-4 text-lg text-neutral-700 dark:text-neutral-300">
          {aboutPage.story.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </PageHero>
      <Section static title="What we believe" eyebrow="Values">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutPage.values.map((v) => (
            <li key={v.name} className="rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800">
              <h3 className="text-lg font-bold">{v.name}</h3>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">{v.detail}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        static
        title="The people behind the work"
        eyebrow="Team"
        className="bg-neutral-50 dark:bg-neutral-950"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutPage.team.map((m) => (
            <li
              key={m.name}
              className="rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-black"
            >
              <span
                aria-hidden="true"
                className="grid size-14 place-items-center rounded-full bg-brand-600 text-xl font-bold text-white"
              >
                {m.name
                  .split(" ")
                  .map((n) => n[0])
                  .join("")}
              </span>
              <h3 className="mt-4 text-lg font-bold">{m.name}</h3>
              <p className="text-sm font-semibold text-brand-700 dark:text-brand-500">{m.role}</p>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">{m.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section static title="Since 2019" eyebrow="Milestones">
        <ol className="flex flex-col gap-4 border-l-2 border-brand-600 pl-6">
          {aboutPage.milestones.map((m) => (
            <li key={m.year}>
              <p className="font-bold">{m.year}</p>
              <p className="text-neutral-700 dark:text-neutral-300">{m.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-12 text-lg">
          Want to work with us?{" "}
          <Link
            to="/book"
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-500"
          >
            Book a call
          </Link>
          .
        </p>
      </Section>
    </PageMain>
  );
}

export default routeComponent(About);
