import { Link } from "#app/components/site/links.tsx";
import { PageMain } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { comingSoon } from "#core/content/about.ts";
import type { Route } from "./+types/coming-soon";

/* /marketing and /consulting: placeholders until those landing pages are written. */
export function loader() {
  return { comingSoon };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: loaderData?.comingSoon.title ?? "Coming Soon",
    description: loaderData?.comingSoon.text ?? "",
    path: location.pathname,
  });
}

function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { comingSoon } = loaderData;
  return (
    <PageMain>
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-6 px-4 py-24 text-center">
        <h1 className="text-5xl font-extrabold tracking-tight">{comingSoon.title}</h1>
        <p className="text-lg text-neutral-700 dark:text-neutral-300">{comingSoon.text}</p>
        <div className="flex flex-wrap justify-center gap-4">
          <Link
            to="/services"
            className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            See our services
          </Link>
          <Link
            to="/book"
            className="rounded-full border border-neutral-300 px-6 py-3 font-semibold hover:border-brand-600 dark:border-neutral-700"
          >
            Book a call
          </Link>
        </div>
      </div>
    </PageMain>
  );
}

export default routeComponent(ComingSoon);
