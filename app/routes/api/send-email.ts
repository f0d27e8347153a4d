import { z } from "zod";
import { ActionError } from "#server/admin-access.ts";
import { startCampaign } from "#server/campaigns/campaigns.ts";
import { postOnly } from "#server/http/method-not-allowed.ts";
import { getUser } from "#server/session.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/send-email";

/* The stored campaign is the authority on audience, subject and content; the other fields of the
   call (001 section 7) are accepted for compatibility. */
const sendEmailSchema = z.object({ campaignId: z.uuid("This campaign does not exist") });

/** POST /api/send-email {campaignId, recipients, subject, content}: admins start a campaign. */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return Response.json({ error: "Please sign in" }, { status: 401 });
  const parsed = sendEmailSchema.safeParse(await readRequestBody(request));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0].message }, { status: 400 });
  try {
    const queued = await startCampaign(user, parsed.data.campaignId);
    return Response.json({ success: true, queued }, { status: 202 });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ActionError)
      return Response.json({ error: error.message }, { status: error.status });
    console.error("[campaigns] send-email failed:", error);
    return Response.json({ error: "Failed to create campaign. Please try again." }, { status: 503 });
  }
}

/** POST only: a GET answers 405 instead of an error page. */
export const loader = postOnly;
