import type { transactions } from "../schema.ts";
import { addDays, daysAgo, isoDate } from "./dates.ts";
import type { IncomeCategory } from "./options.ts";
import type { SeededProject } from "./projects.ts";

type NewTransaction = typeof transactions.$inferInsert;

const CATEGORY: Record<SeededProject["serviceType"], IncomeCategory> = {
  "Media Production": "Video Production",
  "Marketing Strategy": "Marketing Strategy",
  "Brand Consulting": "Brand Consulting",
};

/**
 * The invoices of each project, following its status: a deposit at the start, a milestone during
 * review and a final payment at the end. Some are still pending more than 30 days later (overdue).
 * Expenses are never tied to a client's project: clients see their projects' transactions.
 */
export function projectPayments(now: Date, project: SeededProject): NewTransaction[] {
  if (project.value === null) return [];
  const value = project.value;
  const payment = (share: number, label: string, offset: number, status: "completed" | "pending") => {
    const day = offset > 0 ? daysAgo(now, 5) : addDays(now, offset);
    return {
      contactId: project.clientId,
      projectId: project.id,
      amount: (value * share).toFixed(2),
      type: "income" as const,
      category: CATEGORY[project.serviceType],
      description: `${label}: ${project.name}`,
      date: isoDate(day),
      status,
      createdAt: day,
    };
  };
  const start = project.start ?? 0;
  const end = project.end ?? 0;
  const portal = project.client.endsWith(".test");
  switch (project.status) {
    case "planning":
      return [payment(0.5, "Deposit invoice (50%)", start, "pending")];
    case "in_progress":
      return [payment(0.5, "Deposit (50%)", start, "completed")];
    case "on_hold":
      return [payment(0.3, "Deposit (30%)", start, "completed")];
    case "review":
      return [
        payment(0.5, "Deposit (50%)", start, "completed"),
        payment(0.25, "Milestone payment (25%)", start + 25, "pending"),
      ];
    case "completed":
      return [
        payment(0.5, "Deposit (50%)", start, "completed"),
        payment(0.5, "Final payment (50%)", end, portal ? "completed" : "pending"),
      ];
  }
}
