import { FEATURE_OFF_MESSAGES } from "#core/feature-messages.ts";

/** With the contact form turned off (Features tab) the section names the address to write to. */
export function ContactFormOff({ contactEmail }: { contactEmail: string }) {
  return (
    <p
      data-testid="contact-form-off"
      className="rounded-lg border border-neutral-300 p-4 dark:border-neutral-700"
    >
      {FEATURE_OFF_MESSAGES.enableContactForm(contactEmail).replace(`${contactEmail}.`, "")}
      <a className="font-semibold underline underline-offset-4" href={`mailto:${contactEmail}`}>
        {contactEmail}
      </a>
      .
    </p>
  );
}
