import type { MiddlewareHandler } from "hono";
import { clientAddress } from "./client-address.ts";

/**
 * The header that carries the client's address to Better Auth (rate limits, session records, the
 * account lock) and to the page context. Always overwritten here, so a client cannot choose its
 * own address by sending it.
 */
export const CLIENT_IP_HEADER = "x-agency-client-ip";

/** The address clientIp recorded for this request (null outside the HTTP shell). */
export function recordedClientAddress(request: Request): string | null {
  return request.headers.get(CLIENT_IP_HEADER);
}

/**
 * Puts the client's address, decided once (client-address.ts), in the header. A connection whose
 * socket has no address any more (the peer is gone) is answered 400: without an address, Better
 * Auth's limiter would count the request in one bucket shared by everyone.
 */
export const clientIp: MiddlewareHandler = async (c, next) => {
  const headers = c.req.raw.headers;
  headers.delete(CLIENT_IP_HEADER);
  const address = clientAddress(c);
  if (address) headers.set(CLIENT_IP_HEADER, address);
  else if (c.env?.incoming || c.env?.server) return c.text("Your address could not be determined.", 400);
  await next();
};
