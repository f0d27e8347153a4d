import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  approveSchema,
  changesSchema,
  commentSchema,
  DECISION_REFUSALS,
  isReviewState,
  type ReviewEventKind,
  type ReviewState,
  requestApprovalSchema,
} from "../../core/approvals.ts";
import { cleanDeliverableName } from "../../core/deliverables.ts";
import type { Db } from "../db/client.ts";
import { getDb } from "../db/client.ts";
import {
  deliverableEvents,
  deliverableVersions,
  profiles,
  projectDeliverables,
  users,
} from "../db/schema.ts";
import { type Actor, isUuid, notFound, requireAdminActor, requireProjectAccess } from "./access.ts";
import { notifyAgencyOfReview, notifyClientOfRequest } from "./approval-mail.ts";
import { fieldErrorsOf, InputError } from "./errors.ts";

/* Review and approval of deliverables (issue 32). Every function takes the acting user and checks
   that they may see the deliverable's project (admins all, a client their own; anything else is
   the same 404 as a missing id). The history (deliverable_events) is append-only in the database. */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function parseOrThrow<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
  },
  raw: unknown,
): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    throw new InputError(Object.values(fieldErrors)[0], fieldErrors);
  }
  return parsed.data;
}

/** The name a person is shown under: profile full name, account name, or the e-mail prefix. */
export async function displayNameOf(userId: string, db: Db | Tx = getDb()) {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), nullif(${users.name}, ''), split_part(${users.email}, '@', 1))`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row?.name ?? "Unknown";
}

const side = (user: Actor) => (user.isAdmin ? "agency" : "client");

/** The deliverable, if the user may see its project; a 404 otherwise. */
async function requireDeliverable(user: Actor, deliverableId: string) {
  if (!isUuid(deliverableId)) notFound();
  const [row] = await getDb()
    .select()
    .from(projectDeliverables)
    .where(eq(projectDeliverables.id, deliverableId));
  if (!row) notFound();
  const project = await requireProjectAccess(user, row.projectId);
  return { deliverable: row, project };
}

/** The version and its deliverable, if the user may see the project; a 404 otherwise. */
async function requireVersion(user: Actor, versionId: string) {
  if (!isUuid(versionId)) notFound();
  const [version] = await getDb()
    .select()
    .from(deliverableVersions)
    .where(eq(deliverableVersions.id, versionId));
  if (!version) notFound();
  const project = await requireProjectAccess(user, version.projectId);
  return { version, project };
}

async function latestNumber(db: Db | Tx, deliverableId: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${deliverableVersions.number}), 0)::int` })
    .from(deliverableVersions)
    .where(eq(deliverableVersions.deliverableId, deliverableId));
  return row?.n ?? 0;
}

export async function recordEvent(
  db: Db | Tx,
  event: {
    deliverableId: string;
    projectId: string;
    versionId: string;
    versionNumber: number;
    kind: ReviewEventKind;
    actor: Actor;
    actorName: string;
    body?: string | null;
    videoTime?: number | null;
  },
) {
  const [row] = await db
    .insert(deliverableEvents)
    .values({
      deliverableId: event.deliverableId,
      projectId: event.projectId,
      versionId: event.versionId,
      versionNumber: event.versionNumber,
      kind: event.kind,
      actorId: event.actor.id,
      actorName: event.actorName,
      actorSide: side(event.actor),
      body: event.body ?? null,
      videoTime: event.videoTime ?? null,
    })
    .returning();
  return row;
}

type NewVersion = {
  fileName: string;
  fileUrl: string | null;
  storageKey: string | null;
  fileSize: number;
  fileType: string;
};

/**
 * Adds a version to a deliverable inside the caller's transaction: the next number, the
 * deliverable row takes its file columns (the specification's screens show the newest), and an
 * 'upload' event. The first version of a new deliverable goes through here as well.
 */
