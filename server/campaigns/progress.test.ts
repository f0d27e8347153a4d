import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminActor } from "../../tests/support/actors.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { campaignDeliveries, emailCampaigns } from "../db/schema.ts";
import { getCampaign, listCampaigns } from "./campaigns.ts";

const testDb = useTestDatabase();

describe("a campaign being sent", () => {
  it("carries how far it got, on its card and in its detail (issue 36 item 18)", async () => {
    const db = testDb.db();
    const [campaign] = await db
      .insert(emailCampaigns)
      .values({
        name: "Going out",
        subject: "News",
        content: "<p>Hi</p>",
        recipients: ["confirmed-only"],
        status: "sending",
        startedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await db.insert(campaignDeliveries).values(
      Array.from({ length: 5 }, (_, i) => ({
        campaignId: campaign.id,
        subscriberId: randomUUID(),
        email: `r${i}@example.test`,
        unsubscribeToken: randomUUID(),
        status: i < 2 ? ("sent" as const) : i === 2 ? ("bounced" as const) : ("queued" as const),
      })),
    );
    const { campaigns } = await listCampaigns(adminActor(), { q: "", status: "all" });
    expect(campaigns.find((c) => c.id === campaign.id)?.progress).toEqual({ done: 3, total: 5 });
    expect((await getCampaign(adminActor(), campaign.id)).progress).toEqual({ done: 3, total: 5 });
    // A sent campaign has no bar.
    await db.update(emailCampaigns).set({ status: "sent" });
    expect((await getCampaign(adminActor(), campaign.id)).progress).toBeNull();
  });
});
