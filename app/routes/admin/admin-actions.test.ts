import { describe, expect, it, vi } from "vitest";
import { contactSubmissions, contacts, subscribers } from "../../../server/db/schema.ts";
import { actionAnswer, adminRouteArgs } from "../../../tests/support/admin-route.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import * as contactsRoute from "./contacts.tsx";
import * as contactsExport from "./contacts-export.ts";
import * as searchRoute from "./search.ts";
import * as submissionsRoute from "./submissions.tsx";
import * as subscribersRoute from "./subscribers.tsx";

const testDb = useTestDatabase();

// Route modules are called as React Router calls them, with the guard's user in the context.
function args(path: string, form?: Record<string, string>) {
  const post =
    form && new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(form) });
  return adminRouteArgs(path, post);
}

describe("/admin/contacts action", () => {
  it("refuses missing name or email with the specification's message (400, not 500)", async () => {
    const result = await actionAnswer(
      await contactsRoute.action(args("/admin/contacts", { intent: "create", name: "A" })),
    );
    expect(result).toEqual({
      status: 400,
      body: { ok: false, intent: "create", error: "Please fill in at least name and email" },
    });
  });

  it("creates, changes status and deletes with the page's messages", async () => {
    const created = await actionAnswer(
      await contactsRoute.action(
        args("/admin/contacts", { intent: "create", name: "Ada", email: "ada@example.test", value: "" }),
      ),
    );
    expect(created.body).toEqual({ ok: true, intent: "create", message: "Contact created successfully!" });
    const [row] = await testDb.db().select().from(contacts);
    expect(row).toMatchObject({ value: null, source: "Website", status: "new", score: 50, tags: [] });

    const bad = await actionAnswer(
      await contactsRoute.action(args("/admin/contacts", { intent: "status", id: row.id, status: "won" })),
    );
    expect(bad.status).toBe(400);
    const ok = await actionAnswer(
      await contactsRoute.action(args("/admin/contacts", { intent: "status", id: row.id, status: "closed" })),
    );
    expect(ok.body).toMatchObject({ ok: true, message: "Status changed to Closed Won" });

    expect(
      (await actionAnswer(await contactsRoute.action(args("/admin/contacts", { intent: "delete", id: "x" }))))
        .status,
    ).toBe(400);
    const gone = await actionAnswer(
      await contactsRoute.action(args("/admin/contacts", { intent: "delete", id: row.id })),
    );
    expect(gone.body).toMatchObject({ ok: true });
    const again = await actionAnswer(
      await contactsRoute.action(args("/admin/contacts", { intent: "delete", id: row.id })),
    );
    expect(again).toEqual({
      status: 404,
      body: { ok: false, intent: "delete", error: "This contact no longer exists" },
    });
    expect(
      (await actionAnswer(await contactsRoute.action(args("/admin/contacts", { intent: "nope" })))).status,
    ).toBe(400);
  });

  it("answers a database failure with the page's failure text, logged, as 503", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    await testDb.withoutTable("contacts", async () => {
      const result = await actionAnswer(
        await contactsRoute.action(
          args("/admin/contacts", { intent: "create", name: "A", email: "a@example.test" }),
        ),
      );
      expect(result).toEqual({
        status: 503,
        body: { ok: false, intent: "create", error: "Failed to create contact. Please try again." },
      });
      await expect(contactsRoute.loader(args("/admin/contacts"))).rejects.toMatchObject({
        data: { message: "Failed to load contacts" },
      });
    });
  });
});

describe("/admin/submissions and /admin/subscribers actions", () => {
  it("change a submission's status and notes, and refuse bad values", async () => {
    const [s] = await testDb
      .db()
      .insert(contactSubmissions)
      .values({ name: "S", email: "s@example.test", projectDetails: "-" })
      .returning();
    const done = await actionAnswer(
      await submissionsRoute.action(
        args("/admin/submissions", { intent: "status", id: s.id, status: "completed" }),
      ),
    );
    expect(done.body).toMatchObject({ ok: true, message: "Status changed to Completed" });
    const bad = await actionAnswer(
      await submissionsRoute.action(
        args("/admin/submissions", { intent: "status", id: s.id, status: "lost" }),
      ),
    );
    expect(bad.status).toBe(400);
    const notes = await actionAnswer(
      await submissionsRoute.action(
        args("/admin/submissions", { intent: "notes", id: s.id, adminNotes: " Call " }),
      ),
    );
    expect(notes.body).toMatchObject({ ok: true, message: "Notes saved" });
    const tooLong = await actionAnswer(
      await submissionsRoute.action(
        args("/admin/submissions", { intent: "notes", id: s.id, adminNotes: "x".repeat(5001) }),
      ),
    );
    expect(tooLong.status).toBe(400);
  });

  it("delete a subscriber", async () => {
    const [s] = await testDb.db().insert(subscribers).values({ email: "r@example.test" }).returning();
    const result = await actionAnswer(
      await subscribersRoute.action(args("/admin/subscribers", { intent: "delete", id: s.id })),
    );
    expect(result.body).toMatchObject({ ok: true });
    const again = await actionAnswer(
      await subscribersRoute.action(args("/admin/subscribers", { intent: "delete", id: s.id })),
    );
    expect(again.body).toMatchObject({ ok: false, error: "This subscriber no longer exists" });
  });
});

describe("resource routes", () => {
  it("stream the contacts export as a CSV download", async () => {
    await testDb.db().insert(contacts).values({ name: "+cmd", email: "c@example.test", status: "qualified" });
    const response = (await contactsExport.loader(
      args("/admin/contacts/export?status=qualified"),
    )) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="crm_contacts_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    expect(text.split("\r\n")[1]).toMatch(/^'\+cmd,c@example.test,/);
  });

  it("answers the top-bar search as JSON", async () => {
    const response = (await searchRoute.loader(args("/admin/search?q=example"))) as Response;
    const body = await response.json();
    expect(body.contacts.map((c: { title: string }) => c.title)).toContain("+cmd");
    expect(Object.keys(body).sort()).toEqual([
      "contacts",
      "deliverables",
      "messages",
      "posts",
      "projects",
      "q",
      "submissions",
      "subscribers",
    ]);
  });
});
