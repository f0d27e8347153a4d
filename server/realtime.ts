import { eq } from "drizzle-orm";
import { LIVE_REPLAY_WINDOW_MS, type LiveEvent, type LiveReady, type LiveTable } from "../core/realtime.ts";
import { type Database, type Db, getDatabase } from "./db/client.ts";
import {
  clientMessages,
  contacts,
  invoices,
  projectDeliverables,
  projects,
  transactions,
} from "./db/schema.ts";

/* Live updates (DESIGN.md): Postgres triggers NOTIFY 'live_changes' (migration 0001); each process
   LISTENs once and fans every change out to its Server-Sent Events subscribers, each of whom gets
   only what they may see. Because NOTIFY reaches every listening connection, this works across
   several app instances sharing one PostgreSQL. */

export const LIVE_CHANNEL = "live_changes";
/** The most changes remembered for streams that open after them, and audience reads per stream. */
const REPLAY_MEMORY = 200;
const REPLAY_AUDIENCE_CHECKS = 50;

/** What the trigger sends: the row's ids that decide who may see the change. */
type Change = {
  table: LiveTable;
  op: LiveEvent["op"];
  id?: string | null;
  sender_id?: string | null;
  recipient_id?: string | null;
  project_id?: string | null;
  client_id?: string | null;
};

export type LiveSubscriber = {
  userId: string;
  isAdmin: boolean;
  push(event: LiveEvent): void;
  /** `shutdown`: this instance is stopping; the stream tells its browser to reconnect at once. */
  close(reason?: "shutdown"): void;
};

function parseChange(payload: string): Change | null {
  try {
    const change = JSON.parse(payload) as Change;
    return typeof change.table === "string" && typeof change.op === "string" ? change : null;
  } catch {
    return null;
  }
}

async function userOfContact(db: Db, contactId: string | null | undefined) {
  if (!contactId) return null;
  const [row] = await db.select({ userId: contacts.userId }).from(contacts).where(eq(contacts.id, contactId));
  return row?.userId ?? null;
}

async function userOfProject(db: Db, projectId: string | null | undefined) {
  if (!projectId) return null;
  const [row] = await db
    .select({ clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, projectId));
  return userOfContact(db, row?.clientId);
}

/**
 * The non-admin users who may see a change, decided from the database: the row is read again
 * (for a deletion, which leaves no row, the ids the trigger took from the old row are used).
 * Tables not listed here concern admins only.
 */
export async function audienceOf(db: Db, change: Change): Promise<Set<string>> {
  const audience = new Set<string>();
  const add = (id: string | null | undefined) => id && audience.add(id);
  const id = change.id ?? "";
  const deleted = change.op === "DELETE";
  if (!id) return audience;
  switch (change.table) {
    case "client_messages": {
      const [row] = deleted
        ? [{ senderId: change.sender_id, recipientId: change.recipient_id }]
        : await db
            .select({ senderId: clientMessages.senderId, recipientId: clientMessages.recipientId })
            .from(clientMessages)
            .where(eq(clientMessages.id, id));
      add(row?.senderId);
      add(row?.recipientId);
      break;
    }
    case "projects": {
      const [row] = deleted
        ? [{ clientId: change.client_id }]
        : await db.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, id));
      add(await userOfContact(db, row?.clientId));
      break;
    }
    case "project_deliverables": {
      const [row] = deleted
        ? [{ projectId: change.project_id }]
        : await db
            .select({ projectId: projectDeliverables.projectId })
            .from(projectDeliverables)
            .where(eq(projectDeliverables.id, id));
      add(await userOfProject(db, row?.projectId));
      break;
    }
    case "transactions": {
      const [row] = deleted
        ? [{ projectId: change.project_id, contactId: null }]
        : await db
            .select({ projectId: transactions.projectId, contactId: transactions.contactId })
            .from(transactions)
            .where(eq(transactions.id, id));
      add(await userOfProject(db, row?.projectId));
      add(await userOfContact(db, row?.contactId));
      break;
    }
    case "project_milestones":
    case "deliverable_versions":
    case "deliverable_events":
      // The trigger sends the milestone's project (old row for a deletion): its client hears of it.
      add(await userOfProject(db, change.project_id));
      break;
    case "invoices": {
      // A deleted invoice has no row left to route by; only admins hear of it.
      const [row] = deleted
        ? []
        : await db.select({ contactId: invoices.contactId }).from(invoices).where(eq(invoices.id, id));
      add(await userOfContact(db, row?.contactId));
      break;
    }
  }
  return audience;
}

/* In-process caches (the public page cache, the settings) follow the same channel: every change of
   any table reaches them, whoever is subscribed to the streams. */
type ChangeListener = (table: LiveTable) => void;
const changeListeners = new Set<ChangeListener>();
let listeningHubs = 0;

