import type { ReactNode } from "react";
import { ContactForm } from "#app/components/site/contact/contact-form.tsx";
import { Link } from "#app/components/site/links.tsx";
import type { PublicSettings } from "#core/settings-defaults.ts";
import { ContactDetails, type ContactSettings } from "./contact-details.tsx";
import { ContactFormOff } from "./contact-form-off.tsx";
import { StaticHtml } from "./static-html.tsx";

type SectionSettings = ContactSettings & Pick<PublicSettings, "enableContactForm">;

/**
 * The project-brief form below the home, services, store and showcase pages (000 section 2),
 * unless the page hands its own `form`. Below other content those pages wrap it in
 * HydrateWhenSeen (decision 014): it hydrates in place, keeping its nodes, when it comes near the
 * viewport or the visitor presses or focuses in it, so no click is lost. Like the sections above it,
 * it is skipped by style and layout while far from the viewport (app.css, .below-fold): that took
 * 14-20 % off the home page's main-thread work at load in Lighthouse (bench/README.md).
 */
export function ContactSection({ settings, form }: { settings: SectionSettings; form?: ReactNode }) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="below-fold scroll-mt-20 border-t border-neutral-200 bg-neutral-50 px-4 py-20 sm:px-6 dark:border-neutral-800 dark:bg-neutral-950"
    >
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-500">
            Contact
          </p>
          <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Tell us about your project
          </h2>
          <p className="mt-4 max-w-2xl text-neutral-700 dark:text-neutral-300">
            A few lines are enough to start. We read every brief and reply within 24 hours.
          </p>
          <div className="mt-8">
            {!settings.enableContactForm ? (
              <ContactFormOff contactEmail={settings.contactEmail} />
            ) : (
              (form ?? <ContactForm contactEmail={settings.contactEmail} />)
            )}
          </div>
        </div>
        <StaticHtml as="aside" aria-label="Other ways to reach us" className="flex flex-col gap-6 lg:pt-16">
          <ContactDetails settings={settings} />
          <p className="text-neutral-700 dark:text-neutral-300">
            Prefer to talk?{" "}
            <Link
              to="/book"
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-500"
            >
              Book a free 30-minute call
            </Link>
            .
          </p>
        </StaticHtml>
      </div>
    </section>
  );
}
