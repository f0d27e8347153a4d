import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiOnlyApp, cookieHeader, get, post } from "../../tests/support/auth-requests.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { mailOutbox, users } from "../db/schema.ts";
import { getUser } from "../session.ts";

const testDb = useTestDatabase();
const app = apiOnlyApp();

const mailsTo = (to: string) => testDb.db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
const linkIn = (text: string) => /https?:\/\/[^\s\]]+/.exec(text)?.[0] ?? "";

describe("sign-up with e-mail and password", () => {
  const email = "new.member@example.test";

  it("creates an unconfirmed account and queues a confirmation mail with a working link", async () => {
    const response = await post(app, "/api/auth/sign-up/email", {
      email: "New.Member@Example.test",
      password: "secret6",
      name: "new.member",
      callbackURL: "/auth-callback?via=email",
    });
    expect(response.status).toBe(200);
    expect(cookieHeader(response)).not.toContain("session_token");

    const [user] = await testDb.db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: false, role: "client" });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "signup-confirmation",
      subject: "Confirm your account",
      status: "pending",
    });
    const link = linkIn(mails[0].text);
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Fauth-callback%3Fvia%3Demail$/,
    );
    expect(mails[0].html).toContain(link.replaceAll("&", "&#38;"));
  });

  it("refuses sign-in before the address is confirmed, and resends the confirmation on request", async () => {
    const signIn = await post(app, "/api/auth/sign-in/email", { email, password: "secret6" });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const resend = await post(app, "/api/auth/send-verification-email", {
      email,
      callbackURL: "/auth-callback?via=email",
    });
    expect(resend.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("confirms through the mailed link, signs the user in and lands on /auth-callback", async () => {
    const [mail] = await mailsTo(email);
    const link = new URL(linkIn(mail.text));
    const response = await get(app, `${link.pathname}${link.search}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth-callback?via=email");
    const cookie = cookieHeader(response);
    expect(cookie).toContain("better-auth.session_token=");

    const [user] = await testDb.db().select().from(users).where(eq(users.email, email));
    expect(user.emailVerified).toBe(true);
    const sessionUser = await getUser(new Request("http://localhost:3000/", { headers: { cookie } }));
    expect(sessionUser).toMatchObject({ email, isAdmin: false });

    const signIn = await post(app, "/api/auth/sign-in/email", { email, password: "secret6" });
    expect(signIn.status).toBe(200);
  });

  it("says that an account already exists for a taken address, in any letter case", async () => {
    const response = await post(app, "/api/auth/sign-up/email", {
      email: "NEW.member@example.test",
      password: "another1",
      name: "x",
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: "USER_ALREADY_EXISTS" });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("refuses passwords shorter than 6 characters", async () => {
    const response = await post(app, "/api/auth/sign-up/email", {
      email: "short@example.test",
      password: "12345",
      name: "short",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
  });

  it("rejects a confirmation link that was tampered with, back to /auth-callback with an error", async () => {
    const response = await get(
      app,
      "/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth-callback%3Fvia%3Demail",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth-callback?via=email&error=INVALID_TOKEN");
  });
});
