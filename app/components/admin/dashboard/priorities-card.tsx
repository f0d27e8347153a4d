import {
  AlertTriangle,
  CalendarClock,
  CircleDollarSign,
  FileClock,
  Flag,
  Inbox,
  MessageSquareWarning,
  PhoneCall,
  UserPlus,
} from "lucide-react";
import { ScreenLink } from "#app/components/site/links.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import type { PriorityItem } from "#core/dashboard/priorities.ts";

const icons = {
  "high-value-submission": AlertTriangle,
  "high-value-contact": AlertTriangle,
  "overdue-payment": CircleDollarSign,
  "new-submission": Inbox,
  "new-contact": UserPlus,
  "call-today": PhoneCall,
  "overdue-task": CalendarClock,
  "overdue-milestone": Flag,
  "changes-requested": MessageSquareWarning,
  "overdue-approval": FileClock,
} as const;

export function PrioritiesCard({ items, urgent }: { items: PriorityItem[]; urgent: number }) {
  return (
    <section className={cardClass} aria-labelledby="priorities-heading">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id="priorities-heading" className="text-lg font-semibold">
          Today's Priorities
        </h2>
        <Badge tone="danger">{urgent} urgent</Badge>
      </div>
      {items.length === 0 ? (
        <p className="text-neutral-600 dark:text-neutral-400">No urgent priorities today. Great job!</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => {
            const Icon = icons[item.kind];
            return (
              <li key={item.id}>
                <ScreenLink
                  to={item.href}
                  className="flex gap-3 rounded-md p-2 hover:bg-neutral-100 dark:hover:bg-neutral-900"
                >
                  <Icon
                    className={`mt-0.5 size-5 shrink-0 ${item.urgent ? "text-brand-600 dark:text-brand-500" : "text-neutral-500"}`}
                    aria-hidden
                  />
                  <span className="min-w-0">
                    <span className="block font-medium">
                      {item.urgent && <span className="sr-only">Urgent: </span>}
                      {item.title}
                    </span>
                    <span className="block text-sm text-neutral-600 dark:text-neutral-400">
                      {item.description}
                    </span>
                  </span>
                </ScreenLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
