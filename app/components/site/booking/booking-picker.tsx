import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { Form, Link } from "#app/components/site/links.tsx";
import {
  PlainButton,
  PlainInputField,
  PlainNotice,
  PlainSelectField,
  PlainTextareaField,
  plainButtonClass,
} from "#app/components/ui/plain.tsx";
import { BUDGET_RANGES, SERVICE_OPTIONS } from "#core/contact-form.ts";
import type { PickerData, ShownMeetingType } from "#server/booking/page.ts";
import { Honeypot } from "../honeypot.tsx";
import { MonthGrid } from "./month-grid.tsx";

export type BookingAnswer = {
  ok: boolean;
  message: string;
  field?: string;
  taken?: boolean;
  values?: Record<string, string>;
};

/** A link to this page with some query parameters changed (null removes one). */
function useHrefFor() {
  const location = useLocation();
  return (params: Record<string, string | null>) => {
    const search = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(params)) {
      if (v === null) search.delete(k);
      else search.set(k, v);
    }
    const query = search.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
}

/** Once, in the browser: the visitor's own time zone replaces the agency's in the address. */
function useDetectedTimeZone(chosen: boolean, hrefFor: ReturnType<typeof useHrefFor>) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (chosen || done.current) return;
    done.current = true;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) navigate(hrefFor({ tz: zone }), { replace: true, preventScrollReset: true });
  }, [chosen, hrefFor, navigate]);
}

/**
 * The zone the times are shown in, and a link that asks for the list of zones; with the list, a
 * GET form that changes it (its address no longer asks for the list, so the form closes).
 */
function TimeZoneChoice({ data, hrefFor }: { data: PickerData; hrefFor: ReturnType<typeof useHrefFor> }) {
  const zoneName = data.timeZone.replaceAll("_", " ");
  if (!data.zones)
    return (
      <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300">
        Times shown in {zoneName}.{" "}
        <Link
          to={hrefFor({ [data.zoneListParam]: "1" })}
          preventScrollReset
          className="font-medium underline underline-offset-2"
        >
          Change time zone
        </Link>
      </p>
    );
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" preventScrollReset>
      {data.day && <input type="hidden" name="day" value={data.day} />}
      <PlainSelectField
        label="Times shown in"
        name="tz"
        defaultValue={data.timeZone}
        className="min-w-0 flex-1"
        // The visitor asked for this list: it takes the focus.
        autoFocus
        options={data.zones.map((z) => ({ value: z, label: z.replaceAll("_", " ") }))}
      />
      <PlainButton type="submit" variant="secondary">
        Change
      </PlainButton>
    </Form>
  );
}

/**
 * The booking picker (issue 31 item 3): month, the chosen day's times, then the form. Plain links
 * and forms, so it works before scripts load; with them, the visitor's time zone is detected.
 */
