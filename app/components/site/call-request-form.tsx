import { useNavigation } from "react-router";
import { Form } from "#app/components/site/links.tsx";
import { PlainButton, PlainInputField, PlainTextareaField } from "#app/components/ui/plain.tsx";
import type { CallRequestField } from "#core/call-request.ts";
import { Honeypot } from "./honeypot.tsx";

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
        <PlainInputField
          label="Name"
          error={error("name")}
          name="name"
          autoComplete="name"
          required
          defaultValue={values.name}
        />
        <PlainInputField
          label="Email"
          error={error("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
        />
        <PlainInputField
          label="Phone"
          error={error("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={values.phone}
        />
        <PlainInputField
          label="Preferred time"
          hint="For example: weekdays after 2 pm"
          error={error("preferred_time")}
          name="preferred_time"
          defaultValue={values.preferred_time}
        />
      </div>
      <PlainTextareaField
        label="Message"
        error={error("message")}
        name="message"
        rows={4}
        defaultValue={values.message}
      />
      <Honeypot id="call-honeypot" />
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
      <PlainButton type="submit" pending={pending} className="self-start">
        Request a Call
      </PlainButton>
    </Form>
  );
}
