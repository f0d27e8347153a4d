import { getEnv } from "./env.ts";
import type { OutgoingMail } from "./mail/outbox.ts";

/* The newsletter's e-mails and the headers every one of them carries. */

/** A campaign's id rides along so that an unsubscribe counts for the campaign it came from. */
const campaignParam = (campaignId?: string) => (campaignId ? `&c=${encodeURIComponent(campaignId)}` : "");

export function unsubscribePageUrl(unsubscribeToken: string, campaignId?: string) {
  return `${getEnv().BASE_URL}/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}${campaignParam(campaignId)}`;
}

/** Where mail providers POST `List-Unsubscribe=One-Click` (RFC 8058). */
export function oneClickUnsubscribeUrl(unsubscribeToken: string, campaignId?: string) {
  return `${getEnv().BASE_URL}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}${campaignParam(campaignId)}`;
}

/**
 * List-Unsubscribe with the page (a person picks a reason) and the one-click endpoint; both
 * accept the one-click POST, so a provider may use either. List-Unsubscribe-Post tells providers
 * that a bare POST unsubscribes (RFC 8058), which lets them show their own unsubscribe button.
 */
export function listUnsubscribeHeaders(
  unsubscribeToken: string,
  campaignId?: string,
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribePageUrl(unsubscribeToken, campaignId)}>, <${oneClickUnsubscribeUrl(unsubscribeToken, campaignId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The double opt-in mail: nothing else is sent to the address until its link is followed. */
export function confirmationMail(subscriber: {
  email: string;
  confirmationToken: string;
  unsubscribeToken: string;
}): OutgoingMail {
  const confirmUrl = `${getEnv().BASE_URL}/confirm-subscription?token=${encodeURIComponent(subscriber.confirmationToken)}`;
  const unsubscribeUrl = unsubscribePageUrl(subscriber.unsubscribeToken);
  return {
    kind: "newsletter-confirmation",
    to: subscriber.email,
    subject: "Confirm your newsletter subscription",
    text: [
      "Thanks for signing up for our newsletter!",
      "",
      "Please confirm your subscription by opening this link:",
      confirmUrl,
      "",
      "If you did not sign up, ignore this e-mail: you will not hear from us again.",
      `Unsubscribe: ${unsubscribeUrl}`,
    ].join("\n"),
    html: [
      "<p>Thanks for signing up for our newsletter!</p>",
      `<p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>`,
      "<p>If you did not sign up, ignore this e-mail: you will not hear from us again.</p>",
      `<p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    ].join("\n"),
    headers: listUnsubscribeHeaders(subscriber.unsubscribeToken),
  };
}
