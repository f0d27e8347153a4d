import type { MiddlewareHandler } from "hono";
import { clientAddress } from "./client-address.ts";

/**
 * The header that carries the client's address to Better Auth (rate limits, session records).
 * Always overwritten here, so a client cannot choose its own address by sending it.
 */
export const CLIENT_IP_HEADER = "x-agency-client-ip";

/** Puts the client's address, as the rest of the app sees it (client-address.ts), in the header. */
export const clientIp: MiddlewareHandler = async (c, next) => {
  const headers = c.req.raw.headers;
  headers.delete(CLIENT_IP_HEADER);
  const address = clientAddress(c);
  if (address) headers.set(CLIENT_IP_HEADER, address);
  await next();
};
