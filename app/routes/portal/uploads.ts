import { postOnly } from "#server/http/method-not-allowed.ts";
import { handleReviewAction } from "#server/projects/review-actions.ts";
import { uploadAnswer } from "#server/projects/upload-answer.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/uploads";

/**
 * POST /client-portal/uploads: a client's file for one of their projects, sent by XMLHttpRequest
 * for its upload progress and Cancel (issue 36 item 18). The same handler as the projects page's
 * action, which checks the project is theirs; answered as JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return uploadAnswer(await handleReviewAction(context.get(userContext), request));
}

export const loader = postOnly;
