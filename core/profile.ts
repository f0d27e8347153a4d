import "./zod-jitless.ts";
import { z } from "zod";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .optional()
    .transform((v) => v || null);

/** The portal profile form: Full Name, Company, Phone (the e-mail cannot be changed here). */
export const profileSchema = z.object({
  fullName: optionalText(200, "Full Name"),
  company: optionalText(200, "Company"),
  phone: optionalText(40, "Phone").refine(
    (v) => v === null || /^[0-9+()\-.\s]{3,40}$/.test(v),
    "Please enter a valid phone number",
  ),
});

export type ProfileInput = z.infer<typeof profileSchema>;

export const NOTIFICATION_PREFERENCES = [
  {
    key: "email_updates",
    label: "Email Updates",
    description: "News about your account and the portal by e-mail.",
  },
  {
    key: "project_notifications",
    label: "Project Notifications",
    description: "Tell me when a project changes or a new file is ready.",
  },
  {
    key: "marketing_emails",
    label: "Marketing Emails",
    description: "Occasional news, offers and tips from the agency.",
  },
] as const;

/** Defaults true, true, false (001 section 3). */
export const defaultPreferences = {
  email_updates: true,
  project_notifications: true,
  marketing_emails: false,
};

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "on"])])
  .transform((v) => v === true || v === "true" || v === "on");

export const preferencesSchema = z.object({
  email_updates: flag.default(false),
  project_notifications: flag.default(false),
  marketing_emails: flag.default(false),
});

export type Preferences = z.infer<typeof preferencesSchema>;
