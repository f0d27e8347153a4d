import { and, desc, eq, gt } from "drizzle-orm";
import { actionInvalid, actionOk } from "../action-result.ts";
import { assertAdmin, refuseInPreview } from "../admin-access.ts";
import {
  inviteAdmin,
  listAdmins,
  listPendingInvitations,
  removeAdmin,
  revokeInvitation,
} from "../admin-users.ts";
import { listAudit, recordAudit } from "../audit.ts";
import { getAuth } from "../auth.ts";
import { getDb } from "../db/client.ts";
import { sessions } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";

/** The security tab: admins, pending invitations, this user's sessions (never tokens), audit log. */
export async function loadSecurity(actor: SessionUser, request: Request, params: URLSearchParams) {
  assertAdmin(actor);
  const filter = {
    q: params.get("q")?.trim() || undefined,
    action: params.get("action")?.trim() || undefined,
  };
  const [admins, invitations, mySessions, audit] = await Promise.all([
    listAdmins(actor),
    listPendingInvitations(actor),
    sessionsOf(actor, request),
    listAudit(actor, filter),
  ]);
  return {
    me: {
      name: actor.name,
      email: actor.email,
      role: "Super Admin",
      status: "Active",
      twoFactorEnabled: actor.twoFactorEnabled === true,
    },
    admins,
    invitations,
    sessions: mySessions,
    audit,
    filter,
  };
}

async function sessionsOf(actor: SessionUser, request: Request) {
  const current = await getAuth()
    .api.getSession({ headers: request.headers })
    .catch(() => null);
  const rows = await getDb()
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((s) => ({ ...s, current: s.id === current?.session.id }));
}

export type SecurityData = Awaited<ReturnType<typeof loadSecurity>>;

/** The security tab's writes; undefined when the intent is not one of them. */
export async function settingsSecurityAction(
  actor: SessionUser,
  request: Request,
  intent: string,
  body: Record<string, unknown>,
) {
  const id = typeof body.id === "string" ? body.id : "";
  switch (intent) {
    case "invite-admin": {
      await inviteAdmin(actor, body.email);
      return actionOk(intent, `Invitation sent to ${String(body.email).trim().toLowerCase()}`);
    }
    case "revoke-invitation":
      if (!id) return actionInvalid(intent, "Missing invitation");
      await revokeInvitation(actor, id);
      return actionOk(intent, "Invitation revoked");
    case "remove-admin":
      if (!id) return actionInvalid(intent, "Missing user");
      await removeAdmin(actor, id);
      return actionOk(intent, "Admin role removed");
    case "sign-out-others": {
      assertAdmin(actor);
      refuseInPreview("Signing out sessions is disabled in preview mode");
      await getAuth().api.revokeOtherSessions({ headers: request.headers });
      await recordAudit(actor, "security.sign_out_others", actor.email);
      return actionOk(intent, "Other sessions signed out");
    }
    default:
      return undefined;
  }
}
