import { getEnv } from "../env.ts";
import type { OutgoingMail } from "../mail/outbox.ts";

export const INVITATION_SUBJECT = "You're invited to your Client Portal";

/**
 * The portal invitation. The link opens sign-in with the e-mail filled in: as a sign-up prompt
 * when the person has no account yet, as a sign-in when they do; either way it comes back to
 * /client-portal, where their projects are waiting.
 */
export function invitationMail(input: {
  to: string;
  clientName: string;
  projectName: string;
  hasAccount: boolean;
}): OutgoingMail {
  const params = new URLSearchParams({ email: input.to, redirectTo: "/client-portal" });
  if (!input.hasAccount) params.set("mode", "signup");
  const link = `${getEnv().BASE_URL}/login?${params}`;
  const action = input.hasAccount
    ? "Sign in with this e-mail address to see it"
    : "Create your account with this e-mail address to see it";
  return {
    kind: "portal-invitation",
    to: input.to,
    subject: INVITATION_SUBJECT,
    text: [
      `Hello ${input.clientName},`,
      "",
      `Your project "${input.projectName}" is now in our Client Portal, where you can follow its progress, download your files, see your invoices and message us.`,
      "",
      `${action}:`,
      link,
      "",
      "If you were not expecting this e-mail, you can ignore it.",
    ].join("\n"),
  };
}
