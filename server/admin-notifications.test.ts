import { describe, expect, it } from "vitest";
import { adminActor, clientActor, expectForbidden } from "../tests/support/actors.ts";
import { createClientWorld } from "../tests/support/portal-data.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { sidebarBadges } from "./admin-nav.ts";
import { listWaiting } from "./admin-notifications.ts";
import { contactSubmissions } from "./db/schema.ts";
import { markConversationRead, sendClientMessage } from "./projects/messages.ts";

const testDb = useTestDatabase();
const admin = adminActor();

describe("the bell's list", () => {
  it("lists the new submissions and the unread conversations its count counts, each linking to it", async () => {
    const [fresh] = await testDb
      .db()
      .insert(contactSubmissions)
      .values([
        { name: "Nina New", email: "nina@example.test", subject: "Launch film", projectDetails: "A film" },
        { name: "Old Done", email: "old@example.test", projectDetails: "Done", status: "completed" },
      ])
      .returning();
    const world = await createClientWorld("hal");
    await sendClientMessage(world.user, { content: "Can we move the shoot to Friday?" });

    const list = await listWaiting(admin);
    expect(list.submissions).toEqual([
      expect.objectContaining({
        title: "New submission: Nina New",
        detail: "Launch film",
        href: `/admin/submissions?q=nina%40example.test#sub-${fresh.id}`,
      }),
    ]);
    // createClientWorld's own greeting and this one: one line for the conversation.
    expect(list.messages).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^2 messages from hal/),
        detail: "Can we move the shoot to Friday?",
        href: `/admin/client-portal?tab=messages&client=${world.user.id}`,
      }),
    ]);
    const badges = await sidebarBadges(admin);
    expect(badges.contacts).toBe(list.submissions.length);
    expect(badges.messages).toBe(2);

    await markConversationRead(admin, world.user.id);
    expect((await listWaiting(admin)).messages).toEqual([]);
  });

  it("refuses anyone but an admin", async () => {
    await expectForbidden(() => listWaiting(clientActor()));
  });
});
