import type { Settings } from "../../core/settings-defaults.ts";
import { decryptSecret } from "../settings/secret.ts";
import { getSettings } from "../settings.ts";
import {
  createMailTransport,
  type MailEnv,
  type MailMessage,
  type MailTransport,
  type SmtpServer,
} from "./transport.ts";

/*
 * The Email tab in effect (issue 17): the provider picks the mail server, and From, Reply-To and
 * the footer text are put on every mail. Settings are read (from memory) on each send, so a change
 * applies to the next mail on every instance without a restart.
 */

export const EMAIL_SETTING_KEYS = [
  "emailProvider",
  "emailFromName",
  "emailFromAddress",
  "emailReplyTo",
  "emailFooterText",
  "sendgridKey",
] as const;

export type EmailSettings = Pick<Settings, (typeof EMAIL_SETTING_KEYS)[number]>;

export const SENDGRID_RELAY = { host: "smtp.sendgrid.net", port: 587 } as const;
export const MAILGUN_RELAY = { host: "smtp.mailgun.org", port: 587 } as const;

export type Relay = { ok: true; server?: SmtpServer } | { ok: false; problem: string };

/**
 * Where mail goes: smtp uses SMTP_URL (or .eml files when unset); SendGrid's relay logs in as
 * 'apikey' with the stored key; Mailgun's as postmaster of the From address's domain with it.
 */
export function mailRelay(settings: EmailSettings): Relay {
  if (settings.emailProvider === "smtp") return { ok: true };
  const key = decryptSecret(settings.sendgridKey);
  const name = settings.emailProvider === "sendgrid" ? "SendGrid" : "Mailgun";
  if (!key) {
    return {
      ok: false,
      problem: `${name} is the e-mail provider, but no API key is stored. Enter it on the Integrations tab.`,
    };
  }
  if (settings.emailProvider === "sendgrid")
    return { ok: true, server: { ...SENDGRID_RELAY, user: "apikey", pass: key } };
  const domain = settings.emailFromAddress.split("@")[1] ?? "";
  return { ok: true, server: { ...MAILGUN_RELAY, user: `postmaster@${domain}`, pass: key } };
}

const quoted = (name: string) => `"${name.replace(/["\\\r\n]/g, "")}"`;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

/**
 * From, Reply-To and footer of the settings on a mail that does not bring its own. A campaign mail
 * brings its From and has the footer in its layout already (server/campaigns/render.ts).
 */
export function dressMail(message: MailMessage, settings: EmailSettings): MailMessage {
  if (message.from) return message;
  const hasReplyTo = Object.keys(message.headers ?? {}).some((h) => h.toLowerCase() === "reply-to");
  const footer = settings.emailFooterText.trim();
  const withFooter = (body: string) =>
    footer && !body.includes(footer) ? `${body}\n\n-- \n${footer}` : body;
  return {
    ...message,
    from: `${quoted(settings.emailFromName)} <${settings.emailFromAddress}>`,
    replyTo: message.replyTo ?? (hasReplyTo || !settings.emailReplyTo ? undefined : settings.emailReplyTo),
    text: withFooter(message.text),
    html:
      message.html && footer && !message.html.includes(escapeHtml(footer))
        ? `${message.html}<p style="color:#555;font-size:12px">${escapeHtml(footer)}</p>`
        : message.html,
  };
}

/** A transport that follows the e-mail settings: one underlying transport per mail server. */
export function createSettingsMailTransport(
  env: MailEnv,
  readSettings: () => Promise<EmailSettings> = () => getSettings(EMAIL_SETTING_KEYS),
): MailTransport {
  const transports = new Map<string, MailTransport>();
  return {
    async send(message) {
      const settings = await readSettings();
      const relay = mailRelay(settings);
      if (!relay.ok) throw new Error(relay.problem);
      const id = JSON.stringify(relay.server ?? null);
      let transport = transports.get(id);
      if (!transport) {
        // The key or provider changed: the old connections are of no further use.
        for (const old of transports.values()) old.close();
        transports.clear();
        transport = createMailTransport(env, relay.server);
        transports.set(id, transport);
      }
      return transport.send(dressMail(message, settings));
    },
    close() {
      for (const transport of transports.values()) transport.close();
      transports.clear();
    },
  };
}

/** An SMTP failure in words an admin can act on. */
export function describeMailError(error: unknown): string {
  const e = (error ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string };
  const detail = (e.response ?? e.message ?? String(error)).trim();
  if (e.code === "EAUTH" || e.responseCode === 535)
    return `The mail server refused the user name or API key (${detail}).`;
  if (e.code === "ECONNECTION" || e.code === "ECONNREFUSED" || e.code === "ESOCKET" || e.code === "EDNS")
    return `Could not connect to the mail server (${detail}).`;
  if (e.code === "ETIMEDOUT") return `The mail server did not answer in time (${detail}).`;
  if (e.code === "EENVELOPE" || (e.responseCode && e.responseCode >= 550))
    return `The mail server refused the message or its addresses (${detail}).`;
  return detail || "The mail could not be sent.";
}
