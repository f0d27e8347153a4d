import { itemsByDay } from "#core/calendar/rules.ts";
import { daysOf } from "#core/calendar/view.ts";
import type { CalendarPageData } from "#server/calendar/page.ts";
import { AgendaList } from "./agenda-list.tsx";
import { CalendarToolbar } from "./calendar-toolbar.tsx";
import { DayGrid } from "./day-grid.tsx";
import { FeedPanel } from "./feed-panel.tsx";

/** The calendar: month or week grid (the agenda below 768 px), or the agenda; then the feed. */
export function CalendarScreen({ data }: { data: CalendarPageData }) {
  const { query, range, today, timeZone, items, more, counts, feed } = data;
  const days = daysOf(range);
  const byDay = itemsByDay(items, timeZone);
  const agendaDays =
    query.view === "month" ? days.filter((d) => d.slice(0, 7) === query.date.slice(0, 7)) : days;
  return (
    <>
      <CalendarToolbar query={query} today={today} counts={counts} />
      {query.view === "agenda" ? (
        <AgendaList days={days} byDay={byDay} query={query} today={today} timeZone={timeZone} />
      ) : (
        <>
          <DayGrid
            key={`${query.view}-${range.from}`}
            query={query}
            days={days}
            byDay={byDay}
            more={more}
            today={today}
            timeZone={timeZone}
            className="hidden md:block"
          />
          <AgendaList
            days={agendaDays}
            byDay={byDay}
            more={more}
            query={query}
            today={today}
            timeZone={timeZone}
            className="md:hidden"
          />
        </>
      )}
      <p className="mt-3 text-xs text-neutral-600 dark:text-neutral-400">
        Days and times in the agency's time zone ({timeZone}).
      </p>
      <FeedPanel feed={feed} />
    </>
  );
}
