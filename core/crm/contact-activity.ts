import { CONTACT_STATUS_LABELS, type ContactStatus } from "./contact-status.ts";

/**
 * A contact's activity history (issue 18): each write to a contact is kept in the audit log as
 * 'contact.<kind>' with details { contactId, changes }. These are the pure rules: what changed
 * between two versions, and how an entry reads in the history.
 */

export type ContactSnapshot = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  source: string;
  status: ContactStatus;
  value: number | null;
  serviceInterest: string | null;
  projectDetails: string | null;
  notes: string | null;
  tags: string[];
  /** Calendar days as YYYY-MM-DD, or null. */
  lastContact: string | null;
  nextFollowUp: string | null;
};

export const CONTACT_FIELD_LABELS: Record<keyof ContactSnapshot, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  position: "Position",
  source: "Source",
  status: "Status",
  value: "Deal value",
  serviceInterest: "Service interest",
  projectDetails: "Project details",
  notes: "Notes",
  tags: "Tags",
  lastContact: "Last contact",
  nextFollowUp: "Next follow-up",
};

/** Long texts are named, not copied, into the history (notes can hold 5,000 characters). */
const LONG_FIELDS = new Set<keyof ContactSnapshot>(["projectDetails", "notes"]);

/** One change: the field, and the old and new value as shown (null = empty, undefined = not shown). */
export type FieldChange = { field: keyof ContactSnapshot; from?: string | null; to?: string | null };

function shown(field: keyof ContactSnapshot, value: ContactSnapshot[keyof ContactSnapshot]): string | null {
  if (value == null) return null;
  if (Array.isArray(value)) return value.length ? value.join(", ") : null;
  if (field === "status") return CONTACT_STATUS_LABELS[value as ContactStatus] ?? String(value);
  return String(value);
}

/** The fields that differ between two versions of a contact, in the form's order. */
export function contactChanges(before: ContactSnapshot, after: ContactSnapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(CONTACT_FIELD_LABELS) as (keyof ContactSnapshot)[]) {
    const from = shown(field, before[field]);
    const to = shown(field, after[field]);
    if (from === to) continue;
    changes.push(LONG_FIELDS.has(field) ? { field } : { field, from, to });
  }
  return changes;
}

/** One line of the history, e.g. "Status: New Lead → Qualified" or "Notes changed". */
export function describeChange(change: FieldChange): string {
  const label = CONTACT_FIELD_LABELS[change.field] ?? change.field;
  if (change.from === undefined && change.to === undefined) return `${label} changed`;
  return `${label}: ${change.from ?? "(empty)"} → ${change.to ?? "(empty)"}`;
}

/** The headline of an entry by its audit action. */
export function activityTitle(action: string): string {
  switch (action) {
    case "contact.create":
      return "Contact created";
    case "contact.status":
      return "Status changed";
    case "contact.update":
      return "Contact edited";
    default:
      return action;
  }
}
