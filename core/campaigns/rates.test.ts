import { describe, expect, it } from "vitest";
import { formatRate, messageCenterTotals, percent } from "./rates.ts";

const stats = (sent: number, opened: number, clicked: number) => ({
  sent,
  delivered: sent,
  opened,
  clicked,
  bounced: 0,
  unsubscribed: 0,
});

describe("message center rates", () => {
  it("rates sent campaigns only: open = opened / sent, click = clicked / opened", () => {
    const totals = messageCenterTotals([
      { status: "sent", stats: stats(100, 40, 10) },
      { status: "sent", stats: stats(50, 20, 5) },
      { status: "failed", stats: stats(999, 999, 999) },
      { status: "scheduled", stats: stats(0, 0, 0) },
      { status: "sending", stats: stats(10, 5, 5) },
      { status: "draft", stats: stats(0, 0, 0) },
    ]);
    expect(totals).toEqual({ totalSent: 150, openRate: 40, clickRate: 25, activeCampaigns: 2 });
  });

  it("shows one decimal and never divides by zero", () => {
    expect(formatRate(percent(1, 3))).toBe("33.3%");
    expect(formatRate(percent(5, 0))).toBe("0.0%");
    expect(messageCenterTotals([])).toEqual({ totalSent: 0, openRate: 0, clickRate: 0, activeCampaigns: 0 });
  });
});
