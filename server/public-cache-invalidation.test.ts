import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { appSettings, blogPosts } from "./db/schema.ts";
import { createPageCache, PUBLIC_TABLES } from "./http/page-cache.ts";
import { createRealtimeHub, liveChangesListening, onLiveChange, type RealtimeHub } from "./realtime.ts";
import { getPublicSettings } from "./settings.ts";

/* Issue 13: the settings and the public page cache live in memory and follow the live channel. */
const testDb = useTestDatabase();

let hub: RealtimeHub;
beforeAll(async () => {
  hub = createRealtimeHub(testDb.database());
  await hub.start();
});
afterAll(() => hub?.stop());

async function eventually(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe("in-memory copies follow the live channel", () => {
  it("settings read from memory change after a change of app_settings", async () => {
    expect(liveChangesListening()).toBe(true);
    const before = await getPublicSettings();
    await testDb.db().insert(appSettings).values({ key: "contactEmail", value: "new-address@example.test" });
    expect(
      await eventually(async () => (await getPublicSettings()).contactEmail === "new-address@example.test"),
    ).toBe(true);
    expect(before.contactEmail).not.toBe("new-address@example.test");
  });

  it("the page cache empties on a change of blog posts or settings", async () => {
    const cache = createPageCache();
    const stop = onLiveChange((table) => PUBLIC_TABLES.has(table) && cache.clear());
    const render = async () => new Response("<p>page</p>", { headers: { "content-type": "text/html" } });
    await cache.get("/blog", render);
    expect(cache.size).toBe(1);
    await testDb
      .db()
      .insert(blogPosts)
      .values({ title: "Fresh", slug: "fresh", content: "<p>x</p>", status: "published" });
    expect(await eventually(() => cache.size === 0)).toBe(true);
    await cache.get("/", render);
    await testDb.db().insert(appSettings).values({ key: "calendlyUrl", value: "https://calendly.com/x" });
    expect(await eventually(() => cache.size === 0)).toBe(true);
    stop();
  });
});
