/* The specification's option lists that the demo data draws from (001 sections 3 and 9, 000
   section 3). Statuses come from the schema's enums; these are the free-text columns' values. */

export const CONTACT_SOURCES = ["Website", "Referral", "Social Media", "Event", "Other"] as const;
/** The source the public contact form writes (000 section 9). */
export const CONTACT_FORM_SOURCE = "Website Contact Form";

export const SERVICE_INTERESTS = ["Media Production", "Marketing Strategy", "Brand Consulting"] as const;
export type ServiceInterest = (typeof SERVICE_INTERESTS)[number];

export const SERVICE_OPTIONS = [
  "media-production",
  "marketing-strategy",
  "brand-consulting",
  "full-package",
] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

/** The CRM label of a contact-form service option (full-package spans every service). */
export const SERVICE_LABELS: Record<ServiceOption, ServiceInterest | null> = {
  "media-production": "Media Production",
  "marketing-strategy": "Marketing Strategy",
  "brand-consulting": "Brand Consulting",
  "full-package": null,
};

export const BUDGET_RANGES = [
  "under-500",
  "500-1000",
  "1000-3000",
  "3000-5000",
  "5000-10000",
  "10000-20000",
  "20000-30000",
  "30000-plus",
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

/** The contact form's rule: the value is the first run of digits in the budget range. */
export function budgetValue(range: BudgetRange) {
  return range.match(/\d+/)![0];
}

export const SUBSCRIBER_SOURCES = ["website", "blog", "landing-page"] as const;
/** Tags behind the interested-in-video and interested-in-marketing audiences. */
export const SUBSCRIBER_TAGS = ["Video Production", "Marketing"] as const;

export const INCOME_CATEGORIES = [
  "Video Production",
  "Marketing Strategy",
  "Brand Consulting",
  "Content Creation",
  "Photography",
  "Social Media Management",
  "Other Income",
] as const;
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];

export const EXPENSE_CATEGORIES = [
  "Equipment",
  "Software",
  "Marketing",
  "Office Supplies",
  "Travel",
  "Contractors",
  "Other Expenses",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
