import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createActor } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { contacts, projects } from "../db/schema.ts";
import { ensureClientLinked, linkContactToExistingUser, requireProjectAccess } from "./access.ts";

const testDb = useTestDatabase();

async function status(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("linking a portal account to the CRM contacts with its e-mail", () => {
  it("links contacts with the same e-mail, whatever its case, once the e-mail is verified", async () => {
    const db = testDb.db();
    const user = await createActor({ email: "linda@example.test" });
    const [a] = await db.insert(contacts).values({ name: "Linda", email: "Linda@Example.test" }).returning();
    const [other] = await db
      .insert(contacts)
      .values({ name: "Other", email: "other@example.test" })
      .returning();
    expect(await ensureClientLinked(user)).toBe(1);
    const rows = await db.select().from(contacts);
    expect(rows.find((r) => r.id === a.id)?.userId).toBe(user.id);
    expect(rows.find((r) => r.id === other.id)?.userId).toBeNull();
    expect(await ensureClientLinked(user)).toBe(0);
  });

  it("never links an unverified e-mail", async () => {
    const db = testDb.db();
    const user = await createActor({ email: "unverified@example.test", verified: false });
    const [contact] = await db.insert(contacts).values({ name: "U", email: user.email }).returning();
    expect(await ensureClientLinked(user)).toBe(0);
    expect(await linkContactToExistingUser(contact.id)).toBeNull();
    const [row] = await db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row.userId).toBeNull();
  });

  it("unlinks a contact whose e-mail was changed to someone else's", async () => {
    const db = testDb.db();
    const user = await createActor({ email: "moved@example.test" });
    const [contact] = await db.insert(contacts).values({ name: "M", email: user.email }).returning();
    await ensureClientLinked(user);
    await db.update(contacts).set({ email: "new-owner@example.test" }).where(eq(contacts.id, contact.id));
    await ensureClientLinked(user);
    const [row] = await db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row.userId).toBeNull();
  });

  it("links a newly recorded contact to an existing verified account", async () => {
    const db = testDb.db();
    const user = await createActor({ email: "early@example.test" });
    const [contact] = await db
      .insert(contacts)
      .values({ name: "E", email: "EARLY@example.test" })
      .returning();
    expect(await linkContactToExistingUser(contact.id)).toBe(user.id);
  });
});

describe("requireProjectAccess", () => {
  it("lets the client of a project and admins in, and answers 404 to everyone else", async () => {
    const db = testDb.db();
    const owner = await createActor({ email: "owner-client@example.test" });
    const stranger = await createActor();
    const admin = await createActor({ admin: true });
    const [contact] = await db.insert(contacts).values({ name: "O", email: owner.email }).returning();
    await ensureClientLinked(owner);
    const [project] = await db.insert(projects).values({ name: "P", clientId: contact.id }).returning();

    expect((await requireProjectAccess(owner, project.id)).id).toBe(project.id);
    expect((await requireProjectAccess(admin, project.id)).id).toBe(project.id);
    expect(await status(requireProjectAccess(stranger, project.id))).toBe(404);
    expect(await status(requireProjectAccess(owner, "not-a-uuid"))).toBe(404);
    expect(await status(requireProjectAccess(admin, crypto.randomUUID()))).toBe(404);
  });
});
