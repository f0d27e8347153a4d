import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setSetting } from "../../tests/support/campaign-data.ts";
import { parseIcal, prop } from "../../tests/support/ical.ts";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { getDb } from "../db/client.ts";
import {
  contacts,
  emailCampaigns,
  invoices,
  projectMilestones,
  projects,
  projectTasks,
  users,
} from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { feedResponse } from "./feed.ts";
import { feedStatus, renewFeedToken, revokeFeedToken } from "./feed-token.ts";
import { gatherCalendar } from "./gather.ts";
import { calendarPage } from "./page.ts";

useTestDatabase();

// The agency's "today" in these tests: 27 Nov 2026 at 18:00 UTC (noon in Chicago).
const NOW = new Date("2026-11-27T18:00:00Z");
const TODAY = { timeZone: "America/Chicago", today: "2026-11-27" };
const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };

async function status(promise: Promise<unknown>) {
  try {
    await promise;
    return "allowed";
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

const asUser = (actor: Awaited<ReturnType<typeof createActor>>): SessionUser => ({
  ...actor,
  name: actor.email,
  twoFactorEnabled: false,
});

async function seedWorld() {
  const db = getDb();
  const { project, contact } = await createClientWorld("cal");
  await db
    .update(projects)
    .set({ startDate: "2026-11-02", endDate: "2026-11-20" })
    .where(eq(projects.id, project.id));
  await db.insert(projectMilestones).values([
    { projectId: project.id, title: "First cut", dueDate: "2026-11-10", position: 0 },
    { projectId: project.id, title: "Approved", dueDate: "2026-11-12", position: 1, done: true, doneAt: NOW },
  ]);
  await db.insert(projectTasks).values([
    { projectId: project.id, title: "Storyboard", dueDate: "2026-11-27", position: 0 },
    { projectId: project.id, title: "Old task", dueDate: "2026-11-03", position: 1 },
    { projectId: project.id, title: "December task", dueDate: "2026-12-03", position: 2 },
  ]);
  // A day typed in the form (midnight UTC), and an instant late on the 6th in UTC: the 5th in Chicago.
  await db
    .update(contacts)
    .set({ nextFollowUp: new Date("2026-11-30T00:00:00Z") })
    .where(eq(contacts.id, contact.id));
  const [late] = await db
    .insert(contacts)
    .values({
      name: "Late Caller",
      email: "late@example.test",
      company: "Night Co",
      nextFollowUp: new Date("2026-11-06T03:30:00Z"),
    })
    .returning();
  await db.insert(emailCampaigns).values([
    {
      name: "Winter news",
      subject: "Winter",
      content: "<p>x</p>",
      status: "scheduled",
      scheduledFor: new Date("2026-11-28T15:00:00Z"),
    },
    {
      name: "Autumn news",
      subject: "Autumn",
      content: "<p>x</p>",
      status: "sent",
      sentAt: new Date("2026-11-04T16:00:00Z"),
    },
    {
      name: "Draft news",
      subject: "Draft",
      content: "<p>x</p>",
      status: "draft",
      scheduledFor: new Date("2026-11-10T15:00:00Z"),
    },
  ]);
  const invoice = (number: string, status: "sent" | "paid" | "draft", dueDate: string) => ({
    number,
    contactId: contact.id,
    projectId: project.id,
    status,
    issueDate: "2026-10-01",
    dueDate,
    subtotal: "100.00",
    tax: "0",
    total: "100.00",
  });
  await db
    .insert(invoices)
    .values([
      invoice("INV-2026-0101", "sent", "2026-11-15"),
      invoice("INV-2026-0102", "paid", "2026-11-16"),
      invoice("INV-2026-0103", "draft", "2026-11-17"),
      invoice("INV-2026-0104", "sent", "2026-11-27"),
    ]);
  return { project, contact, late };
}

describe("gathering the calendar", () => {
  it("collects every kind on the agency's days, with overdue and done marked", async () => {
    const admin = asUser(await createActor({ admin: true }));
    const { project, contact, late } = await seedWorld();
    const items = await gatherCalendar(admin, NOVEMBER, { agency: TODAY });
    const by = (id: string) => items.find((i) => i.id === id);
    const titles = items.map((i) => i.title);

    expect(by(`project-start:${project.id}`)).toMatchObject({
      start: "2026-11-02",
      allDay: true,
      overdue: false,
    });
    expect(by(`project-end:${project.id}`)).toMatchObject({
      start: "2026-11-20",
      overdue: true,
      href: `/admin/projects/${project.id}`,
    });
    expect(items.filter((i) => i.kind === "milestone").map((i) => [i.title, i.overdue, i.done])).toEqual([
      ["First cut", true, false],
      ["Approved", false, true],
    ]);
    expect(titles).toContain("Storyboard");
    expect(titles).not.toContain("December task");
    expect(items.find((i) => i.title === "Storyboard")?.overdue).toBe(false);
    expect(items.find((i) => i.title === "Old task")?.overdue).toBe(true);

    expect(by(`follow-up:${contact.id}`)).toMatchObject({
      start: "2026-11-30",
      overdue: false,
      href: `/admin/contacts/${contact.id}`,
    });
    expect(by(`follow-up:${late.id}`)).toMatchObject({
      start: "2026-11-05",
      overdue: true,
      detail: "Night Co",
    });

    const campaigns = items.filter((i) => i.kind === "campaign");
    expect(campaigns.map((c) => [c.title, c.allDay, c.done])).toEqual([
      ["Sent: Autumn news", false, true],
      ["Winter news", false, false],
    ]);

    const due = items.filter((i) => i.kind === "invoice-due").map((i) => [i.title, i.overdue, i.done]);
    expect(due).toEqual([
      ["Invoice INV-2026-0101 due", true, false],
      ["Invoice INV-2026-0102 due", false, true],
      ["Invoice INV-2026-0104 due", false, false],
    ]);
  });

  it("reads the agency's zone from the settings: the same instant moves to the next day in Tokyo", async () => {
    const admin = asUser(await createActor({ admin: true }));
    await setSetting(getDb(), "timeZone", "Asia/Tokyo");
    try {
      const page = await calendarPage(admin, new URLSearchParams("view=month&date=2026-11-01"), NOW);
      expect(page.timeZone).toBe("Asia/Tokyo");
      expect(page.today).toBe("2026-11-28");
      const late = page.items.find((i) => i.title === "Follow up: Late Caller");
      expect(late?.start).toBe("2026-11-06");
      // Typed days do not move.
      expect(page.items.find((i) => i.title === "Follow up: cal Person")?.start).toBe("2026-11-30");
    } finally {
      await setSetting(getDb(), "timeZone", "America/Chicago");
    }
  });

  it("filters kinds from the URL but still counts them all", async () => {
    const admin = asUser(await createActor({ admin: true }));
    const page = await calendarPage(
      admin,
      new URLSearchParams("view=month&date=2026-11-01&kinds=invoice-due"),
      NOW,
    );
    expect(new Set(page.items.map((i) => i.kind))).toEqual(new Set(["invoice-due"]));
    expect(page.counts.task).toBeGreaterThan(0);
    expect(page.range).toEqual({ from: "2026-11-01", to: "2026-12-05" });
  });

  it("is refused to a client, before any source reads", async () => {
    const client = asUser(await createActor());
    let read = false;
    const spy = async () => {
      read = true;
      return [];
    };
    expect(await status(gatherCalendar(client, NOVEMBER, { agency: TODAY, sources: [spy] }))).toBe(403);
    expect(read).toBe(false);
    expect(await status(gatherCalendar(null, NOVEMBER, { agency: TODAY }))).toBe(403);
    expect(await status(calendarPage(client, new URLSearchParams(), NOW))).toBe(403);
  });

  it("takes a new source with one more entry (the bookings at merge)", async () => {
    const admin = asUser(await createActor({ admin: true }));
    const booking = async () => [
      {
        id: "booking:b1",
        kind: "booking" as const,
        title: "Intro call",
        allDay: false,
        start: "2026-11-09T16:00:00.000Z",
        href: "/admin/calendar",
        overdue: false,
        done: false,
        updatedAt: NOW.toISOString(),
      },
    ];
    const items = await gatherCalendar(admin, NOVEMBER, { agency: TODAY, sources: [booking] });
    expect(items.map((i) => i.id)).toEqual(["booking:b1"]);
    const hidden = await gatherCalendar(admin, NOVEMBER, {
      agency: TODAY,
      sources: [booking],
      kinds: ["task"],
    });
    expect(hidden).toEqual([]);
  });
});

describe("the private feed", () => {
  const tokenOf = (url: string) => (url.split("/").pop() ?? "").replace(/\.ics$/, "");

  it("serves the admin's items as iCalendar; renewing retires the old URL, revoking the new", async () => {
    await setSetting(getDb(), "timeZone", "America/Chicago");
    const admin = asUser(await createActor({ admin: true }));
    expect((await feedStatus(admin)).active).toBe(false);
    const url = await renewFeedToken(admin);
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const status1 = await feedStatus(admin);
    expect(status1).toMatchObject({ active: true, hint: tokenOf(url).slice(-4) });

    const response = await feedResponse(tokenOf(url), NOW);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    const { events } = parseIcal(await response.text());
    expect(events.length).toBeGreaterThanOrEqual(10);
    const storyboard = events.find((e) => e.SUMMARY === "Task: Storyboard");
    expect(storyboard && prop(storyboard, "DTSTART")).toEqual({
      key: "DTSTART;VALUE=DATE",
      value: "20261127",
    });
    expect(storyboard?.UID).toMatch(/^task:[0-9a-f-]{36}@localhost:3000$/);
    expect(prop(storyboard ?? {}, "URL")?.value).toMatch(/^http:\/\/localhost:3000\/admin\/projects\//);

    const renewed = await renewFeedToken(admin);
    expect(renewed).not.toBe(url);
    expect((await feedResponse(tokenOf(url), NOW)).status).toBe(404);
    expect((await feedResponse(tokenOf(renewed), NOW)).status).toBe(200);

    await revokeFeedToken(admin);
    const gone = await feedResponse(tokenOf(renewed), NOW);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("Not Found");
    expect((await feedStatus(admin)).active).toBe(false);
  });

  it("answers 404 to malformed and unknown tokens, and to a token whose owner is no longer an admin", async () => {
    expect((await feedResponse(undefined)).status).toBe(404);
    expect((await feedResponse("short")).status).toBe(404);
    expect((await feedResponse("A".repeat(43))).status).toBe(404);
    const admin = asUser(await createActor({ admin: true }));
    const url = await renewFeedToken(admin);
    await getDb().update(users).set({ role: "client" }).where(eq(users.id, admin.id));
    expect((await feedResponse(tokenOf(url), NOW)).status).toBe(404);
  });

  it("never lets a client make, read or revoke a feed URL", async () => {
    const client = asUser(await createActor());
    expect(await status(renewFeedToken(client))).toBe(403);
    expect(await status(revokeFeedToken(client))).toBe(403);
    expect(await status(feedStatus(client))).toBe(403);
  });
});
