import type { Settings } from "../../core/settings-defaults.ts";
import { escapeHtml } from "../../core/text.ts";
import type { Db } from "../db/client.ts";
import type { MailAttachment } from "../db/schema.ts";
import { getSettings } from "../settings.ts";
import { type MailFooter, renderMailHtml, renderMailText } from "./layout.ts";
import type { OutgoingMail } from "./outbox.ts";

/*
 * The two kinds of mail the product sends (issue 34 item 2), one function each:
 * - transactionalMail: invoices, reminders, invitations, resets, confirmations, bookings,
 *   approvals, notifications. The footer says who sends it and why this person gets it; it makes
 *   no unsubscribe claim.
 * - newsletterMail: the newsletter's own mails. The footer carries the newsletter text of
 *   Settings › Email, the business's postal address (CAN-SPAM) and the unsubscribe link.
 * Both give an HTML part from the shared layout and a text part that reads the same.
 * (Campaigns are rendered once per send with the same layout: server/campaigns/render.ts.)
 */

/**
 * A piece of a mail's body: a paragraph (plain text; line breaks kept, web addresses become
 * links), a heading, a button, or label/value lines such as an invoice's figures.
 */
export type MailBlock =
  | string
  | { heading: string }
  | { button: string; url: string }
  | { rows: [label: string, value: string][] };

type MailParts = {
  /** What the mail is for (signup-confirmation, invoice, booking-confirmation, ...). */
  kind: string;
  to: string;
  subject: string;
  body: MailBlock[];
  /** The line inbox lists show after the subject. */
  preheader?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  calendarInvite?: OutgoingMail["calendarInvite"];
};

export type TransactionalMail = MailParts & {
  /** Why this person receives it, one sentence: 'You receive this because you asked to reset your password.' */
  reason: string;
};

export type NewsletterMail = MailParts & {
  unsubscribeUrl: string;
  /** Replaces the newsletter footer text of the settings (the sign-up confirmation: not yet subscribed). */
  reason?: string;
};

export const MAIL_LAYOUT_SETTING_KEYS = ["siteName", "businessAddress", "emailFooterText"] as const;
export type MailLayoutSettings = Pick<Settings, (typeof MAIL_LAYOUT_SETTING_KEYS)[number]>;

const urlPattern = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

function paragraphHtml(text: string) {
  const escaped = escapeHtml(text).replace(urlPattern, (url) => `<a href="${url}">${url}</a>`);
  return `<p>${escaped.replace(/\n/g, "<br>")}</p>`;
}

function blockHtml(block: MailBlock): string {
  if (typeof block === "string") return paragraphHtml(block);
  if ("heading" in block) return `<h2>${escapeHtml(block.heading)}</h2>`;
  if ("button" in block) {
    const url = escapeHtml(block.url);
    return [
      `<p><a data-button="" href="${url}">${escapeHtml(block.button)}</a></p>`,
      // For mail clients that hide buttons; the text part already shows the address beside the label.
      `<p data-html-only="" style="font-size:13px;color:#4b5563">Or paste this link into your browser: <a href="${url}">${url}</a></p>`,
    ].join("");
  }
  const rows = block.rows.map(
    ([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`,
  );
  return `<p>${rows.join("<br>")}</p>`;
}

export function blocksToHtml(blocks: MailBlock[]): string {
  return blocks.map(blockHtml).join("\n");
}

/** The business's postal address on one line (the setting may span several). */
const postalLine = (s: MailLayoutSettings) =>
  [
    s.siteName,
    s.businessAddress
      .split(/\s*\n\s*/)
      .filter(Boolean)
      .join(", "),
  ]
    .filter(Boolean)
    .join(" · ");

export function transactionalFooter(settings: MailLayoutSettings, reason: string): MailFooter {
  return { lines: [reason, postalLine(settings)] };
}

export function newsletterFooter(
  settings: MailLayoutSettings,
  unsubscribeUrl: string,
  reason = settings.emailFooterText,
): MailFooter {
  return { lines: [reason.trim(), postalLine(settings)].filter(Boolean), unsubscribeUrl };
}

async function assemble(parts: MailParts, footer: MailFooter, settings: MailLayoutSettings) {
  const layout = {
    siteName: settings.siteName,
    preheader: parts.preheader,
    bodyHtml: blocksToHtml(parts.body),
    footer,
  };
  const { body: _body, preheader: _preheader, ...mail } = parts;
  return { ...mail, html: await renderMailHtml(layout), text: renderMailText(layout) } satisfies OutgoingMail;
}

/** A transactional mail, ready for queueMail. With `db` (the caller's transaction), settings are read from it. */
export async function transactionalMail(mail: TransactionalMail, db?: Db): Promise<OutgoingMail> {
  const settings = await getSettings(MAIL_LAYOUT_SETTING_KEYS, db);
  const { reason, ...parts } = mail;
  return assemble(parts, transactionalFooter(settings, reason), settings);
}

/** A newsletter mail, ready for queueMail: newsletter footer, postal address and unsubscribe link. */
export async function newsletterMail(mail: NewsletterMail, db?: Db): Promise<OutgoingMail> {
  const settings = await getSettings(MAIL_LAYOUT_SETTING_KEYS, db);
  const { reason, unsubscribeUrl, ...parts } = mail;
  return assemble(parts, newsletterFooter(settings, unsubscribeUrl, reason), settings);
}
