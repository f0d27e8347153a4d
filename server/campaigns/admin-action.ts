import { z } from "zod";
import {
  CAMPAIGN_MESSAGES,
  composeProblem,
  composeSchema,
  missingRequired,
} from "../../core/campaigns/compose.ts";
import { recordId } from "../../core/list-query.ts";
import { countOf } from "../../core/plural.ts";
import { type ActionResult, actionFailure, actionInvalid, actionOk } from "../action-result.ts";
import { ActionError } from "../admin-access.ts";
import type { SessionUser } from "../session.ts";
import {
  deleteCampaign,
  rescheduleCampaign,
  retryFailedDeliveries,
  saveDraft,
  setCampaignPaused,
  submitCampaign,
} from "./campaigns.ts";
import { sendTestMail } from "./preview.ts";
import { deleteTemplate, duplicateTemplate, saveTemplate, templateFromCampaign } from "./templates.ts";

/* The Message Center's writes, one JSON body with an intent each; answers are ActionResults
   (toasts), plus the campaign id for Compose. */

type Body = Record<string, unknown> & { intent?: unknown };

const idOf = (body: Body) => {
  const id = recordId.safeParse(body.id);
  if (!id.success) throw new ActionError("This record does not exist", 404);
  return id.data;
};

async function run(actor: SessionUser, intent: string, body: Body): Promise<ActionResult & { id?: string }> {
  switch (intent) {
    case "draft":
    case "send":
    case "test": {
      const parsed = composeSchema.safeParse(body);
      if (!parsed.success) throw new ActionError(composeProblem(parsed.error));
      if (intent === "draft")
        return { ...actionOk(intent, "Draft saved"), id: await saveDraft(actor, parsed.data) };
      if (intent === "test") {
        if (missingRequired({ ...parsed.data, recipients: ["all-subscribers"] })) {
          throw new ActionError(CAMPAIGN_MESSAGES.required);
        }
        await sendTestMail(actor, parsed.data);
        return actionOk(intent, `Test sent to ${actor.email}`);
      }
      const result = await submitCampaign(actor, parsed.data);
      const message =
        result.status === "scheduled"
          ? "Campaign scheduled"
          : `Campaign sending to ${countOf(result.queued, "subscriber")}`;
      return { ...actionOk(intent, message), id: result.id };
    }
    case "reschedule": {
      const at = z.string().trim().safeParse(body.scheduledFor);
      const date = at.success && at.data ? new Date(at.data) : null;
      if (date && Number.isNaN(date.getTime())) throw new ActionError(CAMPAIGN_MESSAGES.badSchedule);
      await rescheduleCampaign(actor, idOf(body), date);
      return actionOk(intent, date ? "Campaign rescheduled" : "Campaign moved back to drafts");
    }
    case "pause":
    case "resume":
      await setCampaignPaused(actor, idOf(body), intent === "pause");
      return actionOk(intent, intent === "pause" ? "Sending paused" : "Sending resumed");
    case "retry-failed": {
      const count = await retryFailedDeliveries(actor, idOf(body));
      return actionOk(intent, `Retrying ${countOf(count, "failed delivery", "failed deliveries")}`);
    }
    case "delete-campaign":
      await deleteCampaign(actor, idOf(body));
      return actionOk(intent, "Campaign deleted");
    case "save-template":
      await saveTemplate(actor, body.id ? idOf(body) : undefined, body);
      return actionOk(intent, "Template saved");
    case "duplicate-template":
      await duplicateTemplate(actor, idOf(body));
      return actionOk(intent, "Template duplicated");
    case "delete-template":
      await deleteTemplate(actor, idOf(body));
      return actionOk(intent, "Template deleted");
    case "campaign-template":
      await templateFromCampaign(actor, idOf(body), typeof body.name === "string" ? body.name : "");
      return actionOk(intent, "Saved as template");
    default:
      throw new ActionError("Unknown action");
  }
}

export async function messageCenterAction(actor: SessionUser, body: Body) {
  const intent = typeof body.intent === "string" ? body.intent : "";
  try {
    return await run(actor, intent, body);
  } catch (error) {
    if (error instanceof ActionError && error.status === 400) return actionInvalid(intent, error.message);
    const fallback = ["send", "draft", "test"].includes(intent)
      ? CAMPAIGN_MESSAGES.createFailed
      : "Something went wrong";
    return actionFailure(error, intent, fallback);
  }
}
