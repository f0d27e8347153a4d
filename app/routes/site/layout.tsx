import { Outlet, type ShouldRevalidateFunctionArgs, useMatches, useRouteLoaderData } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useStripSuccessQuery } from "#app/components/site/contact/success-query.ts";
import { CursorEffects } from "#app/components/site/cursor-effects.tsx";
import { Footer } from "#app/components/site/footer.tsx";
import { GoogleAnalytics } from "#app/components/site/google-analytics.tsx";
import { Header } from "#app/components/site/header.tsx";
import { useSectionScrollOnArrival } from "#app/components/site/nav-link.tsx";
import { PageTracker } from "#app/components/site/page-tracker.tsx";
import { SiteScheduleData } from "#app/components/site/site-schedule.tsx";
import { FloatingThemeToggle } from "#app/components/site/theme-toggle.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import type { RootData } from "#app/root.tsx";
import { quotes } from "#core/content/quotes.ts";
import { footerShowsNewsletter } from "#core/footer-newsletter.ts";
import { quoteIndex } from "#core/footer-quote.ts";
import { getEnv } from "#server/env.ts";
import { maintenanceResponse } from "#server/feature-flags.ts";
import { preloadPlanContext } from "#server/preload-plan.ts";
import { getUser } from "#server/session.ts";
import { getPublicSettings } from "#server/settings.ts";
import type { Route } from "./+types/layout";

/* Sign-in stays open during maintenance, so that admins can get in. */
const OPEN_DURING_MAINTENANCE = /^\/(login|auth-callback|reset-password|admin-invitation|setup)(\/|$)/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await getPublicSettings();
  if (settings.maintenanceMode && !OPEN_DURING_MAINTENANCE.test(new URL(request.url).pathname)) {
    if (!(await getUser(request))?.isAdmin) throw maintenanceResponse(settings);
  }
  return {
    settings,
    baseUrl: getEnv().BASE_URL,
    quoteIndex: quoteIndex(new Date()),
    // Copy travels as data, not as JavaScript: the page bundles stay small.
    quotes,
    // The files of the preload schedule, named by the build (server/preload-plan.ts).
    preload: context.get(preloadPlanContext).steps,
  };
}

/** The maintenance page keeps its Retry-After (React Router hands a thrown response's headers here). */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? new Headers();
}

export type SiteLayoutData = Awaited<ReturnType<typeof loader>>;

/* The settings change rarely: read them with each page load, not with each click. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

/** The public site's settings for any page below the layout. */
export function useSiteData(): SiteLayoutData {
  const data = useRouteLoaderData<typeof loader>("routes/site/layout");
  // Pages render only when the layout loaded: otherwise its ErrorBoundary shows instead.
  if (!data) throw new Error("The site layout data is missing");
  return data;
}

function SiteLayout({ loaderData }: Route.ComponentProps) {
  useSectionScrollOnArrival();
  useStripSuccessQuery();
  const root = useRouteLoaderData<RootData>("root");
  const preview = root?.previewMode ?? true;
  const { settings } = loaderData;
  // One newsletter form per page (core/footer-newsletter.ts says which pages have their own).
  const page = useMatches().at(-1);
  const footerNewsletter = footerShowsNewsletter(page?.id, page?.handle);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-black"
      >
        Skip to content
      </a>
      <Header />
      <div className="flex-1 pt-20">
        <Outlet />
      </div>
      <Footer
        settings={loaderData.settings}
        quoteIndex={loaderData.quoteIndex}
        quotes={loaderData.quotes}
        newsletter={footerNewsletter}
      />
      <FloatingThemeToggle />
      <CursorEffects />
      {/* The landing view and the preload schedule, run by the start script after load; first-party
          analytics (app/lib/tracker.ts) never in preview mode. */}
      <SiteScheduleData schedule={{ track: !preview, preload: loaderData.preload }} />
      <PageTracker disabled={preview} />
      <GoogleAnalytics
        measurementId={settings.googleAnalyticsId}
        previewMode={preview}
        isAdmin={root?.user?.isAdmin ?? false}
        respectDoNotTrack={settings.respectDoNotTrack}
      />
    </div>
  );
}

export default routeComponent(SiteLayout);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
