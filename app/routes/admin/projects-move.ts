import { postOnly } from "#server/http/method-not-allowed.ts";
import { handleMoveRequest } from "#server/projects/board-page.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/projects-move";

/** A board card's move (drag and drop, keyboard or menu): answers JSON for the optimistic board. */
export async function action({ request, context }: Route.ActionArgs) {
  const { body, status } = await handleMoveRequest(context.get(userContext), request);
  return Response.json(body, { status });
}

/** POST only: a GET answers 405 instead of an error page. */
export const loader = postOnly;
