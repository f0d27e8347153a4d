/**
 * Background work that runs beside the HTTP server (mail delivery, scheduled campaigns, live
 * update fan-out). Each domain registers its starter here; the returned function stops them all.
 */
import { getDatabase } from "./db/client.ts";
import { getEnv } from "./env.ts";
import { startMailWorker } from "./mail/worker.ts";
import { startRealtime } from "./realtime.ts";

type Stop = () => Promise<void> | void;
type Starter = () => Promise<Stop> | Stop;

/** Delivers the mail outbox (SMTP_URL, or .eml files under DATA_DIR/mail/). */
const startMailDelivery: Starter = () => {
  const worker = startMailWorker({ database: getDatabase(), env: getEnv() });
  return () => worker.stop();
};

const starters: Starter[] = [
  startMailDelivery,
  // One LISTEN on 'live_changes' per process, fanned out to the Server-Sent Events streams.
  startRealtime,
];

export async function startBackgroundWork(): Promise<() => Promise<void>> {
  const stops: Stop[] = [];
  for (const start of starters) stops.push(await start());
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
