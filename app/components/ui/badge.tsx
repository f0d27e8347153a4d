import { clsx } from "clsx";
import type { ReactNode } from "react";

export type Tone = "gray" | "blue" | "purple" | "green" | "orange" | "yellow" | "red";

/* Dark text on a light tint (and the reverse in dark mode): AA contrast in both themes. */
const tones: Record<Tone, string> = {
  gray: "bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200",
  green: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200",
  red: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
};

export function Badge({
  tone,
  children,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
