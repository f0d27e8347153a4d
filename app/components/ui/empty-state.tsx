import type { ReactNode } from "react";
import { cardClass } from "./card.tsx";
import { cn } from "./cn.ts";

/** What a list shows when it has nothing: an icon, a title, a sentence and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel: Heading = "h2",
  className,
}: {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <div className={cn(cardClass, "flex flex-col items-center gap-2 py-12 text-center", className)}>
      {icon && (
        <span aria-hidden="true" className="text-neutral-500 dark:text-neutral-400 [&_svg]:size-8">
          {icon}
        </span>
      )}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {text && <p className="text-neutral-600 dark:text-neutral-400">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
