import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { appSettings, contacts, emailCampaigns, subscribers } from "../../server/db/schema.ts";
import type { MailMessage, MailTransport } from "../../server/mail/transport.ts";

/**
 * `confirmed` confirmed subscribers reader000..., plus 3 unconfirmed ones; reader001 carries the
 * Video Production tag itself, and a CRM contact with reader002's address carries Marketing.
 */
export async function seedAudience(db: Db, confirmed: number) {
  await db.insert(subscribers).values([
    ...Array.from({ length: confirmed }, (_, i) => ({
      email: `reader${String(i).padStart(3, "0")}@example.test`,
      isConfirmed: true,
      tags: i === 1 ? ["Video Production"] : [],
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      email: `pending${i}@example.test`,
      isConfirmed: false,
      tags: ["Video Production", "Marketing"],
    })),
  ]);
  await db
    .insert(contacts)
    .values({ name: "Reader Two", email: "READER002@example.test", tags: ["Marketing"] });
}

export async function setSetting(db: Db, key: string, value: string | boolean) {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

export async function campaignRow(db: Db, id: string) {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
  return row;
}

/** A mail server that accepts everything and keeps what it got. */
export function recordingTransport(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: `<${message.id}@test>` };
    },
    close() {},
  };
}

export const composeInput = (over: Record<string, unknown> = {}) => ({
  name: "",
  subject: "Spring news",
  content:
    '<h2>Hello</h2><p>Read <a href="https://example.com/a?x=1&amp;y=2">our post</a> and <a href="https://example.com/b">book</a>.</p><script>alert(1)</script>',
  recipients: ["all-subscribers"],
  template: "",
  scheduledFor: "",
  ...over,
});
