import { sql } from "drizzle-orm";
import { beginSending } from "../../server/campaigns/begin.ts";
import type { Db } from "../../server/db/client.ts";
import { appSettings, emailCampaigns } from "../../server/db/schema.ts";
import { queueMail } from "../../server/mail/outbox.ts";

/** Queues `count` transactional mails in the outbox, the way the app's forms do. */
export async function queueOutboxMails(db: Db, count: number, label: string) {
  for (let i = 0; i < count; i++) {
    await queueMail(db, {
      kind: "bench",
      to: `${label}-${i}@bench.test`,
      subject: `Bench ${label} ${i}`,
      text: "A transactional mail of the reliability bench.",
    });
  }
}

/** `count` new confirmed subscribers and a campaign to all of them, started (deliveries queued). */
export async function queueCampaign(db: Db, count: number, label: string, sendRate = 1000) {
  await db.execute(sql`insert into subscribers (email, is_confirmed)
    select ${label} || '-reader' || g || '@bench.test', true from generate_series(1, ${count}) g`);
  await db
    .insert(appSettings)
    .values({ key: "emailSendRate", value: String(sendRate) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(sendRate) } });
  const [campaign] = await db
    .insert(emailCampaigns)
    .values({ name: label, subject: label, content: "<p>Hello</p>", recipients: ["all-subscribers"] })
    .returning({ id: emailCampaigns.id });
  await db.transaction((tx) => beginSending(tx, campaign.id));
  return campaign.id;
}
