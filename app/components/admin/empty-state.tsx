import type { ReactNode } from "react";
import { card } from "./styles.ts";

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className={`${card} flex flex-col items-center gap-2 py-12 text-center`}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {text && <p className="text-neutral-600 dark:text-neutral-400">{text}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
