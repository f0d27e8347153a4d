import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "#app/components/ui/toaster.tsx";
import type { ProjectActionResult } from "#server/projects/project-actions.ts";

/**
 * A fetcher for one write of the project page: the outcome is a toast (and the notice of a due date
 * before the project's start), once; `onSuccess` runs after a write that worked.
 */
export function useProjectAction(onSuccess?: () => void) {
  const fetcher = useFetcher<ProjectActionResult>();
  const handled = useRef<ProjectActionResult | undefined>(undefined);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(result.message);
      if (result.notice) toast.warning(result.notice);
      callback.current?.();
    } else {
      toast.error(result.message);
    }
  }, [fetcher.state, fetcher.data]);
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return { fetcher, fieldErrors: failed?.fieldErrors ?? {}, error: failed?.message };
}
