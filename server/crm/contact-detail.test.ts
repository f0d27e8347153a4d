import { describe, expect, it } from "vitest";
import { contactEditSchema, newContactSchema } from "../../core/crm/contact-form.ts";
import { adminActor, clientActor, expectForbidden } from "../../tests/support/actors.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { submitContactForm } from "../contact.ts";
import { projects, transactions } from "../db/schema.ts";
import { getEnv, setEnv } from "../env.ts";
import { getContactDetail, updateContact } from "./contact-detail.ts";
import { createContact, updateContactStatus } from "./contacts.ts";

const testDb = useTestDatabase();
const admin = adminActor();

async function newContact(fields: Record<string, string> = {}) {
  const input = newContactSchema.parse({ name: "Ada", email: "ada@example.test", ...fields });
  return (await createContact(admin, input)).contact;
}

const edit = (fields: Record<string, string>) =>
  contactEditSchema.parse({ name: "Ada", email: "ada@example.test", ...fields });

describe("contact detail and editing", () => {
  it("saves every edited field, including tags and the follow-up dates", async () => {
    const contact = await newContact({ projectDetails: "A launch film" });
    await updateContact(
      admin,
      contact.id,
      edit({
        phone: "+1 555 0100",
        company: "Acme",
        status: "qualified",
        value: "2500",
        tags: "vip, film",
        notes: "Call after the holidays",
        projectDetails: "A launch film",
        lastContact: "2026-11-20",
        nextFollowUp: "2026-12-01",
      }),
    );
    const detail = await getContactDetail(admin, contact.id);
    expect(detail).toMatchObject({
      phone: "+1 555 0100",
      company: "Acme",
      status: "qualified",
      value: 2500,
      tags: ["vip", "film"],
      notes: "Call after the holidays",
      projectDetails: "A launch film",
      lastContact: "2026-11-20",
      nextFollowUp: "2026-12-01",
    });
  });

  it("keeps a history of creation, status changes and edits: who, when and what", async () => {
    const contact = await newContact();
    await updateContactStatus(admin, contact.id, "contacted");
    await updateContact(admin, contact.id, edit({ status: "contacted", phone: "123", notes: "long text" }));
    // Saving without a change writes nothing.
    await updateContact(admin, contact.id, edit({ status: "contacted", phone: "123", notes: "long text" }));
    const detail = await getContactDetail(admin, contact.id);
    expect(detail?.activity.map((a) => [a.action, a.actor, a.changes])).toEqual([
      ["contact.update", admin.email, [{ field: "phone", from: null, to: "123" }, { field: "notes" }]],
      ["contact.status", admin.email, [{ field: "status", from: "New Lead", to: "Contacted" }]],
      ["contact.create", admin.email, []],
    ]);
    expect(Date.parse(detail?.activity[0].at ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("shows the lead's brief, projects and transactions with the contact", async () => {
    const db = testDb.db();
    await submitContactForm(
      { name: "Jo Lead", email: "jo.lead@example.test", project_details: "A brand film for spring" },
      { ip: null },
      db,
    );
    const { contactId } = (await db.query.contactSubmissions.findFirst())!;
    expect(contactId).toBeTruthy();
    const [project] = await db
      .insert(projects)
      .values({ name: "Spring film", clientId: contactId })
      .returning();
    await db
      .insert(transactions)
      .values({ contactId, projectId: project.id, amount: "1200.00", type: "income", date: "2026-11-01" });
    const detail = await getContactDetail(admin, contactId!);
    expect(detail?.submissions.map((s) => s.projectDetails)).toEqual(["A brand film for spring"]);
    expect(detail?.projects.map((p) => p.name)).toEqual(["Spring film"]);
    expect(detail?.transactions.map((t) => [t.amount, t.type, t.date])).toEqual([
      [1200, "income", "2026-11-01"],
    ]);
    expect(detail?.portalAccount).toBeNull();
  });

  it("warns when an edit gives the contact another contact's e-mail", async () => {
    await newContact({ name: "Bea", email: "bea@example.test" });
    const contact = await newContact();
    const { warning } = await updateContact(admin, contact.id, edit({ email: "BEA@example.test" }));
    expect(warning).toMatch(/already the email of Bea/);
  });

  it("answers a missing contact with null and 404, and refuses clients and preview mode", async () => {
    const missing = crypto.randomUUID();
    expect(await getContactDetail(admin, missing)).toBeNull();
    await expect(updateContact(admin, missing, edit({}))).rejects.toMatchObject({ status: 404 });
    await expectForbidden(() => getContactDetail(clientActor(), missing));
    const env = getEnv();
    setEnv({ ...env, PREVIEW_MODE: true });
    try {
      await expect(updateContact(admin, missing, edit({}))).rejects.toThrow(
        "Contact changes are disabled in preview mode",
      );
    } finally {
      setEnv(env);
    }
  });
});
