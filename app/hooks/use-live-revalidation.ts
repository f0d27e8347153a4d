import { useEffect, useRef } from "react";
import { useFetchers, useNavigation, useRevalidator, useRouteLoaderData } from "react-router";
import { subscribeLive } from "#app/lib/live-events.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { LiveTable } from "#core/realtime.ts";

/**
 * Reloads the page's loaders when one of `tables` changes on the server (or after a reconnect),
 * so what others write appears without a reload. Bursts of changes are folded into one reload.
 * Preview mode has no live subscriptions (001 section 1).
 */
export function useLiveRevalidation(tables: readonly LiveTable[], options: { minIntervalMs?: number } = {}) {
  const minInterval = options.minIntervalMs ?? 0;
  const lastRun = useRef(0);
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  // A reload started while a form is on its way would interrupt where its answer leads (a deleted
  // contact's redirect to the list became the contact's 404): it waits until the page is idle.
  // So does one started while another reload is under way (the board's own after a move): React
  // Router would abort the loads of the first, and an aborted fetcher's load surfaced in the page
  // as an unhandled AbortError. It runs once the first is done, so the change is still picked up.
  const busy = useRef(false);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  busy.current =
    navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const preview = useRouteLoaderData<typeof rootLoader>("root")?.previewMode ?? false;
  const key = [...tables].sort().join(",");

  useEffect(() => {
    if (preview) return;
    const wanted = new Set(key.split(","));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeLive((signal) => {
      if (signal !== "resync" && !wanted.has(signal.table)) return;
      clearTimeout(timer);
      // A busy table (page_views) may change every second: reload at most once per minInterval.
      const wait = Math.max(50, lastRun.current + minInterval - Date.now());
      const run = () => {
        if (busy.current) {
          timer = setTimeout(run, 100);
          return;
        }
        lastRun.current = Date.now();
        void latest.current.revalidate();
      };
      timer = setTimeout(run, wait);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [key, preview, minInterval]);
}
