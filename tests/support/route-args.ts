import { RouterContextProvider } from "react-router";
import { clientAddressContext } from "../../server/http/client-address.ts";

/**
 * The arguments React Router passes to a loader or action, for calling route modules directly in
 * integration tests; `ip` is what the HTTP shell would have put in the context.
 */
export function routeArgs(request: Request, options: { ip?: string | null } = {}) {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, options.ip === undefined ? "192.0.2.1" : options.ip);
  // biome-ignore lint/suspicious/noExplicitAny: each route's generated Args type is narrower than this
  return { request, params: {}, context, unstable_pattern: "" } as any;
}

/** A JSON POST to the app's base URL plus `path`. */
export function jsonPost(path: string, body: unknown) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
}

/** A plain HTML form POST, as a browser sends it before JavaScript loads. */
export function formPost(url: string, fields: Record<string, string>) {
  return new Request(url.startsWith("http") ? url : `http://localhost:3000${url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams(fields).toString(),
  });
}
