import { describe, expect, it, vi } from "vitest";
import { adminActor, clientActor, expectForbidden } from "../tests/support/actors.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { sidebarBadges } from "./admin-nav.ts";
import { clientMessages, contactSubmissions, users } from "./db/schema.ts";

const testDb = useTestDatabase();

describe("sidebarBadges", () => {
  it("counts new submissions and unread client messages", async () => {
    const db = testDb.db();
    await db.insert(contactSubmissions).values([
      { name: "A", email: "a@x.test", projectDetails: "-" },
      { name: "B", email: "b@x.test", projectDetails: "-" },
      { name: "C", email: "c@x.test", projectDetails: "-", status: "completed" },
    ]);
    const [sender] = await db.insert(users).values({ email: "client@x.test" }).returning();
    const [agent] = await db.insert(users).values({ email: "owner@x.test", role: "admin" }).returning();
    await db.insert(clientMessages).values([
      { senderId: sender.id, content: "Hello" },
      { senderId: sender.id, content: "Read", isRead: true },
      // The admin's reply the client has not read yet is not counted.
      { senderId: agent.id, recipientId: sender.id, content: "Reply" },
    ]);
    expect(await sidebarBadges(adminActor())).toEqual({ contacts: 2, messages: 1 });
  });

  it("shows 0 for a count that fails, and logs it", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    await testDb.withoutTable("client_messages", async () => {
      expect(await sidebarBadges(adminActor())).toEqual({ contacts: 2, messages: 0 });
    });
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it("is for admins only", async () => {
    await expectForbidden(() => sidebarBadges(clientActor()));
  });
});
