import { describe, expect, it } from "vitest";
import { createActor, createClientWorld } from "../tests/support/portal-data.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { getDashboard } from "./dashboard.ts";
import { getDb } from "./db/client.ts";
import { projectMilestones, projectTasks } from "./db/schema.ts";
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

  it("is refused to a client", async () => {
    const client: SessionUser = { ...(await createActor()), name: "C", twoFactorEnabled: false };
    await expect(getDashboard(client, "30d")).rejects.toBeInstanceOf(Response);
  });
});
