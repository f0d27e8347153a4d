import type { Db } from "./db/client.ts";
import { getEnv } from "./env.ts";
import { newsletterMail } from "./mail/compose.ts";

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

/** Names the list (RFC 2919): with List-Unsubscribe alone, filters take a mail for a half-made list. */
function listIdHeader() {
  return `<newsletter.${new URL(getEnv().BASE_URL).hostname || "localhost"}>`;
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
    "List-Id": listIdHeader(),
    "List-Unsubscribe": `<${unsubscribePageUrl(unsubscribeToken, campaignId)}>, <${oneClickUnsubscribeUrl(unsubscribeToken, campaignId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The double opt-in mail: nothing else is sent to the address until its link is followed. */
export function confirmationMail(
  subscriber: { email: string; confirmationToken: string; unsubscribeToken: string },
  db?: Db,
) {
  const confirmUrl = `${getEnv().BASE_URL}/confirm-subscription?token=${encodeURIComponent(subscriber.confirmationToken)}`;
  return newsletterMail(
    {
      kind: "newsletter-confirmation",
      to: subscriber.email,
      subject: "Confirm your newsletter subscription",
      body: [
        "Thanks for signing up for our newsletter!",
        "Please confirm your subscription:",
        { button: "Confirm my subscription", url: confirmUrl },
        "If you did not sign up, ignore this e-mail: you will not hear from us again.",
      ],
      reason:
        "You receive this e-mail because this address was entered in the newsletter form on our website.",
      unsubscribeUrl: unsubscribePageUrl(subscriber.unsubscribeToken),
      headers: listUnsubscribeHeaders(subscriber.unsubscribeToken),
    },
    db,
  );
}
