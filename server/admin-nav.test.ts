import { describe, expect, it, vi } from "vitest";
import { adminActor, clientActor, expectForbidden } from "../tests/support/actors.ts";
import { createActor, createClientWorld } from "../tests/support/portal-data.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { sidebarBadges } from "./admin-nav.ts";
import { clientMessages, contactSubmissions, users } from "./db/schema.ts";
import {
  commentOnVersion,
  decideVersion,
  getReview,
  markReviewSeen,
  requestApproval,
} from "./projects/approvals.ts";
import { createDeliverable } from "./projects/deliverables.ts";

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
    expect(await sidebarBadges(adminActor())).toEqual({ contacts: 2, messages: 1, reviews: 0 });
  });

  it("shows 0 for a count that fails, and logs it", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    await testDb.withoutTable("client_messages", async () => {
      expect(await sidebarBadges(adminActor())).toEqual({ contacts: 2, messages: 0, reviews: 0 });
    });
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it("counts deliverables with client comments or decisions that no admin has opened (issue 32)", async () => {
    const reviews = async () => (await sidebarBadges(adminActor())).reviews;
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("badge");
    const cut = await createDeliverable(admin, {
      projectId: world.project.id,
      fileName: "Cut",
      fileUrl: "https://files.example/cut.mp4",
    });
    const v1 = (await getReview(admin, cut.id)).versions[0];
    // The agency's own steps are not news to the agency.
    await requestApproval(admin, v1.id, {});
    await commentOnVersion(admin, v1.id, { body: "Here is the first cut" });
    expect(await reviews()).toBe(0);
    await commentOnVersion(world.user, v1.id, { body: "Looks good so far" });
    expect(await reviews()).toBe(1);
    // A decision on the same deliverable is still one deliverable to look at.
    await decideVersion(world.user, v1.id, "changes_requested", { body: "Shorter intro, please" });
    expect(await reviews()).toBe(1);
    // The review opened by an admin: nothing waits; the client's next comment counts again.
    await markReviewSeen(admin, cut.id);
    expect(await reviews()).toBe(0);
    await commentOnVersion(world.user, v1.id, { body: "One more thing" });
    expect(await reviews()).toBe(1);
  });

  it("is for admins only", async () => {
    await expectForbidden(() => sidebarBadges(clientActor()));
  });
});
