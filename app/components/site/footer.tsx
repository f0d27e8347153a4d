import { ArrowUp } from "lucide-react";
import { memo } from "react";
import { NewsletterForm } from "#app/components/site/newsletter/newsletter-form.tsx";
import { agency } from "#core/content/agency.ts";
import type { Quote } from "#core/content/quotes.ts";
import { LEGAL_PAGE_NAMES, LEGAL_PAGES } from "#core/legal.ts";
import type { PublicSettings } from "#core/settings-defaults.ts";
import { footerCompanyLinks, footerServiceLinks, startProjectTarget } from "#core/site-nav.ts";
import { ContactDetails } from "./contact-details.tsx";
import { FooterQuote } from "./footer-quote.tsx";
import { HydrateWhenSeen } from "./hydrate-when-seen.tsx";
import { SiteNavLink } from "./nav-link.tsx";
import { SocialIcon } from "./social-icons.tsx";
import { StaticHtml } from "./static-html.tsx";

const linkClass = "hover:text-brand-700 dark:hover:text-brand-500";

type FooterLink = (typeof footerServiceLinks)[number];

/** One titled column of footer links, with room for a call to action below the list. */
function FooterLinks({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly FooterLink[];
  children?: React.ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-col gap-2 text-neutral-700 dark:text-neutral-300">
        {links.map((item) => (
          <li key={item.label}>
            <SiteNavLink target={item.target} className={linkClass}>
              {item.label}
            </SiteNavLink>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

function backToTop() {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
  document.querySelector<HTMLElement>("#main")?.focus({ preventScroll: true });
}

export const Footer = memo(function Footer({
  settings,
  quoteIndex,
  quotes,
  newsletter = true,
}: {
  settings: PublicSettings;
  quoteIndex: number;
  quotes: readonly Quote[];
  newsletter?: boolean;
}) {
  return (
    <footer className="below-fold border-t border-neutral-200 bg-white px-4 pt-16 pb-10 text-sm sm:px-6 dark:border-neutral-800 dark:bg-black">
      <div className="mx-auto grid max-w-7xl gap-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        {/* Name, contact details and social links: nothing to hydrate (StaticHtml). */}
        <StaticHtml className="flex flex-col gap-5">
          <p className="group w-fit text-2xl font-bold tracking-tight">
            {/* After 2 s of hover the name turns red; after 2.5 s it gives a small jump. Keyframes,
                not colour transitions: a theme change must never pass through low contrast. */}
            <span className="inline-block group-hover:[animation:footer-logo-red_300ms_ease-out_2000ms_forwards,footer-logo-jump_600ms_ease-in-out_2500ms_1]">
              {settings.siteName}
            </span>
          </p>
          <p className="max-w-xs text-neutral-700 dark:text-neutral-300">{settings.siteDescription}</p>
          <ContactDetails settings={settings} />
          <ul className="flex gap-3" aria-label="Social media">
            {agency.social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener"
                  className="inline-flex rounded-full border border-neutral-300 p-2 hover:border-brand-600 hover:text-brand-700 dark:border-neutral-700 dark:hover:text-brand-500"
                  aria-label={s.label}
                >
                  <SocialIcon name={s.label} />
                </a>
              </li>
            ))}
          </ul>
        </StaticHtml>
        {/* The link columns and the newsletter form hydrate when seen (decision 014); the quote
            and Back to top, small, hydrate with the page: the quote follows the visitor's clock. */}
        <HydrateWhenSeen>
          <FooterLinks id="footer-services" title="Services" links={footerServiceLinks} />
          <FooterLinks id="footer-company" title="Company" links={footerCompanyLinks}>
            <SiteNavLink
              target={startProjectTarget}
              className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
            >
              Start Project
            </SiteNavLink>
          </FooterLinks>
        </HydrateWhenSeen>
        <div className="flex flex-col gap-8">
          {newsletter && settings.enableNewsletter && (
            <div>
              <h2 className="font-semibold">Newsletter</h2>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">
                Ideas on video, marketing and brand, once a month.
              </p>
              <div className="mt-4">
                <HydrateWhenSeen>
                  <NewsletterForm source="website" />
                </HydrateWhenSeen>
              </div>
            </div>
          )}
          <FooterQuote initialIndex={quoteIndex} quotes={quotes} />
        </div>
      </div>
      <div className="mx-auto mt-14 flex max-w-7xl flex-col items-start justify-between gap-4 border-t border-neutral-200 pt-6 text-neutral-600 sm:flex-row sm:items-center dark:border-neutral-800 dark:text-neutral-400">
        <p>
          © {agency.copyright} {settings.siteName} All rights reserved.
        </p>
        {/* Placeholders in 000 section 2; pages whose text the owner edits in Settings (core/legal.ts). */}
        <StaticHtml as="ul" className="flex flex-wrap gap-4" aria-label="Legal">
          {LEGAL_PAGE_NAMES.map((page) => (
            <li key={page}>
              <a href={LEGAL_PAGES[page].path} className="underline-offset-4 hover:underline">
                {LEGAL_PAGES[page].link}
              </a>
            </li>
          ))}
        </StaticHtml>
        <button
          type="button"
          onClick={backToTop}
          className="inline-flex items-center gap-2 rounded-full border border-neutral-300 px-4 py-2 font-medium hover:border-brand-600 dark:border-neutral-700"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          Back to top
        </button>
      </div>
    </footer>
  );
});
