import type { Db } from "../client.ts";
import { transactions } from "../schema.ts";
import type { SeededContact } from "./crm.ts";
import { dayOfMonthsBack, daysAgo, daysInMonthsBack, isoDate, money } from "./dates.ts";
import { projectPayments } from "./finance-projects.ts";
import { EXPENSE_ITEMS, INCOME_ITEMS, RECURRING } from "./finance-text.ts";
import type { SeededProject } from "./projects.ts";
import type { Random } from "./random.ts";

type NewTransaction = typeof transactions.$inferInsert;

const MONTHS = 12;

/** A year of income and expenses: recurring items, one-off jobs, costs and project invoices. */
export async function seedTransactions(
  db: Db,
  rand: Random,
  now: Date,
  contacts: SeededContact[],
  projects: SeededProject[],
) {
  const clients = contacts.filter(
    (c) => ["closed", "negotiation"].includes(c.status) && !c.email.endsWith(".test"),
  );
  const retainerClient = clients[clients.length - 1];
  const rows: NewTransaction[] = [];
  const add = (date: Date, row: Omit<NewTransaction, "date" | "createdAt">) => {
    if (date > now) return;
    rows.push({ ...row, date: isoDate(date), createdAt: date });
  };
  for (let month = MONTHS - 1; month >= 0; month--) {
    // In the current month only days up to today exist.
    const lastDay = month === 0 ? now.getUTCDate() : daysInMonthsBack(now, month);
    const day = () => dayOfMonthsBack(now, month, rand.int(1, lastDay));
    const { retainer, software, rent } = RECURRING;
    add(dayOfMonthsBack(now, month, 1), {
      ...retainer,
      type: "income",
      amount: "2500.00",
      contactId: retainerClient.id,
    });
    add(dayOfMonthsBack(now, month, 1), { ...rent, type: "expense" });
    add(dayOfMonthsBack(now, month, 3), { ...software, type: "expense" });
    for (let i = rand.int(3, 4); i > 0; i--) {
      const [category, item] = rand.pick(Object.entries(INCOME_ITEMS));
      const date = day();
      const recent = now.getTime() - date.getTime() < 30 * 86_400_000;
      add(date, {
        type: "income",
        category,
        description: rand.pick(item.descriptions),
        amount: money(rand.int(...item.amount), 50),
        contactId: rand.chance(0.6) ? rand.pick(clients).id : null,
        // Recent invoices are often not paid yet; older ones are.
        status: recent && rand.chance(0.35) ? "pending" : "completed",
      });
    }
    for (let i = rand.int(2, 3); i > 0; i--) {
      const [category, item] = rand.pick(Object.entries(EXPENSE_ITEMS));
      const amount = money(rand.float(...item.amount), 0.01);
      add(day(), { type: "expense", category, description: rand.pick(item.descriptions), amount });
    }
  }
  // An unpaid invoice from seven weeks ago (overdue) and a job the client cancelled.
  const client = clients[0];
  add(daysAgo(now, 50), {
    type: "income",
    category: "Photography",
    description: "Event photography: annual gala",
    amount: "1800.00",
    contactId: client.id,
    status: "pending",
  });
  add(daysAgo(now, 200), {
    type: "income",
    category: "Video Production",
    description: "Product video (cancelled by client)",
    amount: "4200.00",
    contactId: client.id,
    status: "cancelled",
  });
  for (const project of projects) rows.push(...projectPayments(now, project));
  await db.insert(transactions).values(rows);
  return rows.length;
}
