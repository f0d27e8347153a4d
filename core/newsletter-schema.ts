// zod/mini, not classic zod: the browser loads these rules when a newsletter form is first used,
// and classic zod's API would cost about 30 KB more there (issue 13). Same core, same messages.
import "./zod-jitless.ts";
import * as z from "zod/mini";
import { isEmailAddress } from "./email-address.ts";
import { NEWSLETTER_MESSAGES, UNSUBSCRIBE_REASONS, type UnsubscribeReason } from "./newsletter.ts";

/* The newsletter's rules, one schema per payload for the browser (instant messages) and the server
   (authority). */

/** Where a subscription came from: website, blog, landing-page... */
export const subscriberSourceSchema = z.catch(
  z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{1,40}$/)),
  "website",
);

export const subscribeSchema = z.object({
  email: z
    .string(NEWSLETTER_MESSAGES.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, { error: NEWSLETTER_MESSAGES.emailRequired, abort: true }),
      z.maxLength(254, NEWSLETTER_MESSAGES.emailInvalid),
      z.refine(isEmailAddress, NEWSLETTER_MESSAGES.emailInvalid),
    ),
  source: z.pipe(
    z.optional(subscriberSourceSchema),
    z.transform((v) => v ?? "website"),
  ),
});

/** The unsubscribe request payload: token, reason (or empty), feedback. */
export const unsubscribeSchema = z.object({
  token: z
    .string(NEWSLETTER_MESSAGES.unsubscribeNoToken)
    .check(z.trim(), z.minLength(1, NEWSLETTER_MESSAGES.unsubscribeNoToken)),
  reason: z.pipe(
    z.transform((v) => (v === "" || v === null || v === "none" ? undefined : v)),
    z.optional(
      z.enum(
        UNSUBSCRIBE_REASONS.map((r) => r.value) as [UnsubscribeReason, ...UnsubscribeReason[]],
        NEWSLETTER_MESSAGES.unsubscribeInvalid,
      ),
    ),
  ),
  feedback: z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(2000, "Please keep your feedback under 2000 characters")),
    ),
    z.transform((v) => v || undefined),
  ),
});
