import { createServer, type RequestListener } from "node:http";
import { firstAdminNotice, prepareFirstAdminLink } from "./auth/first-admin.ts";
import { type OpenOptions, openDatabase, setDatabase } from "./db/client.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { EnvError, getEnv } from "./env.ts";
import { startBackgroundWork } from "./jobs.ts";
import { setPhase, storageProblem } from "./lifecycle.ts";
import { preparePreview } from "./preview.ts";
import { getStorage, removeCrashedUploads } from "./storage/index.ts";

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
  // A storage that cannot be written is said at once, in words; the instance stays up but not
  // ready (/readyz answers 503 naming it) until the storage works again (issue 33 item 8).
  const storage = getStorage();
  const problem = await storageProblem();
  if (problem)
    console.error(
      `[storage] ${storage.kind === "s3" ? "S3 storage" : "Local storage"} is not usable: ${problem}`,
    );
  else if (storage.kind === "s3") console.log(`Files in S3 bucket ${env.S3_BUCKET}`);
  const stopBackgroundWork = await startBackgroundWork();
  const handler = await createHandler();

  let stopping = false;
  const server = createServer((request, response) => {
    // While draining, every answer ends its connection: the client's next request opens a new one,
    // which the load balancer sends to another instance.
    if (stopping) response.setHeader("Connection", "close");
    handler.listener(request, response);
  });
  server.keepAliveTimeout = 5_000;
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    setPhase("ready");
    console.log(
      `Listening on http://localhost:${port} (${database.kind === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL"})`,
    );
    // While no admin exists: the one-time link that creates the owner account.
    prepareFirstAdminLink(env.BASE_URL)
      .then((link) => link && console.log(firstAdminNotice(link)))
      .catch((error) => console.error("[setup] could not prepare the first admin's link:", error));
  });

  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    // /readyz answers 503 from now; event streams are ended with a reconnect hint (realtime.ts).
    setPhase("draining");
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