export function BookingPicker({
  data,
  answer,
  mode = "book",
}: {
  data: PickerData;
  answer?: BookingAnswer;
  mode?: "book" | "reschedule";
}) {
  const hrefFor = useHrefFor();
  useDetectedTimeZone(data.timeZoneChosen, hrefFor);
  const pending = useNavigation().state === "submitting";
  const { type } = data;
  const values = answer && !answer.ok ? (answer.values ?? {}) : {};
  const error = (field: string) =>
    answer && !answer.ok && answer.field === field ? answer.message : undefined;
  const dayTitle = data.day
    ? new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
        new Date(`${data.day}T12:00:00Z`),
      )
    : null;
  return (
    <section aria-labelledby="picker-title" className="space-y-8">
      <div>
        <h2 id="picker-title" className="text-2xl font-bold">
          {type.name}
        </h2>
        <p className="mt-1 text-neutral-700 dark:text-neutral-300">{type.summary}</p>
        {type.description && (
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">{type.description}</p>
        )}
      </div>
      {answer && !answer.field && (
        <PlainNotice tone={answer.ok ? "success" : "error"}>{answer.message}</PlainNotice>
      )}
      {data.limited ? (
        <PlainNotice tone="error">{data.limited}</PlainNotice>
      ) : (
        <div className="grid gap-8 md:grid-cols-2">
          <MonthGrid
            month={data.month}
            weeks={data.weeks}
            prevMonth={data.prevMonth}
            nextMonth={data.nextMonth}
            freeDays={data.freeDays}
            selected={data.day}
            today={data.today}
            hrefFor={hrefFor}
          />
          <div>
            <h3 className="text-lg font-semibold">
              {dayTitle ? `Free times on ${dayTitle}` : "No free time this month"}
            </h3>
            {data.times.length > 0 ? (
              <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Free start times">
                {data.times.map((t) => (
                  <li key={t.start}>
                    <Link
                      to={hrefFor({ start: t.start, day: data.day })}
                      preventScrollReset
                      aria-current={t.start === data.start ? "true" : undefined}
                      className={clsx(
                        plainButtonClass({
                          variant: t.start === data.start ? "primary" : "secondary",
                          size: "lg",
                          block: true,
                        }),
                        "min-h-11",
                      )}
                    >
                      {t.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-neutral-700 dark:text-neutral-300">
                {data.nextMonth ? "Try the next month." : "Please check back later."}
              </p>
            )}
            <TimeZoneChoice data={data} hrefFor={hrefFor} />
          </div>
        </div>
      )}
      {data.start && data.startLabel && (
        <Form
          method="post"
          preventScrollReset
          className="flex flex-col gap-4"
          aria-labelledby="confirm-title"
        >
          <h3 id="confirm-title" className="text-lg font-semibold">
            {mode === "book" ? "Your details" : "Move your call"}
          </h3>
          <p>
            <strong>{data.startLabel}</strong> ({data.timeZone.replaceAll("_", " ")})
          </p>
          <input type="hidden" name="start" value={data.start} />
          <input type="hidden" name="tz" value={data.timeZone} />
          <input type="hidden" name="type" value={type.slug} />
          {mode === "book" && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <PlainInputField
                  label="Name"
                  name="name"
                  autoComplete="name"
                  required
                  error={error("name")}
                  defaultValue={values.name}
                />
                <PlainInputField
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  error={error("email")}
                  defaultValue={values.email}
                />
                {type.questions.includes("company") && (
                  <PlainInputField
                    label={data.questionLabels.company}
                    name="company"
                    autoComplete="organization"
                    error={error("company")}
                    defaultValue={values.company}
                  />
                )}
                {type.questions.includes("service_needed") && (
                  <PlainSelectField
                    label={data.questionLabels.service_needed}
                    name="service_needed"
                    placeholder="Select a service"
                    options={SERVICE_OPTIONS}
                    error={error("service_needed")}
                    defaultValue={values.service_needed}
                  />
                )}
                {type.questions.includes("budget_range") && (
                  <PlainSelectField
                    label={data.questionLabels.budget_range}
                    name="budget_range"
                    placeholder="Select a range"
                    options={BUDGET_RANGES}
                    error={error("budget_range")}
                    defaultValue={values.budget_range}
                  />
                )}
              </div>
              {type.questions.includes("project_win") && (
                <PlainTextareaField
                  label={data.questionLabels.project_win}
                  name="project_win"
                  rows={3}
                  error={error("project_win")}
                  defaultValue={values.project_win}
                />
              )}
              <Honeypot id="booking-honeypot" />
            </>
          )}
          <PlainButton type="submit" pending={pending} className="self-start" size="lg">
            Confirm
          </PlainButton>
        </Form>
      )}
    </section>
  );
}

/** Several active types: the visitor picks one first. */
export function TypeList({ types }: { types: ShownMeetingType[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {types.map((t) => (
        <li key={t.id}>
          <Link
            to={`/book/${t.slug}`}
            className="block rounded-2xl border border-neutral-200 p-5 hover:border-brand-600 dark:border-neutral-800"
          >
            <span className="text-lg font-semibold">{t.name}</span>
            <span className="mt-1 block text-neutral-700 dark:text-neutral-300">{t.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
