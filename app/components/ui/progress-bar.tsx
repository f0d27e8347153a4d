import { useId } from "react";
import { cn } from "./cn.ts";

/**
 * A labelled progress bar: the native <progress> (role progressbar, its value and maximum read by
 * assistive technology), named by `label`, with the figures and an estimate as text beside it.
 */
export function ProgressBar({
  label,
  value,
  max,
  text,
  detail,
  className,
}: {
  label: string;
  value: number;
  max: number;
  /** What the bar says in words: 'Sent 1,240 of 5,000'. */
  text: string;
  /** A second line: 'about 3 minutes left'. */
  detail?: string | null;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("space-y-1", className)}>
      <progress
        aria-label={label}
        aria-describedby={id}
        value={value}
        max={Math.max(max, 1)}
        className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
      />
      <p id={id} className="text-sm text-neutral-700 dark:text-neutral-300" aria-live="polite">
        {text}
        {detail ? ` · ${detail}` : ""}
      </p>
    </div>
  );
}
