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
