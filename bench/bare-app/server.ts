/**
 * Serves the bare page's build the plain way: Hono, compression, static assets, then React
 * Router's request handler, in production mode. `node bench/bare-app/server.ts <port>`.
 */
import "../../server/node-env.ts";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = (await import(pathToFileURL(path.join(here, "build/server/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const app = new Hono();
app.use(compress());
app.get("/healthz", (c) => c.json({ ok: true }));
const root = path.relative(process.cwd(), path.join(here, "build/client")) || ".";
app.use(
  "/assets/*",
  serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }),
);
app.all("*", (c) => handle(c.req.raw));
serve({ fetch: app.fetch, port: Number(process.argv[2] ?? 3100), hostname: "127.0.0.1" });
