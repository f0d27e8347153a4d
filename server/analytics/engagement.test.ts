import { describe, expect, it } from "vitest";
import { composeSchema } from "../../core/campaigns/compose.ts";
import { adminActor } from "../../tests/support/actors.ts";
import {
  composeInput,
  recordingTransport,
  seedAudience,
  setSetting,
} from "../../tests/support/campaign-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { submitCampaign } from "../campaigns/campaigns.ts";
import { startCampaignSender } from "../campaigns/sender.ts";
import { recordClick, recordOpen } from "../campaigns/tracking.ts";
import { getEnv } from "../env.ts";
import type { MailMessage } from "../mail/transport.ts";
import { getEngagement } from "./engagement.ts";

const testDb = useTestDatabase();
const admin = adminActor();

const tokenOf = (mail: MailMessage, kind: "o" | "c") =>
  new RegExp(`/t/${kind}/([^"\\s\\]]+)`).exec(mail.html ?? "")?.[1] ?? "";

describe("the dashboard's e-mail engagement (issue 14 item 7)", () => {
  it("takes open and click rates from the measured delivery results", async () => {
    const db = testDb.db();
    await seedAudience(db, 10);
    await setSetting(db, "emailSendRate", "1000");
    await submitCampaign(admin, composeSchema.parse(composeInput()));
    const transport = recordingTransport();
    const sender = startCampaignSender({
      database: testDb.database(),
      env: getEnv(),
      transport,
      pollMs: 60_000,
    });
    await sender.idle();
    while ((await sender.runOnce()) > 0) {}
    await sender.stop();
    expect(transport.sent).toHaveLength(10);

    expect(await getEngagement(admin, "7d")).toMatchObject({ openRate: 0, clickRate: 0 });
    const [a, b, c] = transport.sent;
    // Two people open (one of them twice), one of them clicks; a third only clicks (also an open).
    await recordOpen(tokenOf(a, "o"));
    await recordOpen(tokenOf(a, "o"));
    await recordOpen(tokenOf(b, "o"));
    await recordClick(tokenOf(b, "c"));
    await recordClick(tokenOf(c, "c"));
    // 3 opened of 10 delivered; 2 clicked of 3 opened.
    const engagement = await getEngagement(admin, "7d");
    expect(engagement.openRate).toBeCloseTo(30, 1);
    expect(engagement.clickRate).toBeCloseTo(66.7, 1);
  });
});
