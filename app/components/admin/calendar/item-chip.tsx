import { Link } from "react-router";
import { badgeVariants } from "#app/components/ui/badge.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { CALENDAR_KIND_STYLES, type CalendarItem } from "#core/calendar/calendar-item.ts";

/** An item's time in the agency's zone ('3:00 PM'); null for an all-day item. */
export function itemTime(item: CalendarItem, timeZone: string): string | null {
  if (item.allDay) return null;
  return new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone }).format(new Date(item.start));
}

/** One item on a day: its kind's colour (core/calendar), a link to its record, overdue and done marked. */
export function ItemChip({
  item,
  timeZone,
  wide = false,
}: {
  item: CalendarItem;
  timeZone: string;
  /** The agenda's line: the kind and the detail spelled out beside the title. */
  wide?: boolean;
}) {
  const style = CALENDAR_KIND_STYLES[item.kind];
  const time = itemTime(item, timeZone);
  return (
    <Link
      to={item.href}
      // A file (an invoice's PDF) is served outside the app's routes: the browser fetches it.
      reloadDocument={item.href.startsWith("/files/")}
      data-kind={item.kind}
      className={cn(
        badgeVariants({ tone: style.tone }),
        "flex w-full min-w-0 justify-start gap-1 rounded-md px-1.5 py-0.5 text-left font-medium tracking-normal whitespace-normal hover:underline",
        item.overdue && "ring-2 ring-red-600 dark:ring-red-400",
      )}
    >
      <span className={cn("min-w-0", wide ? "" : "truncate", item.done && "line-through")}>
        {time && <span className="tabular-nums">{time} </span>}
        <span className={wide ? "" : "sr-only"}>{style.label}: </span>
        {item.title}
        {wide && item.detail && <span className="font-normal"> · {item.detail}</span>}
      </span>
      {item.done && <span className="sr-only"> (done)</span>}
      {item.overdue && (
        <span className="shrink-0 font-bold uppercase">
          {wide ? " · Overdue" : "!"}
          <span className="sr-only">{wide ? "" : " Overdue"}</span>
        </span>
      )}
    </Link>
  );
}
