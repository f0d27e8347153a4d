import {
  type LiveEvent,
  type LiveReady,
  type LiveTable,
  REALTIME_HEARTBEAT_MS,
  REALTIME_TIMEOUT_MS,
  reconnectDelay,
  tablesMissedBeforeStream,
} from "#core/realtime.ts";

/** A change, or 'resync' after a reconnect (changes may have been missed while away). */
export type LiveSignal = LiveEvent | "resync";
type Listener = (signal: LiveSignal) => void;

/* One EventSource per browser, shared by every tab and every component that listens (issue 36
   item 13). A browser keeps at most 6 HTTP/1.1 connections to one host, across all its tabs, and
   an open event stream holds one for good: with one stream per tab, a few open admin tabs left no
   connection for the page reloads a change asks for, which then waited (or never came) until a
   tab closed. Now the tabs elect one leader with a Web Lock: the leader alone holds the stream and
   passes every change to the other tabs over a BroadcastChannel; when it closes or stops
   listening the lock goes to the next tab, which opens the stream and has everyone reload once
   (changes may have been missed during the handover). A browser without Web Locks or
   BroadcastChannel keeps a stream per tab.

   The stream reconnects with the specification's steps (1000, 2000, 5000, 10000 ms), treats a
   connection that does not open within 10 s, or goes silent for a heartbeat plus that timeout, as
   dead, and closes (handing the lead on) when no component of its tab listens any more. */

export const LIVE_LOCK = "agency-live-stream";
export const LIVE_CHANNEL = "agency-live-events";

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let attempt = 0;
let connectedBefore = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let watchdog: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/* Leadership: `leading` while this tab holds the lock; `release` gives it back; `waiting` while a
   request for it is queued behind another tab. */
let leading = false;
let waiting = false;
let release: (() => void) | null = null;
let channel: BroadcastChannel | null | undefined;

function emit(signal: LiveSignal) {
  for (const listener of listeners) listener(signal);
}

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    const shareable =
      typeof BroadcastChannel === "function" &&
      typeof navigator !== "undefined" &&
      typeof navigator.locks?.request === "function";
    channel = shareable ? new BroadcastChannel(LIVE_CHANNEL) : null;
    channel?.addEventListener("message", (message: MessageEvent<LiveSignal>) => {
      // Only the leader's stream speaks; a tab that leads ignores echoes (there are none, but a
      // second leader must never double a change).
      if (!leading) emit(message.data);
    });
  }
  return channel;
}

/** Passes a signal to this tab's listeners and to every other tab. */
function deliver(signal: LiveSignal) {
  emit(signal);
  channel?.postMessage(signal);
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
  events.addEventListener("ready", (message) => {
    attempt = 0;
    if (connectedBefore) deliver("resync");
    // This tab's page only: another tab's page was read at its own time.
    else for (const table of missedBeforeFirstStream(message)) emit({ table, op: "UPDATE" });
    connectedBefore = true;
    armWatchdog(REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS);
  });
  events.addEventListener("ping", () => armWatchdog(REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS));
  events.onmessage = (message) => {
    armWatchdog(REALTIME_HEARTBEAT_MS + REALTIME_TIMEOUT_MS);
    try {
      deliver(JSON.parse(message.data) as LiveEvent);
    } catch {}
  };
  // The browser's own retry is replaced by ours, with the specification's steps.
  events.onerror = () => {
    if (source === events) fail();
  };
}

/** How long ago this page's first byte arrived, that is about when its data was read. */
function pageAgeMs() {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  return performance.now() - ((navigation as PerformanceNavigationTiming | undefined)?.responseStart ?? 0);
}

/** The tables whose changes between the page's render and this first stream reached nobody. */
function missedBeforeFirstStream(message: Event): LiveTable[] {
  try {
    return tablesMissedBeforeStream(
      JSON.parse((message as MessageEvent<string>).data) as LiveReady,
      pageAgeMs(),
    );
  } catch {
    return [];
  }
}

function disconnect() {
  clearTimeout(retryTimer);
  clearTimeout(watchdog);
  source?.close();
  source = null;
  connectedBefore = false;
  attempt = 0;
}

/** Holds the lock until `release` is called; the stream is this tab's meanwhile. */
function lead(tookOver: boolean) {
  return new Promise<void>((resolve) => {
    if (listeners.size === 0) return resolve();
    leading = true;
    release = () => {
      leading = false;
      release = null;
      disconnect();
      resolve();
    };
    // Taking over from another tab: whatever changed during the handover is fetched once.
    connectedBefore = tookOver;
    connect();
  });
}

/** Becomes the leader now if no tab is, or queues for it behind the tab that is. */
function seekLead() {
  if (leading || waiting) return;
  const locks = navigator.locks;
  waiting = true;
  void locks.request(LIVE_LOCK, { ifAvailable: true }, (lock) => {
    if (lock) {
      waiting = false;
      return lead(false);
    }
    void locks.request(LIVE_LOCK, () => {
      waiting = false;
      return lead(true);
    });
    return undefined;
  });
}

/** Listens to live changes; returns the function that stops listening. */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  clearTimeout(idleTimer);
  if (sharedChannel()) seekLead();
  else connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    // A short grace period keeps the connection across a page change within the app.
    idleTimer = setTimeout(() => {
      if (listeners.size > 0) return;
      if (release) release();
      else disconnect();
    }, 2000);
  };
}