export async function insertVersion(
  tx: Db | Tx,
  actor: Actor,
  deliverable: { id: string; projectId: string },
  file: NewVersion,
  uploadedAt = new Date(),
) {
  const number = (await latestNumber(tx, deliverable.id)) + 1;
  const [version] = await tx
    .insert(deliverableVersions)
    .values({
      deliverableId: deliverable.id,
      projectId: deliverable.projectId,
      number,
      ...file,
      uploadedBy: actor.id,
      uploadedAt,
    })
    .returning();
  if (number > 1) {
    await tx
      .update(projectDeliverables)
      .set({ ...file, uploadedBy: actor.id, uploadedAt })
      .where(eq(projectDeliverables.id, deliverable.id));
  }
  await recordEvent(tx, {
    deliverableId: deliverable.id,
    projectId: deliverable.projectId,
    versionId: version.id,
    versionNumber: number,
    kind: "upload",
    actor,
    actorName: await displayNameOf(actor.id, tx),
    body: file.fileName,
  });
  return version;
}

/**
 * A deliverable written without a version (rows of a backup made before versions existed, or
 * written straight to the table) gets its version 1 from its own columns, as migration 0019 did.
 */
export async function ensureFirstVersion(deliverableId: string) {
  await getDb().execute(sql`
    insert into deliverable_versions (deliverable_id, project_id, number, file_name, file_url, storage_key, file_size, file_type, uploaded_by, uploaded_at, status)
    select d.id, d.project_id, 1, d.file_name, d.file_url, d.storage_key, d.file_size, d.file_type, d.uploaded_by, d.uploaded_at, 'draft'
    from project_deliverables d
    where d.id = ${deliverableId}
      and not exists (select 1 from deliverable_versions v where v.deliverable_id = d.id)
    on conflict do nothing`);
}

/** Everything the review view shows: the deliverable, its versions (newest first) and its history. */
export async function getReview(user: Actor, deliverableId: string) {
  const { deliverable, project } = await requireDeliverable(user, deliverableId);
  const db = getDb();
  await ensureFirstVersion(deliverable.id);
  const [versions, events] = await Promise.all([
    db
      .select()
      .from(deliverableVersions)
      .where(eq(deliverableVersions.deliverableId, deliverable.id))
      .orderBy(desc(deliverableVersions.number)),
    db
      .select()
      .from(deliverableEvents)
      .where(eq(deliverableEvents.deliverableId, deliverable.id))
      .orderBy(asc(deliverableEvents.createdAt), asc(deliverableEvents.id)),
  ]);
  const latest = versions[0];
  const state: ReviewState = latest && isReviewState(latest.status) ? latest.status : "draft";
  return {
    deliverable: {
      id: deliverable.id,
      fileName: cleanDeliverableName(deliverable.fileName),
      description: deliverable.description,
      origin: deliverable.origin,
      projectId: project.id,
      projectName: project.name,
    },
    state,
    latestVersionId: latest?.id ?? null,
    versions: versions.map((v) => ({
      id: v.id,
      number: v.number,
      fileName: cleanDeliverableName(v.fileName),
      fileSize: v.fileSize,
      fileType: v.fileType,
      stored: v.storageKey !== null,
      uploadedAt: v.uploadedAt,
      status: (isReviewState(v.status) ? v.status : "draft") as ReviewState,
      dueDate: v.dueDate,
      requestNote: v.requestNote,
      decidedAt: v.decidedAt,
      decidedByName: v.decidedByName,
      decisionNote: v.decisionNote,
      latest: v.id === latest?.id,
    })),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind as ReviewEventKind,
      versionNumber: e.versionNumber,
      actorName: e.actorName,
      actorSide: e.actorSide as "client" | "agency",
      mine: e.actorId === user.id,
      body: e.body,
      videoTime: e.videoTime,
      createdAt: e.createdAt,
    })),
    /** Only the project's client decides, and only on the newest version while it awaits. */
    canDecide: !user.isAdmin && latest?.status === "awaiting",
  };
}

export type Review = Awaited<ReturnType<typeof getReview>>;

