import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { adminActor } from "../../tests/support/actors.ts";
import { createSignedInUser } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { getEnv, setEnv } from "../env.ts";
import { createApp } from "../http/app.ts";
import { resetCollectState } from "./collect.ts";
import { analyticsExport } from "./export.ts";
import { getAnalytics } from "./report.ts";
import { createEventWriter, type EventWriter } from "./writer.ts";

const testDb = useTestDatabase();
const ORIGIN = "http://localhost:3000";
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

function instance(writer: EventWriter) {
  return createApp({
    mode: "production",
    build: async () => {
      throw new Error("no build in this test");
    },
    analytics: () => writer,
  });
}

function beacon(
  app: ReturnType<typeof instance>,
  body: unknown,
  init: { ip?: string; agent?: string; headers?: Record<string, string> } = {},
) {
  return app.request(
    `${ORIGIN}/api/collect`,
    {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        origin: ORIGIN,
        "user-agent": init.agent ?? CHROME,
        ...init.headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: init.ip ?? "203.0.113.7" } } },
  );
}

const count = async (table: string) =>
  Number(
    (
      (await testDb
        .db()
        .execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );

beforeAll(() => resetCollectState());
afterEach(async () => {
  resetCollectState();
  await testDb.db().execute(sql`TRUNCATE page_views, web_vitals`);
});

describe("POST /api/collect", () => {
  it("answers 202 at once and writes in one batch on flush, with the visit's details", async () => {
    const writer = createEventWriter({ maxEvents: 1000 });
    const app = instance(writer);
    const view = { k: "v", p: "/blog/x", r: "https://www.google.com/search?q=agency", w: 390, l: "en-US" };
    expect((await beacon(app, view, { agent: IPHONE })).status).toBe(202);
    expect(
      (await beacon(app, { k: "v", p: "/", um: "email", uc: "november", us: "newsletter" })).status,
    ).toBe(202);
    expect(
      (
        await beacon(app, {
          k: "m",
          p: "/",
          m: [
            ["LCP", 1234.5],
            ["CLS", 0.02],
            ["FID", 12],
          ],
        })
      ).status,
    ).toBe(202);
    // Nothing is written until the batch flushes.
    expect(await count("page_views")).toBe(0);
    expect(writer.pending()).toBe(5);
    await writer.flush();
    const rows = (
      (await testDb
        .db()
        .execute(
          sql`SELECT page_path, referrer, source, device, screen, language, utm_campaign, visitor_id FROM page_views ORDER BY page_path DESC`,
        )) as unknown as { rows: Record<string, string>[] }
    ).rows;
    expect(rows[0]).toMatchObject({
      page_path: "/blog/x",
      referrer: "https://www.google.com",
      source: "search",
      device: "mobile",
      screen: "xs",
      language: "en-us",
    });
    expect(rows[1]).toMatchObject({
      page_path: "/",
      source: "email",
      utm_campaign: "november",
      device: "desktop",
    });
    // No IP anywhere: the visitor id is a hash.
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
    expect(await count("web_vitals")).toBe(3);
  });

  it("keeps INP's element and kind of interaction (decision 026), and only INP's", async () => {
    const writer = createEventWriter({ maxEvents: 1000 });
    const app = instance(writer);
    const m = [
      ["INP", 184, "header>div>button.rounded-md", "pointer"],
      ["LCP", 900, "img.hero", "pointer"],
    ];
    expect((await beacon(app, { k: "m", p: "/services", m })).status).toBe(202);
    await writer.flush();
    const rows = (
      (await testDb
        .db()
        .execute(sql`SELECT name, target, interaction FROM web_vitals ORDER BY name`)) as unknown as {
        rows: Record<string, string | null>[];
      }
    ).rows;
    expect(rows).toEqual([
      { name: "INP", target: "header>div>button.rounded-md", interaction: "pointer" },
      { name: "LCP", target: null, interaction: null },
    ]);
    const tooLong = [["INP", 100, "x".repeat(201), "pointer"]];
    expect((await beacon(app, { k: "m", p: "/", m: tooLong })).status).toBe(400);
    expect((await beacon(app, { k: "m", p: "/", m: [["INP", 100, "a", "b", "c"]] })).status).toBe(400);
  });

  it("gives a page the site itself linked to, reached by a full load, the visit's source", async () => {
    const writer = createEventWriter({ maxEvents: 1000 });
    const app = instance(writer);
    const site = getEnv().BASE_URL;
    await beacon(app, { k: "v", p: "/", r: "https://partner.example/post", us: "partner", uc: "fall" });
    // A link followed before the app ran (decision 018), or opened in a new tab: no campaign of its own.
    await beacon(app, { k: "v", p: "/services", r: `${site}/` });
    // Another visitor from the same page of the site has no campaign to keep.
    await beacon(app, { k: "v", p: "/about", r: `${site}/` }, { ip: "198.51.100.9" });
    await writer.flush();
    const rows = (
      (await testDb
        .db()
        .execute(
          sql`SELECT page_path, source, referrer, utm_source, utm_campaign FROM page_views ORDER BY page_path`,
        )) as unknown as { rows: Record<string, string | null>[] }
    ).rows;
    const landing = {
      source: "referral",
      referrer: "https://partner.example",
      utm_source: "partner",
      utm_campaign: "fall",
    };
    expect(rows).toEqual([
      { page_path: "/", ...landing },
      {
        page_path: "/about",
        source: "direct",
        referrer: new URL(site).origin,
        utm_source: null,
        utm_campaign: null,
      },
      { page_path: "/services", ...landing },
    ]);
  });

  it("flushes by itself once N events wait", async () => {
    const writer = createEventWriter({ maxEvents: 10 });
    const app = instance(writer);
    for (let i = 0; i < 10; i++) await beacon(app, { k: "v", p: `/p${i}` }, { ip: `198.51.100.${i}` });
    await writer.flush();
    expect(await count("page_views")).toBe(10);
  });

  it("refuses bad input with 400 or 413, never a 5xx, and stores nothing", async () => {
    const writer = createEventWriter();
    const app = instance(writer);
    const bad = [
      "not json",
      { k: "v" },
      { k: "v", p: "no-slash" },
      { k: "v", p: `/${"a".repeat(600)}` },
      { k: "v", p: "/", w: -1 },
      { k: "m", p: "/", m: [["XYZ", 1]] },
      { k: "m", p: "/", m: [["LCP", -5]] },
      { k: "m", p: "/", m: [["CLS", 50]] },
      { k: "m", p: "/", m: [] },
    ];
    for (const body of bad) expect((await beacon(app, body)).status, JSON.stringify(body)).toBe(400);
    expect((await beacon(app, "x".repeat(5000))).status).toBe(413);
    expect(writer.pending()).toBe(0);
  });

  it("does not count bots, prefetches, private pages, Do Not Track, admins or preview mode", async () => {
    const writer = createEventWriter();
    const app = instance(writer);
    const view = { k: "v", p: "/" };
    await beacon(app, view, { agent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await beacon(app, view, { headers: { "sec-purpose": "prefetch" } });
    await beacon(app, { k: "v", p: "/admin/contacts" });
    await beacon(app, view, { headers: { "sec-gpc": "1" } });
    await beacon(app, view, { headers: { dnt: "1" } });
    const admin = await createSignedInUser({ admin: true });
    expect((await beacon(app, view, { headers: { cookie: admin.cookie } })).status).toBe(202);
    const env = getEnv();
    setEnv({ ...env, PREVIEW_MODE: true });
    try {
      expect((await beacon(app, view)).status).toBe(202);
    } finally {
      setEnv(env);
    }
    expect(writer.pending()).toBe(0);
    // A signed-in non-admin is a visitor like any other.
    const member = await createSignedInUser();
    await beacon(app, view, { headers: { cookie: member.cookie } });
    expect(writer.pending()).toBe(1);
  });

  it("counts a post's readers on the post, once a day, and not its admins", async () => {
    const { createPost } = await import("../blog/admin-posts.ts");
    const created = await createPost(adminActor(), {
      title: "Read Through Beacons",
      content: "<p>x</p>",
      status: "published",
    });
    if (!created.ok) throw new Error(created.message);
    const views = async () =>
      Number(
        (
          (await testDb
            .db()
            .execute(sql`SELECT views FROM blog_posts WHERE id = ${created.post.id}`)) as unknown as {
            rows: { views: number }[];
          }
        ).rows[0].views,
      );
    const writer = createEventWriter();
    const app = instance(writer);
    const read = { k: "v", p: `/blog/${created.post.slug}` };
    await beacon(app, read, { ip: "198.51.100.1" });
    await beacon(app, read, { ip: "198.51.100.1" });
    await beacon(app, read, { ip: "198.51.100.2" });
    const admin = await createSignedInUser({ admin: true });
    await beacon(app, read, { ip: "198.51.100.3", headers: { cookie: admin.cookie } });
    await writer.flush();
    expect(await views()).toBe(2);
  });

  it("limits each visitor's rate", async () => {
    const writer = createEventWriter({ maxEvents: 10_000 });
    const app = instance(writer);
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await beacon(app, { k: "v", p: "/" })).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    // Another visitor is not affected.
    expect((await beacon(app, { k: "v", p: "/" }, { ip: "192.0.2.1" })).status).toBe(202);
  });

  it("stores what several instances receive, counting one visitor once a day across them", async () => {
    const writers = [createEventWriter(), createEventWriter()];
    const apps = writers.map(instance);
    for (let i = 0; i < 20; i++)
      await beacon(apps[i % 2], { k: "v", p: `/page-${i % 4}` }, { ip: "192.0.2.50" });
    await Promise.all(writers.map((w) => w.flush()));
    expect(await count("page_views")).toBe(20);
    const report = await getAnalytics(adminActor(), "7d");
    expect(report.current.traffic.views).toBe(20);
    expect(report.current.traffic.visitors).toBe(1);
    // The export holds the same pages.
    const { zip } = await analyticsExport(adminActor(), "7d");
    const { unzipSync, strFromU8 } = await import("fflate");
    const pages = strFromU8(unzipSync(zip)["pages.csv"]);
    for (let i = 0; i < 4; i++) expect(pages).toContain(`/page-${i},5,1`);
  });
});
