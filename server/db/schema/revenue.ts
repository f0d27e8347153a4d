// Money: transactions and their sums, invoices and their items.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, money, updatedAt } from "./columns.ts";
import { contacts } from "./crm.ts";
import { projects } from "./projects.ts";

export const transactionType = pgEnum("transaction_type", ["income", "expense"]);
export const transactionStatus = pgEnum("transaction_status", ["pending", "completed", "cancelled"]);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    type: transactionType("type").notNull(),
    category: text("category"),
    description: text("description"),
    date: date("date").notNull().defaultNow(),
    status: transactionStatus("status").notNull().default("completed"),
    /** Set when the transaction is a payment recorded against an invoice. */
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's order, "date desc nulls last, id desc nulls last": deep pages walk the index
    // alone and join only the 25 rows shown.
    index("transactions_date_id_idx").on(t.date.desc(), t.id.desc()),
    index("transactions_type_date_id_idx").on(t.type, t.date.desc(), t.id.desc()),
    index("transactions_project_id_idx").on(t.projectId),
    index("transactions_contact_id_idx").on(t.contactId),
    index("transactions_status_type_date_idx").on(t.status, t.type, t.date),
    // What clients still owe, on every overview range: pending income read from the index alone.
    index("transactions_pending_income_idx")
      .on(t.date, t.amount)
      .where(sql`${t.type} = 'income' and ${t.status} = 'pending'`),
    index("transactions_invoice_id_idx").on(t.invoiceId),
    // Case-insensitive search on descriptions over 200,000 rows (issue 16).
    index("transactions_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
  ],
);

/**
 * Counted (not cancelled) transactions summed per calendar month, type, category and whether
 * they are recurring, kept exact by statement triggers (migration 0010, decision 008): the
 * overview reads whole months here and only the partial months at the window's ends from
 * transactions. `rows` tells an empty group (every row moved away) from a group summing to 0.
 */
export const transactionMonthlySums = pgTable(
  "transaction_monthly_sums",
  {
    month: date("month").notNull(),
    type: transactionType("type").notNull(),
    /** Null categories are stored as 'Uncategorised', as the overview shows them. */
    category: text("category").notNull(),
    recurring: boolean("recurring").notNull(),
    amount: numeric("amount").notNull(),
    rows: integer("rows").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.type, t.category, t.recurring] })],
);

/**
 * Counted income per client over all time (the zero UUID stands for 'no client'), for the
 * all-time top clients; kept exact by the same triggers.
 */
export const transactionClientSums = pgTable("transaction_client_sums", {
  contactKey: uuid("contact_key").primaryKey(),
  amount: numeric("amount").notNull(),
  rows: integer("rows").notNull(),
});

/** 'overdue' is not stored: it is derived from the due date (core/revenue/invoice.ts). */
export const invoiceStatus = pgEnum("invoice_status", ["draft", "sent", "partially_paid", "paid", "void"]);

/** One counter per year; invoice numbers are taken from it inside the creating transaction. */
export const invoiceNumberCounters = pgTable("invoice_number_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** INV-2026-0001: unique and never reused (a void invoice keeps it). */
    number: text("number").notNull(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "restrict" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    status: invoiceStatus("status").notNull().default("draft"),
    issueDate: date("issue_date").notNull(),
    dueDate: date("due_date").notNull(),
    /** Percent, such as 8.25. */
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull().default("0"),
    discount: money("discount").notNull().default("0"),
    subtotal: money("subtotal").notNull(),
    tax: money("tax").notNull(),
    total: money("total").notNull(),
    amountPaid: money("amount_paid").notNull().default("0"),
    notes: text("notes"),
    currency: text("currency").notNull().default("USD"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * The public link's secret (/invoice/:token): 256 random bits, made when the invoice is first
     * mailed; revoking sets it to null, and the next send makes a new one.
     */
    publicToken: text("public_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_public_token_idx").on(t.publicToken),
    index("invoices_contact_id_idx").on(t.contactId, t.issueDate.desc()),
    index("invoices_project_id_idx").on(t.projectId),
    index("invoices_issue_date_idx").on(t.issueDate.desc(), t.id.desc()),
    index("invoices_status_due_date_idx").on(t.status, t.dueDate),
  ],
);

export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2 }).notNull(),
    unitPrice: money("unit_price").notNull(),
    amount: money("amount").notNull(),
  },
  (t) => [index("invoice_items_invoice_id_idx").on(t.invoiceId, t.position)],
);

/**
 * The reminders an invoice's client was sent. 'before', 'due' and 'after' are the automatic ones:
 * the partial unique index makes each one happen once per invoice, whichever instance gets there
 * first (the insert is the claim). 'manual' is 'Send reminder', as often as the owner asks.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"before" | "due" | "after" | "manual">().notNull(),
    email: text("email").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoice_reminders_once_idx").on(t.invoiceId, t.kind).where(sql`${t.kind} <> 'manual'`),
    index("invoice_reminders_invoice_idx").on(t.invoiceId, t.sentAt),
  ],
);
