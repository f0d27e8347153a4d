import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "sonner";
import type { ActionResult } from "#server/action-result.ts";

/* Results already announced, across component instances: a dialog that closes and mounts again, or
   a keyed fetcher read from two places, must not announce the same result twice. */
const announced = new WeakSet<ActionResult>();

/** Shows each finished action's message once, as a success or error toast (the spec's alerts). */
export function useActionToast(
  fetcher: FetcherWithComponents<ActionResult>,
  onSuccess?: (r: ActionResult) => void,
) {
  useEffect(() => {
    const result = fetcher.data;
    // Announced as soon as the answer is in ('loading' is the revalidation after it). That state is
    // not always rendered (router updates are transitions, and a quick reload can land in the same
    // render), so a component that the reload removes (a deleted row) must not be the one that
    // announces: a parent that stays mounted reads the same keyed fetcher (transactions-panel.tsx).
    if (fetcher.state === "submitting" || !result || typeof result !== "object" || announced.has(result))
      return;
    announced.add(result);
    if (result.ok) {
      toast.success(result.message);
      if (result.warning) toast.warning(result.warning);
      onSuccess?.(result);
    } else {
      toast.error(result.error);
    }
  }, [fetcher.state, fetcher.data, onSuccess]);
}

/**
 * Whether a fetcher that several rows share (by key, announced by their list) is busy with this
 * row's submission: another row's submission is not ours to show as pending.
 */
export function busyWithRow(fetcher: FetcherWithComponents<ActionResult>, id: string) {
  return fetcher.state !== "idle" && fetcher.formData?.get("id") === id;
}
