import { clsx } from "clsx";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/** The inline red error box of the sign-in forms (000 §2). Announced as soon as it appears. */
export function ErrorBox({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={clsx(
        "flex gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800",
        "dark:border-red-800 dark:bg-red-950 dark:text-red-200",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-2">{children}</div>
    </div>
  );
}

/** The green confirmation box (sign-up success, reset link sent...). */
export function SuccessBox({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={clsx(
        "flex gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900",
        "dark:border-green-800 dark:bg-green-950 dark:text-green-100",
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}