/** An admin asks the client to approve the newest version (optionally by a date, with a note). */
export async function requestApproval(user: Actor, versionId: string, raw: unknown) {
  requireAdminActor(user);
  const input = parseOrThrow(requestApprovalSchema, raw);
  const { version, project } = await requireVersion(user, versionId);
  const db = getDb();
  return db.transaction(async (tx) => {
    const latest = await latestNumber(tx, version.deliverableId);
    if (latest !== version.number) throw new InputError(DECISION_REFUSALS.oldVersion);
    const [updated] = await tx
      .update(deliverableVersions)
      .set({
        status: "awaiting",
        dueDate: input.dueDate ?? null,
        requestNote: input.note ?? null,
        requestedAt: new Date(),
        remindedAt: null,
      })
      .where(and(eq(deliverableVersions.id, version.id), eq(deliverableVersions.status, "draft")))
      .returning();
    if (!updated) {
      throw new InputError(
        version.status === "awaiting"
          ? "This version is already awaiting approval."
          : "This version has been decided. Upload a new version to ask again.",
      );
    }
    await recordEvent(tx, {
      deliverableId: version.deliverableId,
      projectId: version.projectId,
      versionId: version.id,
      versionNumber: version.number,
      kind: "request",
      actor: user,
      actorName: await displayNameOf(user.id, tx),
      body:
        [input.dueDate ? `Due ${input.dueDate}` : "", input.note ?? ""].filter(Boolean).join(" — ") || null,
    });
    await notifyClientOfRequest(tx, {
      project,
      deliverableId: version.deliverableId,
      fileName: cleanDeliverableName(version.fileName),
      versionNumber: version.number,
      dueDate: input.dueDate ?? null,
      note: input.note ?? null,
    });
    return updated;
  });
}

