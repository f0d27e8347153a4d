import { agency } from "./content/agency.ts";
import { PUBLIC_SETTINGS_DEFAULTS, type PublicSettingKey } from "./public-settings.ts";

export { PUBLIC_SETTINGS_DEFAULTS };

/* Every app_settings key of 001 section 3, grouped as the admin settings tabs show them. */
export const SETTING_GROUPS = {
  general: ["siteName", "siteDescription", "contactEmail", "contactPhone", "businessAddress"],
  email: [
    "emailProvider",
    /* The mail server of the smtp provider (issue 17); Mailgun's relay uses host, user and password. */
    "smtpHost",
    "smtpPort",
    "smtpSecurity",
    "smtpUser",
    "smtpPassword",
    "emailFromName",
    "emailFromAddress",
    "emailReplyTo",
    "emailFooterText",
    "emailSendRate",
    "emailTracking",
  ],
  notifications: ["notifyNewSubscriber", "notifyNewContact", "notifyNewProject", "notificationEmail"],
  integrations: ["sendgridKey", "googleAnalyticsId", "calendlyUrl"],
  features: [
    "enableBlog",
    "enableNewsletter",
    "enableContactForm",
    "maintenanceMode",
    "respectDoNotTrack",
    /* Not in 001 section 3: every admin must have a second factor (issue 35 item 7). */
    "requireAdminTwoFactor",
  ],
  seo: ["metaTitle", "metaDescription", "metaKeywords", "socialImage"],
  /* Not in 001 section 3: how many daily automatic backups DATA_DIR/backups keeps (issue 17). */
  backup: ["backupKeepCount"],
  /* Not in 001 section 3: the revenue tracker and invoices need them (issue 16). */
  billing: [
    "currency",
    "timeZone",
    "invoiceDueDays",
    "invoiceNotes",
    "paymentInstructions",
    "reminderDaysBefore",
    "reminderOnDueDate",
    "reminderDaysAfter",
  ],
  /* Not in 001 section 3: the texts of /privacy, /terms and /accessibility (core/legal.ts). */
  legal: ["privacyPolicy", "termsOfService", "accessibilityStatement"],
} as const;

export type SettingKey = (typeof SETTING_GROUPS)[keyof typeof SETTING_GROUPS][number];
export type SettingValue = string | boolean;

export const SETTING_KEYS = Object.values(SETTING_GROUPS).flat() as SettingKey[];

export const EMAIL_PROVIDERS = ["sendgrid", "mailgun", "smtp"] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];

/**
 * How the connection to the mail server is secured: upgraded with STARTTLS before the password is
 * sent (port 587), TLS from the first byte (port 465), or none (a relay on a trusted network; a
 * server that offers STARTTLS is still upgraded).
 */
export const SMTP_SECURITY = ["starttls", "tls", "none"] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** The business's own details, used whenever a key has never been saved. */
export const SETTINGS_DEFAULTS = {
  ...PUBLIC_SETTINGS_DEFAULTS,
  emailProvider: "smtp",
  // No host: the smtp provider sends through SMTP_URL (or writes .eml files without it).
  smtpHost: "",
  smtpPort: "587",
  smtpSecurity: "starttls",
  smtpUser: "",
  smtpPassword: "",
  emailFromName: agency.name,
  emailFromAddress: agency.defaults.contactEmail,
  emailReplyTo: agency.defaults.contactEmail,
  // The newsletter's footer; the layout adds the site name, postal address and unsubscribe link.
  emailFooterText: "You receive this e-mail because you subscribed to our newsletter on our website.",
  // Campaign mails per second: protects the mail provider (listmonk's default is 100).
  emailSendRate: "100",
  // Open pixel and click redirects in campaign mails; off sends links straight to their target.
  emailTracking: true,
  notifyNewSubscriber: true,
  notifyNewContact: true,
  notifyNewProject: true,
  notificationEmail: agency.defaults.contactEmail,
  sendgridKey: "",
  // Off: each admin chooses; on, an admin without an authenticator app sets one up first.
  requireAdminTwoFactor: false,
  backupKeepCount: "7",
  currency: "USD",
  timeZone: "America/Chicago",
  invoiceDueDays: "30",
  invoiceNotes: "Thank you for your business. Payment is due by the date above.",
  /* Bank details and terms, printed on the invoice PDF, its public page and its mail (issue 34). */
  paymentInstructions: "",
  /* Invoice reminders (issue 34 item 7): 3 days before, on the day, 7 days after; 0 is off. */
  reminderDaysBefore: "3",
  reminderOnDueDate: true,
  reminderDaysAfter: "7",
  // Empty: the default text built from the business details (core/legal.ts).
  privacyPolicy: "",
  termsOfService: "",
  accessibilityStatement: "",
} satisfies Record<SettingKey, SettingValue>;

export type Settings = {
  [K in SettingKey]: (typeof SETTINGS_DEFAULTS)[K] extends boolean ? boolean : string;
};

/** Keys any visitor may read (never secrets such as sendgridKey and smtpPassword). */
export const PUBLIC_SETTING_KEYS = Object.keys(PUBLIC_SETTINGS_DEFAULTS) as PublicSettingKey[];

export type PublicSettings = Pick<Settings, PublicSettingKey>;

export function isSettingKey(key: string): key is SettingKey {
  return (SETTING_KEYS as string[]).includes(key);
}

/**
 * Text keys where a saved empty value means "none" rather than "the default": an empty calendlyUrl
 * turns the booking calendar off (/book then offers a call request form). Never saved: default.
 */
const EMPTY_MEANS_NONE: readonly SettingKey[] = ["calendlyUrl", "googleAnalyticsId"];

/**
 * A stored value read back in the type its default has. Booleans are true/false or the text
 * 'true' (001 section 3); an empty or missing text falls back to the default.
 */
export function coerceSetting<K extends SettingKey>(key: K, raw: unknown): Settings[K] {
  const fallback = SETTINGS_DEFAULTS[key];
  if (typeof fallback === "boolean") {
    if (typeof raw === "boolean") return raw as Settings[K];
    if (typeof raw === "string") return (raw.trim().toLowerCase() === "true") as Settings[K];
    return fallback as Settings[K];
  }
  if (typeof raw === "string" && raw.trim() === "" && EMPTY_MEANS_NONE.includes(key))
    return "" as Settings[K];
  if (typeof raw === "string" && raw.trim() !== "") return raw as Settings[K];
  if (typeof raw === "number") return String(raw) as Settings[K];
  return fallback as Settings[K];
}
