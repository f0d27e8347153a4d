import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { invoices } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { isUuid } from "../projects/access.ts";
import type { SessionUser } from "../session.ts";
import { PREVIEW_INVOICE_MESSAGE } from "./invoice-create.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { loadInvoice } from "./invoices.ts";
import { getRevenueSettings } from "./settings.ts";

/*
 * The public link of an invoice (issue 34 item 6): a client without an account opens the invoice
 * from its mail. The token is 256 random bits (43 base64url characters): long and unguessable.
 * Revoking clears it; the page and PDF answer 404 from then on, like any unknown token.
 */

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const publicInvoiceUrl = (token: string) => `${getEnv().BASE_URL}/invoice/${token}`;

/** The invoice's token, made now if it has none (inside the caller's transaction, row locked). */
export async function ensurePublicToken(tx: Db, invoice: { id: string; publicToken: string | null }) {
  if (invoice.publicToken) return invoice.publicToken;
  const token = randomBytes(32).toString("base64url");
  await tx.update(invoices).set({ publicToken: token }).where(eq(invoices.id, invoice.id));
  return token;
}

/** The invoice behind a public token, drafts never; null for anything else. */
export async function publicInvoice(token: string | undefined, db: Db = getDb()) {
  if (!token || !tokenPattern.test(token)) return null;
  return loadInvoice(db, and(eq(invoices.publicToken, token), sql`${invoices.status} <> 'draft'`));
}

export async function publicInvoicePdf(token: string | undefined) {
  const data = await publicInvoice(token);
  if (!data) return null;
  return invoicePdf(data, await getRevenueSettings());
}

/** 'Revoke link': the link in every mail sent so far stops working; a later send makes a new one. */
export async function revokeInvoiceLink(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_INVOICE_MESSAGE);
  if (!isUuid(id)) throw new ActionError("This invoice no longer exists.", 404);
  const [row] = await getDb()
    .update(invoices)
    .set({ publicToken: null })
    .where(eq(invoices.id, id))
    .returning({ number: invoices.number });
  if (!row) throw new ActionError("This invoice no longer exists.", 404);
  await recordAudit(actor, "invoice.revoke-link", row.number, { invoiceId: id });
}
