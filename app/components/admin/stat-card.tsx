import type { ReactNode } from "react";
import { card } from "./styles.ts";

export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className={card}>
      <p className="text-sm font-medium text-neutral-600 dark:text-neutral-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {detail && <div className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{detail}</div>}
    </div>
  );
}
