import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { isEmailAddress } from "../core/email-address.ts";
import { ActionError, assertAdmin, refuseInPreview } from "./admin-access.ts";
import { recordAudit } from "./audit.ts";
import { type Db, getDb } from "./db/client.ts";
import { adminInvitations, users } from "./db/schema.ts";
import { getEnv } from "./env.ts";
import { transactionalMail } from "./mail/compose.ts";
import { queueMail } from "./mail/outbox.ts";
import type { SessionUser } from "./session.ts";

/*
 * Admin users (issue 17): invitations by e-mail with a single-use link valid 7 days, the list of
 * admins (owners from ADMIN_EMAILS always admins, never removable), and role removal that never
 * leaves the back office without an admin and never demotes oneself. Only a SHA-256 of an
 * invitation token is stored, as for portal invitations and password resets.
 */

export const INVITATION_DAYS = 7;
export const ADMIN_INVITATION_SUBJECT = "You're invited to the admin back office";
export const PREVIEW_ADMINS_MESSAGE = "Admin user changes are disabled in preview mode";

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isEmailAddress, "Please enter a valid email address");
const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const isOwner = (email: string) => getEnv().ADMIN_EMAILS.includes(email.toLowerCase());

export async function listAdmins(actor: SessionUser, db: Db = getDb()) {
  assertAdmin(actor);
  const owners = getEnv().ADMIN_EMAILS;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      owners.length
        ? sql`${users.role} = 'admin' or lower(${users.email}) in ${owners}`
        : eq(users.role, "admin"),
    )
    .orderBy(asc(users.email));
  return rows.map((u) => ({ ...u, owner: isOwner(u.email), you: u.id === actor.id }));
}

export async function listPendingInvitations(actor: SessionUser, db: Db = getDb(), now = new Date()) {
  assertAdmin(actor);
  return db
    .select({
      id: adminInvitations.id,
      email: adminInvitations.email,
      expiresAt: adminInvitations.expiresAt,
      createdAt: adminInvitations.createdAt,
    })
    .from(adminInvitations)
    .where(
      and(
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
        gt(adminInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(adminInvitations.createdAt));
}

/** '+ Add Admin User': a link valid 7 days, mailed through the outbox. Returns the token (tests). */
export async function inviteAdmin(actor: SessionUser, rawEmail: unknown, db: Db = getDb(), now = new Date()) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_ADMINS_MESSAGE);
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new ActionError("Please enter a valid email address");
  const email = parsed.data;
  const [existing] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  if (existing?.role === "admin" || isOwner(email)) throw new ActionError(`${email} is already an admin`);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const link = `${getEnv().BASE_URL}/admin-invitation/${token}`;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // A new invitation replaces any pending one for the same address.
    await t
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminInvitations.email, email),
          isNull(adminInvitations.acceptedAt),
          isNull(adminInvitations.revokedAt),
        ),
      );
    await t
      .insert(adminInvitations)
      .values({ email, tokenHash: hash(token), invitedBy: actor.id, expiresAt });
    await queueMail(t, await adminInvitationMail(actor, email, link, t));
    await recordAudit(actor, "admin.invite", email, {}, t);
  });
  return { token, link, expiresAt };
}

/** The invitation mail: who invites, the link, and how long it works. */
export function adminInvitationMail(actor: SessionUser, email: string, link: string, db?: Db) {
  const inviter = actor.name || actor.email;
  return transactionalMail(
    {
      kind: "admin-invitation",
      to: email,
      subject: ADMIN_INVITATION_SUBJECT,
      body: [
        "Hello,",
        `${inviter} invited you to become an admin of the back office.`,
        `Sign in (or create your account) with ${email} and open this link within ${INVITATION_DAYS} days:`,
        { button: "Accept the invitation", url: link },
        "If you were not expecting this e-mail, you can ignore it.",
      ],
      reason: `You receive this e-mail because ${inviter} invited this address to the back office.`,
    },
    db,
  );
}

export async function revokeInvitation(actor: SessionUser, id: string, db: Db = getDb(), now = new Date()) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_ADMINS_MESSAGE);
  const [row] = await db
    .update(adminInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(adminInvitations.id, id),
        isNull(adminInvitations.acceptedAt),
        isNull(adminInvitations.revokedAt),
      ),
    )
    .returning({ email: adminInvitations.email });
  if (!row) throw new ActionError("This invitation is no longer pending", 404);
  await recordAudit(actor, "admin.invite_revoked", row.email, {}, db);
}

/**
 * The invited person, signed in with the invited address, follows the link: they become an admin.
 * A used, revoked, expired or someone else's invitation is refused in words.
 */
export async function acceptInvitation(user: SessionUser, token: string, db: Db = getDb(), now = new Date()) {
  const [row] = await db
    .select()
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, hash(token)));
  if (!row || row.revokedAt)
    throw new ActionError("This invitation link is not valid. Ask an admin for a new one.", 404);
  if (row.acceptedAt) throw new ActionError("This invitation was already used.", 410);
  if (row.expiresAt <= now)
    throw new ActionError("This invitation has expired. Ask an admin for a new one.", 410);
  if (row.email !== user.email.toLowerCase()) {
    throw new ActionError(
      `This invitation is for ${row.email}. Sign in with that address to accept it.`,
      403,
    );
  }
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    await t.update(adminInvitations).set({ acceptedAt: now }).where(eq(adminInvitations.id, row.id));
    await recordAudit(user, "admin.invite_accepted", row.email, { invitedBy: row.invitedBy }, t);
  });
}

/** Takes the admin role from another admin: never an owner, never oneself, never the last admin. */
export async function removeAdmin(actor: SessionUser, userId: string, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_ADMINS_MESSAGE);
  if (userId === actor.id) throw new ActionError("You cannot remove your own admin role.");
  const [target] = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (target?.role !== "admin") throw new ActionError("This user is not an admin", 404);
  if (isOwner(target.email))
    throw new ActionError(`${target.email} is an owner (ADMIN_EMAILS) and cannot be removed.`);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const others = await t
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), ne(users.id, userId)))
      .for("update");
    if (others.length === 0 && getEnv().ADMIN_EMAILS.length === 0)
      throw new ActionError("The last admin cannot be removed.");
    await t.update(users).set({ role: "client" }).where(eq(users.id, userId));
    await recordAudit(actor, "admin.role_removed", target.email, {}, t);
  });
}
