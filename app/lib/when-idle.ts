/**
 * Runs `run` when the browser is next idle (at the latest `timeoutMs` later), or soon where it has
 * no idle callbacks (Safari). Work that is wanted but not by the click in hand: a click's own
 * frames stay free for its answer (issue 37). Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if ("requestIdleCallback" in window) {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}
