import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/* Dark text on a light tint (and the reverse in dark mode): AA contrast in both themes. The
   semantic tones are what new screens use; the colour names stay for the first-wave callers. */
const neutral = "bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100";
const blue = "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200";
const green = "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200";
const yellow = "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200";
const red = "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200";

export const badgeVariants = cva(
  "inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide",
  {
    variants: {
      tone: {
        neutral,
        brand: "bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-white",
        success: green,
        warning: yellow,
        danger: red,
        info: blue,
        gray: neutral,
        blue,
        purple: "bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200",
        green,
        orange: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
        yellow,
        red,
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export type Tone = NonNullable<Parameters<typeof badgeVariants>[0]>["tone"] & string;

/** A small pill label; `tone` picks its colour. */
export function Badge({ tone, className, ...props }: ComponentProps<"span"> & { tone?: Tone }) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
