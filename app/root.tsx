import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { googleConfigured } from "#server/auth.ts";
import { getEnv } from "#server/env.ts";
import { getUser } from "#server/session.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { GuardPending } from "./components/auth/guard-pending.tsx";
import { NavigationProgress } from "./components/layout/navigation-progress.tsx";
import { RouteErrorBoundary } from "./components/layout/route-error-boundary.tsx";
import { ScrollToTop } from "./components/layout/scroll-to-top.tsx";
import { themeBootScript } from "./components/layout/theme-boot-script.ts";
import { markAppHydrated } from "./components/site/island.tsx";
import { ThemeProvider } from "./components/theme/use-theme.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  const user = await getUser(request);
  return {
    user,
    googleEnabled: googleConfigured(env),
    previewMode: env.PREVIEW_MODE,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The signed-in user and public flags, for any component below the root. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first-paint script and the theme store set it: #000000 in dark, #dc2626 in light. */}
        <meta name="theme-color" content="#dc2626" suppressHydrationWarning />
        {/* Runs before the first paint so the page never flashes the wrong theme. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own */}
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    markAppHydrated();
    // A signal for end-to-end tests and scripts: the page now reacts to clicks.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ThemeProvider>
      <ScrollToTop />
      <NavigationProgress />
      <GuardPending />
      <Outlet />
    </ThemeProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A guard's 403 can land here; leaving it (e.g. 'Go to Client Portal') passes a guard again.
  return (
    <>
      <GuardPending />
      <RouteErrorBoundary error={error} />
    </>
  );
}
