import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createActor } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { contacts, mailOutbox } from "../db/schema.ts";
import {
  inviteProjectClient,
  listProjectsForAdmin,
  saveProject,
  searchClientContacts,
} from "./admin-projects.ts";
import { InputError } from "./errors.ts";
import { INVITATION_SUBJECT } from "./invitation.ts";
import { listClientProjects } from "./portal.ts";

const testDb = useTestDatabase();

describe("saveProject", () => {
  it("creates the client contact for a new e-mail and queues a sign-up invitation", async () => {
    const admin = await createActor({ admin: true });
    const { project, client } = await saveProject(admin, {
      name: "Launch Film",
      clientEmail: "New.Client@Example.test",
      clientName: "Nora New",
      status: "planning",
      value: "",
      sendInvitation: true,
    });
    expect(project).toMatchObject({ name: "Launch Film", value: null, clientId: client.id });
    expect(client).toMatchObject({ email: "new.client@example.test", name: "Nora New", status: "closed" });
    const [mail] = await testDb
      .db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "new.client@example.test"));
    expect(mail).toMatchObject({ kind: "portal-invitation", subject: INVITATION_SUBJECT });
    expect(mail.text).toContain(
      "http://localhost:3000/login?email=new.client%40example.test&redirectTo=%2Fclient-portal&mode=signup",
    );
    expect(mail.text).toContain('"Launch Film"');
  });

  it("reuses the contact with that e-mail and makes the project visible to its verified account", async () => {
    const admin = await createActor({ admin: true });
    const client = await createActor({ email: "known@example.test" });
    const [contact] = await testDb
      .db()
      .insert(contacts)
      .values({ name: "Kim Known", email: "known@example.test" })
      .returning();
    const { project } = await saveProject(admin, {
      name: "Brand Refresh",
      clientEmail: "KNOWN@example.test",
      value: "12000",
    });
    expect(project.clientId).toBe(contact.id);
    expect(project.value).toBe("12000.00");
    expect((await listClientProjects(client)).map((p) => p.name)).toEqual(["Brand Refresh"]);
  });

  it("edits a project: status, dates, description and service type", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await saveProject(admin, {
      name: "Edit me",
      clientEmail: "e@example.test",
      clientName: "E",
    });
    const { project: edited } = await saveProject(
      admin,
      {
        name: "Edited",
        clientEmail: "e@example.test",
        status: "in_progress",
        value: "500.5",
        startDate: "2026-01-01",
        endDate: "2026-02-01",
        description: "Now with a description",
        serviceType: "Media Production",
      },
      project.id,
    );
    expect(edited).toMatchObject({
      id: project.id,
      name: "Edited",
      status: "in_progress",
      value: "500.50",
      startDate: "2026-01-01",
      endDate: "2026-02-01",
      serviceType: "Media Production",
    });
    const listed = await listProjectsForAdmin(admin, "edited");
    expect(listed.map((p) => p.id)).toEqual([project.id]);
    expect(listed[0]).toMatchObject({ clientName: "E", clientEmail: "e@example.test" });
  });

  it("explains bad input instead of failing", async () => {
    const admin = await createActor({ admin: true });
    await expect(saveProject(admin, { name: "", clientEmail: "x@example.test" })).rejects.toThrow(
      "Please enter a project name",
    );
    const missingName = await saveProject(admin, { name: "N", clientEmail: "nobody-yet@example.test" }).catch(
      (e) => e,
    );
    expect(missingName).toBeInstanceOf(InputError);
    expect(missingName.fieldErrors.clientName).toMatch(/client's name/);
  });
});

describe("inviting and choosing clients", () => {
  it("sends a sign-in invitation when the client already has an account", async () => {
    const admin = await createActor({ admin: true });
    await createActor({ email: "has-account@example.test" });
    const { project } = await saveProject(admin, {
      name: "Invite",
      clientEmail: "has-account@example.test",
      clientName: "Hal",
    });
    await inviteProjectClient(admin, project.id);
    const [mail] = await testDb
      .db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "has-account@example.test"));
    expect(mail.text).toContain("Sign in with this e-mail address");
    expect(mail.text).not.toContain("mode=signup");
  });

  it("finds contacts by name or e-mail", async () => {
    const admin = await createActor({ admin: true });
    await testDb.db().insert(contacts).values({ name: "Zed Zimmer", email: "zed@example.test" });
    expect((await searchClientContacts(admin, "zimm")).map((c) => c.email)).toEqual(["zed@example.test"]);
    expect(await searchClientContacts(admin, "  ")).toEqual([]);
  });
});
