import { useHydrated } from "#app/lib/use-hydrated.ts";
import { sendingProgress } from "#core/progress.ts";

/**
 * A campaign's sending progress; its time left only once the page runs. The estimate reads the
 * clock, which the server's render and the browser's hydration read at different moments: the two
 * texts differed now and then ('less than a minute left' against none), and React refused the
 * hydration (error #418, seen in CI on a reload while a scheduled campaign went out).
 */
export function useSendingProgress(
  progress: { done: number; total: number } | null | undefined,
  startedAt: Date | string | null,
) {
  const hydrated = useHydrated();
  if (!progress) return null;
  const p = sendingProgress(progress.done, progress.total, startedAt);
  return hydrated ? p : { ...p, estimate: null };
}
