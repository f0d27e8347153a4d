import { ActionError } from "../admin-access.ts";
import type { SessionUser } from "../session.ts";
import { renewFeedToken, revokeFeedToken } from "./feed-token.ts";

export type CalendarFeedResult =
  | { ok: true; intent: string; message: string; url?: string }
  | { ok: false; intent: string; error: string };

/** The calendar screen's writes: make or renew the feed URL, or revoke it. Never a 500. */
export async function handleFeedIntent(
  actor: SessionUser,
  intent: string,
): Promise<{ body: CalendarFeedResult; status: number }> {
  try {
    if (intent === "renew-feed") {
      const url = await renewFeedToken(actor);
      return { body: { ok: true, intent, message: "Feed URL made: copy it now", url }, status: 200 };
    }
    if (intent === "revoke-feed") {
      await revokeFeedToken(actor);
      return { body: { ok: true, intent, message: "Feed URL revoked" }, status: 200 };
    }
    return { body: { ok: false, intent, error: "Unknown action" }, status: 400 };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ActionError)
      return { body: { ok: false, intent, error: error.message }, status: error.status };
    console.error("[calendar] feed change failed:", error);
    return {
      body: { ok: false, intent, error: "The feed could not be changed. Please try again." },
      status: 503,
    };
  }
}
