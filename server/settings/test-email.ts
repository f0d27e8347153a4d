import { randomUUID } from "node:crypto";
import { assertAdmin, refuseInPreview } from "../admin-access.ts";
import { getEnv } from "../env.ts";
import { transactionalMail } from "../mail/compose.ts";
import {
  createSettingsMailTransport,
  describeMailError,
  type EmailSettings,
} from "../mail/settings-transport.ts";
import type { MailTransport } from "../mail/transport.ts";
import type { SessionUser } from "../session.ts";

export const PREVIEW_TEST_EMAIL_MESSAGE = "Sending a test e-mail is disabled in preview mode";

export type TestEmailResult = { ok: true; message: string } | { ok: false; message: string };

export function settingsTestMail(to: string) {
  return transactionalMail({
    kind: "settings-test",
    to,
    subject: "Test e-mail from your website",
    body: ["This is a test e-mail sent from Settings › Email. Your e-mail settings work."],
    reason: "You receive this e-mail because you asked for a test e-mail in Settings › Email.",
  });
}

/**
 * 'Send test e-mail' (Email tab): sends straight to the signed-in admin through the saved e-mail
 * settings, not through the outbox, so that the admin learns at once whether the mail server
 * accepts it, and if not, why, in words (never a 5xx).
 */
export async function sendTestEmail(
  actor: SessionUser,
  options: { transport?: MailTransport; readSettings?: () => Promise<EmailSettings> } = {},
): Promise<TestEmailResult> {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_TEST_EMAIL_MESSAGE);
  const transport = options.transport ?? createSettingsMailTransport(getEnv(), options.readSettings);
  try {
    await transport.send({ ...(await settingsTestMail(actor.email)), id: randomUUID(), headers: {} });
    return { ok: true, message: `Test e-mail sent to ${actor.email}.` };
  } catch (error) {
    return { ok: false, message: `The test e-mail could not be sent: ${describeMailError(error)}` };
  } finally {
    transport.close();
  }
}
