import { labelClass } from "#app/components/ui/field.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import {
  CONTACT_SOURCES,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  DEFAULT_CONTACT_SOURCE,
  SERVICE_INTERESTS,
} from "#core/crm/contact-status.ts";

/** What an edit form starts from (Add Contact starts empty). */
export type ContactFieldValues = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  source: string;
  status: string;
  value: number | null;
  serviceInterest: string | null;
  projectDetails: string | null;
  notes: string | null;
  tags: string[];
  lastContact: string | null;
  nextFollowUp: string | null;
};

function TextField({
  id,
  name,
  text,
  type = "text",
  required = false,
  defaultValue,
}: {
  id: string;
  name: string;
  text: string;
  type?: string;
  required?: boolean;
  defaultValue?: string | null;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {text}
        {required && <span aria-hidden> *</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        defaultValue={defaultValue ?? undefined}
        className={controlClass}
      />
    </div>
  );
}

/**
 * The fields of Add Contact and Edit Contact, one layout for both (the same schema checks them:
 * core/crm/contact-form.ts). With `values` the form edits a contact and also shows tags and the
 * follow-up dates. Inputs are uncontrolled, so a failed save keeps what was typed.
 */
export function ContactFields({ idPrefix, values }: { idPrefix: string; values?: ContactFieldValues }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <TextField id={id("name")} name="name" text="Name" required defaultValue={values?.name} />
      <TextField
        id={id("email")}
        name="email"
        text="Email"
        type="email"
        required
        defaultValue={values?.email}
      />
      <TextField id={id("phone")} name="phone" text="Phone" type="tel" defaultValue={values?.phone} />
      <TextField id={id("company")} name="company" text="Company" defaultValue={values?.company} />
      <TextField id={id("position")} name="position" text="Position" defaultValue={values?.position} />
      <div>
        <label htmlFor={id("value")} className={labelClass}>
          Deal Value ($)
        </label>
        <input
          id={id("value")}
          name="value"
          type="number"
          min="0"
          step="0.01"
          inputMode="decimal"
          defaultValue={values?.value ?? undefined}
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor={id("source")} className={labelClass}>
          Source
        </label>
        <select
          id={id("source")}
          name="source"
          defaultValue={values?.source ?? DEFAULT_CONTACT_SOURCE}
          className={controlClass}
        >
          {/* A source outside today's list (imported data) stays choosable. */}
          {values && !(CONTACT_SOURCES as readonly string[]).includes(values.source) && (
            <option>{values.source}</option>
          )}
          {CONTACT_SOURCES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id("status")} className={labelClass}>
          Status
        </label>
        <select
          id={id("status")}
          name="status"
          defaultValue={values?.status ?? "new"}
          className={controlClass}
        >
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CONTACT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id("serviceInterest")} className={labelClass}>
          Service Interest
        </label>
        <select
          id={id("serviceInterest")}
          name="serviceInterest"
          defaultValue={values?.serviceInterest ?? ""}
          className={controlClass}
        >
          <option value="">Not specified</option>
          {SERVICE_INTERESTS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      {values && (
        <>
          <TextField
            id={id("lastContact")}
            name="lastContact"
            text="Last Contact"
            type="date"
            defaultValue={values.lastContact}
          />
          <TextField
            id={id("nextFollowUp")}
            name="nextFollowUp"
            text="Next Follow-up"
            type="date"
            defaultValue={values.nextFollowUp}
          />
          <div className="sm:col-span-2">
            <TextField
              id={id("tags")}
              name="tags"
              text="Tags (comma-separated)"
              defaultValue={values.tags.join(", ")}
            />
          </div>
        </>
      )}
      <div className="sm:col-span-2">
        <label htmlFor={id("projectDetails")} className={labelClass}>
          Project Details
        </label>
        <textarea
          id={id("projectDetails")}
          name="projectDetails"
          rows={3}
          maxLength={5000}
          defaultValue={values?.projectDetails ?? undefined}
          className={controlClass}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id("notes")} className={labelClass}>
          Notes
        </label>
        <textarea
          id={id("notes")}
          name="notes"
          rows={values ? 4 : 2}
          maxLength={5000}
          defaultValue={values?.notes ?? undefined}
          className={controlClass}
        />
      </div>
    </>
  );
}
