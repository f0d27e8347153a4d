import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { ServerBuild } from "react-router";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { type EventWriter, getEventWriter } from "../analytics/writer.ts";
import { googleConfigured, handleAuthRequest } from "../auth.ts";
import { getDatabase } from "../db/client.ts";
import { type Env, getEnv } from "../env.ts";
import { readiness } from "../lifecycle.ts";
import { buildPreloadPlan, preloadPlanContext } from "../preload-plan.ts";
import { getRealtimeHub, liveChangesListening, onLiveChange, type RealtimeHub } from "../realtime.ts";
import { getUser } from "../session.ts";
import { getSettings } from "../settings.ts";
import { approvalPdfDownload } from "./approval-pdf.ts";
import { clientAddressContext } from "./client-address.ts";
import { clientIp, recordedClientAddress } from "./client-ip.ts";
import { collectEndpoint } from "./collect-endpoint.ts";
import { contentSecurityPolicy, cspNonceContext } from "./content-security-policy.ts";
import { deliverableDownload, deliverableVersionDownload } from "./deliverable-download.ts";
import { inputGuard } from "./input-guard.ts";
import { invoicePdfDownload } from "./invoice-pdf.ts";
import { liveEvents } from "./live-events.ts";
import { refuseCrossOrigin } from "./origin-check.ts";
import { createPageCache, type PageTransform, PUBLIC_TABLES, pageCacheKey } from "./page-cache.ts";
import { assetHeaders, privateResponseHeaders } from "./response-headers.ts";
import { servePage } from "./serve-page.ts";
import { stripSessionTokens } from "./strip-tokens.ts";

export type AppOptions = {
  /** The React Router server build, or a function that loads it per request (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, served as static files; absent in dev, where Vite serves them. */
  clientDir?: string;
  mode: "production" | "development";
  /** The live-update hub this instance streams from; the process's own by default. */
  realtime?: () => RealtimeHub | null;
  /** Serve anonymous public pages from memory (page-cache.ts); on by default in production. */
  pageCache?: boolean;
  /** Per-response change of a page served from the cache (page-cache.ts: PageTransform). */
  transformCachedPage?: PageTransform;
  /** Where collected analytics events are queued; the process's own batch writer by default. */
  analytics?: () => EventWriter;
};

/** A page rendered for one visitor stays out of shared caches (a CDN in front). */
function privateByDefault(response: Response) {
  if (
    !response.headers.has("Cache-Control") &&
    response.headers.get("content-type")?.startsWith("text/html")
  ) {
    try {
      response.headers.set("Cache-Control", "private, no-cache");
    } catch {
      // Immutable headers (a Response.redirect): not a page anyway.
    }
  }
  return response;
}

/** The policy of one HTML response (content-security-policy.ts), from the settings it depends on. */
async function pagePolicy(nonce: string, env: Env) {
  const settings = await getSettings(["googleAnalyticsId", "calendlyUrl"]).catch(() => ({
    googleAnalyticsId: "",
    calendlyUrl: "",
  }));
  return contentSecurityPolicy({
    nonce,
    googleAnalytics: Boolean(settings.googleAnalyticsId.trim()),
    calendlyUrl: settings.calendlyUrl,
    googleIssuer: googleConfigured(env) ? env.GOOGLE_ISSUER : null,
  });
}

/** The HTTP shell: compression, security headers, static files, health, auth, then React Router. */
export function createApp(options: AppOptions) {
  const app = new Hono();
  const loadBuild = typeof options.build === "function" ? options.build : () => options.build as ServerBuild;
  const handle = createRequestHandler(loadBuild, options.mode);

  // The build's hashed scripts, stylesheets and images, ahead of the document headers below.
  const clientRoot = options.clientDir ? path.relative(process.cwd(), options.clientDir) || "." : null;
  if (clientRoot) {
    app.use(
      "/assets/*",
      inputGuard,
      assetHeaders,
      serveStatic({
        root: clientRoot,
        // Brotli/gzip copies written at build time (scripts/build.ts, scripts/precompress.ts).
        precompressed: true,
      }),
    );
  }

  app.use(compress());
  app.use(
    secureHeaders({
      // The booking calendar and video embeds need to frame other sites; nobody may frame us.
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      // Set per response by privateResponseHeaders: not on the anonymous public pages.
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: "same-site",
      // Sent only over https, by privateResponseHeaders.
      strictTransportSecurity: false,
    }),
  );
  app.use(privateResponseHeaders(() => getEnv().BASE_URL));

  // Bad input of any route or endpoint is answered here with a 4xx (issue 19).
  app.use("*", inputGuard);

  // Liveness: the process and its database answer.
  app.get("/healthz", async (c) => {
    try {
      await getDatabase().ping();
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });
  // Readiness: migrated, not shutting down, database and file storage working (server/lifecycle.ts).
  app.get("/readyz", async (c) => {
    const ready = await readiness();
    c.header("Cache-Control", "no-store");
    return c.json(ready, ready.ok ? 200 : 503);
  });

  if (clientRoot) {
    app.use(
      "*",
      serveStatic({
        root: clientRoot,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  app.use("*", clientIp);
  app.use(
    "*",
    refuseCrossOrigin(() => [new URL(getEnv().BASE_URL).origin]),
  );
  app.use("/api/auth/*", stripSessionTokens);
  app.on(["GET", "POST"], "/api/auth/*", (c) => handleAuthRequest(c.req.raw));
  // Raw HTTP endpoints of the client portal (not pages): the live-update stream and the
  // authorising download route (server/http/live-events.ts, deliverable-download.ts).
  app.post("/api/collect", (c) => collectEndpoint(c, (options.analytics ?? getEventWriter)()));
  app.get("/api/events", (c) => liveEvents(c.req.raw, (options.realtime ?? getRealtimeHub)()));
  // Who this browser's session belongs to, asked by open tabs every 30 s (app/lib/session-watch.ts).
  app.get("/api/session", async (c) => c.json({ userId: (await getUser(c.req.raw))?.id ?? null }));
  app.get("/files/deliverables/:id", (c) => deliverableDownload(c.req.raw, c.req.param("id")));
  app.get("/files/deliverable-versions/:id", (c) => deliverableVersionDownload(c.req.raw, c.req.param("id")));
  app.get("/files/approvals/:id", (c) => approvalPdfDownload(c.req.raw, c.req.param("id")));
  app.get("/files/invoices/:id", (c) => invoicePdfDownload(c.req.raw, c.req.param("id")));
  const render = async (c: Context, nonce: string) => {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, recordedClientAddress(c.req.raw));
    context.set(cspNonceContext, nonce);
    context.set(preloadPlanContext, buildPreloadPlan(await loadBuild()));
    return handle(c.req.raw, context);
  };
  const pages = (options.pageCache ?? options.mode === "production") ? createPageCache() : null;
  if (pages) onLiveChange((table) => PUBLIC_TABLES.has(table) && pages.clear());
  app.all("*", async (c) => {
    // Only while this process hears about changes can a cached page be trusted; preview mode
    // signs every visitor in.
    const key = pages && liveChangesListening() && !getEnv().PREVIEW_MODE ? pageCacheKey(c.req.raw) : null;
    return servePage({
      request: c.req.raw,
      render: (nonce) => render(c, nonce),
      cache: pages && key ? { pages, key } : null,
      policy: (nonce) => pagePolicy(nonce, getEnv()),
      transform: options.transformCachedPage,
      finish: privateByDefault,
      reportOnly: options.mode === "development",
    });
  });
  return app;
}
