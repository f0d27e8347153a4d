// Client projects, their deliverables and the messages between the agency and its clients.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { createdAt, money, updatedAt } from "./columns.ts";
import { contacts } from "./crm.ts";

export const projectStatus = pgEnum("project_status", [
  "planning",
  "in_progress",
  "review",
  "completed",
  "on_hold",
]);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The client is a CRM contact; its portal account is contacts.user_id. */
    clientId: uuid("client_id").references(() => contacts.id, { onDelete: "set null" }),
    status: projectStatus("status").notNull().default("planning"),
    value: money("value"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    description: text("description"),
    serviceType: text("service_type"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_client_id_created_at_idx").on(t.clientId, t.createdAt.desc()),
    index("projects_created_at_idx").on(t.createdAt.desc()),
    index("projects_status_idx").on(t.status),
    // The calendar's window reads (a month, a week, the feed) by either date.
    index("projects_start_date_idx").on(t.startDate),
    index("projects_end_date_idx").on(t.endDate),
  ],
);

export const projectDeliverables = pgTable(
  "project_deliverables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** An external link; null when the file is stored by us (see storageKey). */
    fileUrl: text("file_url"),
    /** Where an uploaded file lives in storage (local disk or S3). */
    storageKey: text("storage_key"),
    description: text("description"),
    fileSize: bigint("file_size", { mode: "number" }).notNull().default(0),
    fileType: text("file_type").notNull().default("application/octet-stream"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    /** 'agency' (a deliverable) or 'client' (a file the client sent the agency; issue 32). */
    origin: text("origin").notNull().default("agency"),
    /** When an admin last opened its review (the live badge counts client activity after it). */
    agencySeenAt: timestamp("agency_seen_at", { withTimezone: true }),
  },
  (t) => [
    index("project_deliverables_project_id_uploaded_at_idx").on(t.projectId, t.uploadedAt.desc()),
    index("project_deliverables_uploaded_at_idx").on(t.uploadedAt.desc()),
  ],
);

export const clientMessages = pgTable(
  "client_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null means the agency's shared inbox (the 'fixed admin recipient' of the specification). */
    recipientId: uuid("recipient_id").references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("client_messages_sender_id_sent_at_idx").on(t.senderId, t.sentAt),
    index("client_messages_recipient_id_sent_at_idx").on(t.recipientId, t.sentAt),
    index("client_messages_unread_idx").on(t.isRead).where(sql`${t.isRead} = false`),
  ],
);

/** The agency's own work on a project (issue 30): admins only, never shown to the client. */
export const projectTasks = pgTable(
  "project_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** One of the agency's admins; null when nobody is assigned (or the admin was removed). */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    dueDate: date("due_date"),
    done: boolean("done").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** Order on the project page; smaller first. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_tasks_project_id_position_idx").on(t.projectId, t.position),
    index("project_tasks_open_due_date_idx").on(t.dueDate).where(sql`${t.done} = false`),
    // The calendar shows done tasks on their day too: a month or a week reads a range of every task.
    index("project_tasks_due_date_idx").on(t.dueDate),
  ],
);

/** The steps a client follows on the portal (issue 30): title, due date, done. */
export const projectMilestones = pgTable(
  "project_milestones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueDate: date("due_date"),
    done: boolean("done").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_milestones_project_id_position_idx").on(t.projectId, t.position),
    index("project_milestones_due_date_idx").on(t.dueDate),
  ],
);

/** Who changed what on a project, and when: the project page's activity history. */
export const projectActivity = pgTable(
  "project_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** A dotted name: 'project.status', 'task.add', 'task.done', 'milestone.done', ... */
    action: text("action").notNull(),
    /** The change in words, as the history shows it. */
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("project_activity_project_id_created_at_idx").on(t.projectId, t.createdAt.desc())],
);

/**
 * Each project's open tasks and milestones, kept by triggers on the two tables (migration
 * `project_work_counts`), so that the board reads 2,000 counts instead of counting 50,000 tasks at
 * every read (issue 30 item 7). Written only by the triggers; a project without work has no row.
 */
export const projectWorkCounts = pgTable("project_work_counts", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  openTasks: integer("open_tasks").notNull().default(0),
  milestonesTotal: integer("milestones_total").notNull().default(0),
  milestonesDone: integer("milestones_done").notNull().default(0),
});
