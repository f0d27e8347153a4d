import { CALENDAR_LIVE_TABLES } from "../../core/calendar/calendar-item.ts";
import { liveChangesListening, onLiveChange } from "../realtime.ts";

/*
 * The feed's text, kept between polls. Calendar apps poll the same URL every few minutes to hours
 * and the text only changes with the calendar's data, so it is built once and dropped when the live
 * channel announces a change of a calendar table (on every instance), when the key changes (a new
 * day moves the window and 'overdue'), and after FEED_CACHE_MS at most (a booking's 'done' comes with
 * time, not with a change). Every admin's feed shows the same agency calendar, so one
 * text serves all tokens. Used only while this process listens to the channel; otherwise (scripts,
 * tests without the background work) every request builds its text.
 */
export const FEED_CACHE_MS = 5 * 60_000;

let cached: { key: string; at: number; text: Promise<Uint8Array<ArrayBuffer>> } | null = null;
let generation = 0;

onLiveChange((table) => {
  if (!CALENDAR_LIVE_TABLES.includes(table)) return;
  generation++;
  cached = null;
});

/**
 * The feed's bytes for `key`, built by `build` when none are kept. Bytes, not a string: a kept
 * feed of several megabytes is then sent as it is, not encoded again at every poll.
 */
export function cachedFeedText(
  key: string,
  build: () => Promise<Uint8Array<ArrayBuffer>>,
  now = Date.now(),
): Promise<Uint8Array<ArrayBuffer>> {
  if (!liveChangesListening()) return build();
  if (cached && cached.key === key && now - cached.at < FEED_CACHE_MS) return cached.text;
  const builtFor = generation;
  const text = build();
  const entry = { key, at: now, text };
  cached = entry;
  // A failed build, or one overtaken by a change while it read, is not kept.
  text.then(
    () => {
      if (builtFor !== generation && cached === entry) cached = null;
    },
    () => {
      if (cached === entry) cached = null;
    },
  );
  return text;
}

/** Drops the kept text (tests). */
export function clearFeedCache() {
  cached = null;
}
