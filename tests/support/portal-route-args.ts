import { RouterContextProvider } from "react-router";
import type { SessionUser } from "../../server/session.ts";
import { userContext } from "../../server/user-context.ts";

/**
 * The arguments React Router passes to a loader, action or middleware, with the user the guard
 * would have put in the context (none for a visitor), for calling route modules in tests.
 */
export function portalRouteArgs(user: Partial<SessionUser> | null, path: string, init?: RequestInit) {
  const context = new RouterContextProvider();
  if (user)
    context.set(userContext, { name: "", emailVerified: true, isAdmin: false, ...user } as SessionUser);
  const request = new Request(`http://localhost:3000${path}`, init);
  // biome-ignore lint/suspicious/noExplicitAny: each route's generated Args type is narrower than this
  return { request, params: {}, context, unstable_pattern: "" } as any;
}

/** A form POST, as the pages' forms and fetchers send it. */
export function postForm(fields: Record<string, string | Blob>): RequestInit {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return { method: "POST", body };
}

/**
 * A multipart POST whose body is a byte stream, as a browser's upload reaches the server (a
 * FormData body object would be read differently).
 */
export async function postMultipart(fields: Record<string, string | Blob>): Promise<RequestInit> {
  const encoded = new Response(postForm(fields).body as FormData);
  const type = encoded.headers.get("content-type") ?? "";
  return { method: "POST", body: await encoded.blob(), headers: { "content-type": type } };
}

/** What a route function answered: its data, or the status of a thrown or returned Response. */
export async function outcome(run: () => unknown) {
  try {
    const result = (await run()) as unknown;
    if (result instanceof Response) return { status: result.status, data: undefined };
    // data() results carry { data, init }.
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const wrapped = result as { data: unknown; init?: { status?: number } };
      return { status: wrapped.init?.status ?? 200, data: wrapped.data as Record<string, unknown> };
    }
    return { status: 200, data: result as Record<string, unknown> };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, data: undefined, location: error.headers.get("location") };
    throw error;
  }
}
