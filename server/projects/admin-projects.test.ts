import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { clientMessages, contacts, mailOutbox, projectDeliverables, projects } from "../db/schema.ts";
import {
  deleteProject,
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
    // Not a won deal by default: the conversion rate does not move by itself (issue 18 item 12).
    expect(client).toMatchObject({
      email: "new.client@example.test",
      name: "Nora New",
      status: "qualified",
      source: "Other",
    });
    const [mail] = await testDb
      .db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "new.client@example.test"));
    expect(mail).toMatchObject({ kind: "portal-invitation", subject: INVITATION_SUBJECT });
    expect(mail.text).toContain(
      "http://localhost:3000/login?login_hint=new.client%40example.test&redirectTo=%2Fclient-portal&mode=signup",
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

describe("deleteProject", () => {
  it("removes the project and its deliverables; its messages stay, no longer tied to it", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("dora");
    const [message] = await testDb
      .db()
      .insert(clientMessages)
      .values({ senderId: world.user.id, projectId: world.project.id, content: "About the cut" })
      .returning();
    await expect(deleteProject(world.user, world.project.id)).rejects.toMatchObject({ status: 403 });
    await deleteProject(admin, world.project.id);
    expect(await testDb.db().select().from(projects).where(eq(projects.id, world.project.id))).toEqual([]);
    expect(
      await testDb
        .db()
        .select()
        .from(projectDeliverables)
        .where(eq(projectDeliverables.projectId, world.project.id)),
    ).toEqual([]);
    const [kept] = await testDb.db().select().from(clientMessages).where(eq(clientMessages.id, message.id));
    expect(kept.projectId).toBeNull();
    await expect(deleteProject(admin, world.project.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("saveProject for a new client", () => {
  it("creates the contact with the status and source the admin chose, and refuses unknown ones", async () => {
    const admin = await createActor({ admin: true });
    const { client } = await saveProject(admin, {
      name: "Spring Campaign",
      clientEmail: "chosen@example.test",
      clientName: "Cleo Chosen",
      clientStatus: "closed",
      clientSource: "Referral",
    });
    expect(client).toMatchObject({ status: "closed", source: "Referral" });
    await expect(
      saveProject(admin, {
        name: "Other",
        clientEmail: "odd@example.test",
        clientName: "Odd",
        clientStatus: "won-ish",
      }),
    ).rejects.toBeInstanceOf(InputError);
  });
});
