import { expect, it } from "vitest";
import { CAMPAIGN_FILTERS, parseCampaignFilter } from "./status.ts";

it("offers the specification's status filter: all, draft, scheduled, sent, failed", () => {
  expect(CAMPAIGN_FILTERS).toEqual(["all", "draft", "scheduled", "sent", "failed"]);
  expect(parseCampaignFilter("sent")).toBe("sent");
  expect(parseCampaignFilter("sending")).toBe("all");
  expect(parseCampaignFilter("nonsense")).toBe("all");
  expect(parseCampaignFilter(null)).toBe("all");
});
