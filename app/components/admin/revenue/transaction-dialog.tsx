import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { InputField, SelectField } from "#app/components/ui/form-fields.tsx";
import { checkBeforeSubmit } from "#app/lib/check-before-submit.ts";
import { categoriesFor, type TransactionType } from "#core/revenue/categories.ts";
import { transactionInput } from "#core/revenue/transaction-schema.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { RevenuePageData } from "#server/revenue/page.ts";
import type { TransactionRow } from "#server/revenue/transaction-list.ts";

const typeOptions = [
  { value: "income", label: "Income" },
  { value: "expense", label: "Expense" },
];
const statusOptions = [
  { value: "completed", label: "Completed" },
  { value: "pending", label: "Pending" },
];

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
        <InputField
          id={id("amount")}
          label="Amount *"
          name="amount"
          type="number"
          min="0.01"
          step="0.01"
          inputMode="decimal"
          required
          defaultValue={editing?.amount}
        />
        <SelectField
          id={id("type")}
          label="Type *"
          name="type"
          value={type}
          onChange={(e) => setType(e.target.value as TransactionType)}
          options={typeOptions}
        />
        <SelectField
          id={id("category")}
          label="Category"
          name="category"
          defaultValue={editing?.category ?? ""}
          key={type}
          placeholder="No category"
          options={categoriesFor(type).map((c) => ({ value: c, label: c }))}
        />
        <InputField
          id={id("date")}
          label="Date *"
          name="date"
          type="date"
          required
          defaultValue={editing?.date ?? today}
        />
        <InputField
          id={id("description")}
          label="Description"
          className="sm:col-span-2"
          name="description"
          defaultValue={editing?.description ?? ""}
        />
        <SelectField
          id={id("status")}
          label="Status"
          name="status"
          defaultValue={editing?.status === "pending" ? "pending" : "completed"}
          options={statusOptions}
        />
        <SelectField
          id={id("contactId")}
          label="Contact"
          name="contactId"
          defaultValue={editing?.contactId ?? ""}
          placeholder="None"
          options={pickers.contacts.map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField
          id={id("projectId")}
          label="Project"
          className="sm:col-span-2"
          name="projectId"
          defaultValue={editing?.projectId ?? ""}
          placeholder="None"
          options={pickers.projects.map((p) => ({ value: p.id, label: p.name }))}
        />
        <DialogFooter error={error ?? serverError} pending={busy} className="sm:col-span-2">
          {editing ? "Save Changes" : "Add Transaction"}
        </DialogFooter>
      </fetcher.Form>
    </Dialog>
  );
}
