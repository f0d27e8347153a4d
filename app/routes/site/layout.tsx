import { Outlet, type ShouldRevalidateFunctionArgs, useMatches, useRouteLoaderData } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { CursorEffects } from "#app/components/site/cursor-effects.tsx";
import { Footer } from "#app/components/site/footer.tsx";
import { Header } from "#app/components/site/header.tsx";
import { useSectionScrollOnArrival } from "#app/components/site/nav-link.tsx";
import { PreloadPages } from "#app/components/site/preload-pages.tsx";
import { FloatingThemeToggle } from "#app/components/site/theme-toggle.tsx";
import { quotes } from "#core/content/quotes.ts";
import { quoteIndex } from "#core/footer-quote.ts";
import { getEnv } from "#server/env.ts";
import { getPublicSettings } from "#server/settings.ts";
import type { Route } from "./+types/layout";

export async function loader() {
  return {
    settings: await getPublicSettings(),
    baseUrl: getEnv().BASE_URL,
    quoteIndex: quoteIndex(new Date()),
    // Copy travels as data, not as JavaScript: the page bundles stay small.
    quotes,
  };
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

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  useSectionScrollOnArrival();
  // The sign-in screens keep one e-mail field on the page: no newsletter sign-up in their footer
  // (a second address field confuses password managers and autofill).
  const signInScreen = useMatches().at(-1)?.id.startsWith("routes/auth/") ?? false;
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
        newsletter={!signInScreen}
      />
      <FloatingThemeToggle />
      <CursorEffects />
      <PreloadPages />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
