import { CALENDAR_LIVE_TABLES } from "../../core/calendar/calendar-item.ts";
import { liveChangesListening, onLiveChange } from "../realtime.ts";

/*
 * The feed's text, kept between polls. Calendar apps poll the same URL every few minutes to hours
 * and the text only changes with the calendar's data, so a poll is answered from the kept text,
 * and the text is built again in the background: FEED_REFRESH_DELAY_MS after the live channel
 * announces a change of a calendar table (on every instance; one build for a burst of changes),
 * and at the first poll that finds it built for another key (a new day moves the window and
 * 'overdue') or older than FEED_CACHE_MS (a booking's 'done' comes with time, not with a change).
 * That poll still gets the kept text: a poll never waits for a build (seconds with tens of
 * thousands of open tasks), except the first one after the process starts. Every admin's feed
 * shows the same agency calendar, so one text serves all tokens. Used only while this process
 * listens to the channel; otherwise (scripts, tests without the background work) every request
 * builds its text.
 */
export const FEED_CACHE_MS = 5 * 60_000;
export const FEED_REFRESH_DELAY_MS = 2_000;

type Bytes = Uint8Array<ArrayBuffer>;
type Build = () => Promise<Bytes>;

let kept: { key: string; at: number; generation: number; bytes: Bytes } | null = null;
let building: Promise<Bytes> | null = null;
/** The last poll's key and build: what a change rebuilds, once somebody has polled. */
let latest: { key: string; build: Build } | null = null;
let generation = 0;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;

onLiveChange((table) => {
  if (!CALENDAR_LIVE_TABLES.includes(table)) return;
  generation++;
  scheduleRefresh();
});

function scheduleRefresh() {
  if (!latest || refreshTimer) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    if (latest) refresh(latest.key, latest.build).catch(() => {});
  }, FEED_REFRESH_DELAY_MS);
  refreshTimer.unref?.();
}

/** One build at a time; a change that arrives while it reads is built by the next one. */
function refresh(key: string, build: Build): Promise<Bytes> {
  if (building) return building;
  const builtFor = generation;
  const at = Date.now();
  const run = build().then(
    (bytes) => {
      kept = { key, at, generation: builtFor, bytes };
      return bytes;
    },
    (error: unknown) => {
      console.error("[calendar] the feed could not be built:", error);
      throw error;
    },
  );
  building = run;
  run
    .finally(() => {
      building = null;
      if (builtFor !== generation) scheduleRefresh();
    })
    .catch(() => {});
  return run;
}

/**
 * The feed's bytes for `key`: the kept text at once when there is one (built again in the
 * background when it is stale), else the build's. Bytes, not a string: a kept feed of several
 * megabytes is sent as it is, not encoded again at every poll.
 */
export function cachedFeedText(key: string, build: Build, now = Date.now()): Promise<Bytes> {
  if (!liveChangesListening()) return build();
  latest = { key, build };
  if (!kept) return refresh(key, build);
  const fresh = kept.key === key && kept.generation === generation && now - kept.at < FEED_CACHE_MS;
  if (!fresh) refresh(key, build).catch(() => {});
  return Promise.resolve(kept.bytes);
}

/** Forgets the kept text and any scheduled build (tests). */
export function clearFeedCache() {
  kept = null;
  latest = null;
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
}
