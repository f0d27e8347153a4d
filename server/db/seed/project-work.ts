import type { Db } from "../client.ts";
import { projectMilestones, projectTasks } from "../schema.ts";
import { addDays, isoDate } from "./dates.ts";
import type { SeededProject } from "./projects.ts";

/* Issue 30 item 10: the demo projects' milestones (what the client follows) and tasks (the agency's
   own work), dated along each project's plan, so that the board, the project pages and the portal
   show progress, done work and something overdue. */

const MILESTONES = ["Kick-off and brief", "First draft", "Client review", "Final delivery"] as const;

const TASKS: Record<string, readonly string[]> = {
  "Media Production": [
    "Write the script",
    "Book the crew and location",
    "Shoot day",
    "Edit the first cut",
    "Colour and sound",
  ],
  "Marketing Strategy": [
    "Audit current channels",
    "Research the audience",
    "Draft the channel plan",
    "Set up reporting",
    "Present the strategy",
  ],
  "Brand Consulting": [
    "Stakeholder interviews",
    "Competitor review",
    "Positioning workshop",
    "Draft the brand guide",
    "Logo refinements",
  ],
};

/** Offsets (days from now) spread across a project's start and end; a plan without dates gets some around now. */
function spread(project: SeededProject, count: number) {
  const start = project.start ?? -10;
  const end = project.end ?? start + 60;
  return Array.from({ length: count }, (_, i) => Math.round(start + ((end - start) * (i + 1)) / count));
}

export async function seedProjectWork(db: Db, now: Date, projects: readonly SeededProject[]) {
  const milestones: (typeof projectMilestones.$inferInsert)[] = [];
  const tasks: (typeof projectTasks.$inferInsert)[] = [];
  for (const [index, project] of projects.entries()) {
    const completed = project.status === "completed";
    const milestoneDays = spread(project, MILESTONES.length);
    for (const [position, title] of MILESTONES.entries()) {
      const offset = milestoneDays[position];
      // Past milestones are done, except that every other active project has one running late.
      const late = !completed && position === 1 && index % 2 === 0;
      const done = completed || (offset < 0 && !late);
      milestones.push({
        projectId: project.id,
        title,
        dueDate: isoDate(addDays(now, offset)),
        done,
        doneAt: done ? addDays(now, Math.min(offset, 0)) : null,
        position,
      });
    }
    const titles = TASKS[project.serviceType] ?? TASKS["Media Production"];
    const taskDays = spread(project, titles.length);
    for (const [position, title] of titles.entries()) {
      const offset = taskDays[position];
      // Some past tasks were finished, some are overdue; future ones are open.
      const done = completed || (offset < 0 && (position + index) % 3 !== 0);
      tasks.push({
        projectId: project.id,
        title,
        description: position === 0 ? `First step of ${project.name}.` : null,
        dueDate: isoDate(addDays(now, offset)),
        done,
        doneAt: done ? addDays(now, Math.min(offset, 0)) : null,
        position,
      });
    }
  }
  if (milestones.length) await db.insert(projectMilestones).values(milestones);
  if (tasks.length) await db.insert(projectTasks).values(tasks);
  return { milestones: milestones.length, tasks: tasks.length };
}
