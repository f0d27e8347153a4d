import { randomUUID } from "node:crypto";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { ReviewState } from "../../core/approvals.ts";
import {
  cleanDeliverableName,
  deliverableFormSchema,
  downloadFileName,
  fileExtension,
  guessFileType,
  isAllowedUpload,
  REQUIRED_FIELDS_MESSAGE,
  uploadTooLargeMessage,
  uploadTypeMessage,
} from "../../core/deliverables.ts";
import { recordAudit } from "../audit.ts";
import { getDb } from "../db/client.ts";
import { deliverableVersions, projectDeliverables, projects } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { getStorage } from "../storage/index.ts";
import { type Actor, isUuid, notFound, requireAdminActor, requireProjectAccess } from "./access.ts";
import { insertVersion, latestVersions, reviewFields } from "./approvals.ts";
import { fieldErrorsOf, InputError } from "./errors.ts";
import { checkedUpload } from "./upload-check.ts";

const LIST_LIMIT = 200;

export function uploadLimitBytes() {
  return Math.floor(getEnv().UPLOAD_MAX_MB * 1024 * 1024);
}

/**
 * Deliverables with their project name, newest first (001 section 7), optionally searched, with
 * their review state (issue 32), optionally filtered by it.
 */
export async function listDeliverablesForAdmin(user: Actor, search = "", state?: ReviewState | null) {
  requireAdminActor(user);
  const q = search.trim();
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const db = getDb();
  const latest = latestVersions(db);
  return db
    .select({
      id: projectDeliverables.id,
      projectId: projectDeliverables.projectId,
      projectName: projects.name,
      fileName: projectDeliverables.fileName,
      fileUrl: projectDeliverables.fileUrl,
      stored: projectDeliverables.storageKey,
      description: projectDeliverables.description,
      fileSize: projectDeliverables.fileSize,
      fileType: projectDeliverables.fileType,
      uploadedAt: projectDeliverables.uploadedAt,
      origin: projectDeliverables.origin,
      versionId: latest.versionId,
      versionNumber: latest.versionNumber,
      reviewState: latest.reviewState,
      dueDate: latest.dueDate,
      decidedAt: latest.decidedAt,
      decidedByName: latest.decidedByName,
    })
    .from(projectDeliverables)
    .innerJoin(projects, eq(projects.id, projectDeliverables.projectId))
    .leftJoin(latest, eq(latest.deliverableId, projectDeliverables.id))
    .where(
      and(
        q
          ? or(
              ilike(projectDeliverables.fileName, pattern),
              ilike(projectDeliverables.description, pattern),
              ilike(projects.name, pattern),
            )
          : undefined,
        state ? sql`coalesce(${latest.reviewState}, 'draft') = ${state}` : undefined,
      ),
    )
    .orderBy(desc(projectDeliverables.uploadedAt))
    .limit(LIST_LIMIT)
    .then((rows) =>
      rows.map(
        ({ stored, versionId, versionNumber, reviewState, dueDate, decidedAt, decidedByName, ...row }) => ({
          ...row,
          ...reviewFields({ versionId, versionNumber, reviewState, dueDate, decidedAt, decidedByName }),
          fileName: cleanDeliverableName(row.fileName),
          uploaded: stored !== null,
        }),
      ),
    );
}

export type AdminDeliverable = Awaited<ReturnType<typeof listDeliverablesForAdmin>>[number];

/** An uploaded file: its name, the type the browser declared (may be empty) and its bytes. */
export type UploadedFile = { name: string; type?: string; body: ReadableStream<Uint8Array> };

/** Passes the bytes through, failing once more than `max` have gone by. */
function limitBytes(max: number) {
  let seen = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max) controller.error(new InputError(uploadTooLargeMessage(getEnv().UPLOAD_MAX_MB)));
      else controller.enqueue(chunk);
    },
  });
}

/**
 * Adds a deliverable to a project: a link (fileUrl) or an uploaded file, stored with its true
 * size. The file type is guessed from the file name (001 section 7).
 */
export async function createDeliverable(user: Actor, raw: unknown, file?: UploadedFile) {
  requireAdminActor(user);
  const parsed = deliverableFormSchema.safeParse({ ...(raw as object), hasFile: Boolean(file) });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    throw new InputError(Object.values(fieldErrors)[0], fieldErrors);
  }
  const input = parsed.data;
  if (!isUuid(input.projectId))
    throw new InputError(REQUIRED_FIELDS_MESSAGE, { projectId: "Please choose a project" });
  const project = await requireProjectAccess(user, input.projectId).catch(() => {
    throw new InputError("The project no longer exists", { projectId: "Please choose a project" });
  });
  const typeSource = fileExtension(input.fileName) || !file ? input.fileName : file.name;
  const fileType = guessFileType(typeSource);
  const stored = file ? await storeUpload(`deliverables/${project.id}`, file) : null;
  try {
    return await getDb().transaction(async (tx) => {
      const values = {
        fileName: input.fileName,
        fileUrl: stored ? null : input.fileUrl!,
        storageKey: stored?.key ?? null,
        fileSize: stored?.size ?? 0,
        fileType,
      };
      const [row] = await tx
        .insert(projectDeliverables)
        .values({
          projectId: project.id,
          ...values,
          description: input.description ?? null,
          uploadedBy: user.id,
        })
        .returning();
      // Version 1 (issue 32): the same file, recorded in the deliverable's history.
      await insertVersion(tx, user, row, values, row.uploadedAt);
      return row;
    });
  } catch (error) {
    if (stored) await getStorage().delete(stored.key);
    throw error;
  }
}

