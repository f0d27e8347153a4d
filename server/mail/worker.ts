import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import { startWakeableLoop } from "../wakeable-loop.ts";
import { defaultRetryPolicy, type RetryPolicy, retryDelayMs, shouldGiveUp } from "./backoff.ts";
import { MAIL_QUEUED_CHANNEL } from "./outbox.ts";
import { classifySendFailure } from "./send-failure.ts";
import { createSettingsMailTransport } from "./settings-transport.ts";
import type { MailEnv, MailTransport } from "./transport.ts";

export type MailWorkerOptions = {
  database: Database;
  env: MailEnv;
  /** Longest wait between two looks at the outbox (a NOTIFY wakes the worker sooner). */
  pollMs?: number;
  /** How long a claim keeps other workers off a mail; a crashed worker's mails return after it. */
  leaseMs?: number;
  batchSize?: number;
  retry?: RetryPolicy;
  /** Tests inject a transport; by default SMTP_URL or .eml files. */
  transport?: MailTransport;
};

export type MailWorker = {
  /** Claims and delivers the due mails once; resolves with how many it claimed. */
  runOnce(): Promise<number>;
  /** Looks at the outbox now instead of at the next poll. */
  wake(): void;
  stop(): Promise<void>;
};

type Claimed = typeof mailOutbox.$inferSelect;

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;
const claimableAt = sql`greatest(${mailOutbox.nextAttemptAt}, coalesce(${mailOutbox.lockedUntil}, ${mailOutbox.nextAttemptAt}))`;

/**
 * Delivers the outbox. Safe with several app instances on one database: a claim is a single
 * UPDATE over rows picked with FOR UPDATE SKIP LOCKED, which also sets a lease (locked_until), so
 * two workers never hold the same mail, and a mail is claimed again only when its lease ran out
 * (its worker died mid-send) or after a failure with back-off.
 *
 * A mail server that cannot be reached is no fault of the mail: that failure is not counted, the
 * mail is due again after retry.unreachableDelayMs, and this worker claims nothing until then, so
 * a dead server sees one batch per interval and delivery resumes within it once the server is back.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { database } = options;
  const db = database.db;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const retry = options.retry ?? defaultRetryPolicy;
  const transport = options.transport ?? createSettingsMailTransport(options.env);
  /** performance.now() before which the server is taken to be down (in memory: per instance). */
  let unreachableUntil = 0;
  const waitForServerMs = () => Math.max(0, unreachableUntil - performance.now());

  async function claim(): Promise<Claimed[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    // Counting the attempt at claim time means a mail that kills its worker is still given up on.
    return db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + ${seconds(leaseMs)}`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** The server was never reached: not an attempt; the mail and this worker wait for the interval. */
  async function waitForServer(mail: Claimed, message: string) {
    // One line per probe of the server, not one per mail of the batch.
    if (waitForServerMs() === 0)
      console.warn(
        `[mail] mail server unreachable (${message}); next try in ${retry.unreachableDelayMs / 1000} s`,
      );
    unreachableUntil = performance.now() + retry.unreachableDelayMs;
    await db
      .update(mailOutbox)
      .set({
        lastError: message.slice(0, 2000),
        lockedUntil: null,
        attempts: sql`${mailOutbox.attempts} - 1`,
        nextAttemptAt: sql`now() + ${seconds(retry.unreachableDelayMs)}`,
      })
      .where(eq(mailOutbox.id, mail.id));
  }

  async function deliver(mail: Claimed) {
    try {
      const { messageId } = await transport.send(mail);
      await db
        .update(mailOutbox)
        .set({ status: "sent", messageId, sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (classifySendFailure(error) === "unreachable") return waitForServer(mail, message);
      const giveUp = shouldGiveUp(mail.attempts, retry);
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          nextAttemptAt: sql`now() + ${seconds(retryDelayMs(mail.attempts, retry))}`,
        })
        .where(eq(mailOutbox.id, mail.id));
      console.warn(
        `[mail] ${mail.kind} to ${mail.to}: attempt ${mail.attempts}/${retry.maxAttempts} failed (${message})${giveUp ? "; giving up" : ""}`,
      );
    }
  }

  async function runOnce() {
    if (waitForServerMs() > 0) return 0;
    const claimed = await claim();
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  /** Milliseconds until the earliest pending mail becomes claimable, capped by the poll interval. */
  async function nextWakeMs() {
    const [row] = await db
      .select({ wait: sql<string | null>`extract(epoch from min(${claimableAt}) - now()) * 1000` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "pending"));
    const wait = row?.wait === null || row?.wait === undefined ? pollMs : Number(row.wait);
    return Math.min(pollMs, Math.max(10, Math.ceil(wait), Math.ceil(waitForServerMs())));
  }

  const loop = startWakeableLoop({
    database,
    channel: MAIL_QUEUED_CHANNEL,
    pollMs,
    // A full batch suggests more are due: go again at once.
    runOnce: async () => (await runOnce()) === batchSize,
    nextWakeMs,
    label: "[mail] outbox",
  });
  loop.wake();

  return {
    runOnce,
    wake: loop.wake,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
