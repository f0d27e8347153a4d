import { clsx } from "clsx";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useEnhancedMark } from "#app/lib/use-hydrated.ts";
import { CONTACT_MESSAGES, isHoneypotFilled } from "#core/contact-form.ts";
import { type ContactField, validateContactForm } from "#core/contact-form-rules.ts";
import { ContactFields, type ContactValues } from "./contact-fields.tsx";
import { ContactStatusMessage } from "./contact-status-message.tsx";
import { isSuccessQuery, markSuccessShown, takePendingSuccess } from "./success-query.ts";

type Status = "idle" | "loading" | "success" | "error";

/** What the /contact page hands back after a plain HTML post that failed validation. */
export type ContactFormInitial = {
  message: string;
  field?: ContactField;
  contactEmail?: string | null;
  values: ContactValues;
};

type Answer = { success?: boolean; message?: string; field?: ContactField; contactEmail?: string | null };

/**
 * The project-brief form (000 sections 2, 5, 7, 8). A real form posting to /contact works before
 * JavaScript loads; once hydrated it validates in the browser with the server's own rules and
 * sends through /api/contact without leaving the page.
 */
export function ContactForm({
  contactEmail,
  initial,
}: {
  contactEmail?: string | null;
  initial?: ContactFormInitial;
}) {
  const location = useLocation();
  // The query, or a success the site layout took out of the address before this form hydrated.
  const [successInQuery] = useState(() => isSuccessQuery(location.search) || takePendingSuccess());
  const [status, setStatus] = useState<Status>(successInQuery ? "success" : initial ? "error" : "idle");
  const [message, setMessage] = useState(
    successInQuery ? CONTACT_MESSAGES.success : (initial?.message ?? ""),
  );
  const [field, setField] = useState<ContactField | undefined>(initial?.field);
  const [agencyEmail, setAgencyEmail] = useState(contactEmail ?? initial?.contactEmail ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const messageId = useId();
  useEnhancedMark(formRef);

  // ?message=success shows success; the site layout removes it from the address (success-query.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address this form mounted with
  useEffect(() => {
    if (isSuccessQuery(location.search)) markSuccessShown();
  }, []);

  function fail(text: string, at?: ContactField) {
    setStatus("error");
    setMessage(text);
    setField(at);
    if (at) formRef.current?.querySelector<HTMLElement>(`[name="${at}"]`)?.focus();
  }

  function succeed(text: string) {
    setStatus("success");
    setMessage(text);
    setField(undefined);
    formRef.current?.reset();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "loading" || status === "success") return;
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    // A bot filled the hidden field: pretend, send nothing.
    if (isHoneypotFilled(values)) return succeed(CONTACT_MESSAGES.success);
    // Checked within the press (the rules are plain functions of about 1 KB, in this chunk): the
    // message shows with it, whatever else the page's start still has to do.
    const validation = validateContactForm(values);
    if (!validation.ok) return fail(validation.message, validation.field);

    setStatus("loading");
    setMessage("");
    let answer: Answer;
    let ok: boolean;
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(values),
      });
      ok = response.ok;
      answer = await response.json().catch(() => ({}));
    } catch {
      // The request never got an answer: offer the agency's address instead.
      const direct = agencyEmail
        ? ` You can also email us directly at ${agencyEmail}.`
        : " You can also email us directly.";
      return fail(`${CONTACT_MESSAGES.failure}${direct}`);
    }
    if (answer.contactEmail) setAgencyEmail(answer.contactEmail);
    if (ok && answer.success) return succeed(answer.message || CONTACT_MESSAGES.success);
    if (!ok && !answer.message && answer.success === undefined) return fail(CONTACT_MESSAGES.unexpected);
    fail(answer.message || CONTACT_MESSAGES.failure, answer.field);
  }

  // Typing after an error returns the form to idle.
  const onInput = () => {
    if (status === "error") {
      setStatus("idle");
      setMessage("");
      setField(undefined);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      className="relative flex flex-col gap-6"
    >
      <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
      <ContactFields
        values={initial?.values ?? {}}
        invalid={status === "error" ? field : undefined}
        messageId={messageId}
      />
      <ContactStatusMessage id={messageId} status={status} message={message} agencyEmail={agencyEmail} />
      <button
        type="submit"
        disabled={status === "loading" || status === "success"}
        className={clsx(
          "self-start rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed",
          status === "success" && "bg-green-800 hover:bg-green-800",
        )}
      >
        {status === "loading" ? "Sending..." : status === "success" ? "Message Sent!" : "Send"}
      </button>
    </form>
  );
}
