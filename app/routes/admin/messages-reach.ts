import { audienceReach } from "#server/campaigns/campaigns.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/messages-reach";

/** GET /admin/messages/reach?r=a&r=b: how many a choice of audiences reaches now (Compose). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const recipients = new URL(request.url).searchParams.getAll("r").slice(0, 10);
  return Response.json(await audienceReach(context.get(userContext), recipients));
}
