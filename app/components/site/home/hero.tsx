import { ArrowRight } from "lucide-react";
import { Link } from "#app/components/site/links.tsx";
import { SiteNavLink } from "#app/components/site/nav-link.tsx";
import type { hero as heroCopy } from "#core/content/home.ts";
import { RotatingWords } from "./rotating-words.tsx";

/** The home page's opening: headline with the rotating words and the two calls to action. */
export function Hero({ hero }: { hero: typeof heroCopy }) {
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="scroll-mt-20 px-4 pt-16 pb-20 sm:px-6 sm:pt-24"
    >
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-500">
          {hero.eyebrow}
        </p>
        <h1
          id="hero-title"
          className="mt-4 max-w-4xl text-4xl leading-tight font-extrabold tracking-tight sm:text-6xl"
        >
          {hero.headline} <RotatingWords words={hero.rotatingWords} />
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">{hero.lead}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <SiteNavLink
            target={{ kind: "section", section: hero.primaryCta.section }}
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {hero.primaryCta.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteNavLink>
          <Link
            to={hero.secondaryCta.to}
            className="rounded-full border border-neutral-300 px-6 py-3 font-semibold hover:border-brand-600 dark:border-neutral-700"
          >
            {hero.secondaryCta.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
