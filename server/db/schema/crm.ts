// CRM contacts and contact-form submissions.
import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt, money, updatedAt } from "./columns.ts";

export const contactStatus = pgEnum("contact_status", [
  "new",
  "contacted",
  "qualified",
  "proposal",
  "negotiation",
  "closed",
  "lost",
]);

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    position: text("position"),
    source: text("source").notNull().default("Website"),
    status: contactStatus("status").notNull().default("new"),
    value: money("value"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    lastContact: timestamp("last_contact", { withTimezone: true }),
    nextFollowUp: timestamp("next_follow_up", { withTimezone: true }),
    assignedTo: text("assigned_to"),
    score: integer("score").notNull().default(50),
    serviceInterest: text("service_interest"),
    projectDetails: text("project_details"),
    /** The portal account with this contact's e-mail, once one exists (see docs/decisions). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin list sorts and searches 100,000 contacts (DESIGN.md quality bar). One index per
    // sort, in the exact order of keysetOrderBy (the column, then the id with its default nulls:
    // "desc" is nulls first), so that a page's OFFSET walks the index alone, ties included; the
    // newest-first index read backwards is the oldest-first order (decision 034).
    index("contacts_created_at_id_idx").on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index("contacts_updated_at_id_idx").on(t.updatedAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index("contacts_status_created_at_id_idx").on(
      t.status,
      t.createdAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index("contacts_email_idx").on(sql`lower(${t.email})`),
    index("contacts_user_id_idx").on(t.userId),
    index("contacts_name_id_idx").on(t.name.asc().nullsLast(), t.id.asc().nullsLast()),
    index("contacts_value_id_idx").on(t.value.desc().nullsLast(), t.id.desc().nullsFirst()),
    index("contacts_score_id_idx").on(t.score.desc().nullsLast(), t.id.desc().nullsFirst()),
    index("contacts_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("contacts_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("contacts_company_trgm_idx").using("gin", t.company.op("gin_trgm_ops")),
    // The calendar's follow-ups of a window; most contacts have none.
    index("contacts_next_follow_up_idx").on(t.nextFollowUp).where(sql`${t.nextFollowUp} is not null`),
  ],
);

export const submissionStatus = pgEnum("submission_status", ["new", "in_progress", "completed", "archived"]);

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    serviceNeeded: text("service_needed"),
    subject: text("subject"),
    projectDetails: text("project_details").notNull(),
    /** 'What would make this project a win'. */
    message: text("message"),
    budgetRange: text("budget_range"),
    status: submissionStatus("status").notNull().default("new"),
    adminNotes: text("admin_notes"),
    ipAddress: text("ip_address"),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_submissions_submitted_at_idx").on(t.submittedAt.desc()),
    index("contact_submissions_status_submitted_at_idx").on(t.status, t.submittedAt.desc()),
    index("contact_submissions_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("contact_submissions_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("contact_submissions_company_trgm_idx").using("gin", t.company.op("gin_trgm_ops")),
    // A contact's briefs (the lead seen from the CRM side).
    index("contact_submissions_contact_id_idx").on(t.contactId),
  ],
);
