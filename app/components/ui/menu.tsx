import { DropdownMenu } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

/* One look for every menu item: a visible ring on the highlighted item, for keyboard users too. */
const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[highlighted]:ring-2 data-[highlighted]:ring-brand-600 data-[highlighted]:ring-inset dark:data-[highlighted]:bg-neutral-800 dark:data-[highlighted]:text-white dark:data-[highlighted]:ring-brand-500";

/**
 * A dropdown menu (Radix: arrow keys, typeahead, Escape, focus back to the trigger). `trigger` is the
 * button element itself (it receives the trigger's props), the children are Menu* parts.
 */
export function Menu({
  trigger,
  modal,
  className,
  children,
}: {
  trigger: ReactNode;
  modal?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root modal={modal}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className={cn(
            "z-50 min-w-56 rounded-lg border border-neutral-200 bg-white p-1 text-neutral-900 shadow-lg dark:border-neutral-800 dark:bg-neutral-950 dark:text-neutral-100",
            className,
          )}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One menu entry; `asChild` with a Link for a page, `onSelect` for an action. */
export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cn(itemClass, className)} {...props} />;
}

/** Who or what the menu is about, above the entries (not focusable). */
export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cn("px-3 py-2 text-sm", className)} {...props} />;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-neutral-200 dark:bg-neutral-800" />;
}
