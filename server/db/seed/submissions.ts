import type { Db } from "../client.ts";
import { contactSubmissions, contacts, type submissionStatus } from "../schema.ts";
import { addDays, daysAgo, notAfter } from "./dates.ts";
import {
  BUDGET_RANGES,
  type BudgetRange,
  budgetValue,
  CONTACT_FORM_SOURCE,
  SERVICE_LABELS,
  SERVICE_OPTIONS,
  type ServiceOption,
} from "./options.ts";
import { BUSINESSES, emailLocalPart } from "./people.ts";
import type { Random } from "./random.ts";
import { ADMIN_NOTES, BRIEFS } from "./submission-text.ts";

type SubmissionStatus = (typeof submissionStatus.enumValues)[number];
type NewSubmission = typeof contactSubmissions.$inferInsert;

/** Status, how many, how many days ago they were sent, and how many also made a CRM contact. */
const PLAN: readonly { status: SubmissionStatus; count: number; age: [number, number]; linked: number }[] = [
  { status: "new", count: 8, age: [0, 10], linked: 5 },
  { status: "in_progress", count: 6, age: [5, 40], linked: 3 },
  { status: "completed", count: 6, age: [30, 150], linked: 0 },
  { status: "archived", count: 5, age: [45, 200], linked: 0 },
];

// Leans towards media production and larger budgets so the dashboard has high-value leads.
const SERVICE_WEIGHTS = SERVICE_OPTIONS.map((option, i) => [option, [35, 25, 20, 20][i]] as const);
const BUDGET_WEIGHTS = BUDGET_RANGES.map((range, i) => [range, [4, 6, 12, 14, 16, 14, 8, 6][i]] as const);

function buildSubmission(rand: Random, now: Date, name: string, status: SubmissionStatus, age: number) {
  const service = rand.weighted<ServiceOption>(SERVICE_WEIGHTS);
  const brief = rand.pick(BRIEFS[service]);
  const business = rand.chance(0.8) ? rand.pick(BUSINESSES) : null;
  const domain = business?.domain ?? rand.pick(["example.com", "example.net", "example.org"]);
  const submittedAt = daysAgo(now, age, rand.int(13, 23), rand.int(0, 59));
  const row: NewSubmission = {
    name,
    email: `${emailLocalPart(name)}@${domain}`,
    company: business?.name ?? null,
    serviceNeeded: rand.chance(0.92) ? service : null,
    subject: brief.subject,
    projectDetails: brief.details,
    message: rand.chance(0.7) ? brief.win : null,
    budgetRange: rand.chance(0.9) ? rand.weighted<BudgetRange>(BUDGET_WEIGHTS) : null,
    status,
    adminNotes: status !== "new" && rand.chance(0.7) ? rand.pick(ADMIN_NOTES) : null,
    ipAddress: `203.0.113.${rand.int(1, 254)}`,
    submittedAt,
    createdAt: submittedAt,
    updatedAt: status === "new" ? submittedAt : notAfter(addDays(submittedAt, rand.int(1, 10)), now),
  };
  return row;
}

/** The CRM contact the contact form writes beside a submission (DESIGN.md). */
function contactFromForm(
  submission: NewSubmission,
  status: "new" | "contacted",
): typeof contacts.$inferInsert {
  const service = submission.serviceNeeded as ServiceOption | null;
  const range = submission.budgetRange as BudgetRange | null;
  const notes = [
    submission.projectDetails,
    submission.message ? `What would make this project a win: ${submission.message}` : null,
    range ? `Budget Range: ${range}` : null,
  ];
  return {
    name: submission.name,
    email: submission.email,
    company: submission.company,
    source: CONTACT_FORM_SOURCE,
    status,
    value: range ? `${budgetValue(range)}.00` : null,
    tags: service ? [service] : [],
    notes: notes.filter(Boolean).join("\n\n"),
    lastContact: status === "new" ? null : submission.updatedAt,
    score: 50,
    serviceInterest: service ? SERVICE_LABELS[service] : null,
    projectDetails: submission.projectDetails,
    createdAt: submission.submittedAt,
    updatedAt: submission.updatedAt,
  };
}

/** Contact-form submissions in every status; the recent ones also made a CRM contact. */
export async function seedSubmissions(db: Db, rand: Random, now: Date, nextName: () => string) {
  const rows: NewSubmission[] = [];
  const linked: { submission: number; status: "new" | "contacted" }[] = [];
  for (const { status, count, age, linked: linkedCount } of PLAN) {
    for (let i = 0; i < count; i++) {
      if (i < linkedCount)
        linked.push({ submission: rows.length, status: status === "new" ? "new" : "contacted" });
      rows.push(buildSubmission(rand, now, nextName(), status, rand.int(...age)));
    }
  }
  const made = await db
    .insert(contacts)
    .values(linked.map((link) => contactFromForm(rows[link.submission], link.status)))
    .returning({ id: contacts.id });
  linked.forEach((link, i) => {
    rows[link.submission].contactId = made[i].id;
  });
  await db.insert(contactSubmissions).values(rows);
  return { submissions: rows.length, contacts: made.length };
}
