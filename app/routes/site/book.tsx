import { ExternalLink } from "lucide-react";
import { PageHero, PageMain } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { bookPage } from "#core/content/about.ts";
import { SETTINGS_DEFAULTS } from "#core/settings-defaults.ts";
import { getSettings } from "#server/settings.ts";
import type { Route } from "./+types/book";

/** Only a web address may be framed; anything else falls back to the default booking page. */
function bookingUrl(value: string) {
  return /^https?:\/\//i.test(value) ? value : SETTINGS_DEFAULTS.calendlyUrl;
}

/* /book, /schedule and /calendly: the booking calendar of the calendlyUrl setting. No contact form. */
export async function loader() {
  const { calendlyUrl } = await getSettings(["calendlyUrl"]);
  return { page: bookPage, calendlyUrl: bookingUrl(calendlyUrl) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: loaderData?.page.title ?? "Book a Call",
    description: loaderData?.page.intro ?? "",
    path: "/book",
  });
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const { page, calendlyUrl } = loaderData;
  return (
    <PageMain>
      <PageHero eyebrow={page.title} title={page.headline} intro={page.intro} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <iframe
          src={calendlyUrl}
          title="Booking calendar"
          loading="lazy"
          className="h-[720px] w-full rounded-2xl border border-neutral-200 bg-white dark:border-neutral-800"
        />
        <p className="mt-6 text-neutral-700 dark:text-neutral-300">
          {page.fallback}{" "}
          <a
            href={calendlyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-500"
          >
            Open the booking page
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      </div>
    </PageMain>
  );
}
