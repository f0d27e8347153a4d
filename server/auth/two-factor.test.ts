import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiOnlyApp, cookieHeader, post } from "../../tests/support/auth-requests.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { totpFor, wrongTotpFor } from "../../tests/support/totp.ts";
import { getDb } from "../db/client.ts";
import { appSettings, twoFactors, users } from "../db/schema.ts";
import { getUser, requireAdmin } from "../session.ts";
import { createVerifiedUser } from "../users.ts";
import { resetTwoFactor } from "./two-factor.ts";

useTestDatabase();
const app = apiOnlyApp();
const PASSWORD = "password123";
let ipCounter = 10;
/** A client address of its own per request, so the per-address rate limit never gets in the way. */
const ip = () => `192.0.2.${ipCounter++}`;

async function signIn(email: string) {
  const response = await post(app, "/api/auth/sign-in/email", { email, password: PASSWORD }, { ip: ip() });
  expect(response.status).toBe(200);
  return {
    response,
    body: (await response.json()) as Record<string, unknown>,
    cookie: cookieHeader(response),
  };
}

/** Signs up `email` with the factor on, through the plugin's endpoints: enable, then confirm. */
async function withSecondFactor(email: string, admin = false) {
  await createVerifiedUser({ email, password: PASSWORD, admin });
  const { cookie } = await signIn(email);
  const enabled = await post(
    app,
    "/api/auth/two-factor/enable",
    { password: PASSWORD },
    { cookie, ip: ip() },
  );
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
  expect(backupCodes).toHaveLength(10);
  // Not on until a code confirms it: a password alone still signs in.
  expect((await signIn(email)).body.twoFactorRedirect).toBeUndefined();
  const confirmed = await post(
    app,
    "/api/auth/two-factor/verify-totp",
    { code: await totpFor(totpURI) },
    { cookie, ip: ip() },
  );
  expect(confirmed.status).toBe(200);
  return { totpURI, backupCodes };
}

/** The first step: the password, answered with a challenge cookie instead of a session. */
async function passwordStep(email: string) {
  const { body, cookie } = await signIn(email);
  expect(body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  expect(cookie).not.toMatch(/session_token=[^;]/);
  return cookie;
}

const sessionOf = (cookie: string) => getUser(new Request("http://localhost:3000/", { headers: { cookie } }));

describe("a second factor", () => {
  it("is not asked of an account without one", async () => {
    await createVerifiedUser({ email: "plain@example.test", password: PASSWORD });
    const { body, cookie } = await signIn("plain@example.test");
    expect(body.twoFactorRedirect).toBeUndefined();
    expect((await sessionOf(cookie))?.twoFactorEnabled).toBe(false);
  });

  it("is asked after the password, and the right code gives the session", async () => {
    const { totpURI } = await withSecondFactor("totp@example.test");
    const challenge = await passwordStep("totp@example.test");
    expect(await sessionOf(challenge)).toBeNull();
    const verified = await post(
      app,
      "/api/auth/two-factor/verify-totp",
      { code: await totpFor(totpURI) },
      { cookie: challenge, ip: ip() },
    );
    expect(verified.status).toBe(200);
    const user = await sessionOf(cookieHeader(verified));
    expect(user).toMatchObject({ email: "totp@example.test", twoFactorEnabled: true });
  });

  it("refuses a wrong code with a clear error and no session", async () => {
    const { totpURI } = await withSecondFactor("wrong@example.test");
    const challenge = await passwordStep("wrong@example.test");
    const refused = await post(
      app,
      "/api/auth/two-factor/verify-totp",
      { code: await wrongTotpFor(totpURI) },
      { cookie: challenge, ip: ip() },
    );
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "INVALID_CODE" });
    expect(cookieHeader(refused)).not.toMatch(/session_token=[^;]/);
  });

  it("takes a backup code once, and refuses it the second time", async () => {
    const { backupCodes } = await withSecondFactor("backup@example.test");
    const code = backupCodes[0];
    const first = await post(
      app,
      "/api/auth/two-factor/verify-backup-code",
      { code },
      { cookie: await passwordStep("backup@example.test"), ip: ip() },
    );
    expect(first.status).toBe(200);
    expect(await sessionOf(cookieHeader(first))).toMatchObject({ email: "backup@example.test" });
    const again = await post(
      app,
      "/api/auth/two-factor/verify-backup-code",
      { code },
      { cookie: await passwordStep("backup@example.test"), ip: ip() },
    );
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: "INVALID_BACKUP_CODE" });
  });

  it("keeps its secret and backup codes encrypted at rest", async () => {
    const { totpURI, backupCodes } = await withSecondFactor("rest@example.test");
    const [row] = await getDb()
      .select({ secret: twoFactors.secret, codes: twoFactors.backupCodes })
      .from(twoFactors)
      .innerJoin(users, eq(users.id, twoFactors.userId))
      .where(eq(users.email, "rest@example.test"));
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    expect(row.secret).not.toContain(secret);
    expect(row.codes).not.toContain(backupCodes[0]);
  });

  it("is removed by user:reset-2fa, which also ends the account's sessions", async () => {
    await withSecondFactor("lost@example.test");
    expect(await resetTwoFactor("nobody@example.test")).toBe(false);
    expect(await resetTwoFactor("Lost@Example.test")).toBe(true);
    const { body } = await signIn("lost@example.test");
    expect(body.twoFactorRedirect).toBeUndefined();
    const left = await getDb().select().from(twoFactors);
    expect(left.map((r) => r.userId)).not.toContain(
      (await getDb().select().from(users).where(eq(users.email, "lost@example.test")))[0].id,
    );
  });
});

describe("the owner's requirement", () => {
  const adminPage = (cookie: string) =>
    new Request("http://localhost:3000/admin/contacts?page=2", { headers: { cookie } });

  async function requireTwoFactor(on: boolean) {
    await getDb()
      .insert(appSettings)
      .values({ key: "requireAdminTwoFactor", value: on })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: on } });
  }

  it("sends an admin without a second factor to set one up before the back office", async () => {
    await createVerifiedUser({ email: "admin-plain@example.test", password: PASSWORD, admin: true });
    const { cookie } = await signIn("admin-plain@example.test");
    await requireTwoFactor(false);
    await expect(requireAdmin(adminPage(cookie))).resolves.toMatchObject({ isAdmin: true });
    await requireTwoFactor(true);
    try {
      const refused = await requireAdmin(adminPage(cookie)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Response);
      const response = refused as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `/account/two-factor?required=1&redirectTo=${encodeURIComponent("/admin/contacts?page=2")}`,
      );
    } finally {
      await requireTwoFactor(false);
    }
  });

  it("lets an admin with a second factor through", async () => {
    const { totpURI } = await withSecondFactor("admin-2fa@example.test", true);
    await requireTwoFactor(true);
    try {
      const challenge = await passwordStep("admin-2fa@example.test");
      const verified = await post(
        app,
        "/api/auth/two-factor/verify-totp",
        { code: await totpFor(totpURI) },
        { cookie: challenge, ip: ip() },
      );
      await expect(requireAdmin(adminPage(cookieHeader(verified)))).resolves.toMatchObject({
        email: "admin-2fa@example.test",
      });
    } finally {
      await requireTwoFactor(false);
    }
  });
});
