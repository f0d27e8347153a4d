import { FileText, PenLine, Send, Star } from "lucide-react";

type Stats = { total: number; published: number; drafts: number; featured: number };

const tiles = [
  { key: "total", label: "Total", icon: FileText },
  { key: "published", label: "Published", icon: Send },
  { key: "drafts", label: "Drafts", icon: PenLine },
  { key: "featured", label: "Featured", icon: Star },
] as const;

/** The four stat tiles of the blog manager (001 section 2). */
export function StatTiles({ stats }: { stats: Stats }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map(({ key, label, icon: Icon }) => (
        <div
          key={key}
          className="relative rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-950"
        >
          <dt className="text-sm font-medium text-neutral-600 dark:text-neutral-400">
            {label}
            <Icon
              aria-hidden="true"
              className="absolute top-1/2 right-5 size-8 -translate-y-1/2 text-brand-600 dark:text-brand-500"
            />
          </dt>
          <dd className="mt-1 text-3xl font-bold">{stats[key].toLocaleString("en-US")}</dd>
        </div>
      ))}
    </dl>
  );
}
