import { and, eq, isNull, lt } from "drizzle-orm";
import { cleanDeliverableName } from "../../core/deliverables.ts";
import { agencyToday } from "../agency-settings.ts";
import { claimEach } from "../db/claim-each.ts";
import { type Database, type Db, getDb } from "../db/client.ts";
import { deliverableVersions, projects } from "../db/schema.ts";
import { startSweep } from "../wakeable-loop.ts";
import { remindClientOfApproval } from "./approval-mail.ts";
import { isNewestVersion } from "./approvals.ts";

/*
 * The reminder for an approval still pending after its due date (issue 32 item 5): one e-mail to
 * the client, once. The claim is an UPDATE that sets reminded_at only where it is still empty and
 * the version still awaits, in the same transaction as the queued mail, as the booking reminders
 * do: whichever instance updates first sends it, every other instance's update finds nothing, and
 * a decision taken meanwhile leaves nothing to claim. A client who turned project notifications
 * off gets no mail, and the claim is kept all the same (the reminder is not owed later). Asking
 * again (after a new version) clears reminded_at. The due day is the agency's (Settings).
 */

export async function sendDueApprovalReminders(db: Db = getDb(), now = new Date()): Promise<number> {
  const today = await agencyToday(db, now);
  const v = deliverableVersions;
  const due = await db
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.status, "awaiting"), lt(v.dueDate, today), isNull(v.remindedAt), isNewestVersion))
    .orderBy(v.dueDate)
    .limit(200);
  return claimEach(
    db,
    due.map((row) => row.id),
    async (tx, id) => {
      // The newest-version rule again: a version uploaded since the read leaves this one unreminded.
      const [claimed] = await tx
        .update(v)
        .set({ remindedAt: now })
        .where(and(eq(v.id, id), isNull(v.remindedAt), eq(v.status, "awaiting"), isNewestVersion))
        .returning();
      if (!claimed) return false;
      const [project] = await tx
        .select({ name: projects.name, clientId: projects.clientId })
        .from(projects)
        .where(eq(projects.id, claimed.projectId));
      if (!project) return false;
      return remindClientOfApproval(tx, {
        project,
        deliverableId: claimed.deliverableId,
        fileName: cleanDeliverableName(claimed.fileName),
        versionNumber: claimed.number,
        dueDate: claimed.dueDate,
        note: claimed.requestNote,
      });
    },
  );
}

/** Looks for overdue approvals every 15 minutes (and at start); any number of instances may run it. */
export function startApprovalReminders(database: Database, pollMs = 15 * 60_000) {
  return startSweep({
    database,
    channel: "approval_reminders_wake",
    pollMs,
    sweep: () => sendDueApprovalReminders(database.db),
    label: "[approvals] reminders",
  });
}
