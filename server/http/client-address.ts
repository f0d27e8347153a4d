import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createContext } from "react-router";

/** The visitor's IP address, for loaders and actions (rate limits, subscriber records). */
export const clientAddressContext = createContext<string | null>(null);

const loopback = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The socket's address; behind a reverse proxy on the same machine (the socket is loopback), the
 * address that proxy appended last to X-Forwarded-For, which a client cannot forge.
 */
export function clientAddress(c: Context): string | null {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (app.request in tests): no socket to read.
  }
  const forwarded = c.req
    .header("x-forwarded-for")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (forwarded?.length && (!socket || loopback.test(socket))) return forwarded.at(-1)!;
  return socket ?? null;
}
