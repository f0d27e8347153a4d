import { Plus, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { labelClass } from "#app/components/ui/field.tsx";
import { InputField, SelectField, TextareaField } from "#app/components/ui/form-fields.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { checkBeforeSubmit } from "#app/lib/check-before-submit.ts";
import { formatMoney } from "#core/money.ts";
import { invoiceInput, invoiceTotals, type LineInput } from "#core/revenue/invoice.ts";
import { addDays } from "#core/revenue/range.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { RevenuePageData } from "#server/revenue/page.ts";

const emptyLine = (): LineInput & { key: number } => ({
  key: Math.random(),
  description: "",
  quantity: "1",
  unitPrice: "",
});

/** The three inputs of a line item, in their columns. */
const lineInputs = [
  { field: "description", idSuffix: "d", spoken: "description", placeholder: "Description" },
  { field: "quantity", idSuffix: "q", spoken: "quantity", placeholder: "Qty", inputMode: "decimal" },
  {
    field: "unitPrice",
    idSuffix: "p",
    spoken: "unit price",
    placeholder: "Unit price",
    inputMode: "decimal",
  },
] as const;

/** New invoice: client, optional project, line items, tax, discount, notes and dates. */
export function InvoiceDialog({
  open,
  onOpenChange,
  pickers,
  today,
  dueDays,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pickers: RevenuePageData["pickers"];
  today: string;
  dueDays: number;
}) {
  const fetcher = useFetcher<ActionResult>({ key: "create-invoice" });
  const [lines, setLines] = useState([emptyLine()]);
  const [taxRate, setTaxRate] = useState("0");
  const [discount, setDiscount] = useState("0");
  const [contactId, setContactId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const onSuccess = useCallback(() => {
    setLines([emptyLine()]);
    onOpenChange(false);
  }, [onOpenChange]);
  useActionToast(fetcher, onSuccess);
  const busy = fetcher.state !== "idle";
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const safe = (v: string) => (/^\d+(\.\d{1,2})?$/.test(v.trim()) ? v.trim() : "0");
  const totals = invoiceTotals(
    lines.map((l) => ({ quantity: safe(l.quantity), unitPrice: safe(l.unitPrice) })),
    safe(taxRate),
    safe(discount),
  );
  const items = JSON.stringify(
    lines.map(({ description, quantity, unitPrice }) => ({ description, quantity, unitPrice })),
  );
  const setLine = (key: number, patch: Partial<LineInput>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    checkBeforeSubmit(event, invoiceInput, setError, (fields) => ({ ...fields, items: JSON.parse(items) }));
  const projects = pickers.projects.filter((p) => !contactId || !p.clientId || p.clientId === contactId);

  return (
    <Dialog
      className="w-[min(52rem,calc(100vw-1rem))] p-4 sm:p-6"
      open={open}
      onOpenChange={onOpenChange}
      title="New Invoice"
      description="It is saved as a draft; send it when ready."
    >
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="create-invoice" />
        <input type="hidden" name="items" value={items} />
        <SelectField
          id="invoice-contact"
          label="Client *"
          name="contactId"
          value={contactId}
          onChange={(e) => setContactId(e.target.value)}
          placeholder="Choose a client"
          options={pickers.contacts.map((c) => ({ value: c.id, label: `${c.name} (${c.email})` }))}
        />
        <SelectField
          id="invoice-project"
          label="Project"
          name="projectId"
          defaultValue=""
          placeholder="None"
          options={projects.map((p) => ({ value: p.id, label: p.name }))}
        />
        <InputField
          id="invoice-issue"
          label="Issue date *"
          name="issueDate"
          type="date"
          defaultValue={today}
        />
        <InputField
          id="invoice-due"
          label="Due date *"
          name="dueDate"
          type="date"
          defaultValue={addDays(today, dueDays)}
        />
        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>Line items *</legend>
          <div className="flex flex-col gap-2">
            {lines.map((l, i) => (
              <div key={l.key} className="grid grid-cols-[1fr_5rem_7rem_auto] items-end gap-2">
                {lineInputs.map(({ field, idSuffix, spoken, ...input }) => (
                  <Input
                    key={field}
                    id={`line-${l.key}-${idSuffix}`}
                    aria-label={`Line ${i + 1} ${spoken}`}
                    value={l[field]}
                    onChange={(e) => setLine(l.key, { [field]: e.target.value })}
                    {...input}
                  />
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove line ${i + 1}`}
                  disabled={lines.length === 1}
                  onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            ))}
          </div>
          <Button
            type="button"
            variant="secondary"
            className="mt-2"
            onClick={() => setLines((all) => [...all, emptyLine()])}
          >
            <Plus className="size-4" aria-hidden /> Add line
          </Button>
        </fieldset>
        <InputField
          id="invoice-tax"
          label="Tax rate (%)"
          name="taxRate"
          inputMode="decimal"
          value={taxRate}
          onChange={(e) => setTaxRate(e.target.value)}
        />
        <InputField
          id="invoice-discount"
          label="Discount"
          name="discount"
          inputMode="decimal"
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
        />
        <TextareaField id="invoice-notes" label="Notes" className="sm:col-span-2" name="notes" rows={2} />
        <p className="text-sm sm:col-span-2" aria-live="polite">
          Subtotal {formatMoney(totals.subtotal)} · Tax {formatMoney(totals.tax)} ·{" "}
          <strong>Total {formatMoney(totals.total)}</strong>
        </p>
        <DialogFooter error={error ?? serverError} pending={busy} className="sm:col-span-2">
          Create Invoice
        </DialogFooter>
      </fetcher.Form>
    </Dialog>
  );
}
