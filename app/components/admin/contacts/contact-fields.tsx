import type { ReactNode } from "react";
import { InputField, SelectField, TextareaField } from "#app/components/ui/form-fields.tsx";
import {
  CONTACT_SOURCES,
  CONTACT_STATUS_OPTIONS,
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

const required = (text: string): ReactNode => (
  <>
    {text}
    <span aria-hidden> *</span>
  </>
);
const wide = "sm:col-span-2";

/**
 * The fields of Add Contact and Edit Contact, one layout for both (the same schema checks them:
 * core/crm/contact-form.ts). With `values` the form edits a contact and also shows tags and the
 * follow-up dates. Inputs are uncontrolled, so a failed save keeps what was typed.
 */
export function ContactFields({ idPrefix, values }: { idPrefix: string; values?: ContactFieldValues }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  // A source outside today's list (imported data) stays choosable.
  const sources =
    values && !(CONTACT_SOURCES as readonly string[]).includes(values.source)
      ? [values.source, ...CONTACT_SOURCES]
      : CONTACT_SOURCES;
  return (
    <>
      <InputField id={id("name")} label={required("Name")} name="name" required defaultValue={values?.name} />
      <InputField
        id={id("email")}
        label={required("Email")}
        name="email"
        type="email"
        required
        defaultValue={values?.email}
      />
      <InputField id={id("phone")} label="Phone" name="phone" type="tel" defaultValue={values?.phone ?? ""} />
      <InputField id={id("company")} label="Company" name="company" defaultValue={values?.company ?? ""} />
      <InputField
        id={id("position")}
        label="Position"
        name="position"
        defaultValue={values?.position ?? ""}
      />
      <InputField
        id={id("value")}
        label="Deal Value ($)"
        name="value"
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        defaultValue={values?.value ?? ""}
      />
      <SelectField
        id={id("source")}
        label="Source"
        name="source"
        defaultValue={values?.source ?? DEFAULT_CONTACT_SOURCE}
        options={sources.map((s) => ({ value: s, label: s }))}
      />
      <SelectField
        id={id("status")}
        label="Status"
        name="status"
        defaultValue={values?.status ?? "new"}
        options={CONTACT_STATUS_OPTIONS}
      />
      <SelectField
        id={id("serviceInterest")}
        label="Service Interest"
        className={wide}
        name="serviceInterest"
        defaultValue={values?.serviceInterest ?? ""}
        placeholder="Not specified"
        options={SERVICE_INTERESTS.map((s) => ({ value: s, label: s }))}
      />
      {values && (
        <>
          <InputField
            id={id("lastContact")}
            label="Last Contact"
            name="lastContact"
            type="date"
            defaultValue={values.lastContact ?? ""}
          />
          <InputField
            id={id("nextFollowUp")}
            label="Next Follow-up"
            name="nextFollowUp"
            type="date"
            defaultValue={values.nextFollowUp ?? ""}
          />
          <InputField
            id={id("tags")}
            label="Tags (comma-separated)"
            className={wide}
            name="tags"
            defaultValue={values.tags.join(", ")}
          />
        </>
      )}
      <TextareaField
        id={id("projectDetails")}
        label="Project Details"
        className={wide}
        name="projectDetails"
        rows={3}
        maxLength={5000}
        defaultValue={values?.projectDetails ?? ""}
      />
      <TextareaField
        id={id("notes")}
        label="Notes"
        className={wide}
        name="notes"
        rows={values ? 4 : 2}
        maxLength={5000}
        defaultValue={values?.notes ?? ""}
      />
    </>
  );
}
