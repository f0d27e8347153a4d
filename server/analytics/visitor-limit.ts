/**
 * Beacons allowed per visitor id per minute, in this instance's memory: a page view and one
 * web-vitals beacon per page is the normal rate, so 120 a minute only stops scripts. With several
 * instances behind a balancer each keeps its own count (a visitor could send up to N times this).
 */
export const VISITOR_EVENTS_PER_MINUTE = 120;

export function createVisitorLimiter(max = VISITOR_EVENTS_PER_MINUTE, windowMs = 60_000) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    allow(key: string, now: number): boolean {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      const w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= max;
    },
    clear: () => windows.clear(),
  };
}
