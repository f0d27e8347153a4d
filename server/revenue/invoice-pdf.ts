import { createElement as h, type ReactElement } from "react";
import { formatMoney } from "../../core/money.ts";
import { invoiceBadgeStatus, invoiceStatus } from "../../core/revenue/invoice.ts";
import { statusTone } from "../../core/status-tones.ts";
import type { Actor } from "../projects/access.ts";
import { type LoadedInvoice, requireInvoiceAccess } from "./invoices.ts";
import { getRevenueSettings, type RevenueSettings } from "./settings.ts";

type Loaded = LoadedInvoice;
type Agency = RevenueSettings;

/** The invoice as a react-pdf document (plain createElement: this module runs in Node without JSX). */
async function document(data: Loaded, agency: Agency): Promise<ReactElement> {
  const { Document, Page, StyleSheet, Text, View } = await import("@react-pdf/renderer");
  const s = StyleSheet.create({
    page: { padding: 40, fontSize: 10, fontFamily: "Helvetica", color: "#111" },
    row: { flexDirection: "row", justifyContent: "space-between" },
    title: { fontSize: 20, fontFamily: "Helvetica-Bold", marginBottom: 4 },
    muted: { color: "#555" },
    head: {
      flexDirection: "row",
      borderBottom: "1 solid #999",
      paddingBottom: 4,
      marginTop: 24,
      fontFamily: "Helvetica-Bold",
    },
    line: { flexDirection: "row", borderBottom: "0.5 solid #ddd", paddingVertical: 4 },
    desc: { flex: 5 },
    num: { flex: 1.5, textAlign: "right" },
    totals: { marginTop: 12, marginLeft: "55%" },
    bold: { fontFamily: "Helvetica-Bold" },
  });
  const { invoice, contact, items } = data;
  const money = (v: string) => formatMoney(v, invoice.currency);
  const total = (label: string, value: string, bold = false) =>
    h(
      View,
      { style: s.row, key: label },
      h(Text, { style: bold ? s.bold : undefined }, label),
      h(Text, { style: bold ? s.bold : undefined }, value),
    );
  return h(
    Document,
    { title: `Invoice ${invoice.number}`, author: agency.siteName },
    h(
      Page,
      { size: "A4", style: s.page },
      h(
        View,
        { style: s.row },
        h(
          View,
          null,
          h(Text, { style: s.title }, agency.siteName),
          h(Text, { style: s.muted }, agency.businessAddress),
          h(Text, { style: s.muted }, `${agency.contactEmail} · ${agency.contactPhone}`),
        ),
        h(
          View,
          null,
          h(Text, { style: s.title }, "INVOICE"),
          h(Text, null, invoice.number),
          h(Text, null, `Issued ${invoice.issueDate}`),
          h(Text, null, `Due ${invoice.dueDate}`),
          h(
            Text,
            null,
            statusTone(
              "invoice",
              invoiceBadgeStatus(invoiceStatus(invoice.status, invoice.dueDate, agency.today)),
            ).label,
          ),
        ),
      ),
      h(
        View,
        { style: { marginTop: 24 } },
        h(Text, { style: s.bold }, "Bill to"),
        h(Text, null, contact.name),
        contact.company ? h(Text, null, contact.company) : null,
        h(Text, null, contact.email),
        data.projectName ? h(Text, { style: s.muted }, `Project: ${data.projectName}`) : null,
      ),
      h(
        View,
        { style: s.head },
        h(Text, { style: s.desc }, "Description"),
        h(Text, { style: s.num }, "Qty"),
        h(Text, { style: s.num }, "Unit price"),
        h(Text, { style: s.num }, "Amount"),
      ),
      ...items.map((item) =>
        h(
          View,
          { style: s.line, key: item.id },
          h(Text, { style: s.desc }, item.description),
          h(Text, { style: s.num }, item.quantity),
          h(Text, { style: s.num }, money(item.unitPrice)),
          h(Text, { style: s.num }, money(item.amount)),
        ),
      ),
      h(
        View,
        { style: s.totals },
        total("Subtotal", money(invoice.subtotal)),
        total("Discount", `-${money(invoice.discount)}`),
        total(`Tax (${invoice.taxRate} %)`, money(invoice.tax)),
        total("Total", money(invoice.total), true),
        total("Paid", money(invoice.amountPaid)),
      ),
      invoice.notes ? h(Text, { style: { marginTop: 24 } }, invoice.notes) : null,
      agency.paymentInstructions.trim()
        ? h(
            View,
            { style: { marginTop: 24 } },
            h(Text, { style: s.bold }, "Payment instructions"),
            h(Text, null, agency.paymentInstructions.trim()),
          )
        : null,
    ),
  );
}

/** The invoice's PDF, for the admins or the invoice's own client (others get a 404). */
export async function renderInvoicePdf(user: Actor, id: string) {
  const data = await requireInvoiceAccess(user, id);
  return invoicePdf(data, await getRevenueSettings());
}

/** The PDF of an invoice already loaded (and already authorised) by the caller. */
export async function invoicePdf(data: LoadedInvoice, agency: RevenueSettings) {
  const { renderToBuffer } = await import("@react-pdf/renderer");
  // biome-ignore lint/suspicious/noExplicitAny: react-pdf types its root as its own Document element.
  const buffer = await renderToBuffer((await document(data, agency)) as any);
  return { buffer, fileName: `${data.invoice.number}.pdf` };
}
