import { isIP } from "node:net";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { accountFieldProblem } from "../core/account-fields.ts";
import { PASSWORD_MIN_LENGTH } from "../core/auth-rules.ts";
import { agency } from "../core/content/agency.ts";
import { clearSignInFailures } from "./auth/account-limit.ts";
import { afterAuth, beforeAuth } from "./auth/hooks.ts";
import {
  CONFIRM_LINK_TTL_SECONDS,
  confirmationMail,
  passwordResetMail,
  RESET_LINK_TTL_SECONDS,
} from "./auth/mails.ts";
import { getDb } from "./db/client.ts";
import * as schema from "./db/schema.ts";
import type { Env } from "./env.ts";
import { getEnv } from "./env.ts";
import { CLIENT_IP_HEADER } from "./http/client-ip.ts";
import { withSafeRedirectTargets } from "./http/redirect-targets.ts";
import { queueMail } from "./mail/outbox.ts";

export function googleConfigured(env: Env) {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** The name an authenticator app shows beside the account's codes. */
export const TWO_FACTOR_ISSUER = agency.name;

/** Where the confirmation link lands: /auth-callback sends the now signed-in user on (000 §2). */
export const CONFIRMED_CALLBACK = "/auth-callback?via=email";

function refuseBadAccountFields(user: Record<string, unknown>) {
  const problem = accountFieldProblem(user);
  if (problem) throw new APIError("BAD_REQUEST", { code: "INVALID_ACCOUNT_FIELD", message: problem });
}

export function createAuth(env: Env) {
  const db = getDb();
  const signInRule = { window: 60, max: env.SIGN_IN_RATE_LIMIT };
  return betterAuth({
    appName: "Agency",
    logger: {
      // Its warnings ('Invalid password', 'User not found') are routine; tests keep them quiet.
      // (Setting `level` instead would also log every refused request as an error.)
      log(level, message, ...args) {
        if (level === "error") console.error(`[Better Auth] ${message}`, ...args);
        else if (level === "warn" && env.NODE_ENV !== "test")
          console.warn(`[Better Auth] ${message}`, ...args);
      },
    },
    baseURL: env.BASE_URL,
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        twoFactor: schema.twoFactors,
      },
    }),
    advanced: {
      database: { generateId: "uuid" },
      // Better Auth turns its origin and CSRF checks off when NODE_ENV is test; tests must see the
      // checks production runs.
      disableOriginCheck: false,
      // Cookies are HttpOnly and SameSite=Lax by default; Secure (and __Secure- named) behind HTTPS.
      useSecureCookies: env.BASE_URL.startsWith("https://"),
      // Set by server/http/client-ip.ts from the connection, never taken from the client as sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      additionalFields: {
        role: { type: "string", defaultValue: "client", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      async sendResetPassword({ user, token }) {
        const url = `${env.BASE_URL}/reset-password?token=${encodeURIComponent(token)}`;
        await queueMail(getDb(), await passwordResetMail(user.email, url));
      },
      async onPasswordReset({ user }) {
        // Whoever proved they own the mailbox may try again at once.
        await clearSignInFailures(getDb(), user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_LINK_TTL_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const url = `${env.BASE_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(CONFIRMED_CALLBACK)}`;
        await queueMail(getDb(), await confirmationMail(user.email, url));
      },
    },
    hooks: { before: beforeAuth, after: afterAuth },
    // Stored input is checked where it is stored (issue 19): whatever endpoint creates or changes
    // an account, its address, name and image pass core/account-fields.ts or nothing is written.
    databaseHooks: {
      user: {
        create: { before: async (user) => refuseBadAccountFields(user) },
        update: { before: async (user) => refuseBadAccountFields(user) },
      },
    },
    // A provider return that cannot even be matched to a sign-in (lost state cookie...) lands on
    // our page with the Google failure text, not on Better Auth's bare error page.
    onAPIError: { errorURL: "/auth-callback?via=google" },
    // On in every environment, in the database so that every app instance shares the counts.
    rateLimit: {
      enabled: true,
      storage: "database",
      // The second step of a sign-in counts like the first (the plugin's own 3 per 10 s is stricter
      // than people typing codes need); its per-challenge and per-account locks stay on.
      customRules: { "/sign-in/*": signInRule, "/sign-up/*": signInRule, "/two-factor/*": signInRule },
    },
    plugins: [
      // A second factor (issue 35 item 7): an authenticator app (TOTP) with one-time backup codes,
      // the library's own plugin; set up from the account (server/auth/two-factor.ts).
      twoFactor({ issuer: TWO_FACTOR_ISSUER }),
      ...(googleConfigured(env)
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  clientId: env.GOOGLE_CLIENT_ID!,
                  clientSecret: env.GOOGLE_CLIENT_SECRET!,
                  discoveryUrl: `${env.GOOGLE_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const slot = Symbol.for("agency.auth");
type Slot = { [slot]?: Auth };

/** The process-wide Better Auth instance, created on first use. */
export function getAuth(): Auth {
  const holder = globalThis as Slot;
  holder[slot] ??= createAuth(getEnv());
  return holder[slot];
}

/**
 * Hands a request to Better Auth, every redirect target in it first made a path on this site
 * (server/http/redirect-targets.ts): the HTTP shell's /api/auth/* and our own calls both come here.
 */
export async function handleAuthRequest(request: Request) {
  // Better Auth counts a request without a client address in one bucket shared by everyone (its
  // limiter's 'no-trusted-ip' key) and, outside production, as 127.0.0.1. Every request of the HTTP
  // shell carries one (server/http/client-ip.ts); a production request that somehow does not is
  // refused rather than counted against everybody.
  if (getEnv().NODE_ENV === "production" && !isIP(request.headers.get(CLIENT_IP_HEADER) ?? "")) {
    return Response.json(
      { code: "NO_CLIENT_ADDRESS", message: "Your address could not be determined." },
      { status: 400 },
    );
  }
  const response = await getAuth().handler(
    await withSafeRedirectTargets(request, new URL(getEnv().BASE_URL).origin),
  );
  return withRetryAfter(response);
}

/**
 * Better Auth's limiter says how long to wait in a non-standard X-Retry-After; every 429 of ours
 * carries the standard Retry-After (issue 35 item 4).
 */
function withRetryAfter(response: Response) {
  const seconds = response.headers.get("X-Retry-After");
  if (response.status !== 429 || response.headers.has("Retry-After") || !seconds) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", seconds);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Drops the instance, so the next call builds one on the current database and environment. */
export function resetAuth() {
  (globalThis as Slot)[slot] = undefined;
}
