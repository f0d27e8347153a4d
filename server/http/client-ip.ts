import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/**
 * The header that carries the client's address to Better Auth (rate limits, session records).
 * We always overwrite it, so a client cannot choose its own address by sending it.
 */
export const CLIENT_IP_HEADER = "x-agency-client-ip";

/**
 * Puts the address of the connection's peer in {@link CLIENT_IP_HEADER}. Behind reverse proxies
 * (TRUSTED_PROXIES set) it passes the X-Forwarded-For chain followed by the peer, and Better Auth,
 * configured with the same proxies, takes the right-most address that is not one of them.
 */
export function clientIp(trustedProxies: () => string[]): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const peer = incoming?.socket?.remoteAddress;
    const headers = c.req.raw.headers;
    const forwarded = headers.get("x-forwarded-for");
    headers.delete(CLIENT_IP_HEADER);
    if (peer) {
      const chain = trustedProxies().length > 0 && forwarded ? `${forwarded}, ${peer}` : peer;
      headers.set(CLIENT_IP_HEADER, chain);
    }
    await next();
  };
}
