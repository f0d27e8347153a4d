import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createContext } from "react-router";
import { getEnv } from "../env.ts";
import { compileTrustedProxies, resolveClientAddress, type TrustedProxies } from "./trusted-proxies.ts";

/** The visitor's IP address, for loaders and actions (rate limits, subscriber records). */
export const clientAddressContext = createContext<string | null>(null);

let compiled: TrustedProxies | undefined;

/** TRUSTED_PROXIES of the current environment, compiled once per value. */
function trustedProxies() {
  const entries = getEnv().TRUSTED_PROXIES;
  if (compiled?.entries !== entries) compiled = compileTrustedProxies(entries);
  return compiled;
}

/**
 * The one place the client's address is decided (issue 35 item 3): the socket's address, or, when
 * the socket is a proxy TRUSTED_PROXIES names, the address X-Forwarded-For gives past every
 * trusted hop (trusted-proxies.ts). Null only without a socket (app.request() in tests).
 */
export function clientAddress(c: Context): string | null {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (app.request in tests): no socket to read.
  }
  if (!socket) return null;
  return resolveClientAddress(trustedProxies(), socket, c.req.header("x-forwarded-for"));
}
