import { CalendarPlus, CheckCircle2, DollarSign, Flag, Inbox, Mail, UserPlus } from "lucide-react";
import { ScreenLink } from "#app/components/site/links.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import type { ActivityItem } from "#core/dashboard/activity.ts";

const icons = {
  subscriber: Mail,
  submission: Inbox,
  contact: UserPlus,
  transaction: DollarSign,
  task: CheckCircle2,
  milestone: Flag,
  booking: CalendarPlus,
} as const;

export function ActivityCard({ items }: { items: ActivityItem[] }) {
  return (
    <section className={cardClass} aria-labelledby="activity-heading">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id="activity-heading" className="text-lg font-semibold">
          Recent Activity
        </h2>
        <ScreenLink
          to="/admin/analytics"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
        >
          View all activity
        </ScreenLink>
      </div>
      {items.length === 0 ? (
        <p className="text-neutral-600 dark:text-neutral-400">No recent activity to display</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const Icon = icons[item.kind];
            return (
              <li key={item.id} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-neutral-500" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{item.title}</p>
                  <p className="text-sm break-words text-neutral-600 dark:text-neutral-400">
                    {item.description}
                  </p>
                </div>
                <time dateTime={item.at} className="shrink-0 text-xs text-neutral-600 dark:text-neutral-400">
                  {item.when}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
