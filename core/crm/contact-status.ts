/** CRM contact statuses and their labels (001 section 4). */
export const CONTACT_STATUSES = [
  "new",
  "contacted",
  "qualified",
  "proposal",
  "negotiation",
  "closed",
  "lost",
] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New Lead",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal Sent",
  negotiation: "Negotiation",
  closed: "Closed Won",
  lost: "Lost",
};

export function contactStatusLabel(status: string): string {
  return CONTACT_STATUS_LABELS[status as ContactStatus] ?? status;
}

export function isContactStatus(value: unknown): value is ContactStatus {
  return CONTACT_STATUSES.includes(value as ContactStatus);
}

/** Where a contact came from (001 section 3); the Add Contact dialog defaults to Website. */
export const CONTACT_SOURCES = ["Website", "Referral", "Social Media", "Event", "Other"] as const;
export const DEFAULT_CONTACT_SOURCE = "Website";

export const SERVICE_INTERESTS = ["Media Production", "Marketing Strategy", "Brand Consulting"] as const;

/** A new contact starts with this score (001 section 9). */
export const DEFAULT_CONTACT_SCORE = 50;

/** The statuses as choices of a select, in the order of the pipeline. */
export const CONTACT_STATUS_OPTIONS = CONTACT_STATUSES.map((s) => ({
  value: s,
  label: CONTACT_STATUS_LABELS[s],
}));
