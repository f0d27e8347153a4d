import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { retryAfterSeconds } from "../../core/retry-after.ts";
import { getDb } from "../db/client.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import { accountLockedFor, clearSignInFailuresFrom, recordSignInFailure } from "./account-limit.ts";

/** The client address the HTTP shell set from the connection ('' outside a request). */
const addressOf = (headers: Headers | undefined) => headers?.get(CLIENT_IP_HEADER) ?? "";

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
};

/**
 * Before Better Auth handles a request:
 * - password sign-in of a locked account is refused (per-account limit);
 * - sign-up with a taken address says so. Better Auth answers a fake success there when e-mail
 *   verification is on (against address probing), but the specification requires the text
 *   'An account with this email already exists.'; the sign-up rate limit bounds the probing.
 */
export const beforeAuth = createAuthMiddleware(async (ctx) => {
  if (ctx.path === "/sign-in/email") {
    const email = emailOf(ctx.body);
    if (!email) return;
    const lockedFor = await accountLockedFor(getDb(), email, addressOf(ctx.headers));
    if (lockedFor > 0) {
      const retryAfter = retryAfterSeconds(lockedFor);
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { code: "ACCOUNT_LOCKED", message: "Too many failed sign-in attempts for this account.", retryAfter },
        { "Retry-After": String(retryAfter) },
      );
    }
  }
  if (ctx.path === "/sign-up/email") {
    const email = emailOf(ctx.body);
    if (email && (await ctx.context.internalAdapter.findUserByEmail(email))) {
      throw new APIError("UNPROCESSABLE_ENTITY", {
        code: "USER_ALREADY_EXISTS",
        message: "User already exists.",
      });
    }
  }
});

/** After a password sign-in: count a wrong password against the account, clear on success. */
export const afterAuth = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const email = emailOf(ctx.body);
  if (!email) return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.body?.code === "INVALID_EMAIL_OR_PASSWORD")
      await recordSignInFailure(getDb(), email, addressOf(ctx.headers));
  } else if (ctx.context.newSession) {
    await clearSignInFailuresFrom(getDb(), email, addressOf(ctx.headers));
  }
});
