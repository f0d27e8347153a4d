/**
 * Background work that runs beside the HTTP server (mail delivery, scheduled campaigns, live
 * update fan-out). Each domain registers its starter here; the returned function stops them all.
 */

import { getEventWriter } from "./analytics/writer.ts";
import { startDailyBackup } from "./backup/daily.ts";
import { startCampaignSender } from "./campaigns/sender.ts";
import { getDatabase, getDb } from "./db/client.ts";
import { getEnv } from "./env.ts";
import { startMailWorker } from "./mail/worker.ts";
import { startRealtime } from "./realtime.ts";

type Stop = () => Promise<void> | void;
type Starter = () => Promise<Stop> | Stop;

/** Delivers the mail outbox (SMTP_URL, or .eml files under DATA_DIR/mail/). */
const startMailDelivery: Starter = () => {
  const worker = startMailWorker({ database: getDatabase(), env: getEnv() });
  return () => worker.stop();
};

/** The daily automatic backup into DATA_DIR/backups, keeping the last backupKeepCount (a setting). */
const startBackups: Starter = async () => {
  const { getSettings } = await import("./settings.ts");
  let keep = 7;
  const refresh = async () => {
    keep = Number((await getSettings(["backupKeepCount"])).backupKeepCount) || 7;
    return getDb();
  };
  return startDailyBackup(getDb, () => keep, refresh);
};

/** Writes collected page views and web vitals in batches; the last batch is flushed on stop. */
const startAnalyticsWriter: Starter = () => {
  const writer = getEventWriter();
  writer.start();
  return () => writer.stop();
};

/** Sends campaigns and starts scheduled ones at their time (exactly once across instances). */
const startCampaigns: Starter = () => {
  const sender = startCampaignSender({ database: getDatabase(), env: getEnv() });
  return () => sender.stop();
};

/** Invoice payment reminders before, on and after the due date (each once across instances). */
const startReminders: Starter = async () => {
  const { startInvoiceReminders } = await import("./revenue/reminders.ts");
  const loop = startInvoiceReminders(getDatabase());
  return () => loop.stop();
};

/** Booking reminders 24 hours before a meeting (each once across instances). */
const startBookingReminderLoop: Starter = async () => {
  const { startBookingReminders } = await import("./booking/reminders.ts");
  const loop = startBookingReminders(getDatabase());
  return () => loop.stop();
};

/** The one reminder for an approval pending past its due date (once across instances). */
const startApprovalReminderLoop: Starter = async () => {
  const { startApprovalReminders } = await import("./projects/approval-reminders.ts");
  const loop = startApprovalReminders(getDatabase());
  return () => loop.stop();
};

const starters: Starter[] = [
  startMailDelivery,
  startAnalyticsWriter,
  startCampaigns,
  startReminders,
  startBookingReminderLoop,
  startApprovalReminderLoop,
  // One LISTEN on 'live_changes' per process, fanned out to the Server-Sent Events streams.
  startRealtime,
  startBackups,
];

export async function startBackgroundWork(): Promise<() => Promise<void>> {
  const stops: Stop[] = [];
  for (const start of starters) stops.push(await start());
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
