import { expect, it } from "vitest";
import { adminActor } from "../tests/support/actors.ts";
import { routeArgs } from "../tests/support/route-args.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { listAudit } from "./audit.ts";
import { deleteTemplate, saveTemplate } from "./campaigns/templates.ts";
import { subscribers } from "./db/schema.ts";
import { deleteSubscriber } from "./subscribers.ts";
import { userContext } from "./user-context.ts";

/* Issue 17: the audit log holds the admin writes of every domain (who, what, when), not only settings. */

const testDb = useTestDatabase();
const admin = adminActor();

it("records deletions with who did them and what was deleted", async () => {
  const [row] = await testDb
    .db()
    .insert(subscribers)
    .values({ email: "leaving@example.test", source: "website" })
    .returning();
  await deleteSubscriber(admin, row.id);
  const templateId = await saveTemplate(admin, undefined, {
    name: "Old promo",
    category: "promotion",
    subject: "Spring offer",
    content: "<p>Hello</p>",
  });
  await deleteTemplate(admin, templateId);

  const entries = await listAudit(admin, { q: ".delete" });
  expect(entries.map((e) => [e.action, e.target, e.actorEmail])).toEqual(
    expect.arrayContaining([
      ["subscriber.delete", "leaving@example.test", admin.email],
      ["template.delete", "Old promo", admin.email],
    ]),
  );
});

it("records an export with its file name, and nothing for a refused one", async () => {
  const route = await import("../app/routes/admin/subscribers-export.ts");
  const args = routeArgs(new Request("http://localhost:3000/admin/subscribers/export"));
  args.context.set(userContext, admin);
  const response = await route.loader(args);
  expect(response.status).toBe(200);
  await response.text();
  const [entry] = await listAudit(admin, { action: "export.subscribers" });
  expect(entry).toMatchObject({
    actorEmail: admin.email,
    target: expect.stringMatching(/^subscribers_.*\.csv$/),
  });

  const refused = routeArgs(new Request("http://localhost:3000/admin/contacts/export"));
  refused.context.set(userContext, { ...admin, isAdmin: false });
  const contacts = await import("../app/routes/admin/contacts-export.ts");
  await expect(contacts.loader(refused)).rejects.toMatchObject({ status: 403 });
  expect(await listAudit(admin, { action: "export.contacts" })).toEqual([]);
});
