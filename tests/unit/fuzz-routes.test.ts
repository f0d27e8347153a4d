import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { createApp } from "../../server/http/app.ts";
import { builtApp } from "../support/built-app.ts";
import {
  type FuzzRequest,
  leakPattern,
  pathCorpus,
  postCorpus,
  queryCorpus,
} from "../support/fuzz-corpus.ts";
import { createSignedInUser } from "../support/portal-data.ts";
import { flattenRoutes, sampleUrl } from "../support/route-table.ts";
import { useTestDatabase } from "../support/test-database.ts";

/* Issue 19, item 2: every route of app/routes.ts and the HTTP shell's own endpoints get the
   malformed-input corpus as visitor, client and admin; any 5xx, stack trace or SQL fails. */

useTestDatabase();
const ORIGIN = "http://localhost:3000";
const shellEndpoints = [
  "/healthz",
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/update-user",
  "/api/auth/list-sessions",
  "/api/auth/get-session",
  "/files/deliverables/00000000-0000-4000-8000-000000000000",
  "/files/deliverables/not-a-uuid",
];

let app: ReturnType<typeof createApp>;
const cookies: Record<string, string | undefined> = { visitor: undefined };
const tally = { sent: 0, errors: 0 };
const failures: string[] = [];

beforeAll(async () => {
  app = await builtApp();
  cookies.client = (await createSignedInUser()).cookie;
  cookies.admin = (await createSignedInUser({ admin: true })).cookie;
}, 240_000);

afterAll(() => {
  console.log(`fuzz: ${tally.sent} requests sent, ${tally.errors} answered 5xx, ${failures.length} failures`);
});

async function send(request: FuzzRequest, who: string) {
  const headers = new Headers(request.headers);
  headers.set("origin", ORIGIN);
  const cookie = cookies[who];
  if (cookie) headers.set("cookie", cookie);
  tally.sent++;
  let status: number;
  let text: string;
  try {
    const response = await app.request(`${ORIGIN}${request.path}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: "manual",
    });
    status = response.status;
    // Streams (the live-update channel) never end: read only the first part of a body.
    text = response.headers.get("content-type")?.includes("event-stream") ? "" : await response.text();
  } catch (error) {
    status = 599;
    text = String(error);
  }
  if (status >= 500) tally.errors++;
  if (status >= 500 || leakPattern.test(text)) {
    failures.push(
      `${who} ${request.method} ${request.path.slice(0, 120)} [${describeBody(request)}] -> ${status} ${text.slice(0, 160)}`,
    );
  }
}

/** Which input a failure came from: its content type and the start of its body. */
function describeBody(request: FuzzRequest) {
  const type = new Headers(request.headers).get("content-type") ?? "no type";
  return `${type}: ${String(request.body ?? "").slice(0, 80)}`;
}

function targets() {
  const patterns = [...new Set(flattenRoutes().map((route) => sampleUrl(route.pattern)))];
  return [...patterns, ...shellEndpoints].filter((url) => url !== "/api/events");
}

/** FUZZ_ONLY=<regex> keeps the targets it matches (to chase one route's failures by hand). */
const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

/** Every (route, input) pair, sent by each actor (about 9,500 requests, 40 s). */
function corpus(): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const target of targets().filter((t) => !only || only.test(t))) {
    const base = target === "/" ? "" : target;
    for (const suffix of pathCorpus)
      if (base || suffix !== ".data") requests.push({ method: "GET", path: `${base}${suffix}` || "/" });
    for (const query of queryCorpus) requests.push({ method: "GET", path: `${target}${query}` });
    for (const body of postCorpus()) requests.push({ method: "POST", path: target, ...body });
    for (const method of ["PUT", "DELETE", "PATCH"]) requests.push({ method, path: target });
  }
  return requests;
}
const ACTORS = ["visitor", "client", "admin"] as const;

describe("fuzz: no route answers bad input with a 5xx, a stack trace or SQL", () => {
  ACTORS.forEach((who) => {
    it(`as ${who}`, async () => {
      // React Router logs a POST to a route without an action (it answers 405); anything else
      // logged is a failure like a 5xx.
      const logged: string[] = [];
      vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
        const line = args.map(String).join(" ");
        if (!/did not provide an `action`/.test(line)) logged.push(line.slice(0, 300));
      });
      for (const request of corpus()) await send(request, who);
      expect(failures).toEqual([]);
      expect(logged).toEqual([]);
    }, 600_000);
  });
});
