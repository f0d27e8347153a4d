import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, testUsers, waitForMail } from "./support/fixtures.ts";

/* The Revenue Tracker (issue 16): a transaction added, found and exported; an invoice created,
   sent, seen by its client with its PDF, paid. */

test.describe.configure({ timeout: 90_000 });

async function signedInPage(browser: Browser, role: keyof typeof testUsers) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, role);
  return page;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
}

test("add a transaction, find it by search and export the filtered list", async ({ browser }) => {
  const admin = await signedInPage(browser, "admin");
  const label = `E2E retainer ${randomUUID().slice(0, 8)}`;
  await visit(admin, "/admin/revenue?tab=transactions");
  await expectAccessible(admin);

  await admin.getByRole("button", { name: "Add Transaction" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add Transaction" });
  await dialog.getByRole("button", { name: "Add Transaction" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Please fill in all required fields: Amount, Type, and Date.",
  );
  await dialog.getByLabel("Amount *").fill("1234.56");
  await dialog.getByLabel("Category").selectOption("Brand Consulting");
  await dialog.getByLabel("Description").fill(label);
  await dialog.getByRole("button", { name: "Add Transaction" }).click();
  await expect(dialog).toBeHidden();

  await admin.getByLabel("Search transactions").fill(label.toUpperCase());
  await admin.getByRole("button", { name: "Search", exact: true }).click();
  const row = admin.getByRole("row", { name: new RegExp(label) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("+$1,234.56");
  await expect(admin.getByRole("row")).toHaveCount(2);

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Export" }).click(),
  ]);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.trim().split("\r\n")).toHaveLength(2);
  expect(csv).toContain(label);
  expect(csv).toContain("1234.56");
});

test("deleting a transaction asks first and then says it is done, though its row is gone", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, "admin");
  const label = `E2E to delete ${randomUUID().slice(0, 8)}`;
  await visit(admin, "/admin/revenue?tab=transactions");
  await admin.getByRole("button", { name: "Add Transaction" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add Transaction" });
  await dialog.getByLabel("Amount *").fill("10");
  await dialog.getByLabel("Description").fill(label);
  await dialog.getByRole("button", { name: "Add Transaction" }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole("row", { name: new RegExp(label) });
  await row.getByRole("button", { name: `Delete ${label}` }).click();
  const confirm = admin.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this transaction?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByText("Transaction deleted")).toBeVisible();
  await expect(row).toBeHidden();
});

test("the overview's chart and the reports' wide table pass axe in both themes", async ({ browser }) => {
  const admin = await signedInPage(browser, "admin");
  await visit(admin, "/admin/revenue?tab=overview&range=90d");
  await expect(admin.locator(".recharts-surface").first()).toBeVisible();
  await expectAccessible(admin);
  await visit(admin, "/admin/revenue?tab=reports");
  await expect(
    admin.getByRole("region", { name: /^Profit and loss \d{4} by month and category$/ }),
  ).toBeVisible();
  await expectAccessible(admin);
});

test("Escape closes Add Transaction and gives focus back to its button", async ({ browser }) => {
  const admin = await signedInPage(browser, "admin");
  await visit(admin, "/admin/revenue?tab=transactions");
  const open = admin.getByRole("button", { name: "Add Transaction" });
  await open.focus();
  await admin.keyboard.press("Enter");
  const dialog = admin.getByRole("dialog", { name: "Add Transaction" });
  await expect(dialog.getByLabel("Amount *")).toBeFocused();
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("an invoice is created, sent, seen by its client with its PDF, and paid", async ({ browser }) => {
  const admin = await signedInPage(browser, "admin");
  const line = `E2E brand film ${randomUUID().slice(0, 8)}`;
  await visit(admin, "/admin/revenue?tab=invoices");
  await admin.getByRole("button", { name: "New Invoice" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Invoice" });
  const client = dialog.getByLabel("Client *");
  const option = await client
    .locator("option", { hasText: testUsers.client.email })
    .first()
    .getAttribute("value");
  await client.selectOption(option ?? "");
  await dialog.getByLabel("Line 1 description").fill(line);
  await dialog.getByLabel("Line 1 unit price").fill("500.10");
  await dialog.getByLabel("Line 1 quantity").fill("2");
  await expect(dialog.getByText("Total $1,000.20")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(dialog).toBeHidden();

  const row = admin.getByRole("row").filter({ hasText: "$1,000.20" }).filter({ hasText: "Draft" }).first();
  const number = (await row.getByRole("cell").first().textContent())?.trim() ?? "";
  expect(number).toMatch(/^INV-\d{4}-\d{4,}$/);
  const invoiceRow = admin.getByRole("row").filter({ hasText: number });
  await invoiceRow.getByRole("button", { name: "Send" }).click();
  await expect(invoiceRow).toContainText("Sent");
  const mail = await waitForMail(testUsers.client.email, new RegExp(`Invoice ${number}`));
  expect(mail.text).toContain("/client-portal/billing");
  // The mail's link opens the invoice without signing in, accessible in both themes.
  const publicPath = /\/invoice\/[A-Za-z0-9_-]{20,}/.exec(mail.text)?.[0] ?? "";
  expect(publicPath).not.toBe("");
  const stranger = await (await browser.newContext()).newPage();
  await visit(stranger, publicPath);
  await expect(stranger.getByText(number).first()).toBeVisible();
  await expect(stranger.getByRole("link", { name: "Download PDF" })).toBeVisible();
  await expectAccessible(stranger);
  await stranger.context().close();

  const portal = await signedInPage(browser, "client");
  await visit(portal, "/client-portal/billing");
  const invoices = portal.getByRole("region", { name: "Invoices" });
  const item = invoices.getByRole("listitem").filter({ hasText: number });
  await expect(item).toContainText("Sent");
  const pdfHref = await item.getByRole("link", { name: /PDF/ }).getAttribute("href");
  const pdf = await portal.request.get(pdfHref ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const other = await signedInPage(browser, "client2");
  expect((await other.request.get(pdfHref ?? "")).status()).toBe(404);

  // 'Record payment' is a dialog: the balance, dated today, in the invoice's income category.
  await invoiceRow.getByRole("button", { name: "Record payment" }).click();
  const payment = admin.getByRole("dialog", { name: `Record payment for ${number}` });
  await expect(payment.getByLabel("Payment date *")).not.toHaveValue("");
  await expectAccessible(admin);
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(payment).toBeHidden();
  await expect(invoiceRow).toContainText("Paid");
  await portal.reload();
  await expect(item).toContainText("Paid");
  // The payment is also in the client's transaction history.
  await expect(portal.getByText(`Payment for invoice ${number}`)).toBeVisible();
  await expectAccessible(portal);
});
