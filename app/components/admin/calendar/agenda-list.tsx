import { Link } from "react-router";
import { cn } from "#app/components/ui/cn.ts";
import type { CalendarItem } from "#core/calendar/calendar-item.ts";
import { type CalendarQuery, calendarHref, dayLabel } from "#core/calendar/view.ts";
import { ItemChip } from "./item-chip.tsx";

/** The agenda: the days that have items, in order, each with its items (and at 390 px, every view). */
export function AgendaList({
  days,
  byDay,
  more = {},
  query,
  today,
  timeZone,
  className,
}: {
  days: string[];
  byDay: Map<string, CalendarItem[]>;
  more?: Record<string, number>;
  query: CalendarQuery;
  today: string;
  timeZone: string;
  className?: string;
}) {
  const shown = days.filter((day) => byDay.has(day));
  if (shown.length === 0)
    return (
      <p
        className={cn(
          "rounded-lg border border-dashed border-neutral-300 p-6 text-center text-neutral-600 dark:border-neutral-700 dark:text-neutral-400",
          className,
        )}
      >
        Nothing on these days.
      </p>
    );
  return (
    <ol className={cn("space-y-4", className)} aria-label="Agenda">
      {shown.map((day) => (
        <li key={day} aria-current={day === today ? "date" : undefined}>
          <h3
            className={cn(
              "mb-1.5 text-sm font-semibold",
              day === today && "text-brand-700 dark:text-red-300",
            )}
          >
            {dayLabel(day)}
            {day === today && <span> · Today</span>}
          </h3>
          <ul className="space-y-1">
            {(byDay.get(day) ?? []).map((item) => (
              <li key={item.id}>
                <ItemChip item={item} timeZone={timeZone} wide />
              </li>
            ))}
          </ul>
          {(more[day] ?? 0) > 0 && (
            <Link
              to={calendarHref({ ...query, view: "agenda", date: day })}
              className="mt-1 inline-block text-sm font-medium text-neutral-700 underline underline-offset-2 dark:text-neutral-300"
            >
              +{more[day]} more on this day
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
