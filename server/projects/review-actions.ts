import { DECISION_REFUSALS, REVIEW_PREVIEW_REFUSAL } from "../../core/approvals.ts";
import { uploadTooLargeMessage } from "../../core/deliverables.ts";
import { getEnv } from "../env.ts";
import { withFormData } from "../http/form-data.ts";
import type { Actor } from "./access.ts";
import { commentOnVersion, decideVersion, requestApproval } from "./approvals.ts";
import { uploadClientFile } from "./client-files.ts";
import { addDeliverableVersion, type UploadedFile, uploadLimitBytes } from "./deliverables.ts";
import { InputError } from "./errors.ts";

export type ReviewActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
};

const FORM_OVERHEAD = 1024 * 1024;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const fileOf = (form: FormData): UploadedFile | undefined => {
  const file = form.get("file");
  return file instanceof File && file.size > 0
    ? { name: file.name, type: file.type, body: file.stream() }
    : undefined;
};

async function run(intent: string, form: FormData, user: Actor): Promise<ReviewActionResult> {
  const versionId = text(form, "versionId");
  switch (intent) {
    case "comment":
      await commentOnVersion(user, versionId, {
        body: text(form, "body"),
        videoTime: text(form, "videoTime"),
      });
      return { intent, ok: true, message: "Comment added" };
    case "approve":
      await decideVersion(user, versionId, "approved", { note: text(form, "note") });
      return { intent, ok: true, message: "Approved. Thank you!" };
    case "request-changes":
      await decideVersion(user, versionId, "changes_requested", { body: text(form, "body") });
      return { intent, ok: true, message: "Change request sent to the team" };
    case "request-approval":
      await requestApproval(user, versionId, { dueDate: text(form, "dueDate"), note: text(form, "note") });
      return { intent, ok: true, message: "Approval requested; the client has been told" };
    case "add-version":
      await addDeliverableVersion(
        user,
        text(form, "deliverableId"),
        { fileName: text(form, "fileName"), fileUrl: text(form, "fileUrl") },
        fileOf(form),
      );
      return { intent, ok: true, message: "New version uploaded" };
    case "client-upload":
      await uploadClientFile(user, text(form, "projectId"), fileOf(form));
      return { intent, ok: true, message: "File sent to the team" };
    default:
      throw new InputError("Unknown action");
  }
}

/**
 * The review writes of the portal and of the back office, one form intent each (issue 32). Every
 * function checks the acting user again; bad input, a deleted deliverable and someone else's id
 * answer with a message, never a 500. Preview mode refuses them all.
 */
export async function handleReviewAction(user: Actor, request: Request): Promise<ReviewActionResult> {
  let intent = "add-version";
  if (getEnv().PREVIEW_MODE) {
    return { intent: "preview", ok: false, message: REVIEW_PREVIEW_REFUSAL };
  }
  try {
    return await withFormData(
      request,
      uploadLimitBytes() + FORM_OVERHEAD,
      uploadTooLargeMessage(getEnv().UPLOAD_MAX_MB),
      (form) => {
        intent = text(form, "intent") || "unknown";
        return run(intent, form, user);
      },
    );
  } catch (error) {
    if (error instanceof InputError)
      return { intent, ok: false, message: error.message, fieldErrors: error.fieldErrors };
    if (error instanceof Response && error.status === 404)
      return { intent, ok: false, message: DECISION_REFUSALS.deleted };
    if (error instanceof Response && error.status === 403)
      return { intent, ok: false, message: "Only the agency can do that." };
    if (error instanceof Response && error.status === 413)
      return { intent, ok: false, message: uploadTooLargeMessage(getEnv().UPLOAD_MAX_MB) };
    if (error instanceof Response) throw error;
    console.error(`[review] ${intent} failed:`, error);
    return { intent, ok: false, message: "Something went wrong. Please try again." };
  }
}
