import "./zod-jitless.ts";
import * as z from "zod/mini";
import {
  checkSubscriberEmail,
  NEWSLETTER_MESSAGES,
  UNSUBSCRIBE_REASONS,
  type UnsubscribeReason,
} from "./newsletter.ts";
import { fromCheck } from "./zod-from-check.ts";

/* The newsletter's payloads as the server parses them. The sign-up form in the browser checks its
   address with the same plain check (`checkSubscriberEmail`, core/newsletter.ts), within the press. */

/** Where a subscription came from: website, blog, landing-page... */
export const subscriberSourceSchema = z.catch(
  z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]{1,40}$/)),
  "website",
);

export const subscribeSchema = z.object({
  email: fromCheck(checkSubscriberEmail),
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
