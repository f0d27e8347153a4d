import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { contacts } from "../db/schema.ts";
import { createApp } from "./app.ts";

const testDb = useTestDatabase();

const app = () =>
  createApp({
    mode: "production",
    build: async () => {
      throw new Error("no build in this test");
    },
  });

describe("GET /healthz", () => {
  it("answers 200 {ok:true} when the database answers", async () => {
    const response = await app().request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("starts from a fresh migrated database with the schema's defaults", async () => {
    const [row] = await testDb
      .db()
      .insert(contacts)
      .values({ name: "Ada", email: "ada@example.test" })
      .returning();
    expect(row).toMatchObject({ status: "new", score: 50, source: "Website", tags: [] });
  });

  it("refuses a cross-origin POST", async () => {
    const response = await app().request("/contact", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });
});

describe("GET /healthz without a database", () => {
  it("answers 503", async () => {
    const broken = testDb.database();
    const ping = broken.ping;
    broken.ping = async () => {
      throw new Error("down");
    };
    try {
      const response = await app().request("/healthz");
      expect(response.status).toBe(503);
    } finally {
      broken.ping = ping;
    }
  });
});
