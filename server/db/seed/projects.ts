import type { Db } from "../client.ts";
import { projectDeliverables, projects } from "../schema.ts";
import type { SeededContact } from "./crm.ts";
import { addDays, isoDate, notAfter } from "./dates.ts";
import { DELIVERABLE_FILES } from "./deliverable-files.ts";
import { PROJECT_PLANS, type ProjectPlan } from "./project-plan.ts";
import type { Random } from "./random.ts";

export type SeededProject = ProjectPlan & { id: string; clientId: string };

/** How many of its files a project has delivered so far. */
const FILES_BY_STATUS = { planning: 2, in_progress: 3, review: 4, on_hold: 2, completed: 4 } as const;

function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

function clientFor(plan: ProjectPlan, contacts: SeededContact[]) {
  if (plan.client.startsWith("closed:")) {
    const won = contacts.filter((c) => c.status === "closed" && !c.email.endsWith(".test"));
    return won[Number(plan.client.slice("closed:".length))];
  }
  return contacts.find((c) => c.email === plan.client)!;
}

/** Projects of won clients (the portal clients among them) in every status, with deliverables. */
export async function seedProjects(db: Db, rand: Random, now: Date, contacts: SeededContact[]) {
  const plans = PROJECT_PLANS.map((plan) => {
    const client = clientFor(plan, contacts);
    // Other clients' projects carry the company name; the portal clients' plans already do.
    const name = plan.client.startsWith("closed:") ? `${client.company} ${plan.name}` : plan.name;
    return { ...plan, name, clientId: client.id };
  });
  const day = (offset: number | null) => (offset === null ? null : isoDate(addDays(now, offset)));
  const inserted = await db
    .insert(projects)
    .values(
      plans.map((plan) => ({
        name: plan.name,
        clientId: plan.clientId,
        status: plan.status,
        value: plan.value === null ? null : plan.value.toFixed(2),
        startDate: day(plan.start),
        endDate: day(plan.end),
        description: plan.description,
        serviceType: plan.serviceType,
        createdAt: addDays(now, Math.min(plan.start ?? 0, 0) - rand.int(5, 15)),
        updatedAt: addDays(now, -rand.int(0, 4)),
      })),
    )
    .returning({ id: projects.id });
  const seeded: SeededProject[] = plans.map((plan, i) => ({ ...plan, id: inserted[i].id }));
  const deliverables = seeded.flatMap((project) => buildDeliverables(rand, now, project));
  await db.insert(projectDeliverables).values(deliverables);
  return { projects: seeded, deliverables: deliverables.length };
}

function buildDeliverables(rand: Random, now: Date, project: SeededProject) {
  const files = DELIVERABLE_FILES[project.serviceType].slice(0, FILES_BY_STATUS[project.status]);
  // Files arrive in order between the start (or creation, for projects not started) and today.
  const from = Math.min(project.start ?? -10, -10);
  const to = Math.min(project.end ?? 0, 0);
  return files.map((file, i) => {
    const offset = from + Math.round(((to - from) * (i + 1)) / (files.length + 1));
    const [, base, extension] = file.name.match(/^(.*)(\.\w+)$/)!;
    return {
      projectId: project.id,
      fileName: file.name,
      fileUrl: `https://example.com/deliverables/${slugify(project.name)}/${slugify(base)}${extension}`,
      description: file.description,
      fileSize: Math.round(rand.float(...file.mb) * 1024 * 1024),
      fileType: file.type,
      uploadedAt: notAfter(addDays(now, offset), now),
    };
  });
}
