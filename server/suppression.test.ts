import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { composeSchema } from "../core/campaigns/compose.ts";
import { parseSubscriberListQuery } from "../core/subscriber-list.ts";
import { adminActor, parseCsv, streamText } from "../tests/support/actors.ts";
import {
  campaignRow,
  composeInput,
  recordingTransport,
  seedAudience,
  setSetting,
} from "../tests/support/campaign-data.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { submitCampaign } from "./campaigns/campaigns.ts";
import { startCampaignSender } from "./campaigns/sender.ts";
import { campaignDeliveries, subscriberDailyCounts, subscribers, suppressedAddresses } from "./db/schema.ts";
import { getEnv } from "./env.ts";
import type { MailTransport } from "./mail/transport.ts";
import { unsubscribe } from "./newsletter.ts";
import {
  exportSubscribers,
  forgetSubscriber,
  getSubscriberStats,
  importSubscribers,
  listSubscribers,
} from "./subscribers.ts";
import { emailHash } from "./suppression.ts";

const testDb = useTestDatabase();
const admin = adminActor();
const query = (params: Record<string, string> = {}) => parseSubscriberListQuery(new URLSearchParams(params));

const row = async (email: string) =>
  (await testDb.db().select().from(subscribers).where(eq(subscribers.email, email)))[0];

/** Sends every queued campaign with `transport`, to the end. */
async function sendAll(transport: MailTransport) {
  const s = startCampaignSender({ database: testDb.database(), env: getEnv(), transport, pollMs: 60_000 });
  await s.idle();
  while ((await s.runOnce()) > 0) {}
  await s.stop();
}

/** A server that refuses one recipient at RCPT TO (550 5.1.1), as nodemailer reports it. */
function refusing(address: string): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(message) {
      if (message.to === address) {
        throw Object.assign(
          new Error("Can't send mail - all recipients were rejected: 550 5.1.1 User unknown"),
          {
            responseCode: 550,
            command: "RCPT TO",
            response: "550 5.1.1 <gone> User unknown",
          },
        );
      }
      sent.push(message.to);
      return { messageId: `<${message.id}@test>` };
    },
    close() {},
  };
}

describe("the suppression list", () => {
  it("keeps an unsubscribed address as a record, never mails it again, and counts add up", async () => {
    const db = testDb.db();
    await seedAudience(db, 6);
    await setSetting(db, "emailSendRate", "1000");
    const first = await submitCampaign(admin, composeSchema.parse(composeInput()));
    await sendAll(recordingTransport());
    const leaver = await row("reader003@example.test");
    const result = await unsubscribe(
      { token: leaver.unsubscribeToken, reason: "too_many", feedback: "Less please" },
      db,
      first.id,
    );
    expect(result).toMatchObject({ ok: true, email: "reader003@example.test" });
    expect(await row("reader003@example.test")).toMatchObject({
      status: "unsubscribed",
      unsubscribeReason: "too_many",
      unsubscribeFeedback: "Less please",
      unsubscribeCampaignId: first.id,
    });
    expect((await campaignRow(db, first.id)).stats.unsubscribed).toBe(1);

    // Totals: active subscribers, with the kept records beside them; every row counted once.
    expect(await getSubscriberStats(admin)).toEqual({
      total: 8,
      confirmed: 5,
      unconfirmed: 3,
      unsubscribed: 1,
      bounced: 0,
    });

    // A second campaign reaches the five others, not the one who left.
    const transport = recordingTransport();
    await submitCampaign(admin, composeSchema.parse(composeInput({ subject: "Summer news" })));
    await sendAll(transport);
    const to = transport.sent.map((m) => m.to);
    expect(to).toHaveLength(5);
    expect(to).not.toContain("reader003@example.test");

    // An import of the same address (any case) leaves the record as it is.
    const imported = await importSubscribers(admin, ["READER003@example.test", "new@example.test", "nope"]);
    expect(imported).toEqual({ added: 1, existing: 1, suppressed: 0, invalid: 1 });
    expect((await row("reader003@example.test")).status).toBe("unsubscribed");

    // Status filter and CSV show who left, when and why, and through which campaign.
    const left = await listSubscribers(admin, query({ filter: "unsubscribed" }));
    expect(left.items.map((s) => [s.email, s.status, s.leftWhy])).toEqual([
      ["reader003@example.test", "unsubscribed", "too_many"],
    ]);
    expect((await listSubscribers(admin, query({ filter: "confirmed" }))).items).toHaveLength(6);
    const csv = parseCsv(
      await streamText((await exportSubscribers(admin, query({ filter: "unsubscribed" }))).stream),
    );
    const header = csv[0];
    const cells = Object.fromEntries(header.map((h, i) => [h, csv[1][i]]));
    expect(cells).toMatchObject({
      Email: "reader003@example.test",
      Status: "Unsubscribed",
      "Unsubscribe Reason": "too_many",
      "Unsubscribe Feedback": "Less please",
      "Unsubscribe Campaign": "Spring news",
    });
    expect(cells["Unsubscribed At"]).not.toBe("");
  });

  it("marks a hard bounce 'bounced', counts it in the campaign, and suppresses the address", async () => {
    const db = testDb.db();
    const { id } = await submitCampaign(admin, composeSchema.parse(composeInput({ subject: "Autumn" })));
    await sendAll(refusing("reader004@example.test"));
    const campaign = await campaignRow(db, id);
    expect(campaign.stats).toMatchObject({ bounced: 1, delivered: 5 });
    const bounced = await row("reader004@example.test");
    expect(bounced.status).toBe("bounced");
    expect(bounced.bounceReason).toContain("5.1.1");
    expect(await getSubscriberStats(admin)).toMatchObject({ total: 8, confirmed: 5, bounced: 1 });

    const next = recordingTransport();
    await submitCampaign(admin, composeSchema.parse(composeInput({ subject: "Winter" })));
    await sendAll(next);
    expect(next.sent.map((m) => m.to)).not.toContain("reader004@example.test");
    expect(next.sent).toHaveLength(5);
  });

  it("'Forget this person' erases the address and keeps only a hash, so no import adds it back", async () => {
    const db = testDb.db();
    const leaver = await row("reader003@example.test");
    await forgetSubscriber(admin, leaver.id);
    expect(await row("reader003@example.test")).toBeUndefined();
    const kept = await db.select().from(suppressedAddresses);
    expect(kept).toEqual([expect.objectContaining({ emailHash: emailHash("reader003@example.test") })]);
    expect(JSON.stringify(kept)).not.toContain("reader003");
    const deliveries = await db
      .select({ email: campaignDeliveries.email })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.subscriberId, leaver.id));
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.email === "forgotten")).toBe(true);

    expect(await importSubscribers(admin, ["Reader003@Example.test"])).toEqual({
      added: 0,
      existing: 0,
      suppressed: 1,
      invalid: 0,
    });
    // The kept counts still equal the rows: forgetting removed the record from every figure.
    expect(await getSubscriberStats(admin)).toMatchObject({ unsubscribed: 0, bounced: 1 });
    const { rows: direct } = (await db.execute(sql`
      select count(*) filter (where status = 'active')::int as active,
             count(*) filter (where status = 'bounced')::int as bounced from subscribers`)) as unknown as {
      rows: { active: number; bounced: number }[];
    };
    const [sums] = await db
      .select({
        active: sql<number>`sum(${subscriberDailyCounts.subscribed})::int`,
        bounced: sql<number>`sum(${subscriberDailyCounts.bounced})::int`,
      })
      .from(subscriberDailyCounts);
    expect(sums).toEqual(direct[0]);
  });
});
