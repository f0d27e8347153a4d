import { formatCents, toCents } from "./money.ts";

/** How many recent projects the dashboard shows (001 section 9). */
export const RECENT_PROJECTS = 3;

type ProjectLike = { status: string; value: string | null };
type TransactionLike = { type: string; status: string; amount: string };

/** The dashboard cards: Active (in progress), Completed, Total Investment (sum of values). */
export function dashboardStats(projects: readonly ProjectLike[]) {
  return {
    active: projects.filter((p) => p.status === "in_progress").length,
    completed: projects.filter((p) => p.status === "completed").length,
    totalInvestment: formatCents(projects.reduce((sum, p) => sum + toCents(p.value), 0)),
  };
}

/**
 * The billing cards. Total Paid sums the income that was actually received (completed), so an
 * open invoice (pending) or a cancelled one is not counted as paid; Outstanding is value minus paid.
 */
export function billingSummary(projects: readonly ProjectLike[], transactions: readonly TransactionLike[]) {
  const paid = transactions
    .filter((t) => t.type === "income" && t.status === "completed")
    .reduce((sum, t) => sum + toCents(t.amount), 0);
  const value = projects.reduce((sum, p) => sum + toCents(p.value), 0);
  return {
    totalPaid: formatCents(paid),
    projectValue: formatCents(value),
    outstanding: formatCents(value - paid),
  };
}

/** '+$1,200.00' for income, '-$300.00' for an expense. */
export function signedAmount(type: string, amount: string): string {
  const cents = Math.abs(toCents(amount));
  return `${type === "expense" ? "-" : "+"}${formatCents(cents)}`;
}

/** The sidebar footer: the full name or the e-mail prefix, and the company or 'Client'. */
export function portalIdentity(profile: { fullName: string | null; company: string | null }, email: string) {
  return {
    name: profile.fullName?.trim() || email.split("@")[0],
    company: profile.company?.trim() || "Client",
  };
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * 'Jan 5, 2026'. Date-only values ('2026-01-05') are calendar dates and are shown as such in UTC;
 * timestamps are shown in UTC too so the server and the browser render the same text.
 */
export function formatDate(value: string | Date | null | undefined, empty = "—"): string {
  if (!value) return empty;
  const date =
    typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? empty : dateFormat.format(date);
}

/**
 * Preview mode signs every visitor in as the demo admin (DESIGN.md): the portal and its
 * management refuse writes there, so no visitor changes what the next one sees.
 */
export const PREVIEW_REFUSALS = {
  project: "Project changes are disabled in preview mode",
  invite: "Invitations are disabled in preview mode",
  upload: "Deliverable uploads are disabled in preview mode",
  delete: "Deliverable deletion is disabled in preview mode",
  message: "Sending messages is disabled in preview mode",
  profile: "Profile changes are disabled in preview mode",
  settings: "Settings changes are disabled in preview mode",
} as const;
