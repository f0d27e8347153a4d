import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { SmtpSecurity } from "../../core/settings-defaults.ts";
import type { CalendarInvite, MailAttachment } from "../db/schema.ts";
import type { Env } from "../env.ts";

export type MailEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR" | "BASE_URL">;

export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers: Record<string, string>;
  attachments?: MailAttachment[];
  calendarInvite?: CalendarInvite | null;
  /** Campaign mails take From and Reply-To from the e-mail settings; others use MAIL_FROM. */
  from?: string;
  replyTo?: string;
};

export type MailTransport = {
  /** Resolves with the Message-ID once the mail is accepted (or written); throws otherwise. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
};

/* Each timeout is well below the worker's lease, so a send finishes (or fails) before another
   instance may claim the same mail again. */
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

const linkPattern = /https?:\/\/[^\s"'<>)\]]+/g;

/** A mail server given by parts (the SMTP fields, SendGrid and Mailgun relays of the e-mail settings). */
export type SmtpServer = {
  host: string;
  port: number;
  security: SmtpSecurity;
  /** Without it the mail is sent without logging in (a relay that trusts this machine). */
  auth?: { user: string; pass: string };
};

/**
 * nodemailer's options for a server's security. STARTTLS is required, so the password never
 * travels before the upgrade; 'none' still upgrades when the server offers it.
 */
function securityOptions(security: SmtpSecurity) {
  if (security === "tls") return { secure: true };
  if (security === "starttls") return { secure: false, requireTLS: true };
  return { secure: false };
}

/** A mail as nodemailer sends it (the .eml files and the spam check see the same message). */
export function nodemailerMessage(message: MailMessage, env: Pick<MailEnv, "MAIL_FROM" | "BASE_URL">) {
  const host = new URL(env.BASE_URL).hostname || "localhost";
  return {
    from: message.from ?? env.MAIL_FROM,
    replyTo: message.replyTo,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    headers: message.headers,
    attachments: message.attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.contentBase64, "base64"),
    })),
    icalEvent: message.calendarInvite
      ? {
          method: message.calendarInvite.method,
          content: message.calendarInvite.content,
          filename: message.calendarInvite.filename ?? "invite.ics",
        }
      : undefined,
    // A stable Message-ID per outbox row: a receiving server can recognise a repeat delivery.
    messageId: `<${message.id}@${host}>`,
  };
}

/**
 * SMTP to `server` when given, else to SMTP_URL when set; otherwise each mail becomes an .eml
 * file under DATA_DIR/mail/.
 */
export function createMailTransport(env: MailEnv, server?: SmtpServer): MailTransport {
  const compose = (message: MailMessage) => nodemailerMessage(message, env);

  if (server || env.SMTP_URL) {
    const target = server
      ? { host: server.host, port: server.port, ...securityOptions(server.security), auth: server.auth }
      : { url: env.SMTP_URL };
    const transporter = nodemailer.createTransport({
      ...target,
      pool: true,
      maxConnections: 5,
      ...smtpTimeouts,
    });
    return {
      async send(message) {
        const info = await transporter.sendMail(compose(message));
        return { messageId: info.messageId };
      },
      close: () => transporter.close(),
    };
  }

  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = path.join(env.DATA_DIR, "mail");
  return {
    async send(message) {
      const info = await transporter.sendMail(compose(message));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${message.id}.eml`);
      await writeFile(file, info.message as Buffer);
      // No mail server in development: show enough to click a confirmation link.
      const links = [...new Set(message.text.match(linkPattern) ?? [])];
      console.log(
        [`[mail] to ${message.to}: ${message.subject} (${file})`, ...links.map((l) => `  ${l}`)].join("\n"),
      );
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
