import { startRealtime } from "./realtime.ts";

/**
 * Background work that runs beside the HTTP server (mail delivery, scheduled campaigns, live
 * update fan-out). Each domain registers its starter here; the returned function stops them all.
 */
type Stop = () => Promise<void> | void;
type Starter = () => Promise<Stop> | Stop;

const starters: Starter[] = [
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
