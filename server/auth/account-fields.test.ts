import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_FIELD_MESSAGES, ACCOUNT_NAME_MAX } from "../../core/account-fields.ts";
import { apiOnlyApp, post } from "../../tests/support/auth-requests.ts";
import { createSignedInUser } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { users } from "../db/schema.ts";

/* Issue 19 item 7: what an account stores is checked where it is stored (Better Auth's user
   hooks), whichever endpoint the request came through. */

const testDb = useTestDatabase();
const app = apiOnlyApp();
const userRow = async (id: string) => (await testDb.db().select().from(users).where(eq(users.id, id)))[0];

describe("account fields checked where they are stored", () => {
  it("refuses to sign up an address the one e-mail rule refuses, and a name over the limit", async () => {
    const bad = await post(app, "/api/auth/sign-up/email", {
      email: "<img/src=x/onerror=alert(1)>@x.co",
      password: "secret6",
      name: "x",
    });
    expect(bad.status).toBe(400);
    const long = await post(app, "/api/auth/sign-up/email", {
      email: "long.name@example.test",
      password: "secret6",
      name: "x".repeat(ACCOUNT_NAME_MAX + 1),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe(ACCOUNT_FIELD_MESSAGES.nameTooLong);
    const stored = await testDb.db().select().from(users).where(eq(users.email, "long.name@example.test"));
    expect(stored).toEqual([]);
  });

  it("refuses a name over the limit and a javascript: image on update, and keeps the old values", async () => {
    const { actor, cookie } = await createSignedInUser();
    const before = await userRow(actor.id);
    // 100,000 characters are over the endpoint's body limit before they reach the hook.
    expect((await post(app, "/api/auth/update-user", { name: "x".repeat(100_000) }, { cookie })).status).toBe(
      413,
    );
    const long = await post(
      app,
      "/api/auth/update-user",
      { name: "x".repeat(ACCOUNT_NAME_MAX + 1) },
      { cookie },
    );
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe(ACCOUNT_FIELD_MESSAGES.nameTooLong);
    const script = await post(app, "/api/auth/update-user", { image: "javascript:alert(1)" }, { cookie });
    expect(script.status).toBe(400);
    expect((await script.json()).message).toBe(ACCOUNT_FIELD_MESSAGES.image);
    const after = await userRow(actor.id);
    expect(after.name).toBe(before.name);
    expect(after.image).toBe(before.image);

    const fine = await post(app, "/api/auth/update-user", { name: "Ada Lovelace" }, { cookie });
    expect(fine.status).toBe(200);
    expect((await userRow(actor.id)).name).toBe("Ada Lovelace");
  });
});
