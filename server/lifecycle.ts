import { getDatabase } from "./db/client.ts";
import { getStorage } from "./storage/index.ts";

/**
 * Where this process is in its life (issue 33 item 5), for the load balancer's readiness probe:
 * `starting` until the database is migrated and the server listens, `ready`, then `draining` from
 * SIGTERM until it exits. Liveness (/healthz) asks only whether the process and its database answer.
 */
export type Phase = "starting" | "ready" | "draining";

const slot = Symbol.for("agency.lifecycle");
type State = { phase: Phase; storage: { checkedAt: number; problem: string | null } | null };
type Slot = { [slot]?: State };

function state(): State {
  const holder = globalThis as Slot;
  holder[slot] ??= { phase: "starting", storage: null };
  return holder[slot];
}

export const phase = () => state().phase;
export function setPhase(next: Phase) {
  state().phase = next;
}

/** How long a storage check's answer is reused: probes every few seconds must not each write to S3. */
export const STORAGE_CHECK_TTL_MS = 15_000;

/** Whether the storage can be written and read: null when it can, else what is wrong, in words. */
export async function storageProblem(now = Date.now()): Promise<string | null> {
  const cached = state().storage;
  if (cached && now - cached.checkedAt < STORAGE_CHECK_TTL_MS) return cached.problem;
  const problem = await getStorage()
    .check()
    .then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  state().storage = { checkedAt: now, problem };
  return problem;
}

export function forgetStorageCheck() {
  state().storage = null;
}

export type Readiness =
  | { ok: true }
  | { ok: false; reason: "starting" | "draining" | "database" | "storage"; message: string };

/** GET /readyz: may this instance be sent requests? */
export async function readiness(): Promise<Readiness> {
  const current = phase();
  if (current === "starting")
    return { ok: false, reason: "starting", message: "Starting: the database is being prepared" };
  if (current === "draining")
    return { ok: false, reason: "draining", message: "Shutting down: finishing the requests under way" };
  try {
    await getDatabase().ping();
  } catch {
    return { ok: false, reason: "database", message: "The database does not answer" };
  }
  const problem = await storageProblem();
  if (problem) return { ok: false, reason: "storage", message: `Storage is failing: ${problem}` };
  return { ok: true };
}
