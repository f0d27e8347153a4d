import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminActor, clientActor, expectForbidden } from "../tests/support/actors.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { ActionError } from "./admin-access.ts";
import {
  ADMIN_INVITATION_SUBJECT,
  acceptInvitation,
  inviteAdmin,
  listAdmins,
  listPendingInvitations,
  removeAdmin,
  revokeInvitation,
} from "./admin-users.ts";
import { listAudit } from "./audit.ts";
import { adminInvitations, mailOutbox, users } from "./db/schema.ts";
import type { SessionUser } from "./session.ts";
import { createVerifiedUser } from "./users.ts";

const { db } = useTestDatabase({ env: { ADMIN_EMAILS: "owner@example.test" } });

async function member(email: string, admin = false): Promise<SessionUser> {
  const u = await createVerifiedUser({ email, password: "secret-password", admin });
  return { id: u.id, email, name: email, emailVerified: true, isAdmin: admin };
}

async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof ActionError) return error.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

it("invites by e-mail through the outbox with a link valid 7 days; only the token's hash is stored", async () => {
  const boss = await member("boss@example.test", true);
  const now = new Date("2026-11-23T10:00:00Z");
  const { token, link, expiresAt } = await inviteAdmin(boss, " New.Admin@Example.test ", db(), now);
  expect(expiresAt.toISOString()).toBe("2026-11-30T10:00:00.000Z");
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "new.admin@example.test"));
  expect(mail.subject).toBe(ADMIN_INVITATION_SUBJECT);
  expect(mail.text).toContain(link);
  const [row] = await db()
    .select()
    .from(adminInvitations)
    .where(eq(adminInvitations.email, "new.admin@example.test"));
  expect(row.tokenHash).not.toContain(token);
  expect((await listPendingInvitations(boss, db(), now)).map((i) => i.email)).toEqual([
    "new.admin@example.test",
  ]);

  const stranger = await member("stranger@example.test");
  expect(await refusal(() => acceptInvitation(stranger, token, db(), now))).toMatch(
    /for new.admin@example.test/,
  );
  const invited = await member("new.admin@example.test");
  expect(
    await refusal(() => acceptInvitation(invited, token, db(), new Date("2026-12-01T00:00:00Z"))),
  ).toMatch(/expired/);
  await acceptInvitation(invited, token, db(), now);
  const [after] = await db().select().from(users).where(eq(users.id, invited.id));
  expect(after.role).toBe("admin");
  expect(await refusal(() => acceptInvitation(invited, token, db(), now))).toMatch(/already used/);
  const audit = await listAudit(boss, { action: "admin" });
  expect(audit.map((a) => a.action).sort()).toEqual(["admin.invite", "admin.invite_accepted"]);
});

it("refuses bad addresses and existing admins, and revokes pending invitations", async () => {
  const boss = await member("boss2@example.test", true);
  expect(await refusal(() => inviteAdmin(boss, "not-an-email"))).toBe("Please enter a valid email address");
  expect(await refusal(() => inviteAdmin(boss, "owner@example.test"))).toMatch(/already an admin/);
  const { token } = await inviteAdmin(boss, "maybe@example.test");
  const [pending] = (await listPendingInvitations(boss)).filter((i) => i.email === "maybe@example.test");
  await revokeInvitation(boss, pending.id);
  const maybe = await member("maybe@example.test");
  expect(await refusal(() => acceptInvitation(maybe, token))).toMatch(/not valid/);
});

it("takes the role from another admin, never from oneself, an owner, or the last admin", async () => {
  const a = await member("a@example.test", true);
  const b = await member("b@example.test", true);
  const owner = await member("owner@example.test");
  expect(await refusal(() => removeAdmin(a, a.id))).toBe("You cannot remove your own admin role.");
  expect(await refusal(() => removeAdmin(a, owner.id))).toMatch(/This user is not an admin|owner/);
  await removeAdmin(a, b.id);
  const list = await listAdmins(a);
  expect(list.find((x) => x.email === "b@example.test")).toBeUndefined();
  expect(list.find((x) => x.email === "owner@example.test")?.owner).toBe(true);
  const [entry] = await listAudit(a, { action: "admin.role_removed" });
  expect(entry).toMatchObject({ actorEmail: "a@example.test", target: "b@example.test" });
});

it("refuses a client everywhere", async () => {
  const client = clientActor();
  await expectForbidden(() => inviteAdmin(client, "x@example.test"));
  await expectForbidden(() => listAdmins(client));
  await expectForbidden(() => removeAdmin(client, adminActor().id));
  await expectForbidden(() => listAudit(client));
});