/** A comment on a version, by the project's client or an admin. */
export async function commentOnVersion(user: Actor, versionId: string, raw: unknown) {
  const input = parseOrThrow(commentSchema, raw);
  const { version, project } = await requireVersion(user, versionId);
  return getDb().transaction(async (tx) => {
    const actorName = await displayNameOf(user.id, tx);
    const row = await recordEvent(tx, {
      deliverableId: version.deliverableId,
      projectId: version.projectId,
      versionId: version.id,
      versionNumber: version.number,
      kind: "comment",
      actor: user,
      actorName,
      body: input.body,
      videoTime: input.videoTime ?? null,
    });
    if (!user.isAdmin) {
      await notifyAgencyOfReview(tx, {
        kind: "comment",
        actorName,
        projectName: project.name,
        deliverableId: version.deliverableId,
        fileName: cleanDeliverableName(version.fileName),
        versionNumber: version.number,
        body: input.body,
      });
    }
    return row;
  });
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/**
 * The client approves the version (optional note) or requests changes (a comment of at least 10
 * characters). Only the newest version, only while it awaits, only once: the database's unique
 * index settles a race between two tabs or instances.
 */
export async function decideVersion(
  user: Actor,
  versionId: string,
  decision: "approved" | "changes_requested",
  raw: unknown,
) {
  const note =
    decision === "approved"
      ? (parseOrThrow(approveSchema, raw).note ?? null)
      : parseOrThrow(changesSchema, raw).body;
  if (!isUuid(versionId)) notFound();
  const [found] = await getDb()
    .select()
    .from(deliverableVersions)
    .where(eq(deliverableVersions.id, versionId));
  // A deleted deliverable and another client's are the same 404; the page says it no longer exists.
  if (!found) notFound();
  const project = await requireProjectAccess(user, found.projectId);
  if (user.isAdmin) throw new InputError("Only the client decides on a deliverable.");
  try {
    return await getDb().transaction(async (tx) => {
      const [version] = await tx
        .select()
        .from(deliverableVersions)
        .where(eq(deliverableVersions.id, versionId))
        .for("update");
      if (!version) throw new InputError(DECISION_REFUSALS.deleted);
      if ((await latestNumber(tx, version.deliverableId)) !== version.number)
        throw new InputError(DECISION_REFUSALS.oldVersion);
      if (version.status === "approved" || version.status === "changes_requested")
        throw new InputError(DECISION_REFUSALS.alreadyDecided);
      if (version.status !== "awaiting") throw new InputError(DECISION_REFUSALS.notAwaiting);
      const actorName = await displayNameOf(user.id, tx);
      const decidedAt = new Date();
      const [updated] = await tx
        .update(deliverableVersions)
        .set({
          status: decision,
          decidedAt,
          decidedBy: user.id,
          decidedByName: actorName,
          decisionNote: note,
        })
        .where(and(eq(deliverableVersions.id, version.id), eq(deliverableVersions.status, "awaiting")))
        .returning();
      if (!updated) throw new InputError(DECISION_REFUSALS.alreadyDecided);
      await recordEvent(tx, {
        deliverableId: version.deliverableId,
        projectId: version.projectId,
        versionId: version.id,
        versionNumber: version.number,
        kind: decision,
        actor: user,
        actorName,
        body: note,
      });
      await notifyAgencyOfReview(tx, {
        kind: decision,
        actorName,
        projectName: project.name,
        deliverableId: version.deliverableId,
        fileName: cleanDeliverableName(version.fileName),
        versionNumber: version.number,
        body: note,
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InputError(DECISION_REFUSALS.alreadyDecided);
    throw error;
  }
}

/** A version's stored file, after the access check (the version download route). */
export async function openVersion(user: Actor, versionId: string) {
  const { version } = await requireVersion(user, versionId);
  return version;
}

/**
 * Only a deliverable's newest version: an older one keeps the state it had when a new version
 * superseded it (an 'awaiting' v1 under a draft v2 waits for nothing). Reads the
 * (deliverable_id, number) unique index.
 */
export const isNewestVersion = sql`not exists (select 1 from deliverable_versions newer where newer.deliverable_id = ${deliverableVersions.deliverableId} and newer.number > ${deliverableVersions.number})`;

/** Each deliverable's newest version, for the lists (state, count, approval), joined by deliverable_id. */
export function latestVersions(db: Db = getDb()) {
  return db
    .selectDistinctOn([deliverableVersions.deliverableId], {
      deliverableId: deliverableVersions.deliverableId,
      versionId: sql<string>`${deliverableVersions.id}`.as("latest_version_id"),
      versionNumber: sql<number>`${deliverableVersions.number}`.as("latest_number"),
      reviewState: sql<string>`${deliverableVersions.status}`.as("review_state"),
      dueDate: sql<string | null>`${deliverableVersions.dueDate}`.as("review_due_date"),
      decidedAt: sql<Date | null>`${deliverableVersions.decidedAt}`.as("review_decided_at"),
      decidedByName: sql<string | null>`${deliverableVersions.decidedByName}`.as("review_decided_by"),
    })
    .from(deliverableVersions)
    .orderBy(deliverableVersions.deliverableId, desc(deliverableVersions.number))
    .as("latest");
}

/** A list row's review fields, from a latestVersions() join (a deliverable with no version is a draft). */
export function reviewFields(row: {
  versionId: string | null;
  versionNumber: number | null;
  reviewState: string | null;
  dueDate: string | null;
  decidedAt: Date | string | null;
  decidedByName: string | null;
}) {
  return {
    latestVersionId: row.versionId,
    versionNumber: row.versionNumber ?? 1,
    reviewState: (isReviewState(row.reviewState) ? row.reviewState : "draft") as ReviewState,
    dueDate: row.dueDate,
    decidedAt: row.decidedAt ? new Date(row.decidedAt) : null,
    decidedByName: row.decidedByName,
  };
}

/** An admin opened the review: the client's activity before now stops counting on the badge. */
export async function markReviewSeen(user: Actor, deliverableId: string) {
  requireAdminActor(user);
  if (!isUuid(deliverableId)) return;
  // Only when there is something unseen: the update is announced live, and the open page reloads.
  await getDb()
    .update(projectDeliverables)
    .set({ agencySeenAt: new Date() })
    .where(
      and(
        eq(projectDeliverables.id, deliverableId),
        sql`exists (select 1 from ${deliverableEvents} where ${deliverableEvents.deliverableId} = ${projectDeliverables.id} and ${deliverableEvents.actorSide} = 'client' and ${deliverableEvents.createdAt} > coalesce(${projectDeliverables.agencySeenAt}, '-infinity'::timestamptz))`,
      ),
    );
}

/**
 * The admin's live badge: deliverables with client activity (comments, decisions, client files)
 * that no admin has opened since.
 */
export async function countUnseenReviewActivity(user: Actor) {
  requireAdminActor(user);
  const [row] = await getDb()
    .select({ n: sql<number>`count(distinct ${deliverableEvents.deliverableId})::int` })
    .from(deliverableEvents)
    .innerJoin(projectDeliverables, eq(projectDeliverables.id, deliverableEvents.deliverableId))
    .where(
      and(
        eq(deliverableEvents.actorSide, "client"),
        sql`${deliverableEvents.createdAt} > coalesce(${projectDeliverables.agencySeenAt}, '-infinity'::timestamptz)`,
      ),
    );
  return row?.n ?? 0;
}
