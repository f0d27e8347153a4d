import { uploadTooLargeMessage } from "../../core/deliverables.ts";
import { PREVIEW_REFUSALS } from "../../core/portal.ts";
import { projectFormInput } from "../../core/projects.ts";
import { getEnv } from "../env.ts";
import { withFormData } from "../http/form-data.ts";
import { StorageError } from "../storage/s3.ts";
import type { Actor } from "./access.ts";
import { deleteProject, inviteProjectClient, saveProject } from "./admin-projects.ts";
import { createDeliverable, deleteDeliverable, uploadLimitBytes } from "./deliverables.ts";
import { InputError } from "./errors.ts";
import { deleteClientMessage, markConversationRead, replyToClient } from "./messages.ts";

export type AdminActionResult = {
  intent: string;
  ok: boolean;
  /** What the page shows (001 section 8 texts for deliverables). */
  message: string;
  fieldErrors?: Record<string, string>;
};

/* Form bodies stay small except an upload: allow the upload limit plus room for the other fields. */
const FORM_OVERHEAD = 1024 * 1024;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

async function run(intent: string, form: FormData, user: Actor): Promise<AdminActionResult> {
  switch (intent) {
    case "save-project": {
      const id = text(form, "projectId") || undefined;
      const { client, invited } = await saveProject(user, projectFormInput(form), id);
      const saved = id ? "Project updated successfully!" : "Project created successfully!";
      return { intent, ok: true, message: invited ? `${saved} Invitation sent to ${client.email}` : saved };
    }
    case "invite": {
      const { email } = await inviteProjectClient(user, text(form, "projectId"));
      return { intent, ok: true, message: `Invitation sent to ${email}` };
    }
    case "upload-deliverable": {
      const file = form.get("file");
      const upload =
        file instanceof File && file.size > 0
          ? { name: file.name, type: file.type, body: file.stream() }
          : undefined;
      await createDeliverable(
        user,
        {
          projectId: text(form, "projectId"),
          fileName: text(form, "fileName"),
          fileUrl: text(form, "fileUrl"),
          description: text(form, "description"),
        },
        upload,
      );
      return { intent, ok: true, message: "Deliverable uploaded successfully!" };
    }
    case "delete-deliverable":
      await deleteDeliverable(user, text(form, "deliverableId"));
      return { intent, ok: true, message: "Deliverable deleted successfully" };
    case "reply":
      await replyToClient(user, text(form, "clientId"), {
        content: text(form, "content"),
        projectId: text(form, "projectId"),
      });
      return { intent, ok: true, message: "" };
    case "delete-project":
      await deleteProject(user, text(form, "projectId"));
      return { intent, ok: true, message: "Project deleted successfully" };
    case "delete-message":
      await deleteClientMessage(user, text(form, "messageId"));
      return { intent, ok: true, message: "Message deleted" };
    case "mark-read":
      await markConversationRead(user, text(form, "clientId"));
      return { intent, ok: true, message: "" };
    default:
      throw new InputError("Unknown action");
  }
}

const previewRefusals: Record<string, string> = {
  "save-project": PREVIEW_REFUSALS.project,
  invite: PREVIEW_REFUSALS.invite,
  "upload-deliverable": PREVIEW_REFUSALS.upload,
  "delete-deliverable": PREVIEW_REFUSALS.delete,
  reply: PREVIEW_REFUSALS.message,
  "delete-project": PREVIEW_REFUSALS.project,
  "delete-message": PREVIEW_REFUSALS.message,
};

/** Preview mode (every visitor is the demo admin): writes are refused; reading marks nothing. */
function refuseInPreview(intent: string): AdminActionResult {
  if (intent === "mark-read") return { intent, ok: true, message: "" };
  return { intent, ok: false, message: previewRefusals[intent] ?? "An unexpected error occurred" };
}

export const STORAGE_DOWN =
  "the file storage is not answering, so nothing was stored. Please try again in a few minutes.";

/** The failure text for each action; bad input shows its reason, anything else a generic line. */
function failure(intent: string, error: unknown): AdminActionResult {
  const reason = error instanceof InputError ? error.message : null;
  const fieldErrors = error instanceof InputError ? error.fieldErrors : undefined;
  const notFound = error instanceof Response && error.status === 404;
  switch (intent) {
    case "upload-deliverable":
      // The file storage is down (an S3 outage): said as such; nothing was stored (issue 33 item 8).
      return {
        intent,
        ok: false,
        message: reason
          ? `Failed to upload deliverable: ${reason}`
          : error instanceof StorageError
            ? `Failed to upload deliverable: ${STORAGE_DOWN}`
            : "Failed to upload deliverable",
        fieldErrors,
      };
    case "delete-deliverable":
      return { intent, ok: false, message: "Failed to delete deliverable" };
    case "save-project":
      return {
        intent,
        ok: false,
        message: reason ?? (notFound ? "The project no longer exists" : "Failed to save project"),
        fieldErrors,
      };
    case "invite":
      return { intent, ok: false, message: "Failed to send invitation" };
    case "delete-project":
      return {
        intent,
        ok: false,
        message: notFound ? "The project no longer exists" : "Failed to delete project",
      };
    case "delete-message":
      return {
        intent,
        ok: false,
        message: notFound ? "The message no longer exists" : "Failed to delete message",
      };
    case "reply":
      return { intent, ok: false, message: "Failed to send message. Please try again.", fieldErrors };
    default:
      return { intent, ok: false, message: reason ?? "An unexpected error occurred" };
  }
}

/**
 * The writes of Client Portal Management, one form intent each. The caller is an admin (the admin
 * layout's guard); every function checks again. Bad input answers with a message, never a 500.
 */
export async function handleClientPortalAction(user: Actor, request: Request): Promise<AdminActionResult> {
  // A body refused for its size never told us its intent; only an upload can be that large.
  let intent = "upload-deliverable";
  const preview = getEnv().PREVIEW_MODE;
  try {
    return await withFormData(
      request,
      // In preview mode nothing is stored, so nothing large is read either.
      preview ? FORM_OVERHEAD : uploadLimitBytes() + FORM_OVERHEAD,
      preview ? PREVIEW_REFUSALS.upload : uploadTooLargeMessage(getEnv().UPLOAD_MAX_MB),
      (form) => {
        intent = text(form, "intent") || "unknown";
        return preview ? Promise.resolve(refuseInPreview(intent)) : run(intent, form, user);
      },
    );
  } catch (error) {
    if (preview) return refuseInPreview(intent);
    if (error instanceof Response && error.status === 403) throw error;
    if (!(error instanceof InputError) && !(error instanceof Response)) {
      console.error(`[client-portal] ${intent} failed:`, error);
    }
    return failure(intent, error);
  }
}
