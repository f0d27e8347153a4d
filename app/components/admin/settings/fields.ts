import { LEGAL_PAGE_NAMES, LEGAL_PAGES } from "#core/legal.ts";
import {
  EMAIL_PROVIDERS,
  type EmailProvider,
  type SettingKey,
  type Settings,
  SMTP_SECURITY,
  type SmtpSecurity,
} from "#core/settings-defaults.ts";
import { ANALYTICS_ID_HINT } from "#core/settings-schema.ts";

/** How each key is edited on its tab (labels and hints are the screen's; rules live in core/). */
export type FieldSpec = {
  key: SettingKey;
  label: string;
  kind: "text" | "email" | "url" | "tel" | "textarea" | "switch" | "select" | "secret";
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /** What a secret is called in its hint ('A key is set'). */
  noun?: string;
  inputMode?: "numeric";
  /** Shown only while one of these e-mail providers is chosen, with its own hint where given. */
  providers?: readonly EmailProvider[];
  providerHints?: Partial<Record<EmailProvider, string>>;
};

const PROVIDER_LABELS: Record<EmailProvider, string> = {
  sendgrid: "SendGrid (SMTP relay with the API key)",
  mailgun: "Mailgun (SMTP relay with the domain's SMTP login)",
  smtp: "SMTP (the server below, or SMTP_URL)",
};

const SECURITY_LABELS: Record<SmtpSecurity, string> = {
  starttls: "STARTTLS (usually port 587)",
  tls: "TLS from the start (usually port 465)",
  none: "None (a relay on a trusted network)",
};

const SECRET_HINT = "Stored encrypted; never shown again.";

