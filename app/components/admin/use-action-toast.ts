import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "sonner";
import type { ActionResult } from "#server/action-result.ts";

/** Shows each finished action's message once, as a success or error toast (the spec's alerts). */
export function useActionToast(
  fetcher: FetcherWithComponents<ActionResult>,
  onSuccess?: (r: ActionResult) => void,
) {
  const shown = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      toast.success(result.message);
      onSuccess?.(result);
    } else {
      toast.error(result.error);
    }
  }, [fetcher.state, fetcher.data, onSuccess]);
}