/** Calls `listener` with the table of every change announced on the live channel, in this process. */
export function onLiveChange(listener: ChangeListener) {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}

/** True while a hub of this process LISTENs: only then may a cache rely on being told of changes. */
export function liveChangesListening() {
  return listeningHubs > 0;
}

function announce(table: LiveTable) {
  for (const listener of changeListeners) {
    try {
      listener(table);
    } catch (error) {
      console.warn("[realtime] a change listener failed:", (error as Error).message);
    }
  }
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

/** One LISTEN on the database, fanned out to this process's subscribers. */
export function createRealtimeHub(database: Database) {
  const subscribers = new Set<LiveSubscriber>();
  let stopListening: (() => Promise<void>) | null = null;
  // The changes of the last moments, newest last: a stream that opens tells its page which of its
  // tables changed lately, as the page may have been rendered before them (tablesMissedBeforeStream).
  let recent: { at: number; change: Change }[] = [];
  // Changes are handled one after another, so every subscriber sees them in commit order.
  let queue = Promise.resolve();

  function remember(change: Change) {
    const now = Date.now();
    recent = recent.filter((entry) => now - entry.at < LIVE_REPLAY_WINDOW_MS).slice(-(REPLAY_MEMORY - 1));
    recent.push({ at: now, change });
  }

  async function readyFor(user: { id: string; isAdmin: boolean }): Promise<LiveReady> {
    const now = Date.now();
    const changedMsAgo: LiveReady["changedMsAgo"] = {};
    let checks = 0;
    for (const { at, change } of [...recent].reverse()) {
      const ago = now - at;
      if (ago >= LIVE_REPLAY_WINDOW_MS || changedMsAgo[change.table] !== undefined) continue;
      // A client hears only of its own rows, as with the changes pushed to it (a bounded number
      // of reads: a stream's start must stay quick).
      if (
        !user.isAdmin &&
        (++checks > REPLAY_AUDIENCE_CHECKS || !(await audienceOf(database.db, change)).has(user.id))
      )
        continue;
      changedMsAgo[change.table] = ago;
    }
    return { changedMsAgo };
  }

  async function dispatch(payload: string) {
    const change = parseChange(payload);
    if (!change || subscribers.size === 0) return;
    const event: LiveEvent = { table: change.table, op: change.op, ...(change.id ? { id: change.id } : {}) };
    const clientsListening = [...subscribers].some((s) => !s.isAdmin);
    const audience = clientsListening ? await audienceOf(database.db, change) : new Set<string>();
    for (const subscriber of subscribers) {
      if (subscriber.isAdmin || audience.has(subscriber.userId)) subscriber.push(event);
    }
  }

  return {
    async start() {
      stopListening = await database.listen(LIVE_CHANNEL, (payload) => {
        const change = parseChange(payload);
        if (change) {
          remember(change);
          announce(change.table);
        }
        queue = queue
          .then(() => dispatch(payload))
          .catch((error) => console.warn("[realtime] could not route a change:", (error as Error).message));
      });
      listeningHubs++;
    },
    /** Ends every open stream (their browsers reconnect elsewhere or later) and stops listening. */
    async stop() {
      for (const subscriber of [...subscribers]) subscriber.close();
      subscribers.clear();
      if (stopListening) listeningHubs--;
      await stopListening?.();
      stopListening = null;
    },
    subscribe(subscriber: LiveSubscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    closeAll(reason?: "shutdown") {
      for (const subscriber of [...subscribers]) subscriber.close(reason);
    },
    /** What a stream's first event says to this user (core/realtime.ts, LiveReady). */
    readyFor,
    get subscriberCount() {
      return subscribers.size;
    },
  };
}

const slot = Symbol.for("agency.realtime");
type Slot = { [slot]?: RealtimeHub };

/** The process's hub, once the background work started it; null before (the stream answers 503). */
export function getRealtimeHub(): RealtimeHub | null {
  return (globalThis as Slot)[slot] ?? null;
}

/** Background work (server/jobs.ts): LISTEN on the process-wide database. */
export async function startRealtime() {
  const hub = createRealtimeHub(getDatabase());
  await hub.start();
  (globalThis as Slot)[slot] = hub;
  // Open event streams would hold the HTTP server's graceful close until its deadline; end them
  // as soon as the process is asked to stop (browsers reconnect to another instance).
  const closeStreams = () => hub.closeAll("shutdown");
  process.on("SIGTERM", closeStreams);
  process.on("SIGINT", closeStreams);
  return async () => {
    process.off("SIGTERM", closeStreams);
    process.off("SIGINT", closeStreams);
    (globalThis as Slot)[slot] = undefined;
    await hub.stop();
  };
}
