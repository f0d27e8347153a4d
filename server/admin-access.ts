import { getEnv } from "./env.ts";
import type { SessionUser } from "./session.ts";

/**
 * Admin-only domain functions take the acting user and call this first, so that a route that
 * forgot its guard still cannot read or change back-office data.
 */
export function assertAdmin(actor: SessionUser | null | undefined): asserts actor is SessionUser {
  if (!actor?.isAdmin) {
    throw Response.json({ reason: "forbidden" }, { status: 403 });
  }
}

/** A refused or failed write with a message for the person who tried it (never a 500). */
export class ActionError extends Error {
  status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = "ActionError";
    this.status = status;
  }
}

/**
 * Preview mode signs every visitor in as the demo admin and skips writes (001 section 1), so
 * back-office changes are refused there with a message naming what was refused.
 */
export function refuseInPreview(message: string) {
  if (getEnv().PREVIEW_MODE) throw new ActionError(message, 403);
}
