import { describe, expect, it } from "vitest";
import { adminActor, clientActor, expectForbidden } from "../tests/support/actors.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { searchAdmin } from "./admin-search.ts";
import {
  blogPosts,
  clientMessages,
  contactSubmissions,
  contacts,
  projectDeliverables,
  projects,
  subscribers,
  users,
} from "./db/schema.ts";

const testDb = useTestDatabase();
const admin = adminActor();

describe("searchAdmin (top bar)", () => {
  it("finds projects, deliverables and client messages, linking to their Client Portal tab", async () => {
    const db = testDb.db();
    const [client] = await db
      .insert(contacts)
      .values({ name: "Ada Client", email: "ada@c.test" })
      .returning();
    const [project] = await db
      .insert(projects)
      .values({ name: "Quasar Launch Film", clientId: client.id, status: "in_progress" })
      .returning();
    await db.insert(projectDeliverables).values({ projectId: project.id, fileName: "quasar-cut.mp4" });
    const [user] = await db
      .insert(users)
      .values({ id: crypto.randomUUID(), email: "ada-user@c.test", name: "Ada" })
      .returning();
    await db.insert(clientMessages).values({ senderId: user.id, content: "Is the quasar cut ready?" });

    const results = await searchAdmin(admin, "quasar");
    expect(results.projects).toEqual([
      expect.objectContaining({
        title: "Quasar Launch Film",
        detail: "Ada Client · in progress",
        href: "/admin/client-portal?tab=projects&q=Quasar%20Launch%20Film",
      }),
    ]);
    expect(results.deliverables).toEqual([
      expect.objectContaining({ title: "quasar-cut.mp4", detail: "Quasar Launch Film" }),
    ]);
    expect(results.messages).toEqual([
      expect.objectContaining({
        title: "Is the quasar cut ready?",
        href: "/admin/client-portal?tab=messages&q=quasar",
      }),
    ]);
  });

  it("finds contacts, submissions, subscribers and posts, grouped, with links to their lists", async () => {
    const db = testDb.db();
    await db.insert(contacts).values([
      { name: "Nova Reyes", email: "nova@studio.test", company: "Nova Studio" },
      { name: "Other", email: "other@x.test" },
    ]);
    await db
      .insert(contactSubmissions)
      .values({ name: "Sam", email: "sam@novalabs.test", projectDetails: "-" });
    await db
      .insert(subscribers)
      .values([{ email: "supernova@mail.test", isConfirmed: true }, { email: "x@mail.test" }]);
    await db
      .insert(blogPosts)
      .values({ slug: "nova", title: "How Nova grew", content: "<p>x</p>", status: "published" });

    const results = await searchAdmin(admin, "  NOVA ");
    expect(results.q).toBe("NOVA");
    expect(results.contacts).toEqual([
      expect.objectContaining({
        title: "Nova Reyes",
        detail: "nova@studio.test · New Lead",
        href: "/admin/contacts?q=nova%40studio.test",
      }),
    ]);
    expect(results.submissions.map((s) => s.title)).toEqual(["Sam"]);
    expect(results.subscribers).toEqual([
      expect.objectContaining({
        title: "supernova@mail.test",
        detail: "Confirmed",
        href: "/admin/subscribers?q=supernova%40mail.test",
      }),
    ]);
    expect(results.posts.map((p) => p.title)).toEqual(["How Nova grew"]);
  });

  it("finds submissions by their subject and by the text of the brief, linking to the list that shows them", async () => {
    const db = testDb.db();
    await db.insert(contactSubmissions).values([
      {
        name: "Lena Ortiz",
        email: "lena@ortiz.test",
        subject: "Holiday gondola campaign",
        projectDetails: "A short film for the season.",
      },
      {
        name: "Max Weber",
        email: "max@weber.test",
        subject: "Brand refresh",
        projectDetails: "We need a new look for our zeppelin tours.",
        message: "A logo people remember",
      },
    ]);
    const bySubject = await searchAdmin(admin, "gondola");
    expect(bySubject.submissions).toEqual([
      expect.objectContaining({
        title: "Lena Ortiz",
        detail: "Holiday gondola campaign · lena@ortiz.test · New",
        href: "/admin/submissions?q=lena%40ortiz.test",
      }),
    ]);
    expect((await searchAdmin(admin, "zeppelin")).submissions.map((s) => s.title)).toEqual(["Max Weber"]);
    expect((await searchAdmin(admin, "people remember")).submissions.map((s) => s.title)).toEqual([
      "Max Weber",
    ]);
  });

  it("needs 2 characters, and 3 for subscribers", async () => {
    expect(await searchAdmin(admin, "n")).toMatchObject({
      contacts: [],
      submissions: [],
      subscribers: [],
      posts: [],
    });
    const two = await searchAdmin(admin, "no");
    expect(two.contacts.length).toBeGreaterThan(0);
    expect(two.subscribers).toEqual([]);
  });

  it("treats LIKE wildcards as plain characters", async () => {
    expect((await searchAdmin(admin, "%%")).contacts).toEqual([]);
    expect((await searchAdmin(admin, "__")).contacts).toEqual([]);
  });

  it("is for admins only", async () => {
    await expectForbidden(() => searchAdmin(clientActor(), "nova"));
  });
});
