import { Link } from "#app/components/site/links.tsx";
import { Section } from "#app/components/site/page-hero.tsx";
import type { homeAbout as aboutCopy } from "#core/content/home.ts";
import type { Service } from "#core/content/services.ts";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-500";

export function HomeAbout({ about }: { about: typeof aboutCopy }) {
  return (
    <Section static id="about" eyebrow="About us" title={about.title}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="flex flex-col gap-4 text-lg text-neutral-700 dark:text-neutral-300">
          {about.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <Link to="/about" className={linkClass}>
            Meet the team
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {about.stats.map((s) => (
            <div key={s.label} className="rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800">
              <dt className="text-sm text-neutral-600 dark:text-neutral-400">{s.label}</dt>
              <dd className="mt-1 text-3xl font-bold">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

export function HomeServices({ services }: { services: Pick<Service, "slug" | "name" | "summary">[] }) {
  return (
    <Section
      static
      id="services"
      eyebrow="What we do"
      title="Three services, one team"
      className="bg-neutral-50 dark:bg-neutral-950"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map((s) => (
          <li
            key={s.slug}
            className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-6 dark:border-neutral-800 dark:bg-black"
          >
            <h3 className="text-xl font-bold">{s.name}</h3>
            <p className="mt-3 flex-1 text-neutral-700 dark:text-neutral-300">{s.summary}</p>
            <Link to={`/services/${s.slug}`} className={`mt-6 ${linkClass}`}>
              Explore {s.name}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export type ShowcaseHighlight = { client: string; service: string; title: string; result: string };

export function HomeShowcase({ items }: { items: ShowcaseHighlight[] }) {
  return (
    <Section static id="showcase" eyebrow="Recent work" title="Results our clients can count">
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.client} className="rounded-2xl border border-neutral-200 p-6 dark:border-neutral-800">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              {item.client} · {item.service}
            </p>
            <h3 className="mt-2 text-lg font-bold">{item.title}</h3>
            <p className="mt-3 font-semibold text-brand-700 dark:text-brand-500">{item.result}</p>
          </li>
        ))}
      </ul>
      <Link to="/showcase" className={`mt-8 inline-block ${linkClass}`}>
        See the full showcase
      </Link>
    </Section>
  );
}
