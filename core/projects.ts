import { z } from "zod";

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

const isoDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid date")
      .refine((v) => !Number.isNaN(Date.parse(v)), "Please enter a valid date")
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
    clientEmail: z.string().trim().toLowerCase().pipe(z.email("Please enter the client's email address")),
    clientName: optionalText(200),
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
    status: text("status") || undefined,
    value: text("value"),
    startDate: text("startDate"),
    endDate: text("endDate"),
    description: text("description"),
    serviceType: text("serviceType"),
    sendInvitation: form.get("sendInvitation") === "on" || form.get("sendInvitation") === "true",
  };
}
