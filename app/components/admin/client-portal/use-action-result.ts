import { useEffect, useRef } from "react";
import { notify } from "#app/components/ui/toaster.tsx";

/**
 * Shows a finished action's outcome as a toast (success or failure) once, and calls `onSuccess`.
 * `fetcher` is any fetcher posting to a portal action (Client Portal Management, the review pages).
 */
export function useActionResult<R extends { ok: boolean; message: string }>(
  fetcher: { state: string; data?: R },
  onSuccess?: (result: R) => void,
) {
  const handled = useRef<R | undefined>(undefined);
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
