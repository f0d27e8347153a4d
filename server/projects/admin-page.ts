import type { ReviewState } from "../../core/approvals.ts";
import { getEnv } from "../env.ts";
import type { Actor } from "./access.ts";
import { type AdminProject, listProjectsForAdmin } from "./admin-projects.ts";
import { type AdminDeliverable, listDeliverablesForAdmin } from "./deliverables.ts";
import {
  type Conversation,
  countUnreadForAgency,
  getConversation,
  listConversations,
  listProjectsOfClientUser,
} from "./messages.ts";

export const CLIENT_PORTAL_TABS = ["projects", "deliverables", "messages"] as const;
export type ClientPortalTab = (typeof CLIENT_PORTAL_TABS)[number];

export function parseTab(value: string | null): ClientPortalTab {
  return (CLIENT_PORTAL_TABS as readonly string[]).includes(value ?? "")
    ? (value as ClientPortalTab)
    : "projects";
}

/** A read that failed, with the text the page shows (001 section 8). */
class LoadError extends Error {}

async function attempt<T>(message: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`[client-portal] ${message}:`, error);
    throw new LoadError(message);
  }
}

/**
 * Everything Client Portal Management shows for one tab and search. A failed read becomes the
 * error view with Try Again ('Failed to fetch projects', 'Failed to fetch deliverables', or
 * 'An unexpected error occurred'); the unread count falls back to 0.
 */
export async function loadClientPortalManagement(
  user: Actor,
  {
    tab,
    q,
    clientId,
    state = null,
  }: { tab: ClientPortalTab; q: string; clientId: string | null; state?: ReviewState | null },
) {
  const base = {
    tab,
    q,
    /** The deliverables tab's review-state filter (issue 32); null for all. */
    state,
    error: null as string | null,
    uploadMaxMb: getEnv().UPLOAD_MAX_MB,
    projects: [] as AdminProject[],
    projectOptions: [] as { id: string; name: string }[],
    deliverables: [] as AdminDeliverable[],
    conversations: [] as Conversation[],
    selected: null as Awaited<ReturnType<typeof loadConversation>>,
    /** The admin chose this conversation (?client=); only then does showing it mark it read. */
    opened: false,
    unread: await countUnreadForAgency(user).catch(() => 0),
  };
  try {
    const all = await attempt("Failed to fetch projects", () => listProjectsForAdmin(user));
    base.projectOptions = all.map((p) => ({ id: p.id, name: p.name }));
    if (tab === "projects") {
      base.projects = q.trim()
        ? await attempt("Failed to fetch projects", () => listProjectsForAdmin(user, q))
        : all;
    } else if (tab === "deliverables") {
      base.deliverables = await attempt("Failed to fetch deliverables", () =>
        listDeliverablesForAdmin(user, q, state),
      );
    } else {
      base.conversations = await attempt("An unexpected error occurred", () => listConversations(user, q));
      const chosen = clientId ?? base.conversations[0]?.clientId ?? null;
      base.selected = chosen ? await loadConversation(user, chosen) : null;
      base.opened = clientId !== null && base.selected !== null;
    }
    return base;
  } catch (error) {
    if (error instanceof Response && error.status !== 404) throw error;
    if (!(error instanceof LoadError)) console.error("[client-portal] loading failed:", error);
    return { ...base, error: error instanceof LoadError ? error.message : "An unexpected error occurred" };
  }
}

async function loadConversation(user: Actor, clientId: string) {
  try {
    const [{ client, messages }, projects] = await Promise.all([
      getConversation(user, clientId),
      listProjectsOfClientUser(user, clientId),
    ]);
    return { client, messages, projects };
  } catch (error) {
    // A conversation that does not exist (a stale link) is simply not selected.
    if (error instanceof Response && error.status === 404) return null;
    throw error;
  }
}
