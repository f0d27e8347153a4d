import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../../core/revenue/range.ts";
import { setSetting } from "../../tests/support/campaign-data.ts";
import { parseIcal } from "../../tests/support/ical.ts";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { getDb } from "../db/client.ts";
import { contacts, invoices, projectMilestones, projects, projectTasks } from "../db/schema.ts";
import { createRealtimeHub, type RealtimeHub } from "../realtime.ts";
import type { SessionUser } from "../session.ts";
import { feedResponse } from "./feed.ts";
import { cachedFeedText, clearFeedCache } from "./feed-cache.ts";
import { renewFeedToken } from "./feed-token.ts";
import { gatherCalendar } from "./gather.ts";
import { calendarPage } from "./page.ts";

/* Decision 031: a month, a week and the feed read exactly their window, a month sends at most
   three items a day (the rest counted, in SQL), and the feed holds what is still to do. */

const testDb = useTestDatabase();

const NOW = new Date("2026-03-11T18:00:00Z");
const TODAY = "2026-03-11";
const AGENCY = { timeZone: "UTC", today: TODAY };
// The month view of March 2026 runs from Sunday 1 March to Saturday 4 April.
const MARCH = { from: "2026-03-01", to: "2026-04-04" };

let admin: SessionUser;
let projectId: string;

const task = (title: string, dueDate: string, done = false) => ({
  projectId,
  title,
  dueDate,
  done,
  doneAt: done ? NOW : null,
});

beforeAll(async () => {
  await setSetting(getDb(), "timeZone", "UTC");
  const actor = await createActor({ admin: true });
  admin = { ...actor, name: actor.email, twoFactorEnabled: false };
  const { project, contact } = await createClientWorld("window");
  projectId = project.id;
  await getDb()
    .update(projects)
    .set({ startDate: "2026-03-02", endDate: "2026-08-28" })
    .where(eq(projects.id, project.id));
  await getDb()
    .insert(projectTasks)
    .values([
      // A busy day: five tasks and a milestone on the 10th.
      ...["Echo", "alpha", "Delta", "Bravo", "Charlie"].map((t) => task(`Task ${t}`, "2026-03-10")),
      // The month's first and last day, and the days just outside it.
      task("First day", "2026-03-01"),
      task("Last day", "2026-04-04"),
      task("Day before", "2026-02-28"),
      task("Day after", "2026-04-05"),
      // For the feed: done work, work just inside and just outside its window (30 back, 180 ahead).
      task("Done task", "2026-03-12", true),
      task("Overdue inside", addDays(TODAY, -30)),
      task("Overdue outside", addDays(TODAY, -31)),
      task("Far inside", addDays(TODAY, 180)),
      task("Far outside", addDays(TODAY, 181)),
    ]);
  await getDb()
    .insert(projectMilestones)
    .values([
      { projectId, title: "Rough cut", dueDate: "2026-03-10" },
      { projectId, title: "Kick-off", dueDate: "2026-03-05", done: true, doneAt: NOW },
    ]);
  await getDb().insert(invoices).values({
    number: "INV-2026-0900",
    contactId: contact.id,
    status: "paid",
    issueDate: "2026-03-01",
    dueDate: "2026-03-20",
    subtotal: "50.00",
    tax: "0",
    total: "50.00",
  });
  await getDb()
    .update(contacts)
    .set({ nextFollowUp: new Date("2026-03-16T00:00:00Z") })
    .where(eq(contacts.id, contact.id));
});

const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe("a calendar window reads exactly its days", () => {
  it("a week holds every item of its seven days and none of the next", async () => {
    const items = await gatherCalendar(admin, { from: "2026-03-08", to: "2026-03-14" }, { agency: AGENCY });
    expect(titles(items.filter((i) => i.kind === "task"))).toEqual([
      "Task alpha",
      "Task Bravo",
      "Task Charlie",
      "Task Delta",
      "Task Echo",
      "Done task",
    ]);
    expect(titles(items.filter((i) => i.kind === "milestone"))).toEqual(["Rough cut"]);
  });

  it("a month holds its first and last day, not the days around it", async () => {
    const items = await gatherCalendar(admin, MARCH, { agency: AGENCY, kinds: ["task"] });
    const shown = titles(items);
    expect(shown).toContain("First day");
    expect(shown).toContain("Last day");
    expect(shown).not.toContain("Day before");
    expect(shown).not.toContain("Day after");
    expect(items).toHaveLength(5 + 2 + 1); // the busy day, both ends and the done task
  });

  it("a month sends three items a day in the calendar's order and counts the rest", async () => {
    const page = await calendarPage(admin, new URLSearchParams("view=month&date=2026-03-01"), NOW);
    expect(page.range).toEqual(MARCH);
    const busy = page.items.filter((i) => i.start === "2026-03-10");
    // A milestone comes before the tasks of its day; the tasks by title.
    expect(titles(busy)).toEqual(["Rough cut", "Task alpha", "Task Bravo"]);
    expect(page.more["2026-03-10"]).toBe(3);
    expect(page.counts.task).toBe(8);
    expect(page.counts.milestone).toBe(2);
    // Filtered to tasks only, the day shows three tasks and counts the other two.
    const tasksOnly = await calendarPage(
      admin,
      new URLSearchParams("view=month&date=2026-03-01&kinds=task"),
      NOW,
    );
    expect(titles(tasksOnly.items.filter((i) => i.start === "2026-03-10"))).toEqual([
      "Task alpha",
      "Task Bravo",
      "Task Charlie",
    ]);
    expect(tasksOnly.more["2026-03-10"]).toBe(2);
    expect(tasksOnly.counts.milestone).toBe(2);
  });
});

