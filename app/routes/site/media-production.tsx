import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { ServicePage } from "#app/components/site/services/service-page.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { findService } from "#core/content/services.ts";
import type { Route } from "./+types/media-production";

/* Copy as loader data, not JavaScript (see home.tsx). */
export function loader() {
  return { service: findService("media-production") };
}

/* Served at /services/media-production and the alias /media-production; the canonical address is the first. */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: loaderData?.service.name ?? "Services",
    description: loaderData?.service.summary ?? "",
    path: "/services/media-production",
  });
}

function Page({ loaderData }: Route.ComponentProps) {
  return <ServicePage service={loaderData.service} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(Page);
