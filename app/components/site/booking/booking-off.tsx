import { ExternalLink } from "lucide-react";
import { type CallRequestAnswer, CallRequestForm } from "../call-request-form.tsx";
import { ContactDetails } from "../contact-details.tsx";
import { ContactFormOff } from "../contact-form-off.tsx";
import { useSiteSettings } from "../site-settings.ts";

/**
 * /book with no active meeting type (issue 17's behaviour): the Calendly frame of the calendlyUrl
 * setting, or the contact details and a 'request a call' form that becomes a lead. Loaded on its
 * own (app/routes/site/book.tsx), so the booking picker's visitors never fetch it.
 */
export function BookingOff({
  calendlyUrl,
  fallback,
  answer,
}: {
  calendlyUrl: string;
  fallback: string;
  answer?: CallRequestAnswer;
}) {
  const settings = useSiteSettings();
  return calendlyUrl ? (
    <>
      <iframe
        src={calendlyUrl}
        title="Booking calendar"
        loading="lazy"
        className="h-[720px] w-full rounded-2xl border border-neutral-200 bg-white dark:border-neutral-800"
      />
      <p className="mt-6 text-neutral-700 dark:text-neutral-300">
        {fallback}{" "}
        <a
          href={calendlyUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-500"
        >
          Open the booking page
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </>
  ) : (
    <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
      {settings.enableContactForm ? (
        <CallRequestForm key={answer ? JSON.stringify(answer) : "empty"} answer={answer} />
      ) : (
        <ContactFormOff contactEmail={settings.contactEmail} />
      )}
      <aside aria-label="Other ways to reach us">
        <ContactDetails settings={settings} />
      </aside>
    </div>
  );
}
