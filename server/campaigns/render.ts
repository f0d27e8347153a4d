import { extractLinks, rewriteLinks } from "../../core/campaigns/links.ts";
import type { Settings } from "../../core/settings-defaults.ts";
import { getEnv } from "../env.ts";
import { MAIL_LAYOUT_SETTING_KEYS, type MailLayoutSettings, newsletterFooter } from "../mail/compose.ts";
import { htmlToMailText, renderMailHtml, renderMailText } from "../mail/layout.ts";
import type { MailMessage } from "../mail/transport.ts";
import { listUnsubscribeHeaders, unsubscribePageUrl } from "../newsletter-mail.ts";
import { sanitizeCampaignHtml } from "./content.ts";
import { signTracking } from "./tracking-token.ts";

export type MailSettings = MailLayoutSettings &
  Pick<Settings, "emailFromName" | "emailFromAddress" | "emailReplyTo" | "emailTracking">;

export type Recipient = { id: string; email: string; unsubscribeToken: string };

/* Rendering React Email per recipient would cost milliseconds each; the campaign is rendered once
   with placeholders, and each recipient's mail is a few string replacements. */
const linkSlot = (i: number) => `https://track.invalid/link-${i}`;
const UNSUBSCRIBE_SLOT = "https://track.invalid/unsubscribe";
const PIXEL_SLOT = "https://track.invalid/pixel.gif";

export function trackingUrls(baseUrl: string) {
  return {
    pixel: (deliveryId: string) => `${baseUrl}/t/o/${signTracking({ kind: "open", deliveryId })}.gif`,
    click: (deliveryId: string, link: number) =>
      `${baseUrl}/t/c/${signTracking({ kind: "click", deliveryId, link })}`,
  };
}

/** The inbox line after the subject: the start of what the campaign says (its links do not matter there). */
function preheaderOf(html: string) {
  const text = htmlToMailText(html, { summary: true });
  return text.length > 140 ? `${text.slice(0, 139).replace(/\s\S*$/, "")}…` : text;
}

const fromHeader = (s: MailSettings) => `"${s.emailFromName.replace(/["\\]/g, "")}" <${s.emailFromAddress}>`;

/**
 * Prepares a campaign for sending: returns its links (in order, what click tokens point at) and a
 * function giving each recipient's mail, with their own tracking and unsubscribe links.
 */
export async function prepareCampaignMail(
  campaign: { id: string; subject: string; content: string },
  settings: MailSettings,
) {
  const baseUrl = getEnv().BASE_URL;
  const html = sanitizeCampaignHtml(campaign.content);
  const links = extractLinks(html);
  const tracking = settings.emailTracking;
  const bodyHtml = tracking ? rewriteLinks(html, links, linkSlot) : html;
  const layout = {
    siteName: settings.siteName,
    preheader: preheaderOf(html),
    bodyHtml,
    footer: newsletterFooter(settings, UNSUBSCRIBE_SLOT),
  };
  const fullHtml = await renderMailHtml({ ...layout, pixelUrl: tracking ? PIXEL_SLOT : undefined });
  const text = renderMailText(layout);
  const urls = trackingUrls(baseUrl);

  function personalise(body: string, r: Recipient) {
    let out = body.split(UNSUBSCRIBE_SLOT).join(unsubscribePageUrl(r.unsubscribeToken, campaign.id));
    if (!tracking) return out;
    out = out.split(PIXEL_SLOT).join(urls.pixel(r.id));
    // Highest index first: link-1 must not eat the start of link-10.
    for (let i = links.length - 1; i >= 0; i--) out = out.split(linkSlot(i)).join(urls.click(r.id, i));
    return out;
  }

  return {
    links,
    mailFor(r: Recipient): MailMessage {
      return {
        id: r.id,
        to: r.email,
        subject: campaign.subject,
        html: personalise(fullHtml, r),
        text: personalise(text, r),
        from: fromHeader(settings),
        replyTo: settings.emailReplyTo || undefined,
        headers: listUnsubscribeHeaders(r.unsubscribeToken, campaign.id),
      };
    },
  };
}

export const MAIL_SETTING_KEYS = [
  ...MAIL_LAYOUT_SETTING_KEYS,
  "emailFromName",
  "emailFromAddress",
  "emailReplyTo",
  "emailTracking",
] as const;
