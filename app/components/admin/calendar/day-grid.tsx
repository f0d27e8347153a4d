import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { cn } from "#app/components/ui/cn.ts";
import type { CalendarItem } from "#core/calendar/calendar-item.ts";
import { type CalendarQuery, calendarHref, dayLabel, moveFocus } from "#core/calendar/view.ts";
import { ItemChip } from "./item-chip.tsx";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * The month or week as an ARIA grid: one day focusable at a time (roving tabindex); the arrow keys
 * move a day or a week, Home and End to the week's ends, and past the edge the next period opens
 * with that day focused. Tab walks into the focused day's items.
 */
export function DayGrid({
  query,
  days,
  byDay,
  more,
  today,
  timeZone,
  className,
}: {
  query: CalendarQuery;
  days: string[];
  byDay: Map<string, CalendarItem[]>;
  /** Items of a month's day not sent to the page (the server keeps a few a day). */
  more: Record<string, number>;
  today: string;
  timeZone: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const month = query.date.slice(0, 7);
  const initial = days.includes(query.date) ? query.date : days.includes(today) ? today : days[0];
  const [focused, setFocused] = useState(initial);
  const cells = useRef(new Map<string, HTMLElement>());
  const refocus = useRef(false);
  const key = days.join();

  // A new period (after a step past the edge, or the toolbar's links) starts on the URL's day.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the shown days change
  useEffect(() => {
    setFocused(initial);
    if (refocus.current) {
      refocus.current = false;
      cells.current.get(initial)?.focus();
    }
  }, [key]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    // Arrow keys inside a day's links are the day's too; typing in nothing else happens here.
    const next = moveFocus(focused, event.key);
    if (!next) return;
    event.preventDefault();
    if (days.includes(next) && (query.view === "week" || next.slice(0, 7) === month)) {
      setFocused(next);
      cells.current.get(next)?.focus();
      return;
    }
    refocus.current = true;
    navigate(calendarHref({ ...query, date: next }), { preventScrollReset: true });
  }

  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const isMonth = query.view === "month";

  return (
    <div
      className={cn(
        "overflow-hidden rounded-lg border border-neutral-200 dark:border-neutral-800",
        className,
      )}
    >
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA date grid pattern is a table with role grid
        role="grid"
        aria-label={isMonth ? "Month" : "Week"}
        aria-readonly="true"
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-collapse"
      >
        <thead className="bg-neutral-50 dark:bg-neutral-900">
          <tr>
            {WEEKDAYS.map((name, i) => (
              <th
                key={name}
                scope="col"
                abbr={WEEKDAY_NAMES[i]}
                className="px-2 py-1.5 text-left text-xs font-semibold text-neutral-700 dark:text-neutral-300"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const shown = byDay.get(day) ?? [];
                const hidden = more[day] ?? 0;
                const total = shown.length + hidden;
                const outside = isMonth && day.slice(0, 7) !== month;
                return (
                  <td
                    key={day}
                    data-day={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-current={day === today ? "date" : undefined}
                    aria-label={`${dayLabel(day)}${day === today ? ", today" : ""}, ${total === 1 ? "1 item" : `${total} items`}`}
                    ref={(node) => {
                      if (node) cells.current.set(day, node);
                      else cells.current.delete(day);
                    }}
                    onFocus={(event) => {
                      if (event.target === event.currentTarget) setFocused(day);
                    }}
                    className={cn(
                      "min-w-0 space-y-1 border-t border-neutral-200 p-1.5 align-top outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset dark:border-neutral-800 [&:not(:first-child)]:border-l",
                      isMonth ? "h-28" : "h-64",
                      outside && "bg-neutral-50 dark:bg-neutral-900/60",
                    )}
                  >
                    <div
                      className={cn(
                        "flex size-7 items-center justify-center rounded-full text-sm tabular-nums",
                        day === today
                          ? "bg-brand-600 font-bold text-white"
                          : outside
                            ? "text-neutral-600 dark:text-neutral-400"
                            : "text-neutral-900 dark:text-neutral-100",
                      )}
                      aria-hidden="true"
                    >
                      {Number(day.slice(8))}
                    </div>
                    <ul className="space-y-1">
                      {shown.map((item) => (
                        <li key={item.id}>
                          <ItemChip item={item} timeZone={timeZone} />
                        </li>
                      ))}
                    </ul>
                    {hidden > 0 && (
                      <Link
                        to={calendarHref({ ...query, view: "week", date: day })}
                        className="block rounded px-1 text-xs font-medium text-neutral-700 underline-offset-2 hover:underline dark:text-neutral-300"
                      >
                        +{hidden} more
                      </Link>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
