import { count, eq } from "drizzle-orm";
import { assertAdmin } from "./admin-access.ts";
import { getDb } from "./db/client.ts";
import { contactSubmissions } from "./db/schema.ts";
import { countUnseenReviewActivity } from "./projects/approvals.ts";
import { countUnreadForAgency } from "./projects/messages.ts";
import type { SessionUser } from "./session.ts";

export type SidebarBadges = { contacts: number; messages: number; reviews: number };

/** A badge whose count fails to load shows 0 (001 section 2); the failure is logged. */
async function countOrZero(label: string, load: () => Promise<{ n: number }[]>): Promise<number> {
  try {
    const [row] = await load();
    return Number(row?.n ?? 0);
  } catch (error) {
    console.error(`[admin] the ${label} badge count failed:`, error);
    return 0;
  }
}

/**
 * Contacts: submissions with status new. Messages: messages from clients to the agency not yet read
 * (the admins' own replies that a client has not read yet are not the admins' to read). Reviews:
 * deliverables with client comments, decisions or files that no admin has opened since (issue 32).
 */
export async function sidebarBadges(actor: SessionUser): Promise<SidebarBadges> {
  assertAdmin(actor);
  const db = getDb();
  const [contacts, messages, reviews] = await Promise.all([
    countOrZero("contacts", () =>
      db.select({ n: count() }).from(contactSubmissions).where(eq(contactSubmissions.status, "new")),
    ),
    countOrZero("messages", () => countUnreadForAgency(actor).then((n) => [{ n }])),
    countOrZero("reviews", () => countUnseenReviewActivity(actor).then((n) => [{ n }])),
  ]);
  return { contacts, messages, reviews };
}
