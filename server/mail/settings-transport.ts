import type { Settings, SmtpSecurity } from "../../core/settings-defaults.ts";
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
 * The Email tab in effect (issue 17): the provider picks the mail server, and From and Reply-To
 * are put on every mail. Settings are read (from memory) on each send, so a change
 * applies to the next mail on every instance without a restart.
 */

export const EMAIL_SETTING_KEYS = [
  "emailProvider",
  "smtpHost",
  "smtpPort",
  "smtpSecurity",
  "smtpUser",
  "smtpPassword",
  "emailFromName",
  "emailFromAddress",
  "emailReplyTo",
  "sendgridKey",
] as const;

export type EmailSettings = Pick<Settings, (typeof EMAIL_SETTING_KEYS)[number]>;

/* Both relays take STARTTLS on 587 (SendGrid: twilio.com/docs/sendgrid/for-developers/sending-email/
   integrating-with-the-smtp-api; Mailgun: documentation.mailgun.com/docs/mailgun/user-manual/smtp-protocol). */
export const SENDGRID_RELAY = { host: "smtp.sendgrid.net", port: 587, security: "starttls" } as const;
export const MAILGUN_RELAY = { host: "smtp.mailgun.org", port: 587, security: "starttls" } as const;

export type Relay = { ok: true; server?: SmtpServer } | { ok: false; problem: string };

const problem = (text: string): Relay => ({ ok: false, problem: text });

/**
 * Where mail goes. smtp: the server of the SMTP fields when a host is set, otherwise SMTP_URL (or
 * .eml files when unset). SendGrid's relay logs in as the fixed user 'apikey' with the stored API
 * key. Mailgun's relay logs in with the SMTP credentials of the sending domain (a login such as
 * postmaster@mg.example.com and its SMTP password; Mailgun accepts neither the API key nor the
 * account password there); its EU region is smtp.eu.mailgun.org, entered as the host.
 */
export function mailRelay(settings: EmailSettings): Relay {
  if (settings.emailProvider === "sendgrid") {
    const key = decryptSecret(settings.sendgridKey);
    if (!key)
      return problem(
        "SendGrid is the e-mail provider, but no API key is stored. Enter it on the Integrations tab.",
      );
    return { ok: true, server: { ...SENDGRID_RELAY, auth: { user: "apikey", pass: key } } };
  }
  const password = decryptSecret(settings.smtpPassword);
  if (settings.emailProvider === "mailgun") {
    if (!password)
      return problem(
        "Mailgun is the e-mail provider, but no SMTP password is stored. Enter the SMTP login and password of your Mailgun domain on the Email tab.",
      );
    const domain = settings.emailFromAddress.split("@")[1] ?? "";
    const user = settings.smtpUser || `postmaster@${domain}`;
    const host = settings.smtpHost || MAILGUN_RELAY.host;
    return { ok: true, server: { ...MAILGUN_RELAY, host, auth: { user, pass: password } } };
  }
  if (!settings.smtpHost) return { ok: true };
  if (settings.smtpUser && !password)
    return problem(
      "An SMTP user name is set, but no SMTP password is stored. Enter the password on the Email tab, or clear the user name for a server that needs no login.",
    );
  return {
    ok: true,
    server: {
      host: settings.smtpHost,
      port: Number(settings.smtpPort),
      security: settings.smtpSecurity as SmtpSecurity,
      auth: settings.smtpUser ? { user: settings.smtpUser, pass: password } : undefined,
    },
  };
}

const quoted = (name: string) => `"${name.replace(/["\\\r\n]/g, "")}"`;

/**
 * From and Reply-To of the settings on a mail that does not bring its own. The footer is part of
 * each mail's layout (server/mail/compose.ts), chosen by its kind when it is written.
 */
export function dressMail(message: MailMessage, settings: EmailSettings): MailMessage {
  if (message.from) return message;
  const hasReplyTo = Object.keys(message.headers ?? {}).some((h) => h.toLowerCase() === "reply-to");
  return {
    ...message,
    from: `${quoted(settings.emailFromName)} <${settings.emailFromAddress}>`,
    replyTo: message.replyTo ?? (hasReplyTo || !settings.emailReplyTo ? undefined : settings.emailReplyTo),
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
    return `The mail server refused the user name, password or API key (${detail}).`;
  const tlsFailure = /certificate|wrong version number|SSL routines/i.test(detail);
  if (e.code === "ETLS" || (e.code === "ESOCKET" && tlsFailure))
    return `Could not set up a secure connection with the mail server (${detail}). Check the port and connection security: TLS from the start usually uses port 465, STARTTLS port 587.`;
  if (e.code === "ECONNECTION" || e.code === "ECONNREFUSED" || e.code === "ESOCKET" || e.code === "EDNS")
    return `Could not connect to the mail server (${detail}). Check the host name and port.`;
  if (e.code === "ETIMEDOUT")
    return `The mail server did not answer in time (${detail}). Check the host name, port and connection security.`;
  if (e.code === "EENVELOPE" || (e.responseCode && e.responseCode >= 550))
    return `The mail server refused the message or its addresses (${detail}).`;
  return detail || "The mail could not be sent.";
}
