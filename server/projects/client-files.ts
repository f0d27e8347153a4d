import { cleanDeliverableName, fileExtension, guessFileType } from "../../core/deliverables.ts";
import { getDb } from "../db/client.ts";
import { projectDeliverables } from "../db/schema.ts";
import { getStorage } from "../storage/index.ts";
import { type Actor, requireProjectAccess } from "./access.ts";
import { notifyAgencyOfClientFile } from "./approval-mail.ts";
import { displayNameOf, insertVersion } from "./approvals.ts";
import { storeUpload, type UploadedFile } from "./deliverables.ts";
import { InputError } from "./errors.ts";

export const CLIENT_FILE_REQUIRED = "Please choose a file to send";

/**
 * A client sends the agency a file for one of their projects (issue 32 item 6): checked like the
 * agency's uploads (extension, content, UPLOAD_MAX_MB), stored through the file storage under
 * client-files/<project>/, listed for both sides as 'from the client', and the agency is told.
 */
export async function uploadClientFile(user: Actor, projectId: string, file: UploadedFile | undefined) {
  const project = await requireProjectAccess(user, projectId);
  if (!file?.name) throw new InputError(CLIENT_FILE_REQUIRED, { file: CLIENT_FILE_REQUIRED });
  const fileName = cleanDeliverableName(file.name).slice(0, 255);
  if (!fileName) throw new InputError(CLIENT_FILE_REQUIRED, { file: CLIENT_FILE_REQUIRED });
  const stored = await storeUpload(`client-files/${project.id}`, file);
  try {
    return await getDb().transaction(async (tx) => {
      const values = {
        fileName,
        fileUrl: null,
        storageKey: stored.key,
        fileSize: stored.size,
        fileType: guessFileType(fileExtension(fileName) ? fileName : file.name),
      };
      const [row] = await tx
        .insert(projectDeliverables)
        .values({ projectId: project.id, ...values, origin: "client", uploadedBy: user.id })
        .returning();
      await insertVersion(tx, user, row, values, row.uploadedAt);
      await notifyAgencyOfClientFile(tx, {
        actorName: await displayNameOf(user.id, tx),
        projectName: project.name,
        fileName,
        deliverableId: row.id,
      });
      return row;
    });
  } catch (error) {
    await getStorage().delete(stored.key);
    throw error;
  }
}
