import "./zod-jitless.ts";
import { z } from "zod";
import { isEmailAddress } from "./email-address.ts";
import {
  EMAIL_PROVIDERS,
  type SETTING_GROUPS,
  SETTING_KEYS,
  type SETTINGS_DEFAULTS,
  type SettingKey,
  type Settings,
  SMTP_SECURITY,
} from "./settings-defaults.ts";
import { smtpHostProblem, smtpPortProblem } from "./smtp-settings.ts";

/*
 * One zod schema per settings tab (001 section 2), shared by the form for instant messages and by
 * the server as the authority. An empty optional text means "use the default" (core/settings-
 * defaults.ts coerces it back), so optional fields accept ''.
 */

export const META_DESCRIPTION_MIN = 150;
export const META_DESCRIPTION_MAX = 160;
export const ANALYTICS_ID_HINT = "G-XXXXXXXXXX";

const text = (label: string, max = 300) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`);
const required = (label: string, max = 300) => text(label, max).min(1, `${label} is required`);
const email = (label: string) =>
  text(label, 254).refine((v) => v === "" || isEmailAddress(v), {
    message: `${label} must be a valid e-mail address`,
  });
const url = (label: string) =>
  text(label, 500).refine((v) => v === "" || /^https:\/\/[^\s]+$/i.test(v), {
    message: `${label} must be a URL starting with https://`,
  });
/** A text checked by a rule that names its own problem (core/smtp-settings.ts). */
const checked = (label: string, max: number, problem: (v: string) => string | null) =>
  text(label, max).superRefine((v, ctx) => {
    const message = problem(v);
    if (message) ctx.addIssue({ code: "custom", message });
  });
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const generalSchema = z.object({
  siteName: required("Site name", 100),
  siteDescription: text("Site description", 500),
  contactEmail: email("Contact email"),
  contactPhone: text("Contact phone", 50),
  businessAddress: text("Business address", 300),
});

export const emailSchema = z.object({
  emailProvider: z.enum(EMAIL_PROVIDERS, { error: "Choose SendGrid, Mailgun or SMTP" }),
  smtpHost: checked("SMTP host", 253, smtpHostProblem),
  smtpPort: checked("SMTP port", 5, smtpPortProblem),
  smtpSecurity: z.enum(SMTP_SECURITY, { error: "Choose STARTTLS, TLS from the start or none" }),
  smtpUser: text("SMTP user name", 254),
  /* Write-only like sendgridKey: '' keeps the stored password (server/settings/save.ts). */
  smtpPassword: text("SMTP password", 500),
  emailFromName: text("From name", 100),
  emailFromAddress: email("From address"),
  emailReplyTo: email("Reply-to address"),
  emailFooterText: text("Footer text", 1000),
  emailSendRate: text("Messages per second", 4).refine(
    (v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1000),
    { message: "Messages per second must be a whole number from 1 to 1000" },
  ),
  emailTracking: flag("Open and click tracking"),
});

export const notificationsSchema = z.object({
  notifyNewSubscriber: flag("New subscriber notifications"),
  notifyNewContact: flag("New contact notifications"),
  notifyNewProject: flag("New project notifications"),
  notificationEmail: email("Notification email"),
});

export const integrationsSchema = z.object({
  /* Write-only: '' keeps the stored key (the form never receives it), see server/settings/save.ts. */
  sendgridKey: text("SendGrid API key", 200),
  googleAnalyticsId: text("Google Analytics ID", 20).refine((v) => v === "" || /^G-[A-Z0-9]{4,16}$/.test(v), {
    message: `Google Analytics ID must look like ${ANALYTICS_ID_HINT}`,
  }),
  calendlyUrl: url("Calendly URL"),
});

export const featuresSchema = z.object({
  enableBlog: flag("Blog"),
  enableNewsletter: flag("Newsletter"),
  enableContactForm: flag("Contact form"),
  maintenanceMode: flag("Maintenance mode"),
  respectDoNotTrack: flag("Honour Do Not Track"),
  requireAdminTwoFactor: flag("Require two-factor sign-in for admins"),
});

export const seoSchema = z.object({
  metaTitle: text("Meta title", 120),
  metaDescription: text("Meta description", 300),
  metaKeywords: text("Meta keywords", 500),
  socialImage: text("Social image", 500).refine(
    (v) => v === "" || v.startsWith("/") || /^https:\/\//.test(v),
    {
      message: "Social image must be a path starting with / or a URL starting with https://",
    },
  ),
});

export const BACKUP_KEEP_MAX = 90;

export const backupSchema = z.object({
  backupKeepCount: text("Backups to keep", 3).refine(
    (v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= BACKUP_KEEP_MAX),
    { message: `Backups to keep must be a whole number from 1 to ${BACKUP_KEEP_MAX}` },
  ),
});

