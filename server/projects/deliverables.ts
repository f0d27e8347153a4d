import { randomUUID } from "node:crypto";
import { desc, eq, ilike, or } from "drizzle-orm";
import {
  cleanDeliverableName,
  deliverableFormSchema,
  fileExtension,
  guessFileType,
  isAllowedUpload,
  REQUIRED_FIELDS_MESSAGE,
  uploadTooLargeMessage,
  uploadTypeMessage,
} from "../../core/deliverables.ts";
import { recordAudit } from "../audit.ts";
import { getDb } from "../db/client.ts";
import { projectDeliverables, projects } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { getStorage } from "../storage/index.ts";
import { type Actor, isUuid, notFound, requireAdminActor, requireProjectAccess } from "./access.ts";
import { fieldErrorsOf, InputError } from "./errors.ts";

const LIST_LIMIT = 200;

export function uploadLimitBytes() {
  return Math.floor(getEnv().UPLOAD_MAX_MB * 1024 * 1024);
}

/** Deliverables with their project name, newest first (001 section 7), optionally searched. */
export async function listDeliverablesForAdmin(user: Actor, search = "") {
  requireAdminActor(user);
  const q = search.trim();
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return getDb()
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
    })
    .from(projectDeliverables)
    .innerJoin(projects, eq(projects.id, projectDeliverables.projectId))
    .where(
      q
        ? or(
            ilike(projectDeliverables.fileName, pattern),
            ilike(projectDeliverables.description, pattern),
            ilike(projects.name, pattern),
          )
        : undefined,
    )
    .orderBy(desc(projectDeliverables.uploadedAt))
    .limit(LIST_LIMIT)
    .then((rows) =>
      rows.map(({ stored, ...row }) => ({
        ...row,
        fileName: cleanDeliverableName(row.fileName),
        uploaded: stored !== null,
      })),
    );
}

export type AdminDeliverable = Awaited<ReturnType<typeof listDeliverablesForAdmin>>[number];

export type UploadedFile = { name: string; body: ReadableStream<Uint8Array> };

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
  const db = getDb();

  if (!file) {
    const [row] = await db
      .insert(projectDeliverables)
      .values({
        projectId: project.id,
        fileName: input.fileName,
        fileUrl: input.fileUrl!,
        description: input.description ?? null,
        fileSize: 0,
        fileType,
        uploadedBy: user.id,
      })
      .returning();
    return row;
  }

  if (!isAllowedUpload(file.name)) throw new InputError(uploadTypeMessage, { file: uploadTypeMessage });
  const key = `deliverables/${project.id}/${randomUUID()}.${fileExtension(file.name)}`;
  const storage = getStorage();
  const { size } = await storage.put(key, file.body.pipeThrough(limitBytes(uploadLimitBytes())));
  try {
    const [row] = await db
      .insert(projectDeliverables)
      .values({
        projectId: project.id,
        fileName: input.fileName,
        fileUrl: null,
        storageKey: key,
        description: input.description ?? null,
        fileSize: size,
        fileType,
        uploadedBy: user.id,
      })
      .returning();
    return row;
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

export async function deleteDeliverable(user: Actor, id: string) {
  requireAdminActor(user);
  if (!isUuid(id)) notFound();
  const [row] = await getDb().delete(projectDeliverables).where(eq(projectDeliverables.id, id)).returning();
  if (!row) notFound();
  await recordAudit(user, "deliverable.delete", row.fileName, {
    deliverableId: id,
    projectId: row.projectId,
  });
  if (row.storageKey) await getStorage().delete(row.storageKey);
  return row;
}

export type Download =
  | { kind: "link"; url: string }
  | { kind: "file"; body: ReadableStream<Uint8Array>; size: number; type: string; fileName: string };

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
    return { kind: "file", body: stored.body, size: stored.size, type: row.fileType, fileName: row.fileName };
  }
  if (row.fileUrl) return { kind: "link", url: row.fileUrl };
  notFound();
}
