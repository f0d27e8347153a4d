import { FileText, PenLine, Send, Star } from "lucide-react";
import { StatCard } from "#app/components/ui/stat-card.tsx";

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
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map(({ key, label, icon: Icon }) => (
        <StatCard
          key={key}
          label={label}
          value={stats[key].toLocaleString("en-US")}
          icon={<Icon className="size-6 text-brand-600 dark:text-brand-500" />}
        />
      ))}
    </div>
  );
}
