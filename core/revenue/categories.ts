/** Transaction categories by type (001 section 9). */
export const INCOME_CATEGORIES = [
  "Video Production",
  "Marketing Strategy",
  "Brand Consulting",
  "Content Creation",
  "Photography",
  "Social Media Management",
  "Other Income",
] as const;

export const EXPENSE_CATEGORIES = [
  "Equipment",
  "Software",
  "Marketing",
  "Office Supplies",
  "Travel",
  "Contractors",
  "Other Expenses",
] as const;

export const TRANSACTION_TYPES = ["income", "expense"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The statuses a person may choose; 'cancelled' exists in the data but is not offered. */
export const TRANSACTION_STATUSES = ["completed", "pending"] as const;

export function categoriesFor(type: TransactionType): readonly string[] {
  return type === "income" ? INCOME_CATEGORIES : EXPENSE_CATEGORIES;
}

/** Type filter of the transactions tab (001 section 2). */
export const TYPE_FILTERS = [
  { value: "all", label: "All Types" },
  { value: "income", label: "Income Only" },
  { value: "expense", label: "Expenses Only" },
] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number]["value"];

export function parseTypeFilter(value: string | null | undefined): TypeFilter {
  return value === "income" || value === "expense" ? value : "all";
}

/** Recurring revenue (001 section 9): income whose category or description contains 'recurring'. */
export function isRecurring(t: { type: string; category: string | null; description: string | null }) {
  if (t.type !== "income") return false;
  return `${t.category ?? ""} ${t.description ?? ""}`.toLowerCase().includes("recurring");
}

/** How a payment came in ('Record payment', issue 34 item 8). */
export const PAYMENT_METHODS = ["Bank transfer", "Card", "Cash", "Check", "Other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** An invoice's income category when none of its payments named one yet. */
export const DEFAULT_INVOICE_CATEGORY = "Other Income";
