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
    // Announced as soon as the answer is in ('loading' is the revalidation after it), not once the
    // page has reloaded: a row that the reload removes (a deleted transaction, a template) takes its
    // fetcher with it, and its answer would never be told.
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
