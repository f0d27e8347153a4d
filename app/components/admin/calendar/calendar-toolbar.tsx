import { Check, ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { badgeVariants } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { SegmentedLinks } from "#app/components/ui/segmented-links.tsx";
import { CALENDAR_KIND_STYLES, CALENDAR_KINDS, type CalendarKind } from "#core/calendar/calendar-item.ts";
import {
  CALENDAR_VIEWS,
  type CalendarQuery,
  calendarHref,
  periodTitle,
  stepDate,
  toggleKind,
  VIEW_LABELS,
} from "#core/calendar/view.ts";

/** Previous / Today / Next, the period's name, the view switch and the kind filters (all in the URL). */
export function CalendarToolbar({
  query,
  today,
  counts,
}: {
  query: CalendarQuery;
  today: string;
  counts: Record<CalendarKind, number>;
}) {
  const unit = query.view === "month" ? "month" : query.view === "week" ? "week" : "30 days";
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={calendarHref({ ...query, date: stepDate(query.view, query.date, -1) })}
            preventScrollReset
            className={buttonVariants({ variant: "secondary", size: "icon" })}
            aria-label={`Previous ${unit}`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Link>
          <Link
            to={calendarHref({ ...query, date: today })}
            preventScrollReset
            className={buttonVariants({ variant: "secondary" })}
          >
            Today
          </Link>
          <Link
            to={calendarHref({ ...query, date: stepDate(query.view, query.date, 1) })}
            preventScrollReset
            className={buttonVariants({ variant: "secondary", size: "icon" })}
            aria-label={`Next ${unit}`}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          <h2 className="ml-1 text-lg font-semibold" aria-live="polite">
            {periodTitle(query.view, query.date)}
          </h2>
        </div>
        <SegmentedLinks
          label="Calendar view"
          items={CALENDAR_VIEWS.map((view) => ({
            text: VIEW_LABELS[view],
            label: `${VIEW_LABELS[view]} view`,
            to: calendarHref({ ...query, view }),
            current: view === query.view,
          }))}
        />
      </div>
      <nav aria-label="Show kinds" className="flex flex-wrap gap-1.5">
        {CALENDAR_KINDS.map((kind) => {
          const on = query.kinds.includes(kind);
          const style = CALENDAR_KIND_STYLES[kind];
          return (
            <Link
              key={kind}
              to={calendarHref(toggleKind(query, kind))}
              preventScrollReset
              aria-label={`${on ? "Hide" : "Show"} ${style.label} (${counts[kind]})`}
              className={cn(
                on ? badgeVariants({ tone: style.tone }) : badgeVariants({ tone: "neutral" }),
                "gap-1 border px-2.5 py-1 text-xs",
                on
                  ? "border-transparent"
                  : "border-dashed border-neutral-400 line-through dark:border-neutral-600",
              )}
            >
              {on && <Check aria-hidden="true" className="size-3" />}
              {style.label}
              <span className="tabular-nums">({counts[kind]})</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
