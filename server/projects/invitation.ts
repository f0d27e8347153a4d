import type { Db } from "../db/client.ts";
import { getEnv } from "../env.ts";
import { transactionalMail } from "../mail/compose.ts";

export const INVITATION_SUBJECT = "You're invited to your Client Portal";

/**
 * The portal invitation. The link opens sign-in with the e-mail filled in: as a sign-up prompt
 * when the person has no account yet, as a sign-in when they do; either way it comes back to
 * /client-portal, where their projects are waiting.
 */
export function invitationMail(
  input: { to: string; clientName: string; projectName: string; hasAccount: boolean },
  db?: Db,
) {
  // login_hint, not email=: spam filters take a link carrying the recipient's address under that
  // name for a phishing page (SpamAssassin's GB_CUSTOM_HTM_URI).
  const params = new URLSearchParams({ login_hint: input.to, redirectTo: "/client-portal" });
  if (!input.hasAccount) params.set("mode", "signup");
  const url = `${getEnv().BASE_URL}/login?${params}`;
  return transactionalMail(
    {
      kind: "portal-invitation",
      to: input.to,
      subject: INVITATION_SUBJECT,
      body: [
        `Hello ${input.clientName},`,
        `Your project "${input.projectName}" is now in our Client Portal, where you can follow its progress, download your files, see your invoices and message us.`,
        input.hasAccount
          ? "Sign in with this e-mail address to see it:"
          : "Create your account with this e-mail address to see it:",
        { button: input.hasAccount ? "Sign in to the Client Portal" : "Create your account", url },
        "If you were not expecting this e-mail, you can ignore it.",
      ],
      reason: "You receive this e-mail because we are working with you on a project.",
    },
    db,
  );
}
