import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Dialog, DialogClose } from "#app/components/ui/dialog.tsx";
import { labelClass as label } from "#app/components/ui/field.tsx";
import { controlClass as input } from "#app/components/ui/input.tsx";
import { checkBeforeSubmit } from "#app/lib/check-before-submit.ts";
import { categoriesFor, type TransactionType } from "#core/revenue/categories.ts";
import { transactionInput } from "#core/revenue/transaction-schema.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { RevenuePageData } from "#server/revenue/page.ts";
import type { TransactionRow } from "#server/revenue/transaction-list.ts";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pickers: RevenuePageData["pickers"];
  today: string;
  /** Editing this transaction; adding a new one when absent. */
  editing?: TransactionRow;
};

/** Add Transaction (001 sections 2 and 5) and its edit form; the same schema checks here and on the server. */
export function TransactionDialog({ open, onOpenChange, pickers, today, editing }: Props) {
  const key = editing ? `edit-transaction-${editing.id}` : "add-transaction";
  const fetcher = useFetcher<ActionResult>({ key });
  const [type, setType] = useState<TransactionType>(editing?.type ?? "income");
  const [error, setError] = useState<string | null>(null);
  const onSuccess = useCallback(() => onOpenChange(false), [onOpenChange]);
  useActionToast(fetcher, onSuccess);
  const busy = fetcher.state !== "idle";
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    checkBeforeSubmit(event, transactionInput, setError);
  const id = (name: string) => `${key}-${name}`;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Transaction" : "Add Transaction"}
      description="Amount, type and date are required."
      className="w-[min(36rem,calc(100vw-1rem))] p-4 sm:p-6"
    >
      {/* Kept mounted while open: a failed request leaves everything typed in place. */}
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div>
          <label htmlFor={id("amount")} className={label}>
            Amount *
          </label>
          <input
            id={id("amount")}
            name="amount"
            type="number"
            min="0.01"
            step="0.01"
            inputMode="decimal"
            required
            defaultValue={editing?.amount}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={id("type")} className={label}>
            Type *
          </label>
          <select
            id={id("type")}
            name="type"
            value={type}
            onChange={(e) => setType(e.target.value as TransactionType)}
            className={input}
          >
            <option value="income">Income</option>
            <option value="expense">Expense</option>
          </select>
        </div>
        <div>
          <label htmlFor={id("category")} className={label}>
            Category
          </label>
          <select
            id={id("category")}
            name="category"
            defaultValue={editing?.category ?? ""}
            key={type}
            className={input}
          >
            <option value="">No category</option>
            {categoriesFor(type).map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id("date")} className={label}>
            Date *
          </label>
          <input
            id={id("date")}
            name="date"
            type="date"
            required
            defaultValue={editing?.date ?? today}
            className={input}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={id("description")} className={label}>
            Description
          </label>
          <input
            id={id("description")}
            name="description"
            defaultValue={editing?.description ?? ""}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={id("status")} className={label}>
            Status
          </label>
          <select
            id={id("status")}
            name="status"
            defaultValue={editing?.status === "pending" ? "pending" : "completed"}
            className={input}
          >
            <option value="completed">Completed</option>
            <option value="pending">Pending</option>
          </select>
        </div>
        <div>
          <label htmlFor={id("contactId")} className={label}>
            Contact
          </label>
          <select
            id={id("contactId")}
            name="contactId"
            defaultValue={editing?.contactId ?? ""}
            className={input}
          >
            <option value="">None</option>
            {pickers.contacts.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={id("projectId")} className={label}>
            Project
          </label>
          <select
            id={id("projectId")}
            name="projectId"
            defaultValue={editing?.projectId ?? ""}
            className={input}
          >
            <option value="">None</option>
            {pickers.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        {(error || serverError) && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400">
            {error ?? serverError}
          </p>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <DialogClose className={buttonVariants({ variant: "secondary" })} type="button">
            Cancel
          </DialogClose>
          <Button type="submit" pending={busy}>
            {editing ? "Save Changes" : "Add Transaction"}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
