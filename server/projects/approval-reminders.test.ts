import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { openDatabase } from "../db/client.ts";
import { defaultNotificationPreferences, mailOutbox, profiles } from "../db/schema.ts";
import { sendDueApprovalReminders } from "./approval-reminders.ts";
import { decideVersion, getReview, requestApproval } from "./approvals.ts";
import { addDeliverableVersion, createDeliverable } from "./deliverables.ts";

const testDb = useTestDatabase();

// Midday UTC: the same calendar day in the agency's time zone, whichever the settings hold.
const day = (date: string) => new Date(`${date}T12:00:00Z`);
const DUE = "2026-11-20";

/** A client's deliverable (a link) whose version 1 awaits approval by DUE. */
async function awaitingApproval(label: string) {
  const admin = await createActor({ admin: true });
  const world = await createClientWorld(label);
  const d = await createDeliverable(admin, {
    projectId: world.project.id,
    fileName: `${label} cut`,
    fileUrl: `https://files.example/${label}.mp4`,
  });
  const v1 = (await getReview(admin, d.id)).versions[0];
  await requestApproval(admin, v1.id, { dueDate: DUE, note: "First cut" });
  return { admin, world, deliverableId: d.id, versionId: v1.id };
}

const remindersTo = (email: string) =>
  testDb
    .db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "approval-reminder"), eq(mailOutbox.to, email)));

describe("the reminder for an approval pending past its due date (issue 32 item 5)", () => {
  it("is not sent before or on the due day, then once with two workers", async () => {
    const { world, deliverableId } = await awaitingApproval("late");
    const url = testDb.url();
    const second = url ? await openDatabase({ url, migrate: false }) : testDb.database();
    const db = testDb.db();
    try {
      for (const early of ["2026-11-19", DUE]) {
        expect(
          await Promise.all([
            sendDueApprovalReminders(db, day(early)),
            sendDueApprovalReminders(second.db, day(early)),
          ]),
        ).toEqual([0, 0]);
      }
      const sent = await Promise.all([
        sendDueApprovalReminders(db, day("2026-11-21")),
        sendDueApprovalReminders(second.db, day("2026-11-21")),
      ]);
      expect(sent[0] + sent[1]).toBe(1);
      expect(await sendDueApprovalReminders(db, day("2026-11-25"))).toBe(0);
    } finally {
      if (url) await second.close();
    }
    const mails = await remindersTo(world.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("late cut");
    expect(mails[0].text).toContain(`/client-portal/assets/${deliverableId}`);
  });

  it("is not sent after the client's decision, nor for a request a newer version replaced", async () => {
    const decided = await awaitingApproval("decided");
    await decideVersion(decided.world.user, decided.versionId, "approved", {});
    const replaced = await awaitingApproval("replaced");
    await addDeliverableVersion(replaced.admin, replaced.deliverableId, {
      fileUrl: "https://files.example/replaced-v2.mp4",
    });
    // The earlier test's reminder has been sent; these two are not due.
    expect(await sendDueApprovalReminders(testDb.db(), day("2026-11-30"))).toBe(0);
    expect(await remindersTo(decided.world.user.email)).toHaveLength(0);
    expect(await remindersTo(replaced.world.user.email)).toHaveLength(0);
  });

  it("respects the client's project notifications preference", async () => {
    const { world } = await awaitingApproval("quiet");
    const preferences = { ...defaultNotificationPreferences, project_notifications: false };
    await testDb
      .db()
      .insert(profiles)
      .values({ id: world.user.id, notificationPreferences: preferences })
      .onConflictDoUpdate({ target: profiles.id, set: { notificationPreferences: preferences } });
    expect(await sendDueApprovalReminders(testDb.db(), day("2026-11-30"))).toBe(0);
    expect(await remindersTo(world.user.email)).toHaveLength(0);
  });
});
