import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { PASSWORD_MIN_LENGTH } from "../core/auth-rules.ts";
import { getDb } from "./db/client.ts";
import * as schema from "./db/schema.ts";
import type { Env } from "./env.ts";
import { getEnv } from "./env.ts";
import { queueMail } from "./mail/outbox.ts";

export function googleConfigured(env: Env) {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function createAuth(env: Env) {
  const db = getDb();
  return betterAuth({
    appName: "Agency",
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
      },
    }),
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: env.BASE_URL.startsWith("https://"),
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
      async sendResetPassword({ user, url }) {
        await queueMail(getDb(), {
          kind: "password-reset",
          to: user.email,
          subject: "Reset your password",
          text: `Someone asked to reset the password of your account.\n\nSet a new password: ${url}\n\nThe link works once and expires in one hour. If it was not you, ignore this e-mail.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await queueMail(getDb(), {
          kind: "signup-confirmation",
          to: user.email,
          subject: "Confirm your account",
          text: `Welcome! Confirm your e-mail address to finish creating your account:\n\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
        });
      },
    },
    rateLimit: { enabled: env.NODE_ENV !== "test", storage: "database" },
    plugins: googleConfigured(env)
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
      : [],
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

/** Drops the instance, so the next call builds one on the current database and environment. */
export function resetAuth() {
  (globalThis as Slot)[slot] = undefined;
}
