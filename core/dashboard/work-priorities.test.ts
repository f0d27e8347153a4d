import { describe, expect, it } from "vitest";
import { recentActivity } from "./activity.ts";
import {
  type OverdueWorkCandidate,
  PRIORITY_LIMIT,
  type ReviewWorkCount,
  selectPriorities,
} from "./priorities.ts";

const now = new Date("2026-11-27T18:00:00Z");
const work = (id: string, extra: Partial<OverdueWorkCandidate> = {}): OverdueWorkCandidate => ({
  id,
  kind: "task",
  title: `Task ${id}`,
  dueDate: "2026-11-20",
  done: false,
  projectId: "p1",
  projectName: "Acme film",
  ...extra,
});
const empty = {
  highValueSubmissions: [],
  highValueContacts: [],
  overduePayments: [],
  newSubmissions: [],
  newContacts: [],
};
const contact = (i: number) => ({
  id: `c${i}`,
  name: `C${i}`,
  email: `c${i}@x.test`,
  company: null,
  status: "new",
  service: null,
  value: null,
  at: now,
});
const submission = (i: number) => ({
  id: `s${i}`,
  name: `S${i}`,
  email: `s${i}@x.test`,
  status: "new",
  service: null,
  budgetRange: null,
  message: "Hi",
  at: now,
});

describe("overdue tasks and milestones in Today's Priorities", () => {
  it("takes up to two, oldest due first, past the agency's today only, linking the project", () => {
    const items = selectPriorities(
      {
        ...empty,
        overdueWork: [
          work("a", { dueDate: "2026-11-10" }),
          work("m", { kind: "milestone", title: "First cut", dueDate: "2026-11-12" }),
          work("b", { dueDate: "2026-11-13" }),
        ],
      },
      now,
      "USD",
      "2026-11-27",
    );
    expect(items.map((i) => [i.kind, i.title, i.href])).toEqual([
      ["overdue-task", "Overdue task: Task a", "/admin/projects/p1"],
      ["overdue-milestone", "Overdue milestone: First cut", "/admin/projects/p1"],
    ]);
    expect(items[0].description).toBe("Acme film · due 2026-11-10");
  });

  it("re-checks the rule: due today or done is not overdue", () => {
    const items = selectPriorities(
      { ...empty, overdueWork: [work("t", { dueDate: "2026-11-27" }), work("d", { done: true })] },
      now,
      "USD",
      "2026-11-27",
    );
    expect(items).toEqual([]);
  });

  it("comes after the five kinds the specification names, within the six", () => {
    const items = selectPriorities(
      {
        ...empty,
        newSubmissions: [1, 2, 3].map(submission),
        newContacts: [4, 5].map(contact),
        overdueWork: [work("a"), work("b")],
      },
      now,
      "USD",
      "2026-11-27",
    );
    expect(items).toHaveLength(PRIORITY_LIMIT);
    expect(items.map((i) => i.kind)).toEqual([
      "new-submission",
      "new-submission",
      "new-submission",
      "new-contact",
      "new-contact",
      "overdue-task",
    ]);
  });
});

describe("deliverable reviews in Today's Priorities (issue 32 item 5)", () => {
  const review = (kind: ReviewWorkCount["kind"], count: number, firstId: string | null = "d1") => ({
    kind,
    count,
    firstId,
  });

  it("counts changes requested and overdue approvals, each linking to where it is handled", () => {
    const items = selectPriorities(
      { ...empty, reviewWork: [review("changes_requested", 3), review("overdue_approval", 2)] },
      now,
    );
    expect(items.map((i) => [i.kind, i.title, i.href])).toEqual([
      [
        "changes-requested",
        "Changes requested: 3 deliverables",
        "/admin/client-portal?tab=deliverables&state=changes_requested",
      ],
      [
        "overdue-approval",
        "Approvals overdue: 2 deliverables",
        "/admin/client-portal?tab=deliverables&state=awaiting",
      ],
    ]);
    expect(items.every((i) => !i.urgent && i.person === null)).toBe(true);
  });

  it("links a single one straight to its review, and leaves out a kind with none", () => {
    const items = selectPriorities(
      { ...empty, reviewWork: [review("changes_requested", 0, null), review("overdue_approval", 1, "d9")] },
      now,
    );
    expect(items.map((i) => [i.title, i.href])).toEqual([
      ["Approvals overdue: 1 deliverable", "/admin/client-portal/deliverables/d9"],
    ]);
  });

  it("comes after overdue work, within the six", () => {
    const items = selectPriorities(
      {
        ...empty,
        newSubmissions: [1, 2, 3].map(submission),
        newContacts: [4].map(contact),
        overdueWork: [work("a")],
        reviewWork: [review("changes_requested", 1), review("overdue_approval", 4)],
      },
      now,
      "USD",
      "2026-11-27",
    );
    expect(items).toHaveLength(PRIORITY_LIMIT);
    expect(items.slice(-2).map((i) => i.kind)).toEqual(["overdue-task", "changes-requested"]);
  });
});

describe("task and milestone completions in Recent Activity", () => {
  it("are listed with the project, newest first among the rest", () => {
    const items = recentActivity(
      {
        subscribers: [
          { id: "s", email: "s@x.test", source: "website", at: new Date(now.getTime() - 600_000) },
        ],
        submissions: [],
        contacts: [],
        transactions: [],
        completions: [
          {
            id: "t1",
            kind: "task",
            title: "Storyboard",
            projectName: "Acme film",
            at: new Date(now.getTime() - 60_000),
          },
          {
            id: "m1",
            kind: "milestone",
            title: "First cut",
            projectName: "Acme film",
            at: new Date(now.getTime() - 120_000),
          },
        ],
      },
      now,
    );
    expect(items.map((i) => [i.kind, i.title, i.description])).toEqual([
      ["task", "Task completed: Storyboard", "Acme film"],
      ["milestone", "Milestone reached: First cut", "Acme film"],
      ["subscriber", "New newsletter subscriber", "s@x.test via website"],
    ]);
  });
});
