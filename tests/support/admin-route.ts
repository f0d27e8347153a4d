import { RouterContextProvider } from "react-router";
import { userContext } from "../../server/user-context.ts";
import { adminActor } from "./actors.ts";

/**
 * Calls a route module as React Router calls it after the admin guard: `request` (a GET of `path`
 * when absent) with an admin in the context.
 */
export function adminRouteArgs(path: string, request = new Request(`http://localhost${path}`)) {
  const context = new RouterContextProvider();
  context.set(userContext, adminActor());
  return { request, context, params: {}, unstable_pattern: path } as never;
}

/** What an action answered: its status (200 when plain data) and body. */
export async function actionAnswer(result: unknown) {
  const r = result as { type?: string; data?: unknown; init?: { status?: number } };
  if (r && r.type === "DataWithResponseInit") return { status: r.init?.status ?? 200, body: r.data };
  return { status: 200, body: result };
}
