import { CAMPAIGN_MESSAGES } from "../../core/campaigns/compose.ts";
import { assertAdmin, refuseInPreview } from "../admin-access.ts";
import { type Db, getDb } from "../db/client.ts";
import { queueMail } from "../mail/outbox.ts";
import type { SessionUser } from "../session.ts";
import { getSettings } from "../settings.ts";
import { MAIL_SETTING_KEYS, prepareCampaignMail } from "./render.ts";

/* What a campaign or template looks like as a mail: the Templates tab's preview and Compose's
   'Send a test to me'. No tracking: nobody's results change. */

const sample = {
  id: "00000000-0000-4000-8000-000000000000",
  unsubscribeToken: "00000000-0000-4000-8000-000000000000",
};

async function render(content: { subject: string; content: string }, email: string, db: Db) {
  const settings = { ...(await getSettings(MAIL_SETTING_KEYS, db)), emailTracking: false };
  const prepared = await prepareCampaignMail({ id: "preview", ...content }, settings);
  return prepared.mailFor({ ...sample, email });
}

export async function previewHtml(
  actor: SessionUser | null,
  content: { subject: string; content: string },
  db: Db = getDb(),
) {
  assertAdmin(actor);
  return (await render(content, actor.email, db)).html ?? "";
}

export async function sendTestMail(
  actor: SessionUser | null,
  content: { subject: string; content: string },
  db: Db = getDb(),
) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  const mail = await render(content, actor.email, db);
  await queueMail(db, {
    kind: "campaign-test",
    to: actor.email,
    subject: `[Test] ${content.subject}`,
    text: mail.text,
    html: mail.html ?? undefined,
  });
}
