import { describe, expect, it } from "vitest";
import {
  invoiceInput,
  invoiceNumber,
  invoiceStatus,
  invoiceTotals,
  lineAmount,
  statusAfterPayment,
  voidQuestion,
} from "./invoice.ts";
import { REQUIRED_FIELDS_MESSAGE, transactionInput } from "./transaction-schema.ts";

describe("invoice totals", () => {
  it("multiplies quantities and rounds each line to the cent", () => {
    expect(lineAmount({ quantity: "3", unitPrice: "0.10" })).toBe(30n);
    expect(lineAmount({ quantity: "0.5", unitPrice: "0.25" })).toBe(13n);
  });

  it("takes the discount off before tax", () => {
    const totals = invoiceTotals(
      [
        { quantity: "2", unitPrice: "1000.00" },
        { quantity: "1", unitPrice: "0.10" },
        { quantity: "1", unitPrice: "0.20" },
      ],
      "8.25",
      "100",
    );
    expect(totals).toEqual({ subtotal: "2000.30", discount: "100.00", tax: "156.77", total: "2057.07" });
  });
});

describe("invoice numbers and statuses", () => {
  it("formats INV-2026-0001", () => {
    expect(invoiceNumber(2026, 1)).toBe("INV-2026-0001");
    expect(invoiceNumber(2026, 12345)).toBe("INV-2026-12345");
  });

  it("derives overdue from the due date, for unpaid invoices only", () => {
    expect(invoiceStatus("sent", "2026-11-01", "2026-11-02")).toBe("overdue");
    expect(invoiceStatus("partially_paid", "2026-11-01", "2026-11-02")).toBe("overdue");
    expect(invoiceStatus("sent", "2026-11-02", "2026-11-02")).toBe("sent");
    expect(invoiceStatus("paid", "2026-11-01", "2026-11-02")).toBe("paid");
    expect(invoiceStatus("void", "2026-11-01", "2026-11-02")).toBe("void");
  });

  it("is paid once the payments reach the total", () => {
    expect(statusAfterPayment("100.00", "99.99")).toBe("partially_paid");
    expect(statusAfterPayment("100.00", "100")).toBe("paid");
  });

  it("refuses an invoice without lines or with a due date before its issue date", () => {
    const base = {
      contactId: crypto.randomUUID(),
      issueDate: "2026-11-10",
      dueDate: "2026-11-01",
      taxRate: "",
      discount: "",
    };
    const result = invoiceInput.safeParse({
      ...base,
      items: [{ description: "Shoot", quantity: "1", unitPrice: "500" }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("The due date must be on or after the issue date.");
    expect(
      invoiceInput.safeParse({ ...base, dueDate: "2026-12-01", items: [] }).error?.issues[0].message,
    ).toBe("Add at least one line item.");
    const line = [{ description: "Shoot", quantity: "1", unitPrice: "500" }];
    expect(
      invoiceInput.safeParse({ ...base, issueDate: "2026-02-30", dueDate: "2026-03-30", items: line }).error
        ?.issues[0].message,
    ).toBe("Enter a valid date.");
    const huge = (item: Record<string, string>) =>
      invoiceInput.safeParse({ ...base, dueDate: "2026-12-01", items: [{ ...line[0], ...item }] }).error
        ?.issues[0].message;
    expect(huge({ quantity: "99999999999999" })).toBe("A quantity is at most 9,999,999,999.99.");
    expect(huge({ unitPrice: "99999999999999999999" })).toBe("The invoice amounts are too large.");
    expect(huge({ quantity: "9999999999", unitPrice: "1000" })).toBe("The invoice amounts are too large.");
    expect(huge({ quantity: "2", unitPrice: "1000" })).toBeUndefined();
  });
});

describe("the Add Transaction form", () => {
  it("asks for amount, type and date with the specification's message", () => {
    const result = transactionInput.safeParse({ amount: "", type: "income", date: "2026-11-01" });
    expect(result.error?.issues[0].message).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it("accepts 0.01 steps above 0 and a category of the type only", () => {
    expect(transactionInput.safeParse({ amount: "0.01", type: "income", date: "2026-11-01" }).success).toBe(
      true,
    );
    expect(transactionInput.safeParse({ amount: "0", type: "income", date: "2026-11-01" }).success).toBe(
      false,
    );
    expect(transactionInput.safeParse({ amount: "1.005", type: "income", date: "2026-11-01" }).success).toBe(
      false,
    );
    const wrong = transactionInput.safeParse({
      amount: "5",
      type: "income",
      date: "2026-11-01",
      category: "Travel",
    });
    expect(wrong.error?.issues[0].message).toBe("Choose a category from the list.");
  });
});

describe("what voiding an invoice means", () => {
  const invoice = { number: "INV-2026-0007", total: "1000.00", currency: "USD" };
  it("an unpaid invoice is cancelled, its number kept", () => {
    expect(voidQuestion({ ...invoice, amountPaid: "0.00" })).toBe(
      "Void invoice INV-2026-0007? It keeps its number, which is never used again.",
    );
  });
  it("a partly paid one cancels the unpaid balance and keeps the payments as income", () => {
    const text = voidQuestion({ ...invoice, amountPaid: "400.00" });
    expect(text).toContain("has $400.00 of $1,000.00 paid");
    expect(text).toContain("cancels the unpaid $600.00");
    expect(text).toContain("stays recorded as income");
  });
});
