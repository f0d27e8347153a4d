/** The kinds of invoice reminder and how the invoice list names them (issue 34 item 7). */
export type ReminderKind = "before" | "due" | "after" | "manual";

export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  before: "Before the due date",
  due: "On the due date",
  after: "After the due date",
  manual: "Sent by hand",
};
