import type { ReactNode } from "react";

/** The ruled list of a portal card (invoices, transactions): one RecordRow per record. */
export function RecordList({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">{children}</ul>;
}

/** A record: its name (with a badge) over a line of details, and its figures or actions at the end. */
export function RecordRow({ title, details, end }: { title: ReactNode; details: ReactNode; end: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div>
        <p className="font-medium">{title}</p>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{details}</p>
      </div>
      {end}
    </li>
  );
}
