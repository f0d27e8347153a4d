import { describe, expect, it } from "vitest";
import { createActor, createClientWorld } from "../tests/support/portal-data.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { getDashboard } from "./dashboard.ts";
import { reviewFigures } from "./dashboard-queries.ts";
import { getDb } from "./db/client.ts";
import { deliverableVersions, projectDeliverables, projectMilestones, projectTasks } from "./db/schema.ts";
import type { SessionUser } from "./session.ts";

useTestDatabase();

describe("the dashboard's project work (issue 30 item 6)", () => {
  it("lists overdue tasks and milestones in Today's Priorities and completions in Recent Activity", async () => {
    const admin: SessionUser = {
      ...(await createActor({ admin: true })),
      name: "A",
      twoFactorEnabled: false,
    };
    const { project } = await createClientWorld("dash");
    const now = new Date("2026-11-27T18:00:00Z");
    await getDb()
      .insert(projectTasks)
      .values([
        { projectId: project.id, title: "Late storyboard", dueDate: "2026-11-01", position: 0 },
        { projectId: project.id, title: "Future edit", dueDate: "2026-12-20", position: 1 },
        {
          projectId: project.id,
          title: "Shot list",
          done: true,
          doneAt: new Date(now.getTime() - 60_000),
          position: 2,
        },
      ]);
    await getDb()
      .insert(projectMilestones)
      .values([{ projectId: project.id, title: "Approved script", dueDate: "2026-11-02", position: 0 }]);
    const dashboard = await getDashboard(admin, "30d", now);
    const titles = dashboard.priorities.map((p) => p.title);
    // Only when the five kinds the specification names leave room (this database has few leads).
    if (dashboard.priorities.length < 6) {
      expect(titles).toContain("Overdue task: Late storyboard");
      expect(titles).not.toContain("Overdue task: Future edit");
    }
    expect(dashboard.priorities.length).toBeLessThanOrEqual(6);
    expect(dashboard.activity.map((a) => a.title)).toContain("Task completed: Shot list");
  });

  it("counts deliverables with changes requested and approvals overdue, newest versions only", async () => {
    const { project } = await createClientWorld("reviews");
    const db = getDb();
    // One deliverable per case, each with its versions as [status, due date] oldest first.
    const deliverable = async (name: string, versions: [string, string | null][]) => {
      const [d] = await db
        .insert(projectDeliverables)
        .values({ projectId: project.id, fileName: name, fileUrl: `https://files.example/${name}` })
        .returning();
      await db.insert(deliverableVersions).values(
        versions.map(([status, dueDate], i) => ({
          deliverableId: d.id,
          projectId: project.id,
          number: i + 1,
          fileName: name,
          status,
          dueDate,
          decidedAt: status === "changes_requested" ? new Date(Date.UTC(2026, 10, 1 + i)) : null,
        })),
      );
      return d.id;
    };
    const today = "2026-11-27";
    const changes = await deliverable("Cut.mp4", [["changes_requested", null]]);
    await deliverable("Superseded.mp4", [
      ["changes_requested", null],
      ["draft", null],
    ]);
    const overdue = await deliverable("Poster.png", [["awaiting", "2026-11-20"]]);
    await deliverable("Due today.pdf", [["awaiting", today]]);
    await deliverable("No date.pdf", [["awaiting", null]]);
    await deliverable("Old request.pdf", [
      ["awaiting", "2026-11-01"],
      ["draft", null],
    ]);
    await deliverable("Done.pdf", [["approved", "2026-11-01"]]);
    expect(await reviewFigures(today)).toEqual([
      { kind: "changes_requested", count: 1, firstId: changes },
      { kind: "overdue_approval", count: 1, firstId: overdue },
    ]);

    const admin: SessionUser = {
      ...(await createActor({ admin: true })),
      name: "A",
      twoFactorEnabled: false,
    };
    const dashboard = await getDashboard(admin, "30d", new Date(`${today}T18:00:00Z`));
    const lines = dashboard.priorities.filter(
      (p) => p.kind === "changes-requested" || p.kind === "overdue-approval",
    );
    // This file writes no leads, so the six leave room for both lines.
    expect(lines.map((p) => [p.title, p.href])).toEqual([
      ["Changes requested: 1 deliverable", `/admin/client-portal/deliverables/${changes}`],
      ["Approvals overdue: 1 deliverable", `/admin/client-portal/deliverables/${overdue}`],
    ]);

    // A second overdue approval: the line counts both and opens the filtered list.
    await deliverable("Logo.pdf", [["awaiting", "2026-11-02"]]);
    const [, twice] = await reviewFigures(today);
    expect(twice).toMatchObject({ count: 2 });
    expect(twice.firstId).not.toBe(overdue);
  });

  it("is refused to a client", async () => {
    const client: SessionUser = { ...(await createActor()), name: "C", twoFactorEnabled: false };
    await expect(getDashboard(client, "30d")).rejects.toBeInstanceOf(Response);
  });
});
