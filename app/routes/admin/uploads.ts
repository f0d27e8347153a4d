import { postOnly } from "#server/http/method-not-allowed.ts";
import { handleClientPortalAction } from "#server/projects/admin-actions.ts";
import { handleReviewAction } from "#server/projects/review-actions.ts";
import { uploadAnswer } from "#server/projects/upload-answer.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/uploads";

/**
 * POST /admin/uploads?intent=…: the back office's file uploads sent by XMLHttpRequest, which,
 * unlike fetch(), reports upload progress and can be aborted (issue 36 item 18). The same handlers
 * as the pages' actions (their checks, limits and messages), answered as JSON. The admin layout's
 * middleware has already refused anyone but an admin.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  switch (new URL(request.url).searchParams.get("intent")) {
    case "upload-deliverable":
      return uploadAnswer(await handleClientPortalAction(user, request));
    case "add-version":
      return uploadAnswer(await handleReviewAction(user, request));
    default:
      return uploadAnswer({ intent: "unknown", ok: false, message: "Unknown action" });
  }
}

export const loader = postOnly;
