import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { countRows } from "./row-count.ts";
import { subscribers } from "./schema.ts";

const testDb = useTestDatabase();

describe("a list's total", () => {
  it("is exact up to the limit and the planner's estimate above it", async () => {
    await testDb
      .db()
      .insert(subscribers)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          email: `count${i}@example.test`,
          isConfirmed: i % 3 === 0,
        })),
      );
    expect(await countRows(subscribers, undefined)).toEqual({ total: 300, estimated: false });
    expect(await countRows(subscribers, eq(subscribers.isConfirmed, true))).toEqual({
      total: 100,
      estimated: false,
    });
    // Above the limit the rows are not all counted: the total is an estimate, never below the limit.
    const estimate = await countRows(subscribers, undefined, 50);
    expect(estimate.estimated).toBe(true);
    expect(estimate.total).toBeGreaterThan(50);
    const filtered = await countRows(subscribers, eq(subscribers.isConfirmed, true), 20);
    expect(filtered.estimated).toBe(true);
    expect(filtered.total).toBeGreaterThan(20);
  });
});
