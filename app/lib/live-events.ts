import {
  type LiveEvent,
  REALTIME_HEARTBEAT_MS,
  REALTIME_TIMEOUT_MS,
  reconnectDelay,
} from "#core/realtime.ts";

/** A change, or 'resync' after a reconnect (changes may have been missed while away). */
export type LiveSignal = LiveEvent | "resync";
type Listener = (signal: LiveSignal) => void;

/* One EventSource per browser tab, shared by every component that listens. It reconnects with
   the specification's steps (1000, 2000, 5000, 10000 ms), treats a connection that does not open
   within 10 s, or goes silent for a heartbeat plus that timeout, as dead, and closes when no
   component listens any more. */

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let attempt = 0;
let connectedBefore = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let watchdog: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function emit(signal: LiveSignal) {
  for (const listener of listeners) listener(signal);
}

function armWatchdog(ms: number) {
  clearTimeout(watchdog);
  watchdog = setTimeout(fail, ms);
}

function fail() {
  clearTimeout(watchdog);
  source?.close();
  source = null;
  if (listeners.size === 0) return;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(connect, reconnectDelay(attempt++));
}

function connect() {
  if (source || listeners.size === 0) return;
  const events = new EventSource("/api/events");
  source = events;
  armWatchdog(REALTIME_TIMEOUT_MS);
  events.addEventListener("ready", () => {
    attempt = 0;
    if (connectedBefore) emit("resync");
    connectedBefore = true;
    armWatchdog(REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS);
  });
  events.addEventListener("ping", () => armWatchdog(REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS));
  events.onmessage = (message) => {
    armWatchdog(REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS);
    try {
      emit(JSON.parse(message.data) as LiveEvent);
    } catch {}
  };
  // The browser's own retry is replaced by ours, with the specification's steps.
  events.onerror = () => {
    if (source === events) fail();
  };
}

/** Listens to live changes; returns the function that stops listening. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  clearTimeout(idleTimer);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    // A short grace period keeps the connection across a page change within the app.
    idleTimer = setTimeout(() => {
      if (listeners.size > 0) return;
      clearTimeout(retryTimer);
      clearTimeout(watchdog);
      source?.close();
      source = null;
      connectedBefore = false;
      attempt = 0;
    }, 2000);
  };
}
