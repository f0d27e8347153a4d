// First, before anything loads React: the production build unless `--dev` (see node-env.ts).
import "./node-env.ts";
import { createServer, type RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { openDatabase, setDatabase } from "./db/client.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { EnvError, getEnv } from "./env.ts";
import { createApp } from "./http/app.ts";
import { startBackgroundWork } from "./jobs.ts";
import { preparePreview } from "./preview.ts";

const dev = process.argv.includes("--dev");

async function main() {
  const env = getEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setDatabase(database);
  if (env.PREVIEW_MODE) await preparePreview();
  const stopBackgroundWork = await startBackgroundWork();

  let listener: RequestListener;
  let viteClose = async () => {};
  if (dev) {
    const { createServer: createVite } = await import("vite");
    const vite = await createVite({ server: { middlewareMode: true } });
    viteClose = () => vite.close();
    const app = createApp({
      mode: "development",
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    const honoListener = getRequestListener(app.fetch);
    listener = (req, res) => vite.middlewares(req, res, () => void honoListener(req, res));
  } else {
    const buildDir = path.resolve("build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    const app = createApp({ mode: "production", build, clientDir: path.join(buildDir, "client") });
    listener = getRequestListener(app.fetch) as RequestListener;
  }

  const server = createServer(listener);
  server.keepAliveTimeout = 5_000;
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(
      `Listening on http://localhost:${port} (${database.kind === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL"})`,
    );
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests, then closing the database`);
    // Exit even if a client holds a connection open (an event stream, a slow upload).
    const force = setTimeout(() => {
      console.warn("Shutdown took too long; exiting");
      process.exit(1);
    }, 8_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await stopBackgroundWork();
    await viteClose();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof DataDirInUseError || error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
