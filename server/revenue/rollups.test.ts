import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "../../core/revenue/range.ts";
import { adminActor } from "../../tests/support/actors.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { contacts, transactions } from "../db/schema.ts";
import { getRevenueOverview } from "./overview.ts";

const testDb = useTestDatabase();
const today = () => todayIn("America/Chicago");

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** The rollups as they are, without empty groups, next to the same sums taken from the rows. */
async function rollupsAndDirectSums() {
  const db = testDb.db();
  const rows = async (query: SQL) => rowsOf(await db.execute(query));
  const monthly =
    await rows(sql`select month::text, type::text, category, recurring, amount::numeric(14,2)::text as amount, rows
    from transaction_monthly_sums where rows <> 0 order by 1, 2, 3, 4`);
  const monthlyDirect = await rows(sql`select date_trunc('month', date)::date::text as month, type::text,
      coalesce(category, 'Uncategorised') as category,
      coalesce(category ilike '%recurring%' or description ilike '%recurring%', false) as recurring,
      sum(amount)::numeric(14,2)::text as amount, count(*)::int as rows
    from transactions where status <> 'cancelled' group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  const clients = await rows(sql`select contact_key::text, amount::numeric(14,2)::text as amount, rows
    from transaction_client_sums where rows <> 0 order by 1`);
  const clientsDirect =
    await rows(sql`select coalesce(contact_id, '00000000-0000-0000-0000-000000000000')::text as contact_key,
      sum(amount)::numeric(14,2)::text as amount, count(*)::int as rows
    from transactions where status <> 'cancelled' and type = 'income' group by 1 order by 1`);
  const emptyGroupsWithMoney =
    await rows(sql`select month from transaction_monthly_sums where rows = 0 and amount <> 0
    union all select null from transaction_client_sums where rows = 0 and amount <> 0`);
  return { monthly, monthlyDirect, clients, clientsDirect, emptyGroupsWithMoney };
}

async function expectRollupsExact() {
  const r = await rollupsAndDirectSums();
  expect(r.monthly).toEqual(r.monthlyDirect);
  expect(r.clients).toEqual(r.clientsDirect);
  expect(r.emptyGroupsWithMoney).toEqual([]);
}

describe("revenue rollups", () => {
  it("equal a direct sum after inserts, updates, deletes and status, type, date and client changes", async () => {
    const db = testDb.db();
    const [acme, bolt] = await db
      .insert(contacts)
      .values([
        { name: "Acme", email: "acme@example.test" },
        { name: "Bolt", email: "bolt@example.test" },
      ])
      .returning();
    const day = today();
    const inserted = await db
      .insert(transactions)
      .values([
        { amount: "100.10", type: "income", date: day, category: "Video Production", contactId: acme.id },
        { amount: "0.20", type: "income", date: addDays(day, -40), description: "Monthly recurring fee" },
        { amount: "55.55", type: "expense", date: addDays(day, -400), category: "Software" },
        { amount: "7.00", type: "income", date: addDays(day, -800), status: "pending", contactId: bolt.id },
        { amount: "9.99", type: "income", date: addDays(day, -10), status: "cancelled", contactId: acme.id },
        { amount: "12.34", type: "income", date: addDays(day, 20), contactId: acme.id },
      ])
      .returning();
    await expectRollupsExact();
    expect((await rollupsAndDirectSums()).monthly).toHaveLength(5);

    const [paid, recurring, expense, pending, cancelled] = inserted;
    await db.update(transactions).set({ amount: "100.11" }).where(eq(transactions.id, paid.id));
    await db.update(transactions).set({ status: "completed" }).where(eq(transactions.id, cancelled.id));
    await db.update(transactions).set({ status: "cancelled" }).where(eq(transactions.id, pending.id));
    await db.update(transactions).set({ type: "income" }).where(eq(transactions.id, expense.id));
    await db
      .update(transactions)
      .set({ date: addDays(day, -95) })
      .where(eq(transactions.id, recurring.id));
    await db.update(transactions).set({ description: "One-off" }).where(eq(transactions.id, recurring.id));
    await db.update(transactions).set({ contactId: bolt.id }).where(eq(transactions.id, paid.id));
    await expectRollupsExact();

    // One statement touching many rows, then deletes, including the client's own (set null).
    await db.update(transactions).set({ category: "Recurring retainer" });
    await db.delete(contacts).where(eq(contacts.id, bolt.id));
    await db.delete(transactions).where(eq(transactions.id, paid.id));
    await expectRollupsExact();
    await db.delete(transactions);
    const after = await rollupsAndDirectSums();
    expect(after.monthly).toEqual([]);
    expect(after.clients).toEqual([]);
  });

  it("give the overview the same figures as the rows, whole months and partial ones", async () => {
    const admin = adminActor();
    const db = testDb.db();
    const [acme] = await db.insert(contacts).values({ name: "Acme", email: "a@example.test" }).returning();
    const day = today();
    // Every 11 days over two years, so windows start and end inside months; one dated in the future.
    await db.insert(transactions).values([
      ...Array.from({ length: 70 }, (_, i) => ({
        amount: `${i + 1}.25`,
        type: i % 3 ? ("income" as const) : ("expense" as const),
        date: addDays(day, -11 * i),
        category: i % 4 ? "Photography" : null,
        description: i % 5 ? null : "recurring",
        contactId: i % 2 ? acme.id : null,
      })),
      { amount: "500.00", type: "income", date: addDays(day, 3), contactId: acme.id },
    ]);
    for (const range of ["all", "1y", "90d"] as const) {
      const overview = await getRevenueOverview(admin, range);
      const { from, to } = overview.window;
      const inWindow = sql`status <> 'cancelled' and date >= ${from} and date <= ${to}`;
      const [direct] = rowsOf(
        await db.execute(sql`select
            coalesce(sum(amount) filter (where type = 'income'), 0)::numeric(14,2)::text as revenue,
            coalesce(sum(amount) filter (where type = 'expense'), 0)::numeric(14,2)::text as expenses,
            coalesce(sum(amount) filter (where type = 'income' and (category ilike '%recurring%' or description ilike '%recurring%')), 0)::numeric(14,2)::text as recurring,
            count(distinct date_trunc('month', date))::int as months
          from transactions where ${inWindow}`),
      );
      expect(overview.summary.revenue).toBe(direct.revenue);
      expect(overview.summary.expenses).toBe(direct.expenses);
      expect(overview.summary.recurring).toBe(direct.recurring);
      expect(overview.months).toHaveLength(Number(direct.months));
      const clientTotal = overview.clients.reduce((sum, c) => sum + Math.round(Number(c.amount) * 100), 0);
      expect(clientTotal).toBe(Math.round(Number(direct.revenue) * 100));
    }
    const all = await getRevenueOverview(admin, "all");
    expect(all.clients.find((c) => c.contactId === null)?.name).toBe("No client");
    expect(all.categories.some((c) => c.category === "Uncategorised")).toBe(true);
  });
});
