import type { LucideIcon } from "lucide-react";
import { cardClass } from "../ui/form-styles.ts";

export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  icon: LucideIcon;
}) {
  return (
    <div className={`${cardClass} flex items-center gap-4`}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-600/20 dark:text-brand-100">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{label}</p>
        <p className="text-2xl font-bold">{value}</p>
      </div>
    </div>
  );
}