describe("an invoice on the calendar", () => {
  it("links to the invoice itself (its PDF, as the revenue screen opens it)", async () => {
    const items = await gatherCalendar(admin, MARCH, { agency: AGENCY, kinds: ["invoice-due"] });
    const [row] = await getDb()
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.number, "INV-2026-0900"));
    expect(items.map((i) => [i.title, i.href])).toEqual([
      ["Invoice INV-2026-0900 due", `/files/invoices/${row.id}`],
    ]);
  });
});

describe("the feed holds what is still to do, 30 days back and 180 ahead", () => {
  it("leaves out done work and what lies outside its window, and keeps everything else", async () => {
    const url = await renewFeedToken(admin);
    const token = (url.split("/").pop() ?? "").replace(/\.ics$/, "");
    const response = await feedResponse(token, NOW);
    const summaries = parseIcal(await response.text()).events.map((e) => e.SUMMARY);
    expect(summaries).toContain("Task: Overdue inside (overdue)");
    expect(summaries).toContain("Task: Far inside");
    expect(summaries).toContain("Task: Task Echo (overdue)");
    expect(summaries).toContain("Milestone: Rough cut (overdue)");
    expect(summaries).toContain("Project start: Start: window Project");
    expect(summaries).toContain("Project end: End: window Project");
    expect(summaries).toContain("Follow-up: Follow up: window Person");
    // A paid invoice is history the agency may want beside its month; it stays (marked done).
    expect(summaries).toContain("Invoice due: Invoice INV-2026-0900 due (done)");

    expect(summaries).not.toContain("Task: Done task (done)");
    expect(summaries).not.toContain("Milestone: Kick-off (done)");
    expect(summaries.filter((s) => /Overdue outside|Far outside/.test(s ?? ""))).toEqual([]);
  });
});

describe("the feed's kept text", () => {
  let hub: RealtimeHub;
  beforeAll(async () => {
    hub = createRealtimeHub(testDb.database());
    await hub.start();
  });
  afterAll(() => hub?.stop());

  it("answers every poll from the kept text and builds it again in the background", async () => {
    clearFeedCache();
    let builds = 0;
    let failing = false;
    const build = async () => {
      if (failing) throw new Error("the database is away");
      return new TextEncoder().encode(`text ${++builds}`);
    };
    const read = async (key: string) => new TextDecoder().decode(await cachedFeedText(key, build));
    // The first poll of the process waits for the first text; the next ones do not build.
    expect(await read("day")).toBe("text 1");
    expect(await read("day")).toBe("text 1");
    expect(builds).toBe(1);
    // Another day moves the window: that poll still gets the kept text, and starts a build.
    expect(await read("next day")).toBe("text 1");
    await expect.poll(() => read("next day"), { timeout: 5000, interval: 50 }).toBe("text 2");

    // A change of a calendar table (through the live channel) is built without waiting for a poll.
    await getDb().insert(projectTasks).values(task("Added later", "2026-03-20"));
    await expect.poll(() => builds, { timeout: 10_000, interval: 50 }).toBe(3);
    expect(await read("next day")).toBe("text 3");
    expect(builds).toBe(3);

    // A build that fails keeps the text there is.
    failing = true;
    const errors = vi.mocked(console.error).mockImplementation(() => {});
    expect(await read("third day")).toBe("text 3");
    await expect.poll(() => errors.mock.calls.length, { timeout: 5000, interval: 50 }).toBeGreaterThan(0);
    expect(await read("third day")).toBe("text 3");
    expect(errors).toHaveBeenCalledWith("[calendar] the feed could not be built:", expect.any(Error));
    clearFeedCache();
  });
});
