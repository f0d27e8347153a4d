import { eq } from "drizzle-orm";
import { authErrorMessage } from "../../core/auth-messages.ts";
import { getDb } from "../db/client.ts";
import { sessions, twoFactors, users } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import type { SessionUser } from "../session.ts";
import { getSettings } from "../settings.ts";
import { callAuth } from "./flows.ts";

/*
 * A second factor (issue 35 item 7), through Better Auth's twoFactor plugin (server/auth.ts): an
 * authenticator app (TOTP, 6 digits every 30 s) and ten one-time backup codes. Nothing here does
 * crypto: each step is one of the plugin's endpoints, called as the browser would (callAuth), so the
 * rate limits, the CSRF check and the plugin's own attempt counters all apply.
 */

/** A code from an authenticator app: six digits. Anything else is tried as a backup code. */
export const TOTP_CODE = /^\d{6}$/;

/** Spaces and dashes people type around an authenticator code are dropped; a backup code keeps its dash. */
export function normaliseCode(raw: unknown): string {
  const text = typeof raw === "string" ? raw.trim() : "";
  const digits = text.replace(/[\s-]/g, "");
  return /^\d+$/.test(digits) ? digits : text;
}

type Setup = { totpURI: string; backupCodes: string[] };

/**
 * First step of setting up: the password again (someone at an unlocked screen cannot add their own
 * factor), then a new secret and backup codes. The factor is not on until a code confirms it.
 */
export function startTwoFactorSetup(request: Request, password: string) {
  return callAuth<Setup>(request, "/two-factor/enable", { password, method: "totp" });
}

/** Second step: a code from the app proves it holds the secret; the factor is on from now. */
export function confirmTwoFactorSetup(request: Request, code: string) {
  return callAuth(request, "/two-factor/verify-totp", { code });
}

/** Turns the factor off (the password again); the secret and the backup codes are deleted. */
export function turnOffTwoFactor(request: Request, password: string) {
  return callAuth(request, "/two-factor/disable", { password });
}

/** New backup codes (the old ones stop working), shown once. */
export function renewBackupCodes(request: Request, password: string) {
  return callAuth<{ backupCodes: string[] }>(request, "/two-factor/generate-backup-codes", { password });
}

type SignedIn = { user: { email: string; role?: string } };

/**
 * The second step of a sign-in: the challenge cookie the first step set, and a code from the app
 * or one backup code (which is then used up).
 */
export function verifySignInCode(request: Request, code: string) {
  const path = TOTP_CODE.test(code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  return callAuth<SignedIn>(request, path, { code, trustDevice: false });
}

/** Whether the user has a confirmed second factor. */
export async function twoFactorEnabledFor(userId: string) {
  const [row] = await getDb()
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.enabled ?? false;
}

/** Whether the owner asked every admin to have a second factor (Settings, Features). */
export async function adminTwoFactorRequired() {
  if (getEnv().PREVIEW_MODE) return false;
  return (await getSettings(["requireAdminTwoFactor"])).requireAdminTwoFactor;
}

/** An admin who must set up a second factor before the back office opens. */
export async function mustSetUpTwoFactor(user: SessionUser) {
  if (!user.isAdmin || user.twoFactorEnabled !== false) return false;
  return adminTwoFactorRequired();
}

/** Where an admin without a required second factor is sent (the setup page, outside /admin). */
export const TWO_FACTOR_SETUP_PATH = "/account/two-factor";

/**
 * `npm run user:reset-2fa`: the way back for someone who lost both the device and the backup codes.
 * The factor is removed and every session of the account ends; the owner can then sign in with the
 * password alone (and is asked to set up a new factor when it is required).
 */
export async function resetTwoFactor(email: string) {
  const db = getDb();
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(eq(users.email, address))
      .returning({ id: users.id });
    if (!user) return false;
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
}

export type TwoFactorSetup = { uri: string; secret: string; backupCodes: string[] };

/** What the account's two-factor panel gets back from its action. */
export type TwoFactorResult =
  | { ok: true; intent: string; message: string; setup?: TwoFactorSetup; backupCodes?: string[] }
  | { ok: false; intent: string; error: string };

export const TWO_FACTOR_INTENTS = ["2fa-start", "2fa-confirm", "2fa-disable", "2fa-backup-codes"] as const;

const passwordNeeded = "Please enter your password";

/**
 * The writes of the account's two-factor panel (admin Settings, Security; portal Settings; the
 * required set-up page). Each answer carries the cookies Better Auth set: turning the factor on or
 * off replaces the session.
 */
export async function twoFactorAction(
  request: Request,
  form: FormData,
): Promise<{ result: TwoFactorResult; status: number; headers: Headers }> {
  const intent = String(form.get("intent") ?? "");
  const password = String(form.get("password") ?? "");
  const done = (result: TwoFactorResult, status = 200, headers = new Headers()) => ({
    result,
    status,
    headers,
  });
  const refuse = (error: string, status = 400, headers?: Headers) =>
    done({ ok: false, intent, error }, status, headers);
  if (getEnv().PREVIEW_MODE) return refuse("Two-factor sign-in cannot be changed in preview mode", 403);
  const needsPassword = intent !== "2fa-confirm";
  if (needsPassword && !password) return refuse(passwordNeeded);
  switch (intent) {
    case "2fa-start": {
      const started = await startTwoFactorSetup(request, password);
      if (!started.ok) return refuse(authErrorMessage(started.error), started.error.status, started.headers);
      const { totpURI, backupCodes } = started.data;
      const secret = new URL(totpURI).searchParams.get("secret") ?? "";
      const setup = { uri: totpURI, secret, backupCodes };
      return done({ ok: true, intent, message: "Scan or type the key, then confirm a code", setup });
    }
    case "2fa-confirm": {
      const code = normaliseCode(form.get("code"));
      if (!TOTP_CODE.test(code)) return refuse("Enter the 6-digit code your authenticator app shows");
      const confirmed = await confirmTwoFactorSetup(request, code);
      if (!confirmed.ok)
        return refuse(authErrorMessage(confirmed.error), confirmed.error.status, confirmed.headers);
      return done({ ok: true, intent, message: "Two-factor sign-in is on" }, 200, confirmed.headers);
    }
    case "2fa-disable": {
      if (await adminTwoFactorRequired()) {
        const { getUser } = await import("../session.ts");
        if ((await getUser(request))?.isAdmin)
          return refuse("Two-factor sign-in is required for admins, so it cannot be turned off", 403);
      }
      const off = await turnOffTwoFactor(request, password);
      if (!off.ok) return refuse(authErrorMessage(off.error), off.error.status, off.headers);
      return done({ ok: true, intent, message: "Two-factor sign-in is off" }, 200, off.headers);
    }
    case "2fa-backup-codes": {
      const renewed = await renewBackupCodes(request, password);
      if (!renewed.ok) return refuse(authErrorMessage(renewed.error), renewed.error.status, renewed.headers);
      const message = "New backup codes made; the old ones no longer work";
      return done({ ok: true, intent, message, backupCodes: renewed.data.backupCodes });
    }
    default:
      return refuse("Unknown action");
  }
}
