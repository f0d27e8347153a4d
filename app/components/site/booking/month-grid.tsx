import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Link } from "#app/components/site/links.tsx";

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** Arrow keys, Home/End and Page Up/Down move between the days that have a free time (WAI-ARIA date grid). */
function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[data-date]")];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index < 0) return;
  let target: HTMLAnchorElement | undefined;
  if (event.key === "Home") target = links[0];
  else if (event.key === "End") target = links.at(-1);
  else if (steps[event.key]) {
    // The nearest day with a free time in that direction, at least `step` days away (the links are
    // the days of one month, so the day of the month orders them).
    const dayOf = (link: HTMLAnchorElement) => Number(link.dataset.date?.slice(8));
    const step = steps[event.key];
    const wanted = dayOf(links[index]) + step;
    target =
      step > 0 ? links.find((l) => dayOf(l) >= wanted) : [...links].reverse().find((l) => dayOf(l) <= wanted);
  } else return;
  event.preventDefault();
  if (target) {
    for (const l of links) l.tabIndex = l === target ? 0 : -1;
    target.focus();
  }
}

export function MonthGrid({
  month,
  weeks,
  prevMonth,
  nextMonth,
  freeDays,
  selected,
  today,
  hrefFor,
}: {
  month: string;
  /** The month's days by week, Sunday first; null before the 1st and after the last day. */
  weeks: (string | null)[][];
  prevMonth: string | null;
  nextMonth: string | null;
  freeDays: Record<string, number>;
  selected: string | null;
  today: string;
  hrefFor: (params: Record<string, string | null>) => string;
}) {
  const headingId = `month-${month}`;
  const focusDay = selected ?? Object.keys(freeDays).sort()[0];
  const navClass =
    "inline-flex size-11 items-center justify-center rounded-md border border-neutral-300 dark:border-neutral-700 hover:bg-neutral-100 dark:hover:bg-neutral-800";
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        {prevMonth ? (
          <Link
            to={hrefFor({ month: prevMonth, day: null, start: null })}
            preventScrollReset
            className={navClass}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">Previous month</span>
          </Link>
        ) : (
          <span className="size-11" />
        )}
        <h3 id={headingId} className="text-lg font-semibold" aria-live="polite">
          {monthLabel(month)}
        </h3>
        {nextMonth ? (
          <Link
            to={hrefFor({ month: nextMonth, day: null, start: null })}
            preventScrollReset
            className={navClass}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">Next month</span>
          </Link>
        ) : (
          <span className="size-11" />
        )}
      </div>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid of days
        role="grid"
        aria-labelledby={headingId}
        className="w-full table-fixed border-collapse"
        onKeyDown={moveFocus}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="pb-2 text-center text-xs font-medium text-neutral-600 dark:text-neutral-400"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? "empty"}>
              {week.map((date, i) => {
                if (!date) return <td key={`blank-${i}`} />;
                const free = freeDays[date] ?? 0;
                const isSelected = date === selected;
                const number = Number(date.slice(8));
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the day's link inside takes the focus (roving tabindex)
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the date grid; its link takes the focus
                    role="gridcell"
                    className="p-0.5 text-center"
                    aria-selected={free ? isSelected : undefined}
                  >
                    {free ? (
                      <Link
                        to={hrefFor({ day: date, month, start: null })}
                        preventScrollReset
                        data-date={date}
                        tabIndex={date === focusDay ? 0 : -1}
                        aria-label={`${dayLabel(date)}, ${free} ${free === 1 ? "time" : "times"} free`}
                        aria-current={isSelected ? "date" : undefined}
                        className={clsx(
                          "flex h-11 w-full items-center justify-center rounded-md font-semibold",
                          isSelected
                            ? "bg-brand-600 text-white"
                            : "bg-brand-50 text-brand-800 hover:bg-brand-100 dark:bg-neutral-800 dark:text-white dark:hover:bg-neutral-700",
                        )}
                      >
                        {number}
                      </Link>
                    ) : (
                      <span
                        aria-disabled="true"
                        className={clsx(
                          "flex h-11 w-full items-center justify-center text-neutral-500 dark:text-neutral-400",
                          date === today && "underline",
                        )}
                      >
                        <span aria-hidden="true">{number}</span>
                        <span className="sr-only">{`${dayLabel(date)}, no free time`}</span>
                      </span>
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
