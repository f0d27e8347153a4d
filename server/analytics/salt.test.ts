import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { dailySalt, resetSaltCache, visitorHash } from "./salt.ts";

const testDb = useTestDatabase();

describe("daily salt", () => {
  it("is shared by instances on a day, rotates the next day and deletes the old one", async () => {
    const monday = new Date("2026-11-23T10:00:00Z");
    const a = await dailySalt(monday);
    resetSaltCache(); // another instance: nothing cached
    expect(await dailySalt(monday)).toBe(a);
    const tuesday = new Date("2026-11-24T00:00:01Z");
    const b = await dailySalt(tuesday);
    expect(b).not.toBe(a);
    const rows = (await testDb
      .db()
      .execute(sql`SELECT day::text AS day FROM analytics_salts`)) as unknown as {
      rows: { day: string }[];
    };
    expect(rows.rows.map((r) => r.day)).toEqual(["2026-11-24"]);
    // Same visitor, same site: one id a day, another the next day; never the address itself.
    const id = (salt: string) => visitorHash(salt, "203.0.113.7", "UA", "example.com");
    expect(id(a)).toBe(id(a));
    expect(id(a)).not.toBe(id(b));
    expect(id(a)).not.toContain("203");
    expect(visitorHash(a, "203.0.113.7", "UA", "other.com")).not.toBe(id(a));
  });
});
