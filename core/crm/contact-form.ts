import { z } from "zod";
import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  DEFAULT_CONTACT_SOURCE,
  SERVICE_INTERESTS,
} from "./contact-status.ts";

/** The Add Contact dialog's rules (001 section 5), used by the browser and by the action. */
export const CONTACT_REQUIRED_MESSAGE = "Please fill in at least name and email";
export const CONTACT_EMAIL_MESSAGE = "Please enter a valid email address";
export const CONTACT_VALUE_MESSAGE = "Deal value must be a number of 0 or more";

/** Empty optional fields are stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this under ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An empty choice falls back to the default; anything else must be one of the options. */
const choice = <T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? v : fallback))
    .pipe(z.enum(options));

export const newContactSchema = z
  .object({
    name: z.string().trim().max(200, "Keep the name under 200 characters").nullish(),
    email: z.string().trim().max(320, "Keep the email under 320 characters").nullish(),
    phone: optionalText(50),
    company: optionalText(200),
    position: optionalText(200),
    source: choice(CONTACT_SOURCES, DEFAULT_CONTACT_SOURCE),
    status: choice(CONTACT_STATUSES, "new"),
    // Deal value is parsed as a number, or null when empty.
    value: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v, ctx) => {
        const text = typeof v === "number" ? String(v) : (v ?? "").trim().replace(/,/g, "");
        if (text === "") return null;
        const n = Number(text);
        if (!Number.isFinite(n) || n < 0 || n >= 1e12) {
          ctx.addIssue({ code: "custom", message: CONTACT_VALUE_MESSAGE, path: [] });
          return z.NEVER;
        }
        return Math.round(n * 100) / 100;
      }),
    serviceInterest: z
      .string()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(z.enum(SERVICE_INTERESTS).nullable()),
    projectDetails: optionalText(5000),
    notes: optionalText(5000),
  })
  .transform((v, ctx) => {
    if (!v.name || !v.email) {
      ctx.addIssue({ code: "custom", message: CONTACT_REQUIRED_MESSAGE, path: [] });
      return z.NEVER;
    }
    if (!z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: "custom", message: CONTACT_EMAIL_MESSAGE, path: ["email"] });
      return z.NEVER;
    }
    return { ...v, name: v.name, email: v.email };
  });

export type NewContactInput = z.input<typeof newContactSchema>;
export type NewContact = z.output<typeof newContactSchema>;

/** The first message of a failed parse, for an alert or toast. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form";
}
