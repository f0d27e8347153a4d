import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUBMISSION_LIST_DEFAULTS, type SubmissionListQuery } from "../core/crm/submission-list.ts";
import { adminActor, clientActor, expectForbidden, parseCsv, streamText } from "../tests/support/actors.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { contactSubmissions } from "./db/schema.ts";
import { getEnv, setEnv } from "./env.ts";
import {
  deleteSubmission,
  exportSubmissions,
  listSubmissions,
  submissionStatusCounts,
  submissionsPage,
  updateSubmissionNotes,
  updateSubmissionStatus,
} from "./submissions.ts";

const testDb = useTestDatabase();
const admin = adminActor();
const query = (q: Partial<SubmissionListQuery> = {}): SubmissionListQuery => ({
  ...SUBMISSION_LIST_DEFAULTS,
  ...q,
});

async function seed(
  n: number,
  make: (i: number) => Partial<typeof contactSubmissions.$inferInsert> = () => ({}),
) {
  const base = Date.parse("2026-03-01T00:00:00Z");
  return testDb
    .db()
    .insert(contactSubmissions)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Sender ${i}`,
        email: `sender${i}@example.test`,
        projectDetails: `Project ${i}`,
        submittedAt: new Date(base + i * 3_600_000),
        ...make(i),
      })),
    )
    .returning();
}

describe("contact submissions (admin)", () => {
  it("lists newest submitted first, pages, filters and searches", async () => {
    await seed(25, (i) => ({
      status: i < 5 ? "completed" : i < 8 ? "in_progress" : "new",
      company: i === 7 ? "Orbit Media" : null,
    }));
    const first = await listSubmissions(admin, query());
    expect(first).toMatchObject({ total: { total: 25, estimated: false }, page: 1, pages: 2 });
    expect(first.items[0].name).toBe("Sender 24");
    expect(first.items).toHaveLength(20);
    expect((await listSubmissions(admin, query({ page: 2 }))).items.map((s) => s.name)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Sender ${i}`),
    );
    expect((await listSubmissions(admin, query({ status: "in_progress" }))).items.map((s) => s.name)).toEqual(
      ["Sender 7", "Sender 6", "Sender 5"],
    );
    expect((await listSubmissions(admin, query({ q: "orbit" }))).items.map((s) => s.name)).toEqual([
      "Sender 7",
    ]);
    expect(await submissionStatusCounts(admin)).toEqual({
      new: 17,
      in_progress: 3,
      completed: 5,
      archived: 0,
    });
    const page = await submissionsPage(admin, query({ status: "completed" }));
    expect(page.counts.completed).toBe(5);
    expect(page.list.total).toEqual({ total: 5, estimated: false });
    await testDb.db().delete(contactSubmissions);
  });

  it("changes the status freely and saves admin notes", async () => {
    const [row] = await seed(1);
    for (const status of ["completed", "new", "archived", "in_progress"] as const) {
      await updateSubmissionStatus(admin, row.id, status);
      const [after] = await testDb
        .db()
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.id, row.id));
      expect(after.status).toBe(status);
    }
    await updateSubmissionNotes(admin, row.id, "Call back on Monday");
    let [after] = await testDb
      .db()
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, row.id));
    expect(after.adminNotes).toBe("Call back on Monday");
    await updateSubmissionNotes(admin, row.id, null);
    [after] = await testDb.db().select().from(contactSubmissions).where(eq(contactSubmissions.id, row.id));
    expect(after.adminNotes).toBeNull();
    await expect(updateSubmissionStatus(admin, crypto.randomUUID(), "new")).rejects.toThrow(
      "This submission no longer exists",
    );
    await testDb.db().delete(contactSubmissions);
  });

  it("exports contacts_{date}.csv of the filter, with formula cells escaped", async () => {
    await seed(3, (i) => ({
      message: i === 1 ? "@SUM(A1:A9)" : "Hello",
      status: i === 2 ? "archived" : "new",
      adminNotes: i === 0 ? "-1 priority" : null,
    }));
    const { stream, fileName } = await exportSubmissions(
      admin,
      query({ status: "new" }),
      new Date("2026-05-04T12:00:00Z"),
    );
    expect(fileName).toBe("contacts_2026-05-04.csv");
    const rows = parseCsv(await streamText(stream));
    expect(rows[0]).toEqual([
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
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[7], r[8], r[9]])).toEqual([
      ["Sender 1", "'@SUM(A1:A9)", "New", ""],
      ["Sender 0", "Hello", "New", "'-1 priority"],
    ]);
    await testDb.db().delete(contactSubmissions);
  });

  it("refuses changes in preview mode", async () => {
    const env = getEnv();
    setEnv({ ...env, PREVIEW_MODE: true });
    try {
      await expect(updateSubmissionStatus(admin, crypto.randomUUID(), "completed")).rejects.toThrow(
        "Submission changes are disabled in preview mode",
      );
      await expect(updateSubmissionNotes(admin, crypto.randomUUID(), "x")).rejects.toThrow(
        "Submission changes are disabled in preview mode",
      );
      await expect(deleteSubmission(admin, crypto.randomUUID())).rejects.toThrow(
        "Submission deletion is disabled in preview mode",
      );
    } finally {
      setEnv(env);
    }
  });

  it("refuses client users in every function", async () => {
    const client = clientActor();
    const id = crypto.randomUUID();
    await expectForbidden(() => listSubmissions(client, query()));
    await expectForbidden(() => submissionStatusCounts(client));
    await expectForbidden(() => submissionsPage(client, query()));
    await expectForbidden(() => updateSubmissionStatus(client, id, "completed"));
    await expectForbidden(() => updateSubmissionNotes(client, id, "x"));
    await expectForbidden(() => exportSubmissions(client, query()));
    await expectForbidden(() => deleteSubmission(client, id));
  });

  it("finds archived submissions with the Archived filter, and deletes one for good", async () => {
    const rows = await seed(3, (i) => ({ status: i === 0 ? "archived" : "new", name: `Archive test ${i}` }));
    const archived = await listSubmissions(admin, query({ status: "archived", q: "Archive test" }));
    expect(archived.items.map((s) => s.id)).toEqual([rows[0].id]);
    expect((await submissionStatusCounts(admin)).archived).toBeGreaterThanOrEqual(1);

    await deleteSubmission(admin, rows[1].id);
    const left = await listSubmissions(admin, query({ q: "Archive test" }));
    expect(left.items.map((s) => s.id).sort()).toEqual([rows[0].id, rows[2].id].sort());
    await expect(deleteSubmission(admin, rows[1].id)).rejects.toThrow("This submission no longer exists");
  });
});
