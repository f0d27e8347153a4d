// First, before anything loads React: the production build unless `--dev` (see node-env.ts).
import "./node-env.ts";
import type { RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./http/app.ts";
import { exitOnStartError, type HttpHandler, startServer } from "./start-server.ts";

/* The server run from source: `npm run dev` (--dev, Vite in middleware mode) and the tests. In
   production `npm start` runs the bundle of server/production-entry.ts instead (build/server/main.js,
   docs/decisions/010-bundled-server.md), which starts faster and holds less memory. */
const dev = process.argv.includes("--dev");

async function createHandler(): Promise<HttpHandler> {
  if (dev) {
    const { createServer: createVite } = await import("vite");
    const vite = await createVite({ server: { middlewareMode: true } });
    const app = createApp({
      mode: "development",
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    const honoListener = getRequestListener(app.fetch);
    return {
      listener: (req, res) => vite.middlewares(req, res, () => void honoListener(req, res)),
      close: () => vite.close(),
    };
  }
  const buildDir = path.resolve("build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = createApp({ mode: "production", build, clientDir: path.join(buildDir, "client") });
  return { listener: getRequestListener(app.fetch) as RequestListener };
}

startServer(createHandler).catch(exitOnStartError);
