import "../zod-jitless.ts";
import { z } from "zod";
import { AUDIENCES } from "./audiences.ts";

/* The compose form (001 sections 2 and 5). */

export const CAMPAIGN_MESSAGES = {
  required: "Please fill in all required fields",
  createFailed: "Failed to create campaign. Please try again.",
  loadFailed: "Failed to load campaigns",
  preview: "Email sending is disabled in preview mode",
  noTemplates: "No templates available",
  noCampaigns: "No campaigns yet",
  // As the contacts list words it (001 section 2): a search or filter that matches nothing.
  noMatches: "No campaigns found matching your criteria",
  noMatchesHint: "Try adjusting your search or filters",
  pastSchedule: "Please pick a time in the future",
  badSchedule: "Please pick a valid date and time",
  nothingToRetry: "No failed deliveries to retry",
} as const;

/**
 * Why a schedule time cannot be used, or null. A datetime input takes six-digit years; past 9999
 * an ISO timestamp gains a sign (+010000-...) that PostgreSQL does not read, so such a time is
 * refused here with a message instead of failing the insert.
 */
export function scheduleProblem(at: Date, now = Date.now()): string | null {
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() > 9999) return CAMPAIGN_MESSAGES.badSchedule;
  if (at.getTime() < now - 60_000) return CAMPAIGN_MESSAGES.pastSchedule;
  return null;
}

export const DEFAULT_TEMPLATE = "default";

/** Text a person can read in the editor's HTML (images count as content). */
export function hasContent(html: string) {
  return (
    /<img\b/i.test(html) ||
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim().length > 0
  );
}

const text = (max: number, message?: string) => z.string().trim().max(max, message);

/** One schema for the browser's instant message and the server's decision. */
export const composeSchema = z
  .object({
    id: z
      .uuid()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    name: text(200, "The campaign name is at most 200 characters").default(""),
    subject: text(300, "The subject line is at most 300 characters"),
    content: z.string().max(500_000),
    recipients: z.array(z.enum(AUDIENCES)),
    template: text(100).default(""),
    scheduledFor: z
      .string()
      .trim()
      .default("")
      .refine(
        (v) => v === "" || scheduleProblem(new Date(v), Number.NEGATIVE_INFINITY) === null,
        CAMPAIGN_MESSAGES.badSchedule,
      ),
  })
  .transform((v) => ({
    ...v,
    name: v.name || v.subject,
    template: v.template || DEFAULT_TEMPLATE,
    scheduledFor: v.scheduledFor ? new Date(v.scheduledFor) : null,
  }));

export type ComposeInput = z.infer<typeof composeSchema>;

/**
 * The message for a compose form the schema refused: a field over its length or a schedule time
 * that cannot be used says so; anything else (a missing or malformed field) is 001 section 5's.
 */
export function composeProblem(error: z.ZodError): string {
  const told = error.issues.find((issue) => issue.code === "too_big" || issue.code === "custom");
  return told?.message ?? CAMPAIGN_MESSAGES.required;
}

/** A campaign to send needs subject, content and at least one audience; a draft needs a subject. */
export function missingRequired(input: ComposeInput, forDraft = false): boolean {
  if (forDraft) return input.subject === "" && input.name === "";
  return input.subject === "" || !hasContent(input.content) || input.recipients.length === 0;
}

/** The admin's local datetime-local value as an ISO instant (UTC), in the browser's time zone. */
export function localInputToIso(local: string): string {
  if (!local) return "";
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** An ISO instant as a datetime-local value in the viewer's time zone. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const templateSchema = z.object({
  name: text(120).min(1, "Please enter a template name"),
  category: text(60).default("General"),
  subject: text(300).default(""),
  content: z.string().max(500_000).default(""),
});
