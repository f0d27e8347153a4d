import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseTransactionListQuery } from "../../core/revenue/list-query.ts";
import { addDays, todayIn } from "../../core/revenue/range.ts";
import {
  adminActor,
  clientActor,
  expectForbidden,
  parseCsv,
  streamText,
} from "../../tests/support/actors.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { rowsOf } from "../db/rows.ts";
import { contacts, projects, transactions } from "../db/schema.ts";
import { getRevenueOverview } from "./overview.ts";
import { getProfitAndLoss } from "./report.ts";
import { exportTransactions, listTransactions, transactionWhere } from "./transaction-list.ts";
import { createTransaction, deleteTransaction, markTransactionPaid } from "./transactions.ts";

const testDb = useTestDatabase();
const today = () => todayIn("America/Chicago");
const query = (search: string) => parseTransactionListQuery(new URLSearchParams(search));

describe("transactions", () => {
  it("adds, searches case-insensitively on description, contact and project, and exports safely", async () => {
    const admin = adminActor();
    const db = testDb.db();
    const [acme] = await db
      .insert(contacts)
      .values({ name: "Acme Studios", email: "acme@example.test" })
      .returning();
    const [launch] = await db
      .insert(projects)
      .values({ name: "Rocket Launch Film", clientId: acme.id })
      .returning();
    await createTransaction(admin, {
      amount: "1500.50",
      type: "income",
      date: today(),
      category: "Video Production",
      description: "Promo shoot",
      contactId: acme.id,
      projectId: launch.id,
    });
    await createTransaction(admin, {
      amount: "99.99",
      type: "expense",
      date: today(),
      category: "Software",
      description: '=HYPERLINK("x")',
    });
    await createTransaction(admin, {
      amount: "10",
      type: "income",
      date: addDays(today(), -400),
      description: "Old PROMO",
    });

    expect((await listTransactions(admin, query("q=promo"))).rows.map((r) => r.description)).toEqual([
      "Promo shoot",
    ]);
    expect((await listTransactions(admin, query("q=promo&range=all"))).total.total).toBe(2);
    expect((await listTransactions(admin, query("q=acme"))).rows[0].contactName).toBe("Acme Studios");
    expect((await listTransactions(admin, query("q=ROCKET"))).total.total).toBe(1);
    expect((await listTransactions(admin, query("type=expense"))).rows.map((r) => r.amount)).toEqual([
      "99.99",
    ]);

    const { stream, fileName } = await exportTransactions(admin, query("range=all"));
    expect(fileName).toMatch(/^transactions_\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await streamText(stream));
    expect(rows[0]).toEqual([
      "Date",
      "Type",
      "Category",
      "Description",
      "Amount",
      "Status",
      "Contact",
      "Project",
    ]);
    expect(rows).toHaveLength(4);
    const expense = rows.find((r) => r[1] === "expense");
    expect(expense?.[3]).toBe('\'=HYPERLINK("x")');
    expect(expense?.[4]).toBe("-99.99");
  });

  it("finds a search term in the description, the contact's or the project's name through one BitmapOr", async () => {
    const admin = adminActor();
    const db = testDb.db();
    const [client] = await db
      .insert(contacts)
      .values({ name: "Quasar Media", email: "quasar@example.test" })
      .returning();
    const [film] = await db.insert(projects).values({ name: "The QUASAR film" }).returning();
    const day = addDays(today(), -3000);
    await db.insert(transactions).values([
      { amount: "1", type: "income", date: day, description: "Quasar retainer" },
      { amount: "2", type: "income", date: day, description: "Fee", contactId: client.id },
      { amount: "3", type: "expense", date: day, description: "Crew", projectId: film.id },
    ]);
    await db.execute(sql`insert into transactions (amount, type, date, description)
      select 10, 'income', ${day}::date - g, null from generate_series(1, 20000) g`);
    await db.execute(sql`analyze transactions`);
    const found = await listTransactions(admin, query("q=quasar&range=all"));
    expect(found.total).toEqual({ total: 3, estimated: false });
    expect(found.rows.map((r) => r.amount).sort()).toEqual(["1.00", "2.00", "3.00"]);

    // The three conditions are one BitmapOr of the description's trigram index and the
    // contact_id and project_id indexes; an `in (subquery)` would leave only a scan of every
    // transaction in the range, which is what counting the matches did.
    const filter = transactionWhere(query("q=quasar&range=all"), today());
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = rowsOf<Record<string, string>>(
        await tx.execute(sql`explain ${tx.select({ one: sql`1` }).from(transactions).where(filter)}`),
      );
      return rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("BitmapOr");
    expect(plan).toContain("transactions_description_trgm_idx");
    expect(plan).toContain("transactions_contact_id_idx");
    expect(plan).toContain("transactions_project_id_idx");
    await db.delete(transactions);
  });

  it("refuses bad input with the specification's messages, and non-admins", async () => {
    const admin = adminActor();
    await expect(createTransaction(admin, { amount: "", type: "income", date: today() })).rejects.toThrow(
      "Please fill in all required fields: Amount, Type, and Date.",
    );
    await expect(
      createTransaction(admin, {
        amount: "5",
        type: "income",
        date: today(),
        contactId: crypto.randomUUID(),
      }),
    ).rejects.toThrow("The chosen contact no longer exists.");
    await expectForbidden(() =>
      createTransaction(clientActor(), { amount: "5", type: "income", date: today() }),
    );
    await expectForbidden(() => listTransactions(clientActor(), query("")));
  });

  it("marks overdue pending income, marks it paid and deletes", async () => {
    const admin = adminActor();
    const id = await createTransaction(admin, {
      amount: "700",
      type: "income",
      status: "pending",
      date: addDays(today(), -31),
      description: "Late client",
    });
    expect((await listTransactions(admin, query("status=overdue&range=90d"))).rows.map((r) => r.id)).toEqual([
      id,
    ]);
    await markTransactionPaid(admin, id);
    expect((await listTransactions(admin, query("status=overdue&range=90d"))).total.total).toBe(0);
    await deleteTransaction(admin, id);
    expect((await listTransactions(admin, query("q=late&range=90d"))).total.total).toBe(0);
  });
});

