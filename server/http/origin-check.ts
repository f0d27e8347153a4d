import type { MiddlewareHandler } from "hono";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests made from another site (CSRF). Browsers send Origin on every
 * cross-site POST; Sec-Fetch-Site covers the rest. Requests without either (curl, server-to-server)
 * carry no ambient cookies worth stealing and pass.
 */
export function refuseCrossOrigin(trustedOrigins: () => string[]): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const own = new URL(c.req.url).origin;
    const allowed = origin === undefined || origin === own || trustedOrigins().includes(origin);
    if (!allowed || site === "cross-site") {
      return c.json({ error: "Cross-origin request refused." }, 403);
    }
    return next();
  };
}
