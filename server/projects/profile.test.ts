import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { contacts } from "../db/schema.ts";
import { getProfile, updateProfile } from "./profile.ts";

const testDb = useTestDatabase();

describe("a client's profile", () => {
  it("starts from the linked CRM contact until the client saves their own", async () => {
    const world = await createClientWorld("jordan");
    await testDb
      .db()
      .update(contacts)
      .set({ name: "Jordan Client", company: "Client Co", phone: "+1 214 555 0100" })
      .where(eq(contacts.id, world.contact.id));
    expect(await getProfile(world.user)).toMatchObject({
      fullName: "Jordan Client",
      company: "Client Co",
      phone: "+1 214 555 0100",
    });
    await updateProfile(world.user, { fullName: "Jordan C.", company: "", phone: "" });
    expect((await getProfile(world.user)).fullName).toBe("Jordan C.");
  });

  it("stays empty for an account without a contact", async () => {
    const user = await createActor();
    expect(await getProfile(user)).toMatchObject({ fullName: null, company: null, phone: null });
  });
});
