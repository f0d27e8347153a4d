/**
 * `npm run bench:booking`: the free slots of a 60-day window with 500 existing bookings (issue 31
 * item 8), server time, budget 50 ms. PGlite, and PostgreSQL when BENCH_DATABASE_URL is set.
 */
import { sql } from "drizzle-orm";
import { slotCells } from "../core/booking/slots.ts";
import { type Availability, DEFAULT_AVAILABILITY } from "../core/booking/types.ts";
import { zonedDate } from "../core/booking/zoned.ts";
import { freeSlotsFor } from "../server/booking/free-slots.ts";
import { type Database, setDatabase } from "../server/db/client.ts";
import { bookingSlots, bookings, bookingTypes } from "../server/db/schema.ts";
import { onEachEngine } from "./support/each-engine.ts";

const BUDGET_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const zone = "America/Chicago";
// Long hours every day, so that 500 meetings fit in 60 days with room to spare.
const availability: Availability = {
  ...DEFAULT_AVAILABILITY,
  weekly: Array.from({ length: 7 }, () => [{ start: "07:00", end: "21:00" }]),
  minNoticeHours: 0,
  maxDaysAhead: 60,
  bufferAfterMinutes: 10,
  dailyLimit: 0,
  slotStepMinutes: 15,
};
let failures = 0;

async function run(database: Database, label: string) {
  setDatabase(database);
  const db = database.db;
  const now = new Date();
  const [type] = await db
    .insert(bookingTypes)
    .values({ slug: "bench", name: "Bench call", durationMinutes: 30 })
    .returning();
  // 500 meetings spread over the 60 days, on the hour from 08:00 (Chicago), no overlaps.
  const rows = Array.from({ length: 500 }, (_, i) => {
    const day = Math.floor(i / 9) + 1;
    const start = new Date(now.getTime() + day * 86_400_000);
    start.setUTCHours(14 + (i % 9), 0, 0, 0);
    return {
      typeId: type.id,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      agencyDay: zonedDate(start, zone),
      name: `Bench ${i}`,
      email: `bench${i}@example.test`,
      timeZone: zone,
    };
  });
  const inserted = await db.insert(bookings).values(rows).returning();
  await db
    .insert(bookingSlots)
    .values(
      inserted.flatMap((b) =>
        slotCells(b.startAt, b.endAt, availability).map((cellStart) => ({ cellStart, bookingId: b.id })),
      ),
    );
  const ctx = { availability, timeZone: zone, now };
  const to = new Date(now.getTime() + 60 * 86_400_000);
  let count = 0;
  await freeSlotsFor(type, ctx, now, to, db); // warm-up
  // The reference, measured alternately in the same run: one round trip to the same database.
  // Its ratio says how much of a slow figure is the machine's load rather than the slot query.
  const samples: number[] = [];
  const reference: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let started = performance.now();
    await db.execute(sql`select 1`);
    reference.push(performance.now() - started);
    started = performance.now();
    count = (await freeSlotsFor(type, ctx, now, to, db)).length;
    samples.push(performance.now() - started);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const worst = Math.max(...samples);
  if (worst >= BUDGET_MS) failures++;
  console.log(
    `${label.padEnd(12)} 60-day free slots, 500 bookings: median ${median(samples).toFixed(1)} ms, max ${worst.toFixed(1)} ms (${count} slots) ${worst < BUDGET_MS ? "ok" : `OVER ${BUDGET_MS} ms`}; reference 'select 1' median ${median(reference).toFixed(2)} ms (ratio ${(median(samples) / median(reference)).toFixed(0)})`,
  );
}

await onEachEngine("booking", run, { postgresUrl: process.env.BENCH_DATABASE_URL });
process.exitCode = failures ? 1 : 0;
