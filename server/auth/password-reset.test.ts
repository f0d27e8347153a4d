import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiOnlyApp, cookieHeader, get, post } from "../../tests/support/auth-requests.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { mailOutbox, verifications } from "../db/schema.ts";
import { createVerifiedUser } from "../users.ts";
import { resetTokenIsValid } from "./flows.ts";

const testDb = useTestDatabase();
const app = apiOnlyApp();
const email = "forgetful@example.test";

let requests = 0;
/** From a new address each time: reset mails are limited to 3 a minute per address. */
async function requestReset() {
  requests++;
  const response = await post(
    app,
    "/api/auth/request-password-reset",
    { email, redirectTo: "/reset-password" },
    { ip: `198.51.100.${requests}` },
  );
  expect(response.status).toBe(200);
  const mails = await testDb.db().select().from(mailOutbox).where(eq(mailOutbox.kind, "password-reset"));
  const link = /https?:\/\/[^\s\]]+/.exec(mails.at(-1)!.text)![0];
  return { mail: mails.at(-1)!, link, token: new URL(link).searchParams.get("token")! };
}

describe("forgot password", () => {
  it("queues a mail with a link to /reset-password for an existing account", async () => {
    await createVerifiedUser({ email, password: "old-password" });
    const { mail, link, token } = await requestReset();
    expect(mail).toMatchObject({ to: email, subject: "Reset your password", status: "pending" });
    expect(mail.text).toContain("expires in one hour");
    expect(link).toBe(`http://localhost:3000/reset-password?token=${token}`);
    expect(await resetTokenIsValid(token)).toBe(true);
  });

  it("answers the same for an unknown address, without sending anything", async () => {
    const before = await testDb.db().select().from(mailOutbox);
    const response = await post(
      app,
      "/api/auth/request-password-reset",
      { email: "nobody@example.test" },
      { ip: "198.51.100.200" },
    );
    expect(response.status).toBe(200);
    expect(await testDb.db().select().from(mailOutbox)).toHaveLength(before.length);
  });

  it("sets the new password once: the link is used up, old sessions end, the old password stops working", async () => {
    const session = cookieHeader(
      await post(app, "/api/auth/sign-in/email", { email, password: "old-password" }),
    );
    const { token } = await requestReset();
    const reset = await post(app, "/api/auth/reset-password", { token, newPassword: "new-password" });
    expect(reset.status).toBe(200);

    expect(await resetTokenIsValid(token)).toBe(false);
    const again = await post(app, "/api/auth/reset-password", { token, newPassword: "third-password" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN" });

    expect(await (await get(app, "/api/auth/get-session", { cookie: session })).json()).toBeNull();
    expect((await post(app, "/api/auth/sign-in/email", { email, password: "old-password" })).status).toBe(
      401,
    );
    expect((await post(app, "/api/auth/sign-in/email", { email, password: "new-password" })).status).toBe(
      200,
    );
  });

  it("refuses an expired link", async () => {
    const { token } = await requestReset();
    await testDb
      .db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    expect(await resetTokenIsValid(token)).toBe(false);
    const response = await post(app, "/api/auth/reset-password", { token, newPassword: "newer-password" });
    expect(response.status).toBe(400);
  });

  it("refuses a new password shorter than 6 characters", async () => {
    const { token } = await requestReset();
    const response = await post(app, "/api/auth/reset-password", { token, newPassword: "12345" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    expect(await resetTokenIsValid(token)).toBe(true);
  });
});
