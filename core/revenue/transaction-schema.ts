import "../zod-jitless.ts";
import { z } from "zod";
import { isCalendarDay } from "../calendar-day.ts";
import { parseCents } from "../money.ts";
import { categoriesFor, TRANSACTION_STATUSES, TRANSACTION_TYPES } from "./categories.ts";

/** 001 section 5. */
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields: Amount, Type, and Date.";
export const PREVIEW_CREATE_MESSAGE = "Transaction creation is disabled in preview mode";
export const MAX_AMOUNT = "999999999999.99";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} is at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : null));
const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .pipe(z.uuid("Choose a contact or project from the list.").nullable());

/**
 * The Add/Edit Transaction form, read from form fields (strings). The amount stays a decimal
 * string (numeric in SQL, never a float): above 0, in steps of 0.01.
 */
export const transactionInput = z
  .object({
    amount: z.string().trim(),
    type: z.string().trim(),
    date: z.string().trim(),
    category: optionalText(80, "category"),
    description: optionalText(500, "description"),
    status: z.enum(TRANSACTION_STATUSES).default("completed"),
    contactId: optionalId,
    projectId: optionalId,
  })
  .superRefine((v, ctx) => {
    if (!v.amount || !v.type || !v.date) {
      ctx.addIssue({ code: "custom", message: REQUIRED_FIELDS_MESSAGE, path: ["form"] });
      return;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(v.amount) || parseCents(v.amount) <= 0n) {
      ctx.addIssue({
        code: "custom",
        message: "Enter an amount above 0 in steps of 0.01.",
        path: ["amount"],
      });
    } else if (parseCents(v.amount) > parseCents(MAX_AMOUNT)) {
      ctx.addIssue({ code: "custom", message: "The amount is too large.", path: ["amount"] });
    }
    if (!(TRANSACTION_TYPES as readonly string[]).includes(v.type)) {
      ctx.addIssue({ code: "custom", message: "Choose income or expense.", path: ["type"] });
    } else if (v.category && !categoriesFor(v.type as "income").includes(v.category)) {
      ctx.addIssue({ code: "custom", message: "Choose a category from the list.", path: ["category"] });
    }
    if (!isCalendarDay(v.date)) {
      ctx.addIssue({ code: "custom", message: "Enter a valid date.", path: ["date"] });
    }
  })
  .transform((v) => ({ ...v, type: v.type as "income" | "expense" }));

export type TransactionInput = z.output<typeof transactionInput>;
