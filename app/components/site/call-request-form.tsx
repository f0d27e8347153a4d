import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { CallRequestField } from "#core/call-request.ts";

/** What /book's action answers: the outcome and, after a problem, what the visitor typed. */
export type CallRequestAnswer = {
  success: boolean;
  message: string;
  field?: CallRequestField;
  values?: Record<string, string>;
};

/**
 * /book's 'request a call' form (no booking calendar set). A real form: it posts to the page's
 * action before and after JavaScript loads; a failed post comes back with the visitor's input.
 */
export function CallRequestForm({ answer }: { answer?: CallRequestAnswer }) {
  const pending = useNavigation().state === "submitting";
  const values = answer?.success ? {} : (answer?.values ?? {});
  const error = (field: CallRequestField) => (answer?.field === field ? answer.message : undefined);
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-4"
      aria-labelledby="call-request-title"
    >
      <h2 id="call-request-title" className="text-2xl font-bold">
        Request a call
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={error("name")}>
          {(p) => <Input {...p} name="name" autoComplete="name" required defaultValue={values.name} />}
        </Field>
        <Field label="Email" error={error("email")}>
          {(p) => (
            <Input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.email}
            />
          )}
        </Field>
        <Field label="Phone" error={error("phone")}>
          {(p) => (
            <Input {...p} name="phone" type="tel" autoComplete="tel" required defaultValue={values.phone} />
          )}
        </Field>
        <Field label="Preferred time" hint="For example: weekdays after 2 pm" error={error("preferred_time")}>
          {(p) => <Input {...p} name="preferred_time" defaultValue={values.preferred_time} />}
        </Field>
      </div>
      <Field label="Message" error={error("message")}>
        {(p) => <Textarea {...p} name="message" rows={4} defaultValue={values.message} />}
      </Field>
      {/* A trap for bots: people never see or reach it; anything typed here is dropped. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="call-honeypot">Leave this field empty</label>
        <input id="call-honeypot" type="text" name="honeypot_field" tabIndex={-1} autoComplete="off" />
      </div>
      <div role={answer && !answer.success ? "alert" : "status"} className="empty:hidden">
        {answer && !answer.field && (
          <p
            className={
              answer.success
                ? "font-medium text-green-800 dark:text-green-300"
                : "font-medium text-red-700 dark:text-red-300"
            }
          >
            {answer.message}
          </p>
        )}
      </div>
      <Button type="submit" pending={pending} className="self-start">
        Request a Call
      </Button>
    </Form>
  );
}
