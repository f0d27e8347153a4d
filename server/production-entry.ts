// First, before anything loads React: NODE_ENV=production (see node-env.ts).
import "./node-env.ts";
import type { RequestListener } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
// @ts-expect-error The React Router server build exists only after `react-router build`.
import * as build from "../build/server/index.js";
import { builtPgliteTemplate } from "./db/pglite-template.ts";
import { createApp } from "./http/app.ts";
import { exitOnStartError, startServer } from "./start-server.ts";

/* The production process, bundled with the React Router server build and its pure-JavaScript
   dependencies into build/server/main.js by scripts/bundle-server.ts (docs/decisions/010). */
function createHandler() {
  const app = createApp({
    mode: "production",
    build: build as unknown as ServerBuild,
    clientDir: path.resolve("build/client"),
  });
  return { listener: getRequestListener(app.fetch) as RequestListener };
}

// A new data directory starts as a copy of the build's migrated template instead of running initdb.
startServer(createHandler, { pgliteTemplate: path.resolve(builtPgliteTemplate) }).catch(exitOnStartError);
