import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseSubscriberListQuery, type SubscriberListQuery } from "../core/subscriber-list.ts";
import { adminActor, clientActor, expectForbidden, parseCsv, streamText } from "../tests/support/actors.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { subscriberDailyCounts, subscribers } from "./db/schema.ts";
import { getEnv, setEnv } from "./env.ts";
import {
  deleteSubscriber,
  exportSubscribers,
  getSubscriberStats,
  listSubscribers,
  subscribersPage,
} from "./subscribers.ts";

const testDb = useTestDatabase();
const admin = adminActor();
const query = (params: Record<string, string> = {}): SubscriberListQuery =>
  parseSubscriberListQuery(new URLSearchParams(params));

/** 120 subscribers a minute apart, every third one unconfirmed; two share a created_at. */
async function seed() {
  const base = Date.parse("2026-06-01T00:00:00Z");
  await testDb
    .db()
    .insert(subscribers)
    .values(
      Array.from({ length: 120 }, (_, i) => ({
        email:
          i === 7 ? "=cmd|' /C calc'!A0@example.test" : `reader${String(i).padStart(3, "0")}@example.test`,
        source: i % 2 ? "blog" : "website",
        isConfirmed: i % 3 !== 0,
        createdAt: new Date(base + (i === 51 ? 50 : i) * 60_000),
      })),
    );
}

