// Deliverable versions, review requests, comments and decisions (issue 32, docs/decisions/030).
import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { projectDeliverables, projects } from "./projects.ts";

/**
 * One file or link of a deliverable. The deliverable row (project_deliverables) keeps the newest
 * version's file columns, so the specification's screens and the download route keep working.
 * Review state lives on the version: draft, awaiting, changes_requested, approved.
 */
export const deliverableVersions = pgTable(
  "deliverable_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliverableId: uuid("deliverable_id")
      .notNull()
      .references(() => projectDeliverables.id, { onDelete: "cascade" }),
    /** Routes live events to the project's client (notify_row_change reads project_id). */
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    fileName: text("file_name").notNull(),
    fileUrl: text("file_url"),
    storageKey: text("storage_key"),
    fileSize: bigint("file_size", { mode: "number" }).notNull().default(0),
    fileType: text("file_type").notNull().default("application/octet-stream"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull().default("draft"),
    dueDate: date("due_date"),
    requestNote: text("request_note"),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** Kept as text: the name stays on the record if the account goes. */
    decidedByName: text("decided_by_name"),
    decisionNote: text("decision_note"),
    /** When the overdue reminder was sent (once, across instances). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("deliverable_versions_deliverable_id_number_idx").on(t.deliverableId, t.number),
    index("deliverable_versions_awaiting_due_idx").on(t.dueDate).where(sql`${t.status} = 'awaiting'`),
    index("deliverable_versions_project_id_idx").on(t.projectId),
  ],
);

/**
 * The review history: uploads, requests, comments, approvals, change requests. Append-only: a
 * trigger refuses updates, and deletes other than the deliverable's own (cascade).
 */
export const deliverableEvents = pgTable(
  "deliverable_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliverableId: uuid("deliverable_id")
      .notNull()
      .references(() => projectDeliverables.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    versionId: uuid("version_id")
      .notNull()
      .references(() => deliverableVersions.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull(),
    /** upload, request, comment, approved, changes_requested */
    kind: text("kind").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** client or agency */
    actorSide: text("actor_side").notNull(),
    body: text("body"),
    /** For a comment on a video: the player's time in seconds. */
    videoTime: real("video_time"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("deliverable_events_deliverable_id_created_at_idx").on(t.deliverableId, t.createdAt),
    // A version is decided once: the database refuses a second decision, whichever instance races.
    uniqueIndex("deliverable_events_one_decision_idx")
      .on(t.versionId)
      .where(sql`${t.kind} in ('approved', 'changes_requested')`),
  ],
);
