import { useEffect, useState } from "react";
import { cn } from "#app/components/ui/cn.ts";
import { useProjectAction } from "./use-project-action.ts";

/**
 * The 'done' box of a task or a milestone. It follows the click at once (a controlled box would
 * spring back until the answer), then shows what the server stored once the save is back.
 */
export function DoneBox({
  label,
  done: stored,
  fields,
  className,
}: {
  label: string;
  done: boolean;
  /** The intent and the record's id; `done` is added. */
  fields: Record<string, string>;
  className?: string;
}) {
  const { fetcher } = useProjectAction();
  const [clicked, setClicked] = useState<boolean | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle") setClicked(null);
  }, [fetcher.state]);
  const pending = fetcher.formData?.get("done");
  const done = clicked ?? (pending ? pending === "true" : stored);
  return (
    <input
      type="checkbox"
      className={cn("size-4 accent-brand-600", className)}
      aria-label={label}
      checked={done}
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setClicked(next);
        fetcher.submit({ ...fields, done: String(next) }, { method: "post" });
      }}
    />
  );
}
