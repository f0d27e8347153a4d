import { type ReactNode, useContext, useEffect, useRef } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";
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
import { stripSuccessQueryScript } from "./components/site/contact/success-query.ts";
import { ThemeProvider } from "./components/theme/use-theme.tsx";
import { useAppLinks } from "./lib/app-links.ts";
import { appStartScript } from "./lib/app-start.ts";
import { earlyEventsScript, replayEarlyEvents } from "./lib/early-events.ts";
import { endHydrationPass } from "./lib/hydration-pass.ts";
import { skipRootOnPlainNavigation } from "./lib/keep-form-on-failure.ts";
import { routeComponent } from "./lib/route-component.ts";
import { watchSession } from "./lib/session-watch.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  const user = await getUser(request);
  return {
    user,
    googleEnabled: googleConfigured(env),
    previewMode: env.PREVIEW_MODE,
  };
}

export const shouldRevalidate = skipRootOnPlainNavigation;

const bootScript = themeBootScript + stripSuccessQueryScript + earlyEventsScript + appStartScript;

/** The page reacts to clicks from now on: mark it, then replay what the visitor did before. */
function useHydratedMark() {
  useEffect(() => {
    // A signal for end-to-end tests and scripts: the page now reacts to clicks.
    document.documentElement.dataset.hydrated = "true";
    endHydrationPass();
    // After the commit, not inside it: a held press on a part that has not hydrated yet
    // (HydrateWhenSeen) needs React to hydrate that part synchronously, which it cannot do from
    // within an effect.
    queueMicrotask(() => replayEarlyEvents());
  }, []);
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The signed-in user and public flags, for any component below the root. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  // The response's CSP nonce (app/entry.server.tsx); absent in the browser, where the script ran.
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Runs before the first paint so the page never flashes the wrong theme (it also adds the
            theme-color meta: rendered by React, hydration added a second, stale one), holds the
            clicks that arrive before hydration (lib/early-events.ts) and starts the app's code
            when the page asks (lib/app-start.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript }} />
        {/* PNG, not the SVG: Chrome decodes a page's icon in the page's renderer, and an SVG icon
            costs a document of its own there at every page load (bench/README.md, session 10). */}
        <link rel="icon" href="/favicon-48.png" sizes="48x48" type="image/png" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
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

/**
 * Who is signed in stays true in every open tab (lib/session-watch.ts): a change reloads the data.
 * A part of its own that renders nothing: useRevalidator renders again with every change of the
 * router's state, which the page below the root need not (lib/route-component.ts).
 */
function SessionWatch({ userId }: { userId: string | null }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => watchSession(userId, () => void revalidate.current()), [userId]);
  return null;
}

function App() {
  useAppLinks();
  useHydratedMark();
  const userId = useRootData()?.user?.id ?? null;
  return (
    <ThemeProvider>
      <SessionWatch userId={userId} />
      <ScrollToTop />
      <NavigationProgress />
      <GuardPending />
      <Outlet />
    </ThemeProvider>
  );
}

export default routeComponent(App);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useAppLinks();
  useHydratedMark();
  // A guard's 403 can land here; leaving it (e.g. 'Go to Client Portal') passes a guard again.
  return (
    <>
      <GuardPending />
      <RouteErrorBoundary error={error} />
    </>
  );
}