const validTimeZone = (v: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: v });
    return true;
  } catch {
    return false;
  }
};

/** Whole days from 0 to 90; 0 turns that reminder off (an empty field means the default). */
const reminderDays = (label: string) =>
  text(label, 2).refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) <= 90), {
    message: `${label} must be a whole number from 0 to 90 (0 for no reminder)`,
  });

export const billingSchema = z.object({
  currency: text("Currency", 3).refine((v) => v === "" || /^[A-Z]{3}$/.test(v), {
    message: "Currency must be a three-letter code such as USD or EUR",
  }),
  timeZone: text("Time zone", 64).refine((v) => v === "" || validTimeZone(v), {
    message: "Time zone must be a name such as America/Chicago",
  }),
  invoiceDueDays: text("Invoice due days", 3).refine(
    (v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 365),
    { message: "Invoice due days must be a whole number from 1 to 365" },
  ),
  invoiceNotes: text("Invoice notes", 1000),
  paymentInstructions: text("Payment instructions", 1000),
  reminderDaysBefore: reminderDays("Reminder days before the due date"),
  reminderOnDueDate: flag("Reminder on the due date"),
  reminderDaysAfter: reminderDays("Reminder days after the due date"),
});

export const legalSchema = z.object({
  privacyPolicy: text("Privacy policy", 20_000),
  termsOfService: text("Terms of use", 20_000),
  accessibilityStatement: text("Accessibility statement", 20_000),
});

export const SETTINGS_SCHEMAS = {
  general: generalSchema,
  email: emailSchema,
  notifications: notificationsSchema,
  integrations: integrationsSchema,
  features: featuresSchema,
  seo: seoSchema,
  backup: backupSchema,
  billing: billingSchema,
  legal: legalSchema,
} as const satisfies Record<keyof typeof SETTING_GROUPS, z.ZodObject>;

/** Every key at once: the whole form, strict so that an unknown key is named, never ignored. */
export const settingsSchema = generalSchema
  .extend(emailSchema.shape)
  .extend(notificationsSchema.shape)
  .extend(integrationsSchema.shape)
  .extend(featuresSchema.shape)
  .extend(seoSchema.shape)
  .extend(backupSchema.shape)
  .extend(billingSchema.shape)
  .extend(legalSchema.shape)
  .strict();

/**
 * Keys that never leave the server in plain text, nor in an export or import: write-only in the
 * form, encrypted at rest (server/settings/secret.ts). The form shows a mask: the last characters
 * of an API key, to tell keys apart, but nothing of a password.
 */
export const SECRET_SETTINGS = {
  sendgridKey: { maskShows: 4 },
  smtpPassword: { maskShows: 0 },
} as const satisfies Partial<Record<SettingKey, { maskShows: number }>>;

export type SecretSettingKey = keyof typeof SECRET_SETTINGS;
export const SECRET_SETTING_KEYS = Object.keys(SECRET_SETTINGS) as SecretSettingKey[];

export function isSecretKey(key: string): key is SecretSettingKey {
  return key in SECRET_SETTINGS;
}

/** An import file: any subset of the keys (never a secret), strictly typed. */
export const settingsImportSchema = settingsSchema
  .omit({ sendgridKey: true, smtpPassword: true } satisfies Record<SecretSettingKey, true>)
  .partial()
  .strict();

/** The first problem in words, naming the key ('siteName: Site name is required'). */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The settings are not valid";
  if (issue.code === "unrecognized_keys") return `Unknown setting: ${issue.keys.join(", ")}`;
  return issue.message;
}

/** Live counter text under the meta description (001 section 5: 150-160 characters). */
export function metaDescriptionHint(value: string) {
  const n = value.length;
  const advice =
    n < META_DESCRIPTION_MIN
      ? "a little short"
      : n > META_DESCRIPTION_MAX
        ? "too long for search results"
        : "a good length";
  return `${n} characters: ${advice} (aim for ${META_DESCRIPTION_MIN}-${META_DESCRIPTION_MAX}).`;
}

/** Keys whose value differs between two settings objects, in form order (import preview). */
export function changedKeys(before: Partial<Settings>, after: Partial<Settings>): SettingKey[] {
  return SETTING_KEYS.filter((key) => key in after && after[key] !== before[key]);
}

export const SETTINGS_TABS = [
  "general",
  "email",
  "notifications",
  "api",
  "features",
  "seo",
  "backup",
  "security",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  general: "General",
  email: "Email",
  notifications: "Notifications",
  api: "API & Integrations",
  features: "Features",
  seo: "SEO",
  backup: "Backup",
  security: "Security",
};

export function parseSettingsTab(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? "") ? (value as SettingsTab) : "general";
}

export type { SETTINGS_DEFAULTS };
