import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DUE_BEFORE_START_NOTICE,
  INVALID_DATE_MESSAGE,
  PREVIEW_WORK_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  TITLE_TOO_LONG_MESSAGE,
} from "../../core/projects/work.ts";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { ActionError } from "../admin-access.ts";
import { rowsOf } from "../db/rows.ts";
import { projectMilestones, projects, projectTasks, projectWorkCounts } from "../db/schema.ts";
import { getEnv, setEnv } from "../env.ts";
import { audienceOf } from "../realtime.ts";
import { listBoardProjects, listProjectActivity, moveProjectStatus } from "./board.ts";
import { InputError } from "./errors.ts";
import {
  addMilestone,
  deleteMilestone,
  listClientMilestones,
  listMilestones,
  setMilestoneDone,
} from "./milestones.ts";
import { addTask, deleteTask, listTasks, reorderTasks, setTaskDone, updateTask } from "./tasks.ts";
import { PROJECT_GONE_MESSAGE } from "./work-support.ts";

const testDb = useTestDatabase();

/** The status of a refusal thrown as a Response (guards), or the message of an error. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return "allowed";
  } catch (error) {
    if (error instanceof Response) return error.status;
    if (error instanceof ActionError || error instanceof InputError) return error.message;
    throw error;
  }
}

describe("moving a project between statuses", () => {
  it("writes status and updated_at and records who moved it", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("move");
    const before = project.updatedAt;
    const moved = await moveProjectStatus(admin, project.id, "review");
    expect(moved.status).toBe("review");
    expect(moved.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const [history] = await listProjectActivity(admin, project.id);
    expect(history).toMatchObject({
      action: "project.status",
      actorEmail: admin.email,
      summary: "Moved from IN PROGRESS to REVIEW",
    });
  });

  it("refuses an unknown status with a message, a deleted project, a client and preview mode", async () => {
    const admin = await createActor({ admin: true });
    const { user, project } = await createClientWorld("refuse");
    expect(await refusal(moveProjectStatus(admin, project.id, "archived"))).toMatch(
      /Unknown project status "archived"/,
    );
    expect(await refusal(moveProjectStatus(user, project.id, "review"))).toBe(403);
    const env = getEnv();
    setEnv({ ...env, PREVIEW_MODE: true });
    try {
      expect(await refusal(moveProjectStatus(admin, project.id, "review"))).toBe(PREVIEW_WORK_MESSAGE);
      expect(await refusal(addTask(admin, project.id, { title: "x" }))).toBe(PREVIEW_WORK_MESSAGE);
      expect(await refusal(addMilestone(admin, project.id, { title: "x" }))).toBe(PREVIEW_WORK_MESSAGE);
    } finally {
      setEnv(env);
    }
    const [row] = await testDb.db().select().from(projects).where(eq(projects.id, project.id));
    expect(row.status).toBe("in_progress");
    await testDb.db().delete(projects).where(eq(projects.id, project.id));
    expect(await refusal(moveProjectStatus(admin, project.id, "review"))).toBe(PROJECT_GONE_MESSAGE);
    expect(await refusal(addTask(admin, project.id, { title: "Late task" }))).toBe(PROJECT_GONE_MESSAGE);
  });
});

describe("tasks", () => {
  it("adds, edits, completes, reorders and deletes, each in the history", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("tasks");
    const { task: a } = await addTask(admin, project.id, { title: "Storyboard", assigneeId: admin.id });
    const { task: b } = await addTask(admin, project.id, { title: "Shoot", dueDate: "2026-06-01" });
    expect([a.position, b.position]).toEqual([0, 1]);
    await updateTask(admin, b.id, { title: "Shoot day", dueDate: "2026-06-02" });
    await setTaskDone(admin, a.id, true);
    await reorderTasks(admin, project.id, [b.id, a.id]);
    const list = await listTasks(admin, project.id);
    expect(list.map((t) => [t.title, t.done, t.assigneeEmail])).toEqual([
      ["Shoot day", false, null],
      ["Storyboard", true, admin.email],
    ]);
    await deleteTask(admin, a.id);
    expect((await listTasks(admin, project.id)).map((t) => t.id)).toEqual([b.id]);
    const actions = (await listProjectActivity(admin, project.id)).map((h) => h.action);
    expect(actions).toEqual(
      expect.arrayContaining(["task.add", "task.edit", "task.done", "task.reorder", "task.delete"]),
    );
  });

  it("refuses bad input with the field's message and stores nothing", async () => {
    const admin = await createActor({ admin: true });
    const client = await createActor();
    const { project } = await createClientWorld("bad");
    expect(await refusal(addTask(admin, project.id, { title: "" }))).toBe(TITLE_REQUIRED_MESSAGE);
    expect(await refusal(addTask(admin, project.id, { title: "x".repeat(1000) }))).toBe(
      TITLE_TOO_LONG_MESSAGE,
    );
    expect(await refusal(addTask(admin, project.id, { title: "T", dueDate: "2026-02-30" }))).toBe(
      INVALID_DATE_MESSAGE,
    );
    expect(await refusal(addTask(admin, project.id, { title: "T", assigneeId: client.id }))).toBe(
      "Please choose one of the agency's admins",
    );
    expect(await refusal(reorderTasks(admin, project.id, ["not-a-task"]))).toMatch(/changed meanwhile/);
    const stored = await testDb
      .db()
      .select()
      .from(projectTasks)
      .where(eq(projectTasks.projectId, project.id));
    expect(stored).toHaveLength(0);
  });

  it("keeps a due date before the project's start, with a notice", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("early");
    await testDb.db().update(projects).set({ startDate: "2026-05-01" }).where(eq(projects.id, project.id));
    const { task, notice } = await addTask(admin, project.id, { title: "Prep", dueDate: "2026-04-01" });
    expect(task.dueDate).toBe("2026-04-01");
    expect(notice).toBe(DUE_BEFORE_START_NOTICE);
  });

  it("is never readable nor writable by a client", async () => {
    const admin = await createActor({ admin: true });
    const { user, project } = await createClientWorld("secret");
    const { task } = await addTask(admin, project.id, { title: "Internal" });
    expect(await refusal(listTasks(user, project.id))).toBe(403);
    expect(await refusal(addTask(user, project.id, { title: "Mine" }))).toBe(403);
    expect(await refusal(setTaskDone(user, task.id, true))).toBe(403);
    expect(await refusal(deleteTask(user, task.id))).toBe(403);
  });
});

describe("milestones", () => {
  it("a client reads the milestones of their own projects only", async () => {
    const admin = await createActor({ admin: true });
    const mine = await createClientWorld("mine");
    const theirs = await createClientWorld("theirs");
    const { milestone } = await addMilestone(admin, mine.project.id, {
      title: "Rough cut",
      dueDate: "2026-07-01",
    });
    await addMilestone(admin, theirs.project.id, { title: "Their secret" });
    await setMilestoneDone(admin, milestone.id, true);
    expect((await listMilestones(mine.user, mine.project.id)).map((m) => [m.title, m.done])).toEqual([
      ["Rough cut", true],
    ]);
    expect(await refusal(listMilestones(mine.user, theirs.project.id))).toBe(404);
    expect((await listClientMilestones(mine.user)).map((m) => m.title)).toEqual(["Rough cut"]);
    expect(await refusal(setMilestoneDone(mine.user, milestone.id, false))).toBe(403);
    expect(await refusal(deleteMilestone(theirs.user, milestone.id))).toBe(403);
  });

  it("announces a milestone change live to its project's client, and to no other client", async () => {
    const admin = await createActor({ admin: true });
    const mine = await createClientWorld("live");
    await createClientWorld("other-live");
    const { milestone } = await addMilestone(admin, mine.project.id, { title: "Live step" });
    const change = { table: "project_milestones" as const, op: "UPDATE" as const, id: milestone.id };
    expect([...(await audienceOf(testDb.db(), { ...change, project_id: mine.project.id }))]).toEqual([
      mine.user.id,
    ]);
  });

  it("answers a milestone deleted meanwhile with a message", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("gone");
    const { milestone } = await addMilestone(admin, project.id, { title: "Gone soon" });
    await deleteMilestone(admin, milestone.id);
    expect(await refusal(setMilestoneDone(admin, milestone.id, true))).toMatch(/no longer exists/);
    const left = await testDb
      .db()
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, project.id));
    expect(left).toHaveLength(0);
  });
});

describe("the board", () => {
  it("counts open tasks, finds the next milestone, marks overdue and folds old completed projects", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("board");
    const old = await createClientWorld("old");
    const db = testDb.db();
    await db.update(projects).set({ endDate: "2026-01-10" }).where(eq(projects.id, project.id));
    await db
      .update(projects)
      .set({ status: "completed", updatedAt: new Date("2025-06-01T12:00:00Z") })
      .where(eq(projects.id, old.project.id));
    await addTask(admin, project.id, { title: "Open 1" });
    const { task } = await addTask(admin, project.id, { title: "Done" });
    await addTask(admin, project.id, { title: "Open 2" });
    await setTaskDone(admin, task.id, true);
    await addMilestone(admin, project.id, { title: "Later", dueDate: "2026-03-01" });
    await addMilestone(admin, project.id, { title: "Sooner", dueDate: "2026-02-01" });
    // The folding test needs updated_at to stay in the past: set it again after the writes above.
    await db
      .update(projects)
      .set({ updatedAt: new Date("2025-06-01T12:00:00Z") })
      .where(eq(projects.id, old.project.id));
    const board = await listBoardProjects(admin, new Date("2026-02-15T12:00:00Z"));
    const card = board.projects.find((p) => p.id === project.id);
    expect(card).toMatchObject({
      clientName: "board Person",
      openTasks: 2,
      milestonesTotal: 2,
      milestonesDone: 0,
      nextMilestoneTitle: "Sooner",
      nextMilestoneOverdue: true,
      overdue: true,
      folded: false,
    });
    expect(board.projects.find((p) => p.id === old.project.id)?.folded).toBe(true);
    const client = await createActor();
    expect(await refusal(listBoardProjects(client))).toBe(403);
  });

  it("keeps each project's counts equal to its work through every kind of change", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("counts");
    const other = await createClientWorld("other-counts");
    const db = testDb.db();
    /** The kept counts beside the ones counted now, for every project with work. */
    const compare = async () => {
      const counted = rowsOf<{ id: string; open: number; total: number; done: number }>(
        await db.execute(sql`
        select p.id,
          (select count(*) from project_tasks t where t.project_id = p.id and not t.done)::int as open,
          (select count(*) from project_milestones m where m.project_id = p.id)::int as total,
          (select count(*) from project_milestones m where m.project_id = p.id and m.done)::int as done
        from projects p`),
      );
      const kept = new Map((await db.select().from(projectWorkCounts)).map((r) => [r.projectId, r]));
      for (const row of counted) {
        const k = kept.get(row.id);
        expect({
          id: row.id,
          open: k?.openTasks ?? 0,
          total: k?.milestonesTotal ?? 0,
          done: k?.milestonesDone ?? 0,
        }).toEqual(row);
      }
      return kept;
    };
    const a = await addTask(admin, project.id, { title: "A" });
    const b = await addTask(admin, project.id, { title: "B" });
    await addTask(admin, other.project.id, { title: "Elsewhere" });
    await setTaskDone(admin, a.task.id, true);
    await updateTask(admin, b.task.id, { title: "B renamed" });
    await reorderTasks(admin, project.id, [b.task.id, a.task.id]);
    expect((await compare()).get(project.id)?.openTasks).toBe(1);
    await setTaskDone(admin, a.task.id, false);
    await deleteTask(admin, b.task.id);
    const m1 = await addMilestone(admin, project.id, { title: "One" });
    await addMilestone(admin, project.id, { title: "Two" });
    await setMilestoneDone(admin, m1.milestone.id, true);
    expect((await compare()).get(project.id)).toMatchObject({
      openTasks: 1,
      milestonesTotal: 2,
      milestonesDone: 1,
    });
    await deleteMilestone(admin, m1.milestone.id);
    // Many rows in one statement, as an import would write them.
    await db.execute(sql`
      insert into project_tasks (project_id, title, done)
      select ${project.id}, 'Bulk ' || i, i % 3 = 0 from generate_series(1, 30) i`);
    expect((await compare()).get(project.id)).toMatchObject({
      openTasks: 21,
      milestonesTotal: 1,
      milestonesDone: 0,
    });
    // A project's delete takes its work and its counts with it, and leaves the others alone.
    await db.delete(projects).where(eq(projects.id, project.id));
    const kept = await compare();
    expect(kept.has(project.id)).toBe(false);
    expect(kept.get(other.project.id)?.openTasks).toBe(1);
  });
});
