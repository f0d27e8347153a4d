import { Tabs as RadixTabs } from "radix-ui";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "./cn.ts";

const listClass = "flex flex-wrap gap-1 border-b border-neutral-200 dark:border-neutral-800";
const tabClass =
  "-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-neutral-100";
const activeClass = "border-brand-600 text-neutral-900 dark:text-neutral-100";

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

/**
 * Tabs switched in the page (Radix: arrow keys move between tabs). `aside` sits at the end of the tab
 * row (a search box); `forceMount` keeps every panel in the page, hidden when not chosen, for a
 * controlled `value` whose panels the page fills only for the chosen tab.
 */
export function Tabs({
  label,
  items,
  defaultValue,
  value,
  onValueChange,
  activationMode,
  aside,
  forceMount = false,
  className,
}: {
  label: string;
  items: readonly TabItem[];
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  activationMode?: "automatic" | "manual";
  aside?: ReactNode;
  forceMount?: boolean;
  className?: string;
}) {
  const list = (
    <RadixTabs.List aria-label={label} className={aside ? "flex flex-wrap gap-1" : listClass}>
      {items.map((item) => (
        <RadixTabs.Trigger
          key={item.value}
          value={item.value}
          className={cn(
            tabClass,
            "data-[state=active]:border-brand-600 data-[state=active]:text-neutral-900 dark:data-[state=active]:text-neutral-100",
          )}
        >
          {item.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
  return (
    <RadixTabs.Root
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      value={value}
      onValueChange={onValueChange}
      activationMode={activationMode}
      className={className}
    >
      {aside ? (
        <div className={cn(listClass, "items-end justify-between gap-x-4 gap-y-2")}>
          {list}
          <div className="w-full pb-2 sm:w-auto">{aside}</div>
        </div>
      ) : (
        list
      )}
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          className="pt-4"
          // Radix hides an inactive panel itself (the hidden attribute): passing hidden={undefined}
          // would take that away, leaving empty, focusable 16 px strips in the tab order.
          {...(forceMount ? { forceMount: true, hidden: item.value !== value } : {})}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

/** Tabs that are links (the tab lives in the URL, works without JavaScript); the current one has aria-current. */
export function LinkTabs({
  label,
  items,
}: {
  label: string;
  items: readonly { to: string; label: ReactNode; end?: boolean }[];
}) {
  return (
    <nav aria-label={label} className={listClass}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end ?? true}
          className={({ isActive }) => cn(tabClass, isActive && activeClass)}
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
