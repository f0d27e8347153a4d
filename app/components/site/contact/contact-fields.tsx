import { clsx } from "clsx";
import type { ReactNode } from "react";
import { BUDGET_RANGES, SERVICE_OPTIONS } from "#core/contact-form.ts";
import type { ContactField } from "#core/contact-form-rules.ts";
import { Honeypot } from "../honeypot.tsx";

export const inputClass =
  "w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 placeholder:text-neutral-500 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100 dark:placeholder:text-neutral-400 aria-invalid:border-brand-600";

type FieldProps = {
  name: ContactField;
  label: string;
  required?: boolean;
  invalid: ContactField | undefined;
  messageId: string;
  className?: string;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    "aria-required"?: true;
    className: string;
  }) => ReactNode;
};

/** A labelled field; the field named in the current error is marked invalid and points at it. */
export function Field({ name, label, required, invalid, messageId, className, children }: FieldProps) {
  const id = `contact-${name}`;
  const isInvalid = invalid === name;
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-brand-700 dark:text-brand-500">
            {" "}
            *
          </span>
        ) : (
          <span className="text-neutral-600 dark:text-neutral-400"> (optional)</span>
        )}
      </label>
      {children({
        id,
        name,
        className: inputClass,
        ...(isInvalid ? { "aria-invalid": true, "aria-describedby": messageId } : {}),
        ...(required ? { "aria-required": true } : {}),
      })}
    </div>
  );
}

export type ContactValues = Partial<Record<ContactField, string>>;

/** Every field of the form (000 section 2), in reading order. */
export function ContactFields({
  values,
  invalid,
  messageId,
}: {
  values: ContactValues;
  invalid: ContactField | undefined;
  messageId: string;
}) {
  const common = { invalid, messageId };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field name="name" label="Name" required {...common}>
        {(p) => <input {...p} type="text" autoComplete="name" defaultValue={values.name} />}
      </Field>
      <Field name="email" label="Email" required {...common}>
        {(p) => <input {...p} type="email" autoComplete="email" defaultValue={values.email} />}
      </Field>
      <Field name="company" label="Company" {...common}>
        {(p) => <input {...p} type="text" autoComplete="organization" defaultValue={values.company} />}
      </Field>
      <Field name="service_needed" label="Service Needed" {...common}>
        {(p) => (
          <select {...p} defaultValue={values.service_needed ?? ""}>
            <option value="">Select a service</option>
            {SERVICE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="budget_range" label="Budget Range" {...common}>
        {(p) => (
          <select {...p} defaultValue={values.budget_range ?? ""}>
            <option value="">Select a budget range</option>
            {BUDGET_RANGES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="subject" label="Subject" {...common}>
        {(p) => <input {...p} type="text" defaultValue={values.subject} />}
      </Field>
      <Field name="project_details" label="Project Details" required className="sm:col-span-2" {...common}>
        {(p) => (
          <textarea
            {...p}
            rows={5}
            placeholder="Tell us about your project, goals and timeline"
            defaultValue={values.project_details}
          />
        )}
      </Field>
      <Field
        name="project_win"
        label="What would make this project a win?"
        className="sm:col-span-2"
        {...common}
      >
        {(p) => <textarea {...p} rows={3} defaultValue={values.project_win} />}
      </Field>
      <Honeypot id="contact-honeypot" />
    </div>
  );
}
