import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { subscribeLive } from "#app/lib/live-events.ts";
import type { LiveTable } from "#core/realtime.ts";

/**
 * Reloads the page's loaders when one of `tables` changes on the server (or after a reconnect),
 * so what others write appears without a reload. Bursts of changes are folded into one reload.
 */
export function useLiveRevalidation(tables: readonly LiveTable[]) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const key = [...tables].sort().join(",");

  useEffect(() => {
    const wanted = new Set(key.split(","));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeLive((signal) => {
      if (signal !== "resync" && !wanted.has(signal.table)) return;
      clearTimeout(timer);
      timer = setTimeout(() => void latest.current.revalidate(), 50);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [key]);
}
