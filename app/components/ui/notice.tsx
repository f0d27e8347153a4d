import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

const tones = {
  // An error is announced as soon as it appears; a confirmation politely.
  error: {
    role: "alert",
    Icon: CircleAlert,
    className: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
    body: "space-y-2",
  },
  success: {
    role: "status",
    Icon: CircleCheck,
    className:
      "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100",
    body: "space-y-1",
  },
} as const;

/** A boxed message with its icon inside a form: `tone` error (role=alert) or success (role=status). */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const { role, Icon, className: toneClass, body } = tones[tone];
  return (
    <div role={role} className={cn("flex gap-2 rounded-md border p-3 text-sm", toneClass, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className={body}>{children}</div>
    </div>
  );
}
