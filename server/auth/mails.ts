import type { OutgoingMail } from "../mail/outbox.ts";

/** How long the links in these mails work; the texts below say the same. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const CONFIRM_LINK_TTL_SECONDS = 24 * 60 * 60;

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

function withButton(paragraphs: string[], label: string, url: string, after: string[]) {
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  return [
    '<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111">',
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#dc2626;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`,
    p(`Or paste this link into your browser: ${url}`),
    ...after.map(p),
    "</div>",
  ].join("\n");
}

/** The sign-up confirmation mail (000 §7: 'a confirmation e-mail follows'). */
export function confirmationMail(to: string, url: string): OutgoingMail {
  const intro = ["Welcome! Confirm your email address to finish creating your account."];
  const outro = ["The link works for 24 hours. If you did not sign up, ignore this email."];
  return {
    kind: "signup-confirmation",
    to,
    subject: "Confirm your account",
    text: `${intro.join("\n\n")}\n\nConfirm your account: ${url}\n\n${outro.join("\n\n")}\n`,
    html: withButton(intro, "Confirm your account", url, outro),
  };
}

/** The 'Forgot password' mail: a single-use link that expires (DESIGN.md). */
export function passwordResetMail(to: string, url: string): OutgoingMail {
  const intro = ["Someone asked to reset the password of your account."];
  const outro = [
    "The link works once and expires in one hour. If it was not you, ignore this email: your password stays as it is.",
  ];
  return {
    kind: "password-reset",
    to,
    subject: "Reset your password",
    text: `${intro.join("\n\n")}\n\nSet a new password: ${url}\n\n${outro.join("\n\n")}\n`,
    html: withButton(intro, "Set a new password", url, outro),
  };
}
