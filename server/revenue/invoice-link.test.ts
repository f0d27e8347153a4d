import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as publicPageLoader } from "../../app/routes/site/public-invoice.tsx";
import { loader as publicPdfLoader } from "../../app/routes/site/public-invoice-pdf.ts";
import { adminActor, clientActor, expectForbidden } from "../../tests/support/actors.ts";
import { setSetting } from "../../tests/support/campaign-data.ts";
import { createClientWorld } from "../../tests/support/portal-data.ts";
import { routeArgs } from "../../tests/support/route-args.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { invoices, mailOutbox } from "../db/schema.ts";
import { pageCacheKey } from "../http/page-cache.ts";
import { createInvoice } from "./invoice-create.ts";
import { revokeInvoiceLink } from "./invoice-link.ts";
import { sendInvoice } from "./invoices.ts";

const testDb = useTestDatabase();

const draft = (contactId: string) => ({
  contactId,
  issueDate: "2026-11-02",
  dueDate: "2026-12-02",
  taxRate: "0",
  discount: "0",
  items: [{ description: "Brand video", quantity: "1", unitPrice: "1200.00" }],
});

/** The page loader's answer: its data, and the status (404 for an unknown or revoked link). */
async function openPage(token: string) {
  const result = await publicPageLoader({
    ...routeArgs(new Request(`http://localhost:3000/invoice/${token}`)),
    params: { token },
  } as never);
  const init = (result as { init?: { status?: number } }).init;
  const body = (result as { data?: unknown }).data ?? result;
  return {
    status: init?.status ?? 200,
    body: body as { invoice: { number: string; paymentInstructions: string } | null },
  };
}

async function openPdf(token: string) {
  return (await publicPdfLoader({
    ...routeArgs(new Request(`http://localhost:3000/invoice/${token}/pdf`)),
    params: { token },
  } as never)) as Response;
}

describe("an invoice's mail and public link", () => {
  it("attaches the PDF, links to a page that needs no sign-in, prints the payment instructions, and can be revoked", async () => {
    const admin = adminActor();
    const db = testDb.db();
    await setSetting(db, "paymentInstructions", "Bank transfer to Ardent Media Co.\nIBAN US00 1111 2222");
    const world = await createClientWorld("link");
    const invoice = await createInvoice(admin, draft(world.contact.id));
    await sendInvoice(admin, invoice.id);

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "invoice"));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `${invoice.number}.pdf`,
      contentType: "application/pdf",
    });
    expect(Buffer.from(mail.attachments[0].contentBase64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(mail.text).toContain("IBAN US00 1111 2222");
    expect(mail.html).toContain("IBAN US00 1111 2222");
    const link = /\/invoice\/([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1] ?? "";
    expect(link).toHaveLength(43);

    // The page and the PDF open without a session; the page is never put in the public cache.
    const page = await openPage(link);
    expect(page.status).toBe(200);
    expect(page.body.invoice?.number).toBe(invoice.number);
    expect(page.body.invoice?.paymentInstructions).toContain("IBAN US00 1111 2222");
    const pdf = await openPdf(link);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(pageCacheKey(new Request(`http://localhost:3000/invoice/${link}`))).toBeNull();

    // Sending again keeps the same link; a guessed or malformed token finds nothing.
    await sendInvoice(admin, invoice.id);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.publicToken).toBe(link);
    // One character changed (to another one: a token may well end in 'A').
    expect((await openPage(`${link.slice(0, 42)}${link[42] === "A" ? "B" : "A"}`)).status).toBe(404);
    expect((await openPage("short")).status).toBe(404);

    // Only admins revoke; after that the page and the PDF are gone, and the next send makes a new link.
    await expectForbidden(() => revokeInvoiceLink(clientActor(), invoice.id));
    await revokeInvoiceLink(admin, invoice.id);
    expect((await openPage(link)).status).toBe(404);
    expect((await openPdf(link)).status).toBe(404);
    await sendInvoice(admin, invoice.id);
    const [renewed] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(renewed.publicToken).not.toBe(link);
    expect((await openPage(renewed.publicToken ?? "")).status).toBe(200);
  });

  it("never opens a draft through a token", async () => {
    const admin = adminActor();
    const world = await createClientWorld("link-draft");
    const invoice = await createInvoice(admin, draft(world.contact.id));
    await testDb
      .db()
      .update(invoices)
      .set({ publicToken: "D".repeat(43) })
      .where(eq(invoices.id, invoice.id));
    expect((await openPage("D".repeat(43))).status).toBe(404);
  });
});
