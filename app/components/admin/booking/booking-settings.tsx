import { useFetcher } from "react-router";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { CardSection } from "#app/components/ui/card.tsx";
import { InputField, SelectField, TextareaField } from "#app/components/ui/form-fields.tsx";
import { overridesToText, rangesToText } from "#core/booking/availability-text.ts";
import {
  type Availability,
  BOOKING_QUESTIONS,
  LOCATION_KINDS,
  LOCATION_LABELS,
  type MeetingType,
  QUESTION_LABELS,
} from "#core/booking/types.ts";
import type { ActionResult } from "#server/action-result.ts";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const checkboxClass = "size-4 accent-brand-600";

function TypeForm({ type }: { type?: MeetingType }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const key = type?.id ?? "new";
  return (
    <fetcher.Form
      method="post"
      className="grid gap-3 sm:grid-cols-2"
      aria-label={type ? `Edit ${type.name}` : "New meeting type"}
    >
      <input type="hidden" name="intent" value="save-type" />
      {type && <input type="hidden" name="id" value={type.id} />}
      <InputField
        label="Name"
        name="name"
        required
        defaultValue={type?.name ?? "30-minute discovery call"}
        id={`name-${key}`}
      />
      <InputField
        label="Slug (the /book/… address)"
        name="slug"
        required
        defaultValue={type?.slug ?? "discovery-call"}
        id={`slug-${key}`}
      />
      <InputField
        label="Duration (minutes, 15-120)"
        name="durationMinutes"
        type="number"
        min={15}
        max={120}
        step={5}
        required
        defaultValue={type?.durationMinutes ?? 30}
        id={`dur-${key}`}
      />
      <SelectField
        label="Location"
        name="locationKind"
        defaultValue={type?.locationKind ?? "video"}
        options={LOCATION_KINDS.map((k) => ({ value: k, label: LOCATION_LABELS[k] }))}
        id={`loc-${key}`}
      />
      <InputField
        label="Location details (video link text, phone note)"
        name="locationText"
        defaultValue={type?.locationText ?? ""}
        id={`loct-${key}`}
        className="sm:col-span-2"
      />
      <TextareaField
        label="Description"
        name="description"
        rows={2}
        defaultValue={type?.description ?? ""}
        id={`desc-${key}`}
        className="sm:col-span-2"
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">Questions asked</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {BOOKING_QUESTIONS.map((q) => (
            <label key={q} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="questions"
                value={q}
                defaultChecked={type ? type.questions.includes(q) : true}
                className={checkboxClass}
              />
              {QUESTION_LABELS[q]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="active"
          value="on"
          defaultChecked={type?.active ?? true}
          className={checkboxClass}
        />
        Active (visitors can book it)
      </label>
      <Button type="submit" pending={fetcher.state !== "idle"} className="justify-self-start">
        {type ? "Save type" : "Add type"}
      </Button>
    </fetcher.Form>
  );
}

export function MeetingTypesPanel({ types }: { types: MeetingType[] }) {
  return (
    <CardSection id="booking-types" title="Meeting types">
      <div className="space-y-6">
        {types.length === 0 && (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            No meeting type yet: /book shows the Calendly page or the request-a-call form until one is active.
          </p>
        )}
        {types.map((t) => (
          <div key={t.id} className="border-b border-neutral-200 pb-6 dark:border-neutral-800">
            <TypeForm type={t} />
          </div>
        ))}
        <details>
          <summary className="cursor-pointer text-sm font-medium">Add a meeting type</summary>
          <div className="mt-3">
            <TypeForm />
          </div>
        </details>
      </div>
    </CardSection>
  );
}

export function AvailabilityPanel({
  availability,
  timeZone,
}: {
  availability: Availability;
  timeZone: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const a = availability;
  return (
    <CardSection id="booking-availability" title="Availability">
      <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save-availability" />
        <p className="text-sm text-neutral-700 dark:text-neutral-300 sm:col-span-2">
          Hours in {timeZone} (Settings › General › Time zone), as 09:00-12:00, 13:00-17:00; leave a day empty
          for no hours.
        </p>
        {DAYS.map((name, d) => (
          <InputField
            key={name}
            label={name}
            name={`day${d}`}
            defaultValue={rangesToText(a.weekly[d] ?? [])}
          />
        ))}
        <TextareaField
          label="Date overrides"
          hint="One a line: 2026-12-24: off, or 2026-12-31: 10:00-14:00"
          name="overrides"
          rows={3}
          defaultValue={overridesToText(a.overrides)}
          className="sm:col-span-2"
        />
        <InputField
          label="Minimum notice (hours)"
          name="minNoticeHours"
          type="number"
          min={0}
          defaultValue={a.minNoticeHours}
        />
        <InputField
          label="How far ahead (days)"
          name="maxDaysAhead"
          type="number"
          min={1}
          defaultValue={a.maxDaysAhead}
        />
        <InputField
          label="Buffer before (minutes)"
          name="bufferBeforeMinutes"
          type="number"
          min={0}
          step={5}
          defaultValue={a.bufferBeforeMinutes}
        />
        <InputField
          label="Buffer after (minutes)"
          name="bufferAfterMinutes"
          type="number"
          min={0}
          step={5}
          defaultValue={a.bufferAfterMinutes}
        />
        <InputField
          label="Daily limit (0: none)"
          name="dailyLimit"
          type="number"
          min={0}
          defaultValue={a.dailyLimit}
        />
        <InputField
          label="Slot spacing (minutes)"
          name="slotStepMinutes"
          type="number"
          min={5}
          step={5}
          defaultValue={a.slotStepMinutes}
        />
        <Button type="submit" pending={fetcher.state !== "idle"} className="justify-self-start">
          Save availability
        </Button>
      </fetcher.Form>
    </CardSection>
  );
}
