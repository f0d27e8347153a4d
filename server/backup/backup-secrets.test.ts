import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { expect, inject, it, vi } from "vitest";
import { apiOnlyApp, cookieHeader, get, post } from "../../tests/support/auth-requests.ts";
import { createSignedInUser } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { inviteAdmin } from "../admin-users.ts";
import { resetAuth } from "../auth.ts";
import { openDatabase, setDatabase } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { accounts, mailOutbox, sessions, users, verifications } from "../db/schema.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { createVerifiedUser } from "../users.ts";
import { restoreBackup } from "./archive.ts";
import { downloadBackup } from "./download.ts";
import { BackupLockError, decryptArchive, isEncryptedArchive } from "./encryption.ts";

/* Issue 35, item 2: a backup does not hand over anyone's sign-in. Everything that lets its holder
   act as someone while it is valid is made here, then looked for in the decrypted archive; the
   archive is restored, and the old session no longer works while the password still does. */

vi.setConfig({ testTimeout: 120_000 });
const { db, database } = useTestDatabase();
const app = apiOnlyApp();
const PASSPHRASE = "four random words here";

const signedInAdmin = async () => {
  const { actor, cookie } = await createSignedInUser({ admin: true });
  return { actor: { ...actor, name: "Admin" }, cookie };
};
const rows = async (query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await db().execute(query));

it("leaves out every live token, and the restored database signs people in again with their passwords", async () => {
  // Sessions of an admin and a client, and a sign-in from the API that sets a cookie.
  const admin = await signedInAdmin();
  await createSignedInUser();
  await createVerifiedUser({ email: "owner@example.test", password: "owner-password" });
  const signIn = await post(app, "/api/auth/sign-in/email", {
    email: "owner@example.test",
    password: "owner-password",
  });
  expect(signIn.status).toBe(200);
  const ownerCookie = cookieHeader(signIn);
  // A wrong password (sign-in failures, Better Auth's rate-limit rows), our own rate limit.
  await post(
    app,
    "/api/auth/sign-in/email",
    { email: "owner@example.test", password: "wrong" },
    { ip: "192.0.2.9" },
  );
  await consumeRateLimit(db(), "contact:192.0.2.9", { max: 5, windowMs: 600_000 });
  // A reset link, a confirmation link, an unused admin invitation: tokens in rows and in mails.
  await post(app, "/api/auth/request-password-reset", {
    email: "owner@example.test",
    redirectTo: "/reset-password",
  });
  await post(app, "/api/auth/sign-up/email", {
    email: "new@example.test",
    password: "new-password",
    name: "New",
  });
  const invitation = await inviteAdmin(admin.actor, "future.admin@example.test");
  // A Google account with the provider's tokens.
  const [owner] = await db().select().from(users).where(sql`${users.email} = 'owner@example.test'`);
  await db().insert(accounts).values({
    userId: owner.id,
    accountId: "google-sub-1",
    providerId: "google",
    accessToken: "ya29.google-access-token",
    refreshToken: "1//google-refresh-token",
    idToken: "eyJ.google-id-token",
  });

  const live = [
    ...(await db().select({ token: sessions.token }).from(sessions)).map((s) => s.token),
    // A reset token is the identifier's end; the value is only the user's id.
    ...(await db().select({ id: verifications.identifier }).from(verifications)).map((v) =>
      v.id.replace(/^[a-z-]+:/, ""),
    ),
    ...(await db().select({ text: mailOutbox.text }).from(mailOutbox)).flatMap(
      (m) => m.text.match(/token=[^\s&]+|admin-invitation\/\S+/g) ?? [],
    ),
    invitation.token,
    "ya29.google-access-token",
    "1//google-refresh-token",
    "eyJ.google-id-token",
  ];
  expect(live.length).toBeGreaterThanOrEqual(8);
  expect((await rows(sql`select count(*)::int as n from rate_limits`))[0].n).toBeGreaterThan(0);
  expect((await rows(sql`select count(*)::int as n from sign_in_failures`))[0].n).toBeGreaterThan(0);

  const { filename, bytes } = await downloadBackup(admin.actor, PASSPHRASE, PASSPHRASE);
  expect(filename).toMatch(/^backup_.+\.zip\.age$/);
  expect(isEncryptedArchive(bytes)).toBe(true);
  expect(() => unzipSync(bytes)).toThrow();
  for (const token of live) expect(Buffer.from(bytes).includes(token)).toBe(false);
  await expect(decryptArchive(bytes, { passphrase: "not the passphrase" })).rejects.toThrow(BackupLockError);

  const zip = await decryptArchive(bytes, { passphrase: PASSPHRASE });
  const entries = unzipSync(zip);
  const everything = Object.values(entries)
    .map((entry) => strFromU8(entry))
    .join("\n");
  const found = live.filter((token) => everything.includes(token));
  expect(found).toEqual([]);
  for (const table of ["sessions", "verifications", "rate_limits", "app_rate_limits", "sign_in_failures"]) {
    expect(entries[`tables/${table}.json`]).toBeUndefined();
  }
  // What must stay does: the password hash, the Google link, the accepted mails' kinds.
  expect(everything).toContain(
    (await db().select().from(accounts).where(sql`provider_id = 'credential' and user_id = ${owner.id}`))[0]
      .password!,
  );
  expect(everything).toContain("google-sub-1");

  // Restored elsewhere: nobody is signed in, passwords still work.
  const elsewhere = await openDatabase({
    loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]),
    migrate: false,
  });
  try {
    const manifest = await restoreBackup(
      elsewhere.db,
      `${process.cwd()}/.tmp/restore-uploads-${process.pid}`,
      zip,
    );
    expect(manifest.leftOut).toEqual(
      expect.arrayContaining([
        "sessions",
        "verifications",
        "rate_limits",
        "app_rate_limits",
        "sign_in_failures",
      ]),
    );
    setDatabase(elsewhere);
    resetAuth();
    expect(await (await get(app, "/api/auth/get-session", { cookie: ownerCookie })).json()).toBeNull();
    expect(await elsewhere.db.select().from(sessions)).toEqual([]);
    const again = await post(app, "/api/auth/sign-in/email", {
      email: "owner@example.test",
      password: "owner-password",
    });
    expect(again.status).toBe(200);
    const google = await elsewhere.db.select().from(accounts).where(sql`provider_id = 'google'`);
    expect(google).toMatchObject([
      { accountId: "google-sub-1", accessToken: null, refreshToken: null, idToken: null },
    ]);
  } finally {
    setDatabase(database());
    resetAuth();
    await elsewhere.close();
  }
});

it("refuses a short passphrase or two that differ, with the dialog's messages", async () => {
  const admin = await signedInAdmin();
  await expect(downloadBackup(admin.actor, "short", "short")).rejects.toThrow(
    "Use a passphrase of at least 12 characters.",
  );
  await expect(downloadBackup(admin.actor, PASSPHRASE, `${PASSPHRASE}!`)).rejects.toThrow(
    "The two passphrases are not the same.",
  );
});
