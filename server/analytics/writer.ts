import { countPostViews } from "../blog/views.ts";
import { getDb } from "../db/client.ts";
import { pageViews, webVitals } from "../db/schema.ts";

export type ViewRow = typeof pageViews.$inferInsert;
export type VitalRow = typeof webVitals.$inferInsert;

export type WriterOptions = {
  /** Flush when this many events wait. */
  maxEvents?: number;
  /** Flush at least this often. */
  intervalMs?: number;
  /** Events kept while the database is failing; beyond it the oldest are dropped. */
  maxPending?: number;
};

/**
 * Collected events wait in memory and are written in batches (one multi-row INSERT per table)
 * every second or every N events, so a burst of beacons costs a few statements, not one each, and
 * page serving never waits on them. Every instance has its own writer; all write to one database.
 */
export function createEventWriter(options: WriterOptions = {}) {
  const maxEvents = options.maxEvents ?? 500;
  const maxPending = options.maxPending ?? 20_000;
  let views: ViewRow[] = [];
  let vitals: VitalRow[] = [];
  let flushing: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  async function write(batchViews: ViewRow[], batchVitals: VitalRow[]) {
    const db = getDb();
    for (let i = 0; i < batchViews.length; i += 2000)
      await db.insert(pageViews).values(batchViews.slice(i, i + 2000));
    for (let i = 0; i < batchVitals.length; i += 2000)
      await db.insert(webVitals).values(batchVitals.slice(i, i + 2000));
    // Apart from the batch: the page views are stored, so a failure here must not queue them again.
    await countPostViews(batchViews).catch((error) =>
      console.warn("[analytics] blog post views not counted:", (error as Error).message),
    );
  }

  async function flush(): Promise<void> {
    if (flushing) {
      await flushing;
      if (views.length + vitals.length === 0) return;
    }
    if (views.length + vitals.length === 0) return;
    const batchViews = views;
    const batchVitals = vitals;
    views = [];
    vitals = [];
    flushing = write(batchViews, batchVitals)
      .catch((error) => {
        // Kept for the next flush: a database hiccup must not lose what visitors sent.
        console.warn("[analytics] batch write failed, retrying on next flush:", (error as Error).message);
        views = [...batchViews, ...views].slice(-maxPending);
        vitals = [...batchVitals, ...vitals].slice(-maxPending);
      })
      .finally(() => {
        flushing = null;
      });
    await flushing;
  }

  function checkSize() {
    if (views.length + vitals.length >= maxEvents && !flushing) void flush();
  }

  return {
    addView(row: ViewRow) {
      views.push(row);
      checkSize();
    },
    addVitals(rows: VitalRow[]) {
      vitals.push(...rows);
      checkSize();
    },
    pending: () => views.length + vitals.length,
    flush,
    start() {
      timer ??= setInterval(() => void flush(), options.intervalMs ?? 1000);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

export type EventWriter = ReturnType<typeof createEventWriter>;

const slot = Symbol.for("agency.analytics-writer");
type Slot = { [slot]?: EventWriter };

/** This process's writer, started with the background work (server/jobs.ts) and flushed on stop. */
export function getEventWriter(): EventWriter {
  const holder = globalThis as Slot;
  holder[slot] ??= createEventWriter();
  return holder[slot];
}