describe("subscribers (admin)", () => {
  it("opens ?page=N and says which rows of how many it shows", async () => {
    await seed();
    const third = await listSubscribers(admin, query({ page: "3" }));
    expect(third.page).toBe(3);
    expect(third.items).toHaveLength(20);
    expect(third.total).toEqual({ total: 120, estimated: false });
    // Page 3 of the newest-first list: the 20 oldest rows.
    const all: string[] = [];
    let page = await listSubscribers(admin, query());
    all.push(...page.items.map((i) => i.id));
    while (page.next) {
      page = await listSubscribers(admin, query({ after: page.next }));
      all.push(...page.items.map((i) => i.id));
    }
    expect(third.items.map((i) => i.id)).toEqual(all.slice(100, 120));
    expect(third.previous).not.toBeNull();
    expect(third.next).toBeNull();
    // The filter's total follows the filter (every third one unconfirmed).
    expect((await listSubscribers(admin, query({ filter: "unconfirmed" }))).total).toEqual({
      total: 40,
      estimated: false,
    });
    expect((await listSubscribers(admin, query({ q: "reader11" }))).total).toEqual({
      total: 10,
      estimated: false,
    });
    await testDb.db().delete(subscribers);
  });

  it("walks every row with keyset pages, forwards and back, without gaps or repeats", async () => {
    await seed();
    const seen: string[] = [];
    let page = await listSubscribers(admin, query());
    expect(page.previous).toBeNull();
    const pages = [page];
    while (page.next) {
      page = await listSubscribers(admin, query({ after: page.next }));
      pages.push(page);
    }
    for (const p of pages) seen.push(...p.items.map((s) => s.email));
    expect(pages.map((p) => p.items.length)).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    expect(seen[0]).toBe("reader119@example.test");
    const back = await listSubscribers(admin, query({ before: pages[2].previous! }));
    expect(back.items.map((s) => s.email)).toEqual(pages[1].items.map((s) => s.email));
    const first = await listSubscribers(admin, query({ before: back.previous! }));
    expect(first.items.map((s) => s.email)).toEqual(pages[0].items.map((s) => s.email));
    expect(first.previous).toBeNull();
  });

  it("filters confirmed and unconfirmed and searches from 3 characters", async () => {
    const unconfirmed = await listSubscribers(admin, query({ filter: "unconfirmed" }));
    expect(unconfirmed.items).toHaveLength(40);
    expect(unconfirmed.items.every((s) => !s.isConfirmed)).toBe(true);
    const hits = await listSubscribers(admin, query({ q: "READER11" }));
    expect(hits.items.map((s) => s.email)).toEqual(
      [119, 118, 117, 116, 115, 114, 113, 112, 111, 110].map((i) => `reader${i}@example.test`),
    );
    expect((await listSubscribers(admin, query({ q: "11", filter: "confirmed" }))).items).toHaveLength(50);
    expect(await getSubscriberStats(admin)).toMatchObject({ total: 120, confirmed: 80, unconfirmed: 40 });
    expect((await subscribersPage(admin, query())).stats.total).toBe(120);
  });

  it("exports subscribers_{date}.csv, streamed, with formula cells escaped", async () => {
    const { stream, fileName } = await exportSubscribers(admin, query(), new Date("2026-11-22T08:00:00Z"));
    expect(fileName).toBe("subscribers_2026-11-22.csv");
    const text = await streamText(stream);
    expect(
      text.startsWith("\uFEFFEmail,Source,Status,Subscribed At,Confirmed At,Created At,Unsubscribed At,"),
    ).toBe(true);
    const rows = parseCsv(text).slice(1);
    expect(rows).toHaveLength(120);
    expect(rows.find((r) => r[0].includes("calc"))?.[0]).toBe("'=cmd|' /C calc'!A0@example.test");
    const { stream: filtered } = await exportSubscribers(admin, query({ filter: "unconfirmed" }));
    const unconfirmed = parseCsv(await streamText(filtered)).slice(1);
    expect(unconfirmed).toHaveLength(40);
    expect(new Set(unconfirmed.map((r) => r[2]))).toEqual(new Set(["Unconfirmed"]));
  });

  it("deletes a subscriber, and reports one that is gone", async () => {
    const [row] = await testDb.db().select().from(subscribers).limit(1);
    await deleteSubscriber(admin, row.id);
    expect((await getSubscriberStats(admin)).total).toBe(119);
    await expect(deleteSubscriber(admin, row.id)).rejects.toThrow("This subscriber no longer exists");
  });

  it("keeps the per-day counts exact through inserts, updates, deletes and truncate", async () => {
    const db = testDb.db();
    const direct = async () => {
      const { rows } = (await db.execute(sql`
        select (created_at at time zone 'UTC')::date::text as day, count(*)::int as subscribed,
          (count(*) filter (where is_confirmed))::int as confirmed
        from subscribers group by 1 order by 1`)) as unknown as { rows: { day: string }[] };
      return rows;
    };
    const kept = () =>
      db
        .select({
          day: subscriberDailyCounts.day,
          subscribed: subscriberDailyCounts.subscribed,
          confirmed: subscriberDailyCounts.confirmed,
        })
        .from(subscriberDailyCounts)
        .where(sql`${subscriberDailyCounts.subscribed} <> 0`)
        .orderBy(subscriberDailyCounts.day);
    await db.update(subscribers).set({ isConfirmed: true }).where(sql`${subscribers.email} like 'reader00%'`);
    await db
      .update(subscribers)
      .set({ createdAt: new Date("2025-12-31T23:59:59Z") })
      .where(sql`${subscribers.email} like 'reader01%'`);
    await db.delete(subscribers).where(sql`${subscribers.email} like 'reader02%'`);
    expect(await kept()).toEqual(await direct());
    expect((await kept()).map((r) => r.day)).toContain("2025-12-31");
    expect(await getSubscriberStats(admin)).toMatchObject({ total: 109 });
    await db.execute(sql`truncate subscribers`);
    expect(await getSubscriberStats(admin)).toEqual({
      total: 0,
      confirmed: 0,
      unconfirmed: 0,
      unsubscribed: 0,
      bounced: 0,
    });
  });

  it("refuses deleting in preview mode, where every visitor is the demo admin", async () => {
    const env = getEnv();
    setEnv({ ...env, PREVIEW_MODE: true });
    try {
      await expect(deleteSubscriber(admin, crypto.randomUUID())).rejects.toThrow(
        "Subscriber deletion is disabled in preview mode",
      );
    } finally {
      setEnv(env);
    }
  });

  it("refuses client users in every function", async () => {
    const client = clientActor();
    await expectForbidden(() => listSubscribers(client, query()));
    await expectForbidden(() => getSubscriberStats(client));
    await expectForbidden(() => subscribersPage(client, query()));
    await expectForbidden(() => deleteSubscriber(client, crypto.randomUUID()));
    await expectForbidden(() => exportSubscribers(client, query()));
  });
});
