import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { likePattern } from "../core/admin-search.ts";
import { SUBMISSIONS_PAGE_SIZE, type SubmissionListQuery } from "../core/crm/submission-list.ts";
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "../core/crm/submission-status.ts";
import { exportFileName } from "../core/csv.ts";
import { pageCount } from "../core/paging.ts";
import { ActionError, assertAdmin, refuseInPreview } from "./admin-access.ts";
import { recordAudit } from "./audit.ts";
import { csvStream } from "./csv-stream.ts";
import { getDb } from "./db/client.ts";
import {
  type KeysetPosition,
  type KeysetSort,
  keysetAfter,
  keysetOrderBy,
  keysetValue,
} from "./db/keyset.ts";
import { countRows } from "./db/row-count.ts";
import { contactSubmissions as submissions } from "./db/schema.ts";
import type { SessionUser } from "./session.ts";

const columns = {
  id: submissions.id,
  name: submissions.name,
  email: submissions.email,
  company: submissions.company,
  serviceNeeded: submissions.serviceNeeded,
  subject: submissions.subject,
  projectDetails: submissions.projectDetails,
  message: submissions.message,
  budgetRange: submissions.budgetRange,
  status: submissions.status,
  adminNotes: submissions.adminNotes,
  /** The CRM contact the same brief created (item 3 of issue 18): shown as 'View contact'. */
  contactId: submissions.contactId,
  submittedAt: submissions.submittedAt,
};

export type SubmissionItem = Omit<
  typeof submissions.$inferSelect,
  "ipAddress" | "createdAt" | "updatedAt" | "submittedAt"
> & {
  submittedAt: string;
};

/** Newest first by submitted_at (001 section 7). */
const order: KeysetSort = { column: submissions.submittedAt, direction: "desc", id: submissions.id };

function where(query: Pick<SubmissionListQuery, "q" | "status">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== "all") conditions.push(eq(submissions.status, query.status));
  if (query.q) conditions.push(submissionMatches(likePattern(query.q)));
  return and(...conditions);
}

/** A submission a search finds: by who sent it (name, e-mail, company) or what it says (subject, brief). */
export function submissionMatches(pattern: string) {
  return or(
    ilike(submissions.name, pattern),
    ilike(submissions.email, pattern),
    ilike(submissions.company, pattern),
    ilike(submissions.subject, pattern),
    ilike(submissions.projectDetails, pattern),
    ilike(submissions.message, pattern),
  );
}

export async function listSubmissions(actor: SessionUser, query: SubmissionListQuery) {
  assertAdmin(actor);
  const db = getDb();
  const filter = where(query);
  const total = await countRows(submissions, filter);
  const pages = pageCount(total.total, SUBMISSIONS_PAGE_SIZE);
  const page = Math.min(query.page, pages);
  const rows = await db
    .select(columns)
    .from(submissions)
    .where(filter)
    .orderBy(...keysetOrderBy(order))
    .limit(SUBMISSIONS_PAGE_SIZE)
    .offset((page - 1) * SUBMISSIONS_PAGE_SIZE);
  const items: SubmissionItem[] = rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString() }));
  return { items, total, page, pages };
}

/** How many submissions have each status (filter counts). */
export async function submissionStatusCounts(actor: SessionUser): Promise<Record<SubmissionStatus, number>> {
  assertAdmin(actor);
  const rows = await getDb()
    .select({ status: submissions.status, count: sql<number>`count(*)::int` })
    .from(submissions)
    .groupBy(submissions.status);
  const counts = { new: 0, in_progress: 0, completed: 0, archived: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export async function submissionsPage(actor: SessionUser, query: SubmissionListQuery) {
  const [counts, list] = await Promise.all([submissionStatusCounts(actor), listSubmissions(actor, query)]);
  return { counts, list };
}

/** An admin may set any status (001 section 4). */
export async function updateSubmissionStatus(actor: SessionUser, id: string, status: SubmissionStatus) {
  assertAdmin(actor);
  refuseInPreview("Submission changes are disabled in preview mode");
  const [row] = await getDb()
    .update(submissions)
    .set({ status, updatedAt: new Date() })
    .where(eq(submissions.id, id))
    .returning({ id: submissions.id });
  if (!row) throw new ActionError("This submission no longer exists", 404);
}

/** Deletes a submission for good (the card asks first); its CRM contact stays. */
export async function deleteSubmission(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview("Submission deletion is disabled in preview mode");
  const [row] = await getDb()
    .delete(submissions)
    .where(eq(submissions.id, id))
    .returning({ id: submissions.id, email: submissions.email });
  if (!row) throw new ActionError("This submission no longer exists", 404);
  await recordAudit(actor, "submission.delete", row.email, { submissionId: id });
}

export async function updateSubmissionNotes(actor: SessionUser, id: string, adminNotes: string | null) {
  assertAdmin(actor);
  refuseInPreview("Submission changes are disabled in preview mode");
  const [row] = await getDb()
    .update(submissions)
    .set({ adminNotes, updatedAt: new Date() })
    .where(eq(submissions.id, id))
    .returning({ id: submissions.id });
  if (!row) throw new ActionError("This submission no longer exists", 404);
}

const header = [
  "Name",
  "Email",
  "Company",
  "Service Needed",
  "Budget Range",
  "Subject",
  "Project Details",
  "Message",
  "Status",
  "Admin Notes",
  "Submitted At",
];

/** contacts_{date}.csv (001 section 9): the submissions of the current filter, streamed. */
export async function exportSubmissions(actor: SessionUser, query: SubmissionListQuery, now = new Date()) {
  assertAdmin(actor);
  const filter = where(query);
  const read = (after: KeysetPosition | null, size: number) =>
    getDb()
      .select({ ...columns, cursor: keysetValue(order.column) })
      .from(submissions)
      .where(after ? and(filter, keysetAfter(order, after)) : filter)
      .orderBy(...keysetOrderBy(order))
      .limit(size);
  const stream = await csvStream<Awaited<ReturnType<typeof read>>[number]>({
    header,
    batch: (last, size) => read(last && { value: last.cursor, id: last.id }, size),
    cells: (s) => [
      s.name,
      s.email,
      s.company,
      s.serviceNeeded,
      s.budgetRange,
      s.subject,
      s.projectDetails,
      s.message,
      SUBMISSION_STATUS_LABELS[s.status],
      s.adminNotes,
      s.submittedAt,
    ],
  });
  return { stream, fileName: exportFileName("contacts", now) };
}
