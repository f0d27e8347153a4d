import { useCallback } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { InputField, SelectField } from "#app/components/ui/form-fields.tsx";
import { formatMoney } from "#core/money.ts";
import { DEFAULT_INVOICE_CATEGORY, INCOME_CATEGORIES, PAYMENT_METHODS } from "#core/revenue/categories.ts";
import { balanceDue } from "#core/revenue/invoice.ts";
import type { ActionResult } from "#server/action-result.ts";

type Invoice = { id: string; number: string; total: string; amountPaid: string; currency: string };

/** 'Record payment' (issue 34 item 8): amount, date (today), method and income category. */
export function RecordPaymentDialog({
  invoice,
  today,
  open,
  onOpenChange,
}: {
  invoice: Invoice;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const key = `pay-invoice-${invoice.id}`;
  const fetcher = useFetcher<ActionResult>({ key });
  const onSuccess = useCallback(() => onOpenChange(false), [onOpenChange]);
  useActionToast(fetcher, onSuccess);
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const balance = balanceDue(invoice.total, invoice.amountPaid);
  const id = (name: string) => `${key}-${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Record payment for ${invoice.number}`}
      description={`Balance due: ${formatMoney(balance, invoice.currency)}. The payment is booked as income on its date.`}
      className="w-[min(32rem,calc(100vw-1rem))] p-4 sm:p-6"
    >
      <fetcher.Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="pay-invoice" />
        <input type="hidden" name="id" value={invoice.id} />
        <InputField
          id={id("amount")}
          label="Amount *"
          name="amount"
          type="number"
          min="0.01"
          step="0.01"
          inputMode="decimal"
          required
          defaultValue={balance}
        />
        <InputField
          id={id("date")}
          label="Payment date *"
          name="date"
          type="date"
          required
          defaultValue={today}
        />
        <SelectField
          id={id("method")}
          label="Method"
          name="method"
          defaultValue="Bank transfer"
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
        />
        <SelectField
          id={id("category")}
          label="Category"
          name="category"
          defaultValue={DEFAULT_INVOICE_CATEGORY}
          options={INCOME_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <DialogFooter error={serverError} pending={fetcher.state !== "idle"} className="sm:col-span-2">
          Record payment
        </DialogFooter>
      </fetcher.Form>
    </Dialog>
  );
}

/** 'Mark paid' on a pending transaction asks when the money came in (default today). */
export function MarkPaidDialog({
  transaction,
  today,
  open,
  onOpenChange,
}: {
  transaction: { id: string; label: string };
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const key = `mark-paid-${transaction.id}`;
  const fetcher = useFetcher<ActionResult>({ key });
  const onSuccess = useCallback(() => onOpenChange(false), [onOpenChange]);
  useActionToast(fetcher, onSuccess);
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark paid"
      description={`When was ${transaction.label} paid? It is booked on that date.`}
      className="w-[min(28rem,calc(100vw-1rem))] p-4 sm:p-6"
    >
      <fetcher.Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value="paid" />
        <input type="hidden" name="id" value={transaction.id} />
        <InputField
          id={`${key}-date`}
          label="Payment date *"
          name="date"
          type="date"
          required
          defaultValue={today}
        />
        <DialogFooter error={serverError} pending={fetcher.state !== "idle"}>
          Mark paid
        </DialogFooter>
      </fetcher.Form>
    </Dialog>
  );
}
