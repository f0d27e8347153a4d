import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_LIST_DEFAULTS } from "../../core/crm/contact-list.ts";
import { adminActor } from "../../tests/support/actors.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { submitContactForm } from "../contact.ts";
import { contactSubmissions, contacts } from "../db/schema.ts";
import { listSubmissions } from "../submissions.ts";
import { listContacts } from "./contacts.ts";

const testDb = useTestDatabase();
const admin = adminActor();

describe("a brief is one lead seen from both sides", () => {
  it("links the submission to the contact the form created, and each list shows the link", async () => {
    const result = await submitContactForm(
      { name: "Jordan Lead", email: "jordan.lead@example.test", project_details: "A launch film for us" },
      { ip: null },
      testDb.db(),
    );
    expect(result.success).toBe(true);
    const [contact] = await testDb
      .db()
      .select()
      .from(contacts)
      .where(eq(contacts.email, "jordan.lead@example.test"));
    const subs = await listSubmissions(admin, { q: "jordan.lead", status: "all", page: 1 });
    expect(subs.items.map((s) => s.contactId)).toEqual([contact.id]);
    const list = await listContacts(admin, { ...CONTACT_LIST_DEFAULTS, q: "jordan.lead" });
    expect(list.items.map((c) => c.briefs)).toEqual([1]);
  });

  it("backfills the link of older briefs by e-mail (the custom migration)", async () => {
    const db = testDb.db();
    const [contact] = await db
      .insert(contacts)
      .values({ name: "Old Lead", email: "Old.Lead@example.test", source: "Website Contact Form" })
      .returning();
    await db.insert(contactSubmissions).values([
      { name: "Old Lead", email: "old.lead@example.test", projectDetails: "An older brief" },
      { name: "Stranger", email: "stranger@example.test", projectDetails: "No contact of mine" },
    ]);
    const backfill = readFileSync(
      new URL("../db/migrations/0006_walk_links_sql.sql", import.meta.url),
      "utf8",
    );
    await db.execute(sql.raw(backfill));
    const rows = await db
      .select({ email: contactSubmissions.email, contactId: contactSubmissions.contactId })
      .from(contactSubmissions)
      .where(sql`${contactSubmissions.email} in ('old.lead@example.test', 'stranger@example.test')`)
      .orderBy(contactSubmissions.email);
    expect(rows).toEqual([
      { email: "old.lead@example.test", contactId: contact.id },
      { email: "stranger@example.test", contactId: null },
    ]);
  });
});