/**
 * Checks an upload (extension, content, size) and stores it under `<prefix>/<uuid>.<ext>`; a
 * refused or failed upload leaves nothing stored.
 */
export async function storeUpload(prefix: string, file: UploadedFile) {
  if (!isAllowedUpload(file.name)) throw new InputError(uploadTypeMessage, { file: uploadTypeMessage });
  const key = `${prefix}/${randomUUID()}.${fileExtension(file.name)}`;
  const content = await checkedUpload(file);
  const { size } = await getStorage().put(key, content.pipeThrough(limitBytes(uploadLimitBytes())));
  return { key, size };
}

/**
 * A new version of a deliverable (issue 32): a file or a link. The name defaults to the
 * deliverable's; the type is guessed from the name as for the first version.
 */
export async function addDeliverableVersion(
  user: Actor,
  deliverableId: string,
  raw: { fileName?: string; fileUrl?: string },
  file?: UploadedFile,
) {
  requireAdminActor(user);
  if (!isUuid(deliverableId)) notFound();
  const [deliverable] = await getDb()
    .select()
    .from(projectDeliverables)
    .where(eq(projectDeliverables.id, deliverableId));
  if (!deliverable) notFound();
  const parsed = deliverableFormSchema.safeParse({
    projectId: deliverable.projectId,
    fileName: raw.fileName?.trim() ? raw.fileName : file?.name || deliverable.fileName,
    fileUrl: file ? undefined : raw.fileUrl,
    hasFile: Boolean(file),
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    throw new InputError(Object.values(fieldErrors)[0], fieldErrors);
  }
  const input = parsed.data;
  const fileType = guessFileType(fileExtension(input.fileName) || !file ? input.fileName : file.name);
  const stored = file ? await storeUpload(`deliverables/${deliverable.projectId}`, file) : null;
  try {
    return await getDb().transaction((tx) =>
      insertVersion(tx, user, deliverable, {
        fileName: input.fileName,
        fileUrl: stored ? null : input.fileUrl!,
        storageKey: stored?.key ?? null,
        fileSize: stored?.size ?? 0,
        fileType,
      }),
    );
  } catch (error) {
    if (stored) await getStorage().delete(stored.key);
    throw error;
  }
}

export async function deleteDeliverable(user: Actor, id: string) {
  requireAdminActor(user);
  if (!isUuid(id)) notFound();
  // Every version's file goes with it (issue 32); the rows go by cascade.
  const versionKeys = await getDb()
    .select({ key: deliverableVersions.storageKey })
    .from(deliverableVersions)
    .where(eq(deliverableVersions.deliverableId, id));
  const [row] = await getDb().delete(projectDeliverables).where(eq(projectDeliverables.id, id)).returning();
  if (!row) notFound();
  await recordAudit(user, "deliverable.delete", row.fileName, {
    deliverableId: id,
    projectId: row.projectId,
  });
  const keys = new Set([row.storageKey, ...versionKeys.map((v) => v.key)].filter((k) => k !== null));
  for (const key of keys) await getStorage().delete(key);
  return row;
}

export type Download =
  | { kind: "link"; url: string }
  | {
      kind: "file";
      body: ReadableStream<Uint8Array>;
      size: number;
      type: string;
      /** The name to save it under (core/deliverables.ts downloadFileName). */
      fileName: string;
    };

/**
 * What the download route serves: the stored file or the link, after checking that the user may
 * see the deliverable's project (admins all, clients their own). Anything else is a 404.
 */
export async function openDeliverable(user: Actor, id: string): Promise<Download> {
  if (!isUuid(id)) notFound();
  const [row] = await getDb().select().from(projectDeliverables).where(eq(projectDeliverables.id, id));
  if (!row) notFound();
  await requireProjectAccess(user, row.projectId);
  if (row.storageKey) {
    const stored = await getStorage().get(row.storageKey);
    if (!stored) notFound();
    const fileName = downloadFileName(row.fileName, fileExtension(row.storageKey));
    return { kind: "file", body: stored.body, size: stored.size, type: row.fileType, fileName };
  }
  if (row.fileUrl) return { kind: "link", url: row.fileUrl };
  notFound();
}

/** One version's file or link (issue 32), after the same access check as the deliverable's. */
export async function openDeliverableVersion(user: Actor, versionId: string): Promise<Download> {
  if (!isUuid(versionId)) notFound();
  const [row] = await getDb().select().from(deliverableVersions).where(eq(deliverableVersions.id, versionId));
  if (!row) notFound();
  await requireProjectAccess(user, row.projectId);
  if (row.storageKey) {
    const stored = await getStorage().get(row.storageKey);
    if (!stored) notFound();
    const base = downloadFileName(row.fileName, fileExtension(row.storageKey));
    return { kind: "file", body: stored.body, size: stored.size, type: row.fileType, fileName: base };
  }
  if (row.fileUrl) return { kind: "link", url: row.fileUrl };
  notFound();
}
