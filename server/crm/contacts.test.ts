import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_VALUE_MESSAGE, newContactSchema } from "../../core/crm/contact-form.ts";
import {
  CONTACT_LIST_DEFAULTS,
  CONTACT_SORTS,
  CONTACTS_PAGE_SIZE,
  type ContactListQuery,
} from "../../core/crm/contact-list.ts";
import {
  adminActor,
  clientActor,
  expectForbidden,
  parseCsv,
  streamText,
} from "../../tests/support/actors.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { ActionError } from "../admin-access.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { contacts } from "../db/schema.ts";
import { getEnv, parseEnv, setEnv } from "../env.ts";
import { contactColumns } from "./contact-query.ts";
import {
  contactPageIds,
  contactsPage,
  createContact,
  deleteContact,
  getContactStats,
  listContacts,
  updateContactStatus,
} from "./contacts.ts";
import { exportContacts } from "./contacts-export.ts";

const testDb = useTestDatabase();
const admin = adminActor();
const query = (q: Partial<ContactListQuery> = {}): ContactListQuery => ({ ...CONTACT_LIST_DEFAULTS, ...q });

async function seed(n: number, make: (i: number) => Partial<typeof contacts.$inferInsert> = () => ({})) {
  const base = Date.parse("2026-01-01T00:00:00Z");
  await testDb
    .db()
    .insert(contacts)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Person ${String(i).padStart(3, "0")}`,
        email: `person${i}@example.test`,
        createdAt: new Date(base + i * 60_000),
        ...make(i),
      })),
    );
}

describe("contacts (admin CRM)", () => {
  it("creates a contact with empty tags, score 50 and the form's defaults", async () => {
    const input = newContactSchema.parse({ name: "Ada", email: "ada@example.test", value: "15000" });
    const { contact: created, warning } = await createContact(admin, input);
    expect(warning).toBeUndefined();
    expect(created).toMatchObject({
      name: "Ada",
      email: "ada@example.test",
      source: "Website",
      status: "new",
      score: 50,
      tags: [],
      value: 15000,
      phone: null,
      company: null,
    });
    expect(created.createdAt).toBe(created.updatedAt);
    await deleteContact(admin, created.id);
  });

  it("pages the list on the server and clamps a page past the end", async () => {
    await seed(30);
    const first = await listContacts(admin, query());
    expect(first).toMatchObject({ total: { total: 30, estimated: false }, page: 1, pages: 2 });
    expect(first.items).toHaveLength(24);
    expect(first.items[0].name).toBe("Person 029"); // newest first
    const second = await listContacts(admin, query({ page: 2 }));
    expect(second.items.map((c) => c.name)).toEqual(
      ["005", "004", "003", "002", "001", "000"].map((n) => `Person ${n}`),
    );
    expect((await listContacts(admin, query({ page: 99 }))).page).toBe(2);
    await testDb.db().delete(contacts);
  });

  it("searches name, email and company, filters by status and sorts", async () => {
    await seed(6, (i) => ({
      company: i === 2 ? "Zebra Studios" : null,
      status: i % 2 ? "qualified" : "new",
      value: i === 3 ? null : String(i * 1000),
      name: i === 4 ? "100% Real" : `Person ${i}`,
    }));
    const names = async (q: Partial<ContactListQuery>) =>
      (await listContacts(admin, query(q))).items.map((c) => c.name);
    expect(await names({ q: "zebra" })).toEqual(["Person 2"]);
    expect(await names({ q: "PERSON5@EXAMPLE" })).toEqual(["Person 5"]);
    expect(await names({ q: "100%" })).toEqual(["100% Real"]);
    expect(await names({ q: "0%" })).toEqual(["100% Real"]); // % is a character, not a wildcard
    expect(await names({ status: "qualified" })).toEqual(["Person 5", "Person 3", "Person 1"]);
    expect(await names({ sort: "value" })).toEqual([
      "Person 5",
      "100% Real",
      "Person 2",
      "Person 1",
      "Person 0",
      "Person 3",
    ]);
    expect(await names({ sort: "name" })).toEqual([
      "100% Real",
      ...[0, 1, 2, 3, 5].map((i) => `Person ${i}`),
    ]);
    expect(await names({ sort: "oldest" })).toEqual([
      "Person 0",
      "Person 1",
      "Person 2",
      "Person 3",
      "100% Real",
      "Person 5",
    ]);
    await testDb.db().delete(contacts);
  });

  it("pages every sort in its whole order, ties broken by id, each page's ids from its index alone", async () => {
    // Few distinct values (ties across page boundaries), null values, shared names and times.
    const at = (i: number) => new Date(Date.parse("2026-01-01T00:00:00Z") + (i % 7) * 60_000);
    await seed(100, (i) => ({
      name: i % 5 === 0 ? "Twin" : `Person ${String(i % 40).padStart(3, "0")}`,
      score: i % 3,
      value: i % 4 === 0 ? null : String((i % 5) * 100),
      status: i % 2 ? "qualified" : "new",
      createdAt: at(i),
      updatedAt: at(i * 3),
    }));
    const all = await testDb.db().select(contactColumns).from(contacts);
    // The order the list promises (keysetOrderBy): the column, nulls last, then the id the same way.
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const cmp = (x: string | number | null, y: string | number | null) =>
      x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
    type Row = (typeof all)[number];
    const orders: Record<ContactListQuery["sort"], (a: Row, b: Row) => number> = {
      newest: (a, b) => cmp(b.createdAt.getTime(), a.createdAt.getTime()) || byId(b, a),
      oldest: (a, b) => cmp(a.createdAt.getTime(), b.createdAt.getTime()) || byId(a, b),
      updated: (a, b) => cmp(b.updatedAt.getTime(), a.updatedAt.getTime()) || byId(b, a),
      name: (a, b) => cmp(a.name, b.name) || byId(a, b),
      value: (a, b) =>
        (a.value === null) !== (b.value === null)
          ? cmp(a.value, b.value)
          : cmp(Number(b.value), Number(a.value)) || byId(b, a),
      score: (a, b) => cmp(b.score, a.score) || byId(b, a),
    };
    for (const sort of CONTACT_SORTS) {
      for (const status of ["all", "new"] as const) {
        if (status === "new" && sort !== "newest" && sort !== "score") continue;
        const expected = all
          .filter((c) => status === "all" || c.status === status)
          .sort(orders[sort])
          .map((c) => c.id);
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / CONTACTS_PAGE_SIZE); page++) {
          const list = await listContacts(admin, query({ sort, status, page }));
          seen.push(...list.items.map((c) => c.id));
        }
        expect(seen, `${sort}, ${status}`).toEqual(expected);
      }
      // The page's OFFSET walks the sort's (column, id) index: with sorting forbidden, no Sort
      // (or Incremental Sort) node appears, which it would if the index and the ORDER BY differed
      // in one direction or nulls placement.
      const plan = await testDb.db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_incremental_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const rows = rowsOf<Record<string, string>>(
          await tx.execute(sql`explain ${contactPageIds(query({ sort }), 3, tx as unknown as Db)}`),
        );
        return rows.map((r) => Object.values(r)[0]).join("\n");
      });
      const column =
        { newest: "created_at", oldest: "created_at", updated: "updated_at" }[sort as string] ?? sort;
      expect(plan, sort).toContain(`using contacts_${column}_id_idx`);
      expect(plan, sort).not.toMatch(/Sort/);
    }
    await testDb.db().delete(contacts);
  });

  it("computes pipeline value and conversion rate from all contacts", async () => {
    await seed(4, (i) => ({
      status: (["new", "proposal", "closed", "lost"] as const)[i],
      value: String((i + 1) * 1000),
    }));
    const stats = await getContactStats(admin);
    expect(stats).toMatchObject({ total: 4, pipelineValue: 3000, conversionRate: 25 });
    expect(stats.byStatus).toMatchObject({ new: 1, proposal: 1, closed: 1, lost: 1, contacted: 0 });
    const page = await contactsPage(admin, query());
    expect(page.stats.total).toBe(4);
    expect(page.list.items).toHaveLength(4);
    await testDb.db().delete(contacts);
  });

  it("writes status and updated_at from the dropdown, and reports a missing contact", async () => {
    await seed(1);
    const [row] = await testDb.db().select().from(contacts);
    await updateContactStatus(admin, row.id, "negotiation");
    const [after] = await testDb.db().select().from(contacts).where(eq(contacts.id, row.id));
    expect(after.status).toBe("negotiation");
    expect(after.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    await expect(updateContactStatus(admin, crypto.randomUUID(), "new")).rejects.toThrow(ActionError);
    await deleteContact(admin, row.id);
    await expect(deleteContact(admin, row.id)).rejects.toThrow("This contact no longer exists");
  });

  it("creates a contact with a duplicate e-mail but warns, naming the existing contact", async () => {
    await createContact(admin, newContactSchema.parse({ name: "Grace", email: "grace@example.test" }));
    const again = newContactSchema.parse({ name: "Grace H.", email: "GRACE@example.test" });
    const { contact, warning } = await createContact(admin, again);
    expect(contact.name).toBe("Grace H.");
    expect(warning).toContain("GRACE@example.test is already the email of Grace");
    await testDb.db().delete(contacts).where(sql`lower(${contacts.email}) = 'grace@example.test'`);
  });

  it("refuses a deal value above 10,000,000 with a clear message", () => {
    const base = { name: "Big", email: "big@example.test" };
    expect(newContactSchema.parse({ ...base, value: "10000000" }).value).toBe(10_000_000);
    const refused = newContactSchema.safeParse({ ...base, value: "999999999999" });
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.error.issues[0].message).toBe(CONTACT_VALUE_MESSAGE);
  });

  it("refuses creating and deleting in preview mode with the specification's texts", async () => {
    const env = getEnv();
    setEnv({ ...env, PREVIEW_MODE: true });
    try {
      const input = newContactSchema.parse({ name: "P", email: "p@example.test" });
      await expect(createContact(admin, input)).rejects.toThrow(
        "Contact creation is disabled in preview mode",
      );
      await expect(deleteContact(admin, crypto.randomUUID())).rejects.toThrow(
        "Contact deletion is disabled in preview mode",
      );
      await expect(updateContactStatus(admin, crypto.randomUUID(), "closed")).rejects.toThrow(
        "Contact changes are disabled in preview mode",
      );
    } finally {
      setEnv(env);
    }
    expect(parseEnv({ PREVIEW_MODE: "true", AUTH_SECRET: "x".repeat(32) }).PREVIEW_MODE).toBe(true);
  });

  it("exports the filtered list as CSV with formula cells escaped", async () => {
    await seed(3, (i) => ({
      name: i === 0 ? '=HYPERLINK("http://evil.test")' : `Person ${i}`,
      company: i === 1 ? "Acme, Inc." : null,
      status: i === 2 ? "lost" : "new",
      tags: i === 1 ? ["vip", "video"] : [],
    }));
    const { stream, fileName } = await exportContacts(
      admin,
      query({ status: "new" }),
      new Date("2026-11-22T10:00:00Z"),
    );
    expect(fileName).toBe("crm_contacts_2026-11-22.csv");
    const rows = parseCsv(await streamText(stream));
    expect(rows[0].slice(0, 7)).toEqual([
      "Name",
      "Email",
      "Phone",
      "Company",
      "Position",
      "Source",
      "Status",
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["Person 1", `'=HYPERLINK("http://evil.test")`]);
    expect(rows[1][3]).toBe("Acme, Inc.");
    expect(rows[1][6]).toBe("New Lead");
    expect(rows[1][10]).toBe("vip; video");
    await testDb.db().delete(contacts);
  });

  it("streams an export bigger than one batch completely and in order", async () => {
    await seed(1200, (i) => ({ score: i % 100 }));
    const { stream } = await exportContacts(admin, query({ sort: "score" }));
    const rows = parseCsv(await streamText(stream)).slice(1);
    expect(rows).toHaveLength(1200);
    expect(new Set(rows.map((r) => r[1])).size).toBe(1200);
    const scores = rows.map((r) => Number(r[8]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await testDb.db().delete(contacts);
  });

  it("refuses client users in every function", async () => {
    const client = clientActor();
    const id = crypto.randomUUID();
    const input = newContactSchema.parse({ name: "X", email: "x@example.test" });
    await expectForbidden(() => listContacts(client, query()));
    await expectForbidden(() => getContactStats(client));
    await expectForbidden(() => contactsPage(client, query()));
    await expectForbidden(() => createContact(client, input));
    await expectForbidden(() => updateContactStatus(client, id, "closed"));
    await expectForbidden(() => deleteContact(client, id));
    await expectForbidden(() => exportContacts(client, query()));
  });
});
