import "./zod-jitless.ts";
import { z } from "zod";
import { isCalendarDay } from "./calendar-day.ts";
import { CONTACT_SOURCES, CONTACT_STATUSES } from "./crm/contact-status.ts";
import { isEmailAddress } from "./email-address.ts";

/**
 * A project for an e-mail the CRM does not know yet creates its contact. The admin picks its status
 * and source; the defaults ('Qualified', 'Other') do not count the client as a won deal on their own,
 * which would move the conversion rate (issue 18).
 */
export const NEW_CLIENT_DEFAULT_STATUS = "qualified" as const;
export const NEW_CLIENT_DEFAULT_SOURCE = "Other" as const;

export const PROJECT_STATUSES = ["planning", "in_progress", "review", "completed", "on_hold"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The kinds of work a project can be (the agency's three services). */
export const SERVICE_TYPES = ["Media Production", "Marketing Strategy", "Brand Consulting"] as const;

/** 'IN PROGRESS': upper case, underscore replaced by a space (001 section 4). */
export function formatProjectStatus(status: string): string {
  return status.replaceAll("_", " ").toUpperCase();
}

/** The admin list: completed green, in_progress blue, anything else yellow (001 section 4). */
export function adminStatusTone(status: string): "green" | "blue" | "yellow" {
  if (status === "completed") return "green";
  if (status === "in_progress") return "blue";
  return "yellow";
}

/** The portal gives each status its own badge colour. */
export function portalStatusTone(status: string): "gray" | "blue" | "purple" | "green" | "orange" {
  switch (status) {
    case "in_progress":
      return "blue";
    case "review":
      return "purple";
    case "completed":
      return "green";
    case "on_hold":
      return "orange";
    default:
      return "gray";
  }
}

/** The 'My Projects' filter: All, Active (in progress) or Completed. */
export const PROJECT_FILTERS = ["all", "active", "completed"] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

export function parseProjectFilter(value: string | null | undefined): ProjectFilter {
  return (PROJECT_FILTERS as readonly string[]).includes(value ?? "") ? (value as ProjectFilter) : "all";
}

export function matchesProjectFilter(status: string, filter: ProjectFilter): boolean {
  if (filter === "active") return status === "in_progress";
  if (filter === "completed") return status === "completed";
  return true;
}

/**
 * Project dates are bounded to years a real project can have: the agency was founded in 2019, so
 * 2000-2100 leaves room for back-filled history and long plans while refusing year 1 or 9999.
 */
export const PROJECT_YEAR_MIN = 2000;
export const PROJECT_YEAR_MAX = 2100;
export const PROJECT_DATE_RANGE_MESSAGE = `Please enter a date between ${PROJECT_YEAR_MIN} and ${PROJECT_YEAR_MAX}`;
/** Same ceiling as a contact's deal value (core/crm/contact-form.ts). */
export const PROJECT_VALUE_MAX = 10_000_000;
export const PROJECT_VALUE_RANGE_MESSAGE = "The project value must be between 0 and 10,000,000";

const isoDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(
    z
      .string()
      .refine(isCalendarDay, "Please enter a valid date")
      .refine((v) => {
        const year = Number(v.slice(0, 4));
        return year >= PROJECT_YEAR_MIN && year <= PROJECT_YEAR_MAX;
      }, PROJECT_DATE_RANGE_MESSAGE)
      .optional(),
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

/** The admin's create/edit project form; the client is found (or created) by e-mail. */
export const projectFormSchema = z
  .object({
    name: z.string().trim().min(1, "Please enter a project name").max(200, "The project name is too long"),
    clientEmail: z
      .string()
      .trim()
      .toLowerCase()
      .refine(isEmailAddress, "Please enter the client's email address"),
    clientName: optionalText(200),
    clientStatus: z
      .enum(CONTACT_STATUSES, "Please choose one of the listed statuses")
      .default(NEW_CLIENT_DEFAULT_STATUS),
    clientSource: z
      .enum(CONTACT_SOURCES, "Please choose one of the listed sources")
      .default(NEW_CLIENT_DEFAULT_SOURCE),
    status: z.enum(PROJECT_STATUSES, "Please choose a status").default("planning"),
    value: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.replace(/[$,\s]/g, "") : undefined))
      .pipe(
        z
          .string()
          .regex(/^\d{1,12}(\.\d{1,2})?$/, "Please enter the value as a number, e.g. 12000 or 12000.50")
          .refine((v) => Number(v) <= PROJECT_VALUE_MAX, PROJECT_VALUE_RANGE_MESSAGE)
          .optional(),
      ),
    startDate: isoDate,
    endDate: isoDate,
    description: optionalText(5000),
    serviceType: optionalText(100),
    sendInvitation: z.boolean().default(false),
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    message: "The end date cannot be before the start date",
    path: ["endDate"],
  });

export type ProjectForm = z.infer<typeof projectFormSchema>;

export function projectFormInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    name: text("name") ?? "",
    clientEmail: text("clientEmail") ?? "",
    clientName: text("clientName"),
    clientStatus: text("clientStatus") || undefined,
    clientSource: text("clientSource") || undefined,
    status: text("status") || undefined,
    value: text("value"),
    startDate: text("startDate"),
    endDate: text("endDate"),
    description: text("description"),
    serviceType: text("serviceType"),
    sendInvitation: form.get("sendInvitation") === "on" || form.get("sendInvitation") === "true",
  };
}
