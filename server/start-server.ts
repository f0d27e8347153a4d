import { createServer, type RequestListener } from "node:http";
import { type OpenOptions, openDatabase, setDatabase } from "./db/client.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { EnvError, getEnv } from "./env.ts";
import { startBackgroundWork } from "./jobs.ts";
import { preparePreview } from "./preview.ts";
import { removeCrashedUploads } from "./storage/index.ts";

export type HttpHandler = {
  listener: RequestListener;
  /** Releases what the handler holds (the Vite dev server). */
  close?: () => Promise<void>;
};

/**
 * The process around the HTTP handler: opens and migrates the database, starts the background
 * work, listens, and shuts down in order on SIGTERM/SIGINT. Shared by the source entry
 * (server/main.ts: dev, tests) and the bundled production entry (server/production-entry.ts).
 */
export async function startServer(
  createHandler: () => Promise<HttpHandler> | HttpHandler,
  options: Pick<OpenOptions, "pgliteTemplate"> = {},
) {
  const env = getEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    sharedBuffers: env.PGLITE_SHARED_BUFFERS,
    pgliteTemplate: options.pgliteTemplate,
  });
  setDatabase(database);
  if (env.PREVIEW_MODE) await preparePreview();
  await removeCrashedUploads();
  const stopBackgroundWork = await startBackgroundWork();
  const handler = await createHandler();

  const server = createServer(handler.listener);
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
    await handler.close?.();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** Ends the process with a readable message for the errors a person can fix. */
export function exitOnStartError(error: unknown) {
  if (error instanceof DataDirInUseError || error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
