import { randomUUID } from "node:crypto";
import { validateContactForm } from "../../core/contact-form-rules.ts";
import { adminInvitationMail } from "../../server/admin-users.ts";
import { passwordResetMail, confirmationMail as signupConfirmationMail } from "../../server/auth/mails.ts";
import { MAIL_SETTING_KEYS, prepareCampaignMail } from "../../server/campaigns/render.ts";
import { contactNotificationMail } from "../../server/contact.ts";
import type { Db } from "../../server/db/client.ts";
import { TEMPLATES } from "../../server/db/seed/marketing-text.ts";
import { getEnv } from "../../server/env.ts";
import type { OutgoingMail } from "../../server/mail/outbox.ts";
import { dressMail, EMAIL_SETTING_KEYS } from "../../server/mail/settings-transport.ts";
import type { MailMessage } from "../../server/mail/transport.ts";
import { confirmationMail as newsletterConfirmationMail } from "../../server/newsletter-mail.ts";
import { agencyNoticeMail } from "../../server/notify-agency.ts";
import { approvalMail } from "../../server/projects/approval-mail.ts";
import { invitationMail } from "../../server/projects/invitation.ts";
import { invoiceMail, invoiceReminderMail } from "../../server/revenue/invoice-mail.ts";
import { settingsTestMail } from "../../server/settings/test-email.ts";
import { getSettings } from "../../server/settings.ts";
import { adminActor } from "./actors.ts";

/** A minimal one-page PDF, standing in for a rendered invoice. */
const samplePdf = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/**
 * One mail of every kind the product sends, as the mail server receives it (From and Reply-To of
 * the settings on it), built by the product's own functions from realistic input. A new kind of
 * mail belongs here: the text-part, footer and spam checks run over this list.
 */
/** A brief as the contact form's rules accept it; a sample the rules refuse stops the test. */
function checkedBrief(input: Record<string, string>) {
  const checked = validateContactForm(input);
  if (!checked.ok) throw new Error(`The sample brief is refused: ${checked.message}`);
  return checked.data;
}

export async function mailOfEveryKind(
  db: Db,
): Promise<{ kind: string; layout: Layout; mail: MailMessage }[]> {
  const base = getEnv().BASE_URL;
  const token = () => randomUUID();
  const client = { name: "Dana Whitfield", email: "dana@whitfield-design.example" };
  const transactional: OutgoingMail[] = [
    await signupConfirmationMail(client.email, `${base}/api/auth/verify-email?token=${token()}`),
    await passwordResetMail(client.email, `${base}/reset-password?token=${token()}`),
    await invitationMail(
      { to: client.email, clientName: client.name, projectName: "Spring Launch Film", hasAccount: false },
      db,
    ),
    await adminInvitationMail(
      adminActor(),
      "sam@ardentmedia.example",
      `${base}/admin-invitation/${token()}`,
      db,
    ),
    await invoiceMail(
      {
        invoice: {
          id: token(),
          number: "INV-2026-0042",
          total: "4850.00",
          currency: "USD",
          dueDate: "2026-12-27",
        },
        client,
        siteName: "Ardent Media Co.",
        link: `${base}/invoice/${"Kx9".repeat(14)}Q`,
        paymentInstructions:
          "Bank transfer to Ardent Media Co.\nIBAN US00 0000 0000 0000\nPlease quote the invoice number.",
        pdf: { buffer: samplePdf, fileName: "INV-2026-0042.pdf" },
      },
      db,
    ),
    await invoiceReminderMail(
      {
        invoice: {
          id: token(),
          number: "INV-2026-0042",
          total: "4850.00",
          currency: "USD",
          dueDate: "2026-12-27",
        },
        client,
        siteName: "Ardent Media Co.",
        link: `${base}/invoice/${"Kx9".repeat(14)}Q`,
        paymentInstructions: "Bank transfer to Ardent Media Co.\nIBAN US00 0000 0000 0000",
        pdf: { buffer: samplePdf, fileName: "INV-2026-0042.pdf" },
        kind: "before",
        balance: "4850.00",
      },
      db,
    ),
    ...(await Promise.all(
      [false, true].map((reminder) =>
        approvalMail(
          db,
          client,
          {
            project: { name: "Spring Launch Film", clientId: null },
            deliverableId: token(),
            fileName: "Spring Launch Film — first cut",
            versionNumber: 2,
            dueDate: "2026-12-04",
            note: "The colour grade is final; the music is still a placeholder.",
          },
          reminder,
        ),
      ),
    )),
    await settingsTestMail("owner@ardentmedia.example"),
    await agencyNoticeMail(
      "subscriber-notification",
      "owner@ardentmedia.example",
      "New subscriber: reader@example.org",
      [
        "reader@example.org subscribed to the newsletter (source: website).",
        "They will receive the newsletter once they confirm their address.",
      ],
      db,
    ),
    await contactNotificationMail(
      "owner@ardentmedia.example",
      checkedBrief({
        name: "Jordan Lee",
        email: "jordan@lee-coffee.example",
        company: "Lee Coffee Roasters",
        service_needed: "media-production",
        budget_range: "5000-10000",
        subject: "Brand film for our new roastery",
        project_details:
          "We are opening a second roastery in Deep Ellum in March and would like a two-minute brand film for the opening, plus three short cuts for Instagram.",
        project_win: "People who watch it want to come and taste the coffee.",
      }),
      db,
    ),
  ];
  const newsletter: OutgoingMail[] = [
    await newsletterConfirmationMail(
      { email: "reader@example.org", confirmationToken: token(), unsubscribeToken: token() },
      db,
    ),
  ];
  const settings = await getSettings(EMAIL_SETTING_KEYS, db);
  const asSent = (mail: OutgoingMail): MailMessage =>
    dressMail({ ...mail, id: token(), headers: mail.headers ?? {} }, settings);
  const template = TEMPLATES[0];
  const campaign = await prepareCampaignMail(
    { id: token(), subject: template.subject, content: template.content },
    { ...(await getSettings(MAIL_SETTING_KEYS, db)), emailTracking: true },
  );
  return [
    ...transactional.map((mail) => ({
      kind: mail.kind,
      layout: "transactional" as const,
      mail: asSent(mail),
    })),
    ...newsletter.map((mail) => ({ kind: mail.kind, layout: "newsletter" as const, mail: asSent(mail) })),
    {
      kind: "campaign",
      layout: "newsletter",
      mail: campaign.mailFor({ id: token(), email: "reader@example.org", unsubscribeToken: token() }),
    },
  ];
}

type Layout = "transactional" | "newsletter";
