import { useEffect, useRef } from "react";
import { notify } from "#app/components/ui/toaster.tsx";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";

/**
 * Shows a finished action's outcome as a toast (success or failure) once, and calls `onSuccess`.
 * `fetcher` is any fetcher posting to the Client Portal Management action.
 */
export function useActionResult(
  fetcher: { state: string; data?: AdminActionResult },
  onSuccess?: (result: AdminActionResult) => void,
) {
  const handled = useRef<AdminActionResult | undefined>(undefined);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      if (result.message) notify.success(result.message);
      callback.current?.(result);
    } else {
      notify.error(result.message);
    }
  }, [fetcher.state, fetcher.data]);
}
