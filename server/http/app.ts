import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { ServerBuild } from "react-router";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { getAuth } from "../auth.ts";
import { getDatabase } from "../db/client.ts";
import { getEnv } from "../env.ts";
import { getRealtimeHub, type RealtimeHub } from "../realtime.ts";
import { clientAddress, clientAddressContext } from "./client-address.ts";
import { clientIp } from "./client-ip.ts";
import { deliverableDownload } from "./deliverable-download.ts";
import { liveEvents } from "./live-events.ts";
import { refuseCrossOrigin } from "./origin-check.ts";

export type AppOptions = {
  /** The React Router server build, or a function that loads it per request (dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, served as static files; absent in dev, where Vite serves them. */
  clientDir?: string;
  mode: "production" | "development";
  /** The live-update hub this instance streams from; the process's own by default. */
  realtime?: () => RealtimeHub | null;
};

/** The HTTP shell: compression, security headers, static files, health, auth, then React Router. */
export function createApp(options: AppOptions) {
  const app = new Hono();
  const handle = createRequestHandler(
    typeof options.build === "function" ? options.build : () => options.build as ServerBuild,
    options.mode,
  );

  app.use(compress());
  app.use(
    secureHeaders({
      // The booking calendar and video embeds need to frame other sites; nobody may frame us.
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-site",
    }),
  );

  app.get("/healthz", async (c) => {
    try {
      await getDatabase().ping();
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
        // Brotli/gzip copies written at build time (scripts/vite-precompress.ts).
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  app.use("*", clientIp);
  app.use(
    "*",
    refuseCrossOrigin(() => [new URL(getEnv().BASE_URL).origin]),
  );
  app.on(["GET", "POST"], "/api/auth/*", (c) => getAuth().handler(c.req.raw));
  // Raw HTTP endpoints of the client portal (not pages): the live-update stream and the
  // authorising download route (server/http/live-events.ts, deliverable-download.ts).
  app.get("/api/events", (c) => liveEvents(c.req.raw, (options.realtime ?? getRealtimeHub)()));
  app.get("/files/deliverables/:id", (c) => deliverableDownload(c.req.raw, c.req.param("id")));
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, clientAddress(c));
    return handle(c.req.raw, context);
  });
  return app;
}
