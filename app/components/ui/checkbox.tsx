import { Check } from "lucide-react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** A Radix checkbox (it still posts `name=on` inside a form); label it with Field or aria-label. */
export function Checkbox({ className, ...props }: ComponentProps<typeof RadixCheckbox.Root>) {
  return (
    <RadixCheckbox.Root
      className={cn(
        "inline-flex size-5 shrink-0 items-center justify-center rounded border border-neutral-400 bg-white text-white data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-neutral-500 dark:bg-neutral-900 dark:data-[state=checked]:bg-brand-600",
        className,
      )}
      {...props}
    >
      <RadixCheckbox.Indicator>
        <Check aria-hidden="true" className="size-4" />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}
