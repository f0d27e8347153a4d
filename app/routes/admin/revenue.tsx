import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { RevenueScreen } from "#app/components/admin/revenue/revenue-screen.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { loadOrFail } from "#app/lib/admin-route.server.ts";
import { keepFormWithAlert, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { actionFailure, actionInvalid, actionOk, intentOf } from "#server/action-result.ts";
import { readForm } from "#server/http/read-form.ts";
import { createInvoice } from "#server/revenue/invoice-create.ts";
import { invoiceFields } from "#server/revenue/invoice-form.ts";
import { revokeInvoiceLink } from "#server/revenue/invoice-link.ts";
import { recordInvoicePayment, sendInvoice, voidInvoice } from "#server/revenue/invoices.ts";
import { revenuePage } from "#server/revenue/page.ts";
import { sendReminder } from "#server/revenue/reminders.ts";
import {
  createTransaction,
  deleteTransaction,
  markTransactionPaid,
  updateTransaction,
} from "#server/revenue/transactions.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/revenue";

export function meta() {
  return [{ title: "Revenue Tracker | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrFail(
    "revenue",
    (error) => `Failed to load transactions: ${error instanceof Error ? error.message : "unknown error"}`,
    () => revenuePage(context.get(userContext), new URL(request.url).searchParams),
  );
}

/* Every write of the screen, by intent. Failures keep the form open with the message. */
const writes: Record<
  string,
  (user: Parameters<typeof createTransaction>[0], f: Record<string, string>) => Promise<string>
> = {
  create: async (u, f) => {
    await createTransaction(u, f);
    return "Transaction added";
  },
  update: async (u, f) => {
    await updateTransaction(u, f.id ?? "", f);
    return "Transaction updated";
  },
  paid: async (u, f) => {
    await markTransactionPaid(u, f.id ?? "", f.date);
    return "Marked as paid";
  },
  delete: async (u, f) => {
    await deleteTransaction(u, f.id ?? "");
    return "Transaction deleted";
  },
  "create-invoice": async (u, f) => `Invoice ${(await createInvoice(u, invoiceFields(f))).number} created`,
  "send-invoice": async (u, f) =>
    `Invoice ${(await sendInvoice(u, f.id ?? "")).number} sent to ${f.email ?? "the client"}`,
  "pay-invoice": async (u, f) => {
    const { status } = await recordInvoicePayment(u, f.id ?? "", f);
    return status === "paid" ? "Payment recorded: the invoice is paid" : "Payment recorded";
  },
  "remind-invoice": async (u, f) => {
    const { number, email } = await sendReminder(u, f.id ?? "");
    return `Reminder for ${number} sent to ${email}`;
  },
  "revoke-invoice-link": async (u, f) => {
    await revokeInvoiceLink(u, f.id ?? "");
    return "Link revoked: the invoice's public link no longer works";
  },
  "void-invoice": async (u, f) => {
    await voidInvoice(u, f.id ?? "", { balanceOnly: f.balanceOnly === "yes" });
    return f.balanceOnly === "yes" ? "Invoice voided: its unpaid balance is cancelled" : "Invoice voided";
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = intentOf(form);
  const fields = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const write = writes[intent];
  if (!write) return actionInvalid(intent, "Unknown action");
  try {
    return actionOk(intent, await write(context.get(userContext), fields));
  } catch (error) {
    // Refusals (bad input, preview mode) keep their own message; anything else is 001 section 8's,
    // logged in full but told in words: a database error's text (its SQL) never reaches the page.
    const fallback =
      intent === "create"
        ? "Failed to add transaction: the server could not save it. Please try again."
        : "The change failed. Please try again.";
    return actionFailure(error, intent, fallback);
  }
}

/* A request that never got an answer keeps the page and shows the alert of 001 section 8. */
export const clientAction = keepFormWithAlert((intent, reason) =>
  intent === "create" ? `Failed to add transaction: ${reason}` : "The change failed. Please try again.",
);

export const shouldRevalidate = skipRevalidationAfterFailure;

function Revenue({ loaderData }: Route.ComponentProps) {
  useLiveRevalidation(["transactions", "projects", "invoices"]);
  return <RevenueScreen data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to load transactions: unknown error" />;
}

export default routeComponent(Revenue);
