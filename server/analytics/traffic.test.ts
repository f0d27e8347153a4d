import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rangeWindows } from "../../core/analytics/range.ts";
import { histogramQuantile } from "../../core/analytics/vitals.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { pageViews, webVitals } from "../db/schema.ts";
import { coverDays } from "./blocks.ts";
import { breakdownSelect, vitalsSelect } from "./rollup-sql.ts";
import { rowsOf } from "./rollups.ts";
import { breakdowns, dailyTotals, vitalHistograms } from "./traffic.ts";

const testDb = useTestDatabase();
const now = new Date("2026-11-22T12:00:00Z");
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
const window = rangeWindows("7d", now).current; // 2026-11-16 .. 2026-11-22

function view(
  visitorId: string,
  pagePath: string,
  createdAt: Date,
  extra: Partial<typeof pageViews.$inferInsert> = {},
) {
  return { visitorId, pagePath, createdAt, source: "direct", device: "desktop", ...extra };
}

describe("sessions, bounces and durations from page views (30-minute gaps)", () => {
  it("splits a visitor's day at gaps of 30 minutes or more, on closed days and today alike", async () => {
    const db = testDb.db();
    for (const d of ["2026-11-20", "2026-11-22"]) {
      await db.insert(pageViews).values([
        // a: / then /about 10 min later (one session, 600 s), then /blog 45 min later (a bounce).
        view("a", "/", at(d, "08:00:00")),
        view("a", "/about", at(d, "08:10:00")),
        view("a", "/blog", at(d, "08:55:00")),
        // b: a single view (a bounce); exactly 30 minutes later is a new session (another bounce).
        view("b", "/blog", at(d, "09:00:00"), { source: "search", device: "mobile" }),
        view("b", "/", at(d, "09:30:00"), { source: "search", device: "mobile" }),
      ]);
    }
    const days = await dailyTotals(window, now);
    expect(days).toHaveLength(7);
    for (const d of ["2026-11-20", "2026-11-22"]) {
      expect(days.find((x) => x.day === d)).toEqual({
        day: d,
        views: 5,
        visitors: 2,
        sessions: 4,
        bounces: 3,
        durationSeconds: 600,
      });
    }
    expect(days.find((x) => x.day === "2026-11-21")?.views).toBe(0);

    const b = await breakdowns(window, ["page", "entry", "exit", "source", "device"], now);
    expect(b.page.find((r) => r.key === "/")).toEqual({ key: "/", views: 4, visitors: 4 });
    expect(b.source).toEqual([
      { key: "direct", views: 6, visitors: 2 },
      { key: "search", views: 4, visitors: 2 },
    ]);
    expect(b.device.map((r) => r.key)).toEqual(["desktop", "mobile"]);
    // Entries per day: / (a), /blog (a's second session), /blog (b), / (b).
    expect(b.entry).toEqual([
      { key: "/", views: 4, visitors: 4 },
      { key: "/blog", views: 4, visitors: 4 },
    ]);
    expect(b.exit.find((r) => r.key === "/about")?.views).toBe(2);
  });

  it("recomputes a closed day when rows are added to it later (rollups stay exact)", async () => {
    const db = testDb.db();
    const before = (await dailyTotals(window, now)).find((x) => x.day === "2026-11-20")!;
    const marked = await db.execute(
      sql`SELECT count(*)::int AS n FROM analytics_rollup_days WHERE day = '2026-11-20'`,
    );
    expect(Number((marked as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(1);
    await db.insert(pageViews).values(view("c", "/contact", at("2026-11-20", "23:00:00")));
    const after = (await dailyTotals(window, now)).find((x) => x.day === "2026-11-20")!;
    expect(after.views).toBe(before.views + 1);
    expect(after.visitors).toBe(before.visitors + 1);
    await db.delete(pageViews).where(sql`visitor_id = 'c'`);
    expect((await dailyTotals(window, now)).find((x) => x.day === "2026-11-20")).toEqual(before);
  });
});

describe("web-vitals histograms", () => {
  it("gives the 75th percentile within 5% overall and per page, on closed days and today", async () => {
    const db = testDb.db();
    const values = Array.from({ length: 100 }, (_, i) => 100 + i * 30); // 100 .. 3070 ms
    const rows = values.flatMap((value, i) => [
      {
        name: "LCP",
        value,
        pagePath: i % 2 ? "/" : "/blog",
        createdAt: at(i % 3 ? "2026-11-19" : "2026-11-22", "10:00:00"),
      },
      { name: "CLS", value: i / 400, pagePath: "/", createdAt: at("2026-11-19", "10:00:00") },
    ]);
    await db.insert(webVitals).values(rows);
    const hist = await vitalHistograms(window, ["/"], now);
    const exactP75 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.75 * xs.length) - 1];
    const lcpAll = histogramQuantile(
      "LCP",
      hist.filter((r) => r.name === "LCP" && r.path === ""),
    );
    expect(Math.abs(lcpAll! / exactP75(values) - 1)).toBeLessThan(0.05);
    const lcpHome = histogramQuantile(
      "LCP",
      hist.filter((r) => r.name === "LCP" && r.path === "/"),
    );
    const homeValues = values.filter((_, i) => i % 2);
    expect(Math.abs(lcpHome! / exactP75(homeValues) - 1)).toBeLessThan(0.05);
    const cls = histogramQuantile(
      "CLS",
      hist.filter((r) => r.name === "CLS" && r.path === ""),
    );
    expect(Math.abs(cls! / exactP75(values.map((_, i) => i / 400)) - 1)).toBeLessThan(0.05);
  });
});

describe("a long range read from 8- and 64-day blocks", () => {
  // A closed year far from the other tests' days: stored days at its edges, blocks in between.
  const year = { from: "2024-07-01", to: "2025-06-30" };
  const span = { from: at(year.from, "00:00:00"), to: at("2025-07-01", "00:00:00") };
  const days = Array.from({ length: 40 }, (_, i) =>
    new Date(Date.parse("2024-07-01T00:00:00Z") + i * 9 * 86_400_000).toISOString().slice(0, 10),
  );

  /** The same figures straight from the raw rows of the whole year, without any rollup. */
  async function rawBreakdowns() {
    const rows = rowsOf<{ kind: string; key: string; views: number; visitors: number }>(
      await testDb
        .db()
        .execute(
          sql`SELECT kind, key, sum(views)::int AS views, sum(visitors)::int AS visitors FROM (${breakdownSelect(span.from, span.to)}) b GROUP BY kind, key`,
        ),
    );
    return Object.fromEntries(
      ["page", "entry", "exit", "source", "device"].map((kind) => [
        kind,
        rows
          .filter((r) => r.kind === kind)
          .map(({ key, views, visitors }) => ({ key, views, visitors }))
          .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key)),
      ]),
    );
  }
  async function rawVitals() {
    return rowsOf<{ name: string; path: string; bucket: number; count: number }>(
      await testDb
        .db()
        .execute(
          sql`SELECT name, path, bucket, sum(count)::int AS count FROM (${vitalsSelect(span.from, span.to)}) v WHERE path IN ('', '/') GROUP BY 1, 2, 3`,
        ),
    );
  }
  const histogram = (rows: { name: string; path: string; bucket: number; count: number }[]) =>
    rows
      .filter((r) => r.count > 0)
      .map((r) => `${r.path}|${r.name}|${r.bucket}|${r.count}`)
      .sort();

  it("gives the same breakdowns and histograms as the raw rows, and follows later writes", async () => {
    const cover = coverDays(year.from, year.to);
    expect(cover.blocks.map((b) => b.days)).toEqual(expect.arrayContaining([8, 64]));
    const db = testDb.db();
    await db
      .insert(pageViews)
      .values(
        days.flatMap((d, i) => [
          view(`y${i}`, "/", at(d, "10:00:00")),
          view(`y${i}`, i % 2 ? "/about" : "/blog", at(d, "10:05:00"), { source: "search" }),
          view(`z${i}`, "/blog", at(d, "23:59:00"), { device: "mobile" }),
        ]),
      );
    await db.insert(webVitals).values(
      days.flatMap((d, i) => [
        { name: "LCP", value: 900 + i * 70, pagePath: "/", createdAt: at(d, "10:00:00") },
        { name: "LCP", value: 3000 - i * 20, pagePath: "/blog", createdAt: at(d, "11:00:00") },
        { name: "CLS", value: i / 100, pagePath: "/", createdAt: at(d, "12:00:00") },
      ]),
    );
    const kinds = ["page", "entry", "exit", "source", "device"] as const;
    expect(await breakdowns(year, kinds, now)).toEqual(await rawBreakdowns());
    expect(histogram(await vitalHistograms(year, ["/"], now))).toEqual(histogram(await rawVitals()));
    const blocks = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM analytics_rollup_blocks WHERE days = 64`),
    );
    expect(Number(blocks[0].n)).toBeGreaterThan(0);

    // A late write to a day inside a 64-day block: the day and its blocks are computed again.
    const inside = cover.blocks.find((b) => b.days === 64)!.start;
    await db.insert(pageViews).values(view("late", "/late", at(inside, "12:00:00")));
    await db
      .insert(webVitals)
      .values({ name: "LCP", value: 20_000, pagePath: "/", createdAt: at(inside, "12:00:00") });
    const after = await breakdowns(year, kinds, now);
    expect(after.page.find((r) => r.key === "/late")).toEqual({ key: "/late", views: 1, visitors: 1 });
    expect(after).toEqual(await rawBreakdowns());
    expect(histogram(await vitalHistograms(year, ["/"], now))).toEqual(histogram(await rawVitals()));
  });

  it("builds a block once when several readers ask for it at the same time", async () => {
    // 90 days inside the year: 8-day blocks that the year's read did not need, so none exists yet.
    const quarter = { from: "2024-09-01", to: "2024-11-29" };
    const kinds = ["page", "source"] as const;
    const [first, second] = await Promise.all([
      breakdowns(quarter, kinds, now),
      breakdowns(quarter, kinds, now),
      vitalHistograms(quarter, ["/"], now),
      vitalHistograms(quarter, ["/"], now),
    ]);
    expect(second).toEqual(first);
    expect(await breakdowns(quarter, kinds, now)).toEqual(first);
    expect(first.page.length).toBeGreaterThan(0);
  });
});

describe("the dashboard's engagement metrics", () => {
  it("are measured for the period: open and click rates of sent campaigns, visits and duration", async () => {
    const { emailCampaigns } = await import("../db/schema.ts");
    const { getEngagement } = await import("./engagement.ts");
    const { adminActor, expectForbidden, clientActor } = await import("../../tests/support/actors.ts");
    await testDb
      .db()
      .insert(emailCampaigns)
      .values([
        {
          name: "Nov",
          subject: "s",
          content: "c",
          status: "sent",
          // Drafted long before, sent in the period: a campaign counts by when it was sent.
          createdAt: at("2026-09-01", "10:00:00"),
          sentAt: at("2026-11-20", "10:00:00"),
          stats: { sent: 100, delivered: 80, opened: 20, clicked: 5, bounced: 0, unsubscribed: 0 },
        },
        {
          name: "Draft",
          subject: "s",
          content: "c",
          status: "draft",
          createdAt: at("2026-11-20", "10:00:00"),
          stats: { sent: 100, delivered: 100, opened: 100, clicked: 100, bounced: 0, unsubscribed: 0 },
        },
      ]);
    const e = await getEngagement(adminActor(), "7d", now);
    expect(e.openRate).toBe(25);
    expect(e.clickRate).toBe(25);
    const days = await dailyTotals(window, now);
    const sessions = days.reduce((s, d) => s + d.sessions, 0);
    expect(e.visits).toBe(sessions);
    expect(e.visits).toBeGreaterThan(0);
    await expectForbidden(() => getEngagement(clientActor(), "7d", now));
  });
});