describe("overview and report sums", () => {
  it("adds many small amounts exactly and computes profit, margin and growth", async () => {
    const admin = adminActor();
    const db = testDb.db();
    await db.delete(transactions);
    const day = addDays(today(), -1);
    // 1,000 payments of 0.10 and 1,000 of 0.20: exactly 300.00, which floats would miss.
    await db.insert(transactions).values(
      Array.from({ length: 2000 }, (_, i) => ({
        amount: i % 2 ? "0.10" : "0.20",
        type: "income" as const,
        date: day,
        category: i === 0 ? "Recurring retainer" : "Other Income",
      })),
    );
    await db.insert(transactions).values([
      { amount: "60.00", type: "expense", date: day, category: "Software" },
      { amount: "100.00", type: "income", date: addDays(today(), -40) },
      { amount: "999.00", type: "income", date: day, status: "cancelled" },
    ]);
    const overview = await getRevenueOverview(admin, "30d");
    expect(overview.summary.revenue).toBe("300.00");
    expect(overview.summary.expenses).toBe("60.00");
    expect(overview.summary.profit).toBe("240.00");
    expect(overview.summary.margin).toBe(80);
    expect(overview.summary.marginGood).toBe(true);
    expect(overview.summary.recurring).toBe("0.20");
    expect(overview.summary.revenueGrowth).toBe(200);
    expect(overview.categories.find((c) => c.category === "Software")?.amount).toBe("60.00");

    const { report } = await getProfitAndLoss(admin, Number(day.slice(0, 4)));
    const month = Number(day.slice(5, 7)) - 1;
    expect(report.netByMonth[month]).toBe("240.00");
  });
});