export const FIELDS = {
  general: [
    { key: "siteName", label: "Site Name", kind: "text" },
    { key: "siteDescription", label: "Site Description", kind: "textarea" },
    { key: "contactEmail", label: "Contact Email", kind: "email" },
    { key: "contactPhone", label: "Contact Phone", kind: "tel" },
    { key: "businessAddress", label: "Business Address", kind: "textarea" },
    { key: "currency", label: "Currency", kind: "text", hint: "Three-letter code, such as USD or EUR." },
    { key: "timeZone", label: "Time Zone", kind: "text", hint: "Such as America/Chicago." },
    {
      key: "invoiceDueDays",
      label: "Invoice Due (days)",
      kind: "text",
      hint: "Days from issue to due date.",
    },
    { key: "invoiceNotes", label: "Invoice Notes", kind: "textarea", hint: "Printed on every invoice." },
    {
      key: "paymentInstructions",
      label: "Payment Instructions",
      kind: "textarea",
      hint: "Bank details and payment terms: printed on the invoice, its page and its e-mail.",
    },
    {
      key: "reminderDaysBefore",
      label: "Reminder Before Due (days)",
      kind: "text",
      inputMode: "numeric",
      hint: "An unpaid invoice's client is reminded this many days before the due date. 0: no reminder.",
    },
    { key: "reminderOnDueDate", label: "Reminder On the Due Date", kind: "switch" },
    {
      key: "reminderDaysAfter",
      label: "Reminder After Due (days)",
      kind: "text",
      inputMode: "numeric",
      hint: "And this many days after it, if still unpaid. 0: no reminder.",
    },
    ...LEGAL_PAGE_NAMES.map((page) => ({
      key: LEGAL_PAGES[page].key,
      label: LEGAL_PAGES[page].title,
      kind: "textarea" as const,
      hint: `Shown on ${LEGAL_PAGES[page].path}. Starts as a text built from the details above; '## ' starts a heading, '- ' a list item, a blank line a paragraph. Empty it to go back to that text.`,
    })),
  ],
  email: [
    {
      key: "emailProvider",
      label: "Email Provider",
      kind: "select",
      options: EMAIL_PROVIDERS.map((p) => ({ value: p, label: PROVIDER_LABELS[p] })),
    },
    {
      key: "smtpHost",
      label: "SMTP Host",
      kind: "text",
      providers: ["smtp", "mailgun"],
      providerHints: {
        smtp: "Such as smtp.example.com. Leave empty to send through SMTP_URL (or to .eml files in DATA_DIR/mail without it).",
        mailgun:
          "Leave empty for smtp.mailgun.org; enter smtp.eu.mailgun.org for a domain in Mailgun's EU region.",
      },
    },
    {
      key: "smtpPort",
      label: "SMTP Port",
      kind: "text",
      inputMode: "numeric",
      providers: ["smtp"],
      hint: "Usually 587 with STARTTLS, 465 with TLS from the start, 25 for a relay on your network.",
    },
    {
      key: "smtpSecurity",
      label: "Connection Security",
      kind: "select",
      providers: ["smtp"],
      options: SMTP_SECURITY.map((s) => ({ value: s, label: SECURITY_LABELS[s] })),
      hint: "With None, the password travels unencrypted unless the server offers STARTTLS.",
    },
    {
      key: "smtpUser",
      label: "SMTP User Name",
      kind: "text",
      providers: ["smtp", "mailgun"],
      providerHints: {
        smtp: "Leave empty for a server that needs no login.",
        mailgun:
          "Your Mailgun domain's SMTP login, such as postmaster@mg.example.com (Mailgun: Domain settings, SMTP credentials). Empty: postmaster@ the From Email's domain.",
      },
    },
    {
      key: "smtpPassword",
      label: "SMTP Password",
      kind: "secret",
      noun: "password",
      providers: ["smtp", "mailgun"],
      providerHints: {
        smtp: SECRET_HINT,
        mailgun: `The SMTP password of that login, not the API key. ${SECRET_HINT}`,
      },
    },
    { key: "emailFromName", label: "From Name", kind: "text" },
    { key: "emailFromAddress", label: "From Email", kind: "email" },
    { key: "emailReplyTo", label: "Reply-To Email", kind: "email" },
    {
      key: "emailFooterText",
      label: "Email Footer Text",
      kind: "textarea",
      hint: "Ends every newsletter and campaign e-mail, above the business address (General tab) and the unsubscribe link. Other e-mails say why the person receives them.",
    },
    {
      key: "emailSendRate",
      label: "Messages per Second",
      kind: "text",
      hint: "How fast campaigns are sent; protects the mail provider.",
    },
    {
      key: "emailTracking",
      label: "Open and Click Tracking",
      kind: "switch",
      hint: "Count opens with a pixel and clicks through a redirect.",
    },
  ],
  notifications: [
    {
      key: "notifyNewSubscriber",
      label: "New subscriber",
      kind: "switch",
      hint: "E-mail me when someone subscribes.",
    },
    {
      key: "notifyNewContact",
      label: "New contact brief",
      kind: "switch",
      hint: "E-mail me when the contact form is sent.",
    },
    {
      key: "notifyNewProject",
      label: "New project",
      kind: "switch",
      hint: "E-mail me when a project is created.",
    },
    { key: "notificationEmail", label: "Notification Email", kind: "email" },
  ],
  api: [
    {
      key: "sendgridKey",
      label: "SendGrid API Key",
      kind: "secret",
      noun: "key",
      hint: `Used by the SendGrid provider (Email tab). ${SECRET_HINT}`,
    },
    {
      key: "googleAnalyticsId",
      label: "Google Analytics ID",
      kind: "text",
      hint: `Format: ${ANALYTICS_ID_HINT}`,
    },
    {
      key: "calendlyUrl",
      label: "Calendly URL",
      kind: "url",
      hint: "Embedded on /book. Leave empty to show a call request form.",
    },
  ],
  features: [
    { key: "enableBlog", label: "Blog", kind: "switch", hint: "Blog pages, links, sitemap and RSS." },
    { key: "enableNewsletter", label: "Newsletter", kind: "switch", hint: "Newsletter sign-up forms." },
    { key: "enableContactForm", label: "Contact Form", kind: "switch", hint: "The project brief form." },
    {
      key: "maintenanceMode",
      label: "Maintenance Mode",
      kind: "switch",
      hint: "Visitors see a maintenance page; admins keep the site.",
    },
    {
      key: "respectDoNotTrack",
      label: "Honour Do Not Track",
      kind: "switch",
      hint: "Visitors whose browser sends Global Privacy Control or Do Not Track are not counted.",
    },
    {
      key: "requireAdminTwoFactor",
      label: "Require Two-Factor Sign-In for Admins",
      kind: "switch",
      hint: "An admin without an authenticator app sets one up before reaching the back office.",
    },
  ],
  seo: [
    { key: "metaTitle", label: "Meta Title", kind: "text" },
    { key: "metaDescription", label: "Meta Description", kind: "textarea" },
    { key: "metaKeywords", label: "Meta Keywords", kind: "text", hint: "Comma-separated." },
    {
      key: "socialImage",
      label: "Social Image",
      kind: "text",
      hint: "A path such as /videos/promo.webp or an https:// URL.",
    },
  ],
  backup: [
    {
      key: "backupKeepCount",
      label: "Daily backups to keep",
      kind: "text",
      hint: "Automatic backups in DATA_DIR/backups; the oldest beyond this number are deleted.",
    },
  ],
} as const satisfies Record<string, readonly FieldSpec[]>;

export type FieldTab = keyof typeof FIELDS;

/** The tab's fields for the values being edited, each with the hint of the chosen provider. */
export function visibleFields(tab: FieldTab, values: Pick<Settings, "emailProvider">): FieldSpec[] {
  const provider = values.emailProvider as EmailProvider;
  return (FIELDS[tab] as readonly FieldSpec[])
    .filter((field) => !field.providers || field.providers.includes(provider))
    .map((field) => ({ ...field, hint: field.providerHints?.[provider] ?? field.hint }));
}
export function isFieldTab(tab: string): tab is FieldTab {
  return tab in FIELDS;
}
