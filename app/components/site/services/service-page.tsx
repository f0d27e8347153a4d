import { Check } from "lucide-react";
import { Link } from "#app/components/site/links.tsx";
import { PageHero, PageMain, Section } from "#app/components/site/page-hero.tsx";
import type { Service } from "#core/content/services.ts";

/** One service page: what it is, what you get, how we work, price guide and questions. */
export function ServicePage({ service }: { service: Service }) {
  return (
    <PageMain>
      <PageHero static eyebrow={service.name} title={service.headline} intro={service.intro}>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <Link
            to="/book"
            className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Book a discovery call
          </Link>
          <p className="text-neutral-700 dark:text-neutral-300">
            From <strong>{service.startingAt}</strong>
          </p>
        </div>
      </PageHero>
      <Section static title="What you get" eyebrow="Deliverables">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {service.deliverables.map((d) => (
            <li
              key={d}
              className="flex items-start gap-3 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
            >
              <Check
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-500"
              />
              {d}
            </li>
          ))}
        </ul>
      </Section>
      <Section static title="How we work" eyebrow="Process" className="bg-neutral-50 dark:bg-neutral-950">
        <ol className="grid gap-6 md:grid-cols-4">
          {service.process.map((p, i) => (
            <li
              key={p.step}
              className="rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-black"
            >
              <p className="text-sm font-semibold text-brand-700 dark:text-brand-500">Step {i + 1}</p>
              <h3 className="mt-1 text-lg font-bold">{p.step}</h3>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">{p.detail}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section static title="Questions we hear often" eyebrow="FAQ">
        <dl className="grid gap-6 md:grid-cols-3">
          {service.faqs.map((f) => (
            <div key={f.q}>
              <dt className="font-bold">{f.q}</dt>
              <dd className="mt-2 text-neutral-700 dark:text-neutral-300">{f.a}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-12 text-lg">
          Ready when you are.{" "}
          <Link
            to="/book"
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-500"
          >
            Let's talk about your project
          </Link>
          .
        </p>
      </Section>
    </PageMain>
  );
}
