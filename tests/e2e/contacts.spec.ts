import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, testUsers, waitForInteractive } from "./support/fixtures.ts";

/* Contacts & Leads as a CRM (issue 18 items 1-3): live list, the contact detail view with editing
   and activity history, and a contact-form brief seen as one lead from both sides. */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A stat card's figure: the paragraph after the one that holds its label. */
async function stat(page: Page, label: string) {
  const value = page.getByText(label, { exact: true }).locator("xpath=../following-sibling::p[1]");
  return Number(((await value.textContent()) ?? "").replace(/[^0-9.-]/g, ""));
}

/** The Contacts entry's badge (new submissions): 0 when it shows none, 99 for "99+". */
async function contactsBadge(page: Page) {
  const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Contacts/ });
  const match = /(\d+)/.exec((await link.textContent()) ?? "");
  return match ? Number(match[1]) : 0;
}

// Marks on the window prove that what follows arrives without a page load.
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { stillSamePage: true }));
const samePage = (page: Page) => page.evaluate(() => "stillSamePage" in window);

test("a brief from the contact form appears live in Contacts & Leads, as one lead linked both ways", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // two browsers and axe scans
  await signIn(page, "admin");
  await page.goto("/admin/contacts");
  const total = await stat(page, "Total Contacts");
  const badge = await contactsBadge(page);
  await mark(page);

  const name = `Live Lead ${unique()}`;
  const email = `live.${unique()}@example.test`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/contact");
  await waitForInteractive(visitor);
  const form = visitor.locator("#contact");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Project Details").fill("A launch film for our spring collection, two cuts.");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toContainText("Your message has been sent successfully");
  await visitor.context().close();

  // The admin's open list, its stats and the sidebar badge follow without a reload.
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => stat(page, "Total Contacts")).toBe(total + 1);
  if (badge < 99) await expect.poll(() => contactsBadge(page)).toBe(badge + 1);
  expect(await samePage(page)).toBe(true);

  // The contact shows its brief; the brief in Submissions leads back to the contact.
  await card.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/admin\/contacts\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("linked-brief")).toContainText("A launch film for our spring collection");
  await page.getByRole("link", { name: "Open in Submissions" }).click();
  await expect(page).toHaveURL(/\/admin\/submissions\?q=/);
  const brief = page.getByRole("article", { name });
  await brief.getByRole("link", { name: "View contact" }).click();
  await expect(page).toHaveURL(detailUrl);
});

test("the contact detail view shows every field, edits with Add Contact's rules and keeps a history", async ({
  page,
}) => {
  test.setTimeout(120_000); // axe scans in both themes at several steps, on a shared 2-core machine
  await signIn(page, "admin");
  const name = `Detail ${unique()}`;
  const email = `detail.${unique()}@example.test`;
  await page.goto("/admin/contacts");
  await page.getByRole("button", { name: "Add Contact", exact: true }).first().click();
  const add = page.getByRole("dialog", { name: "Add Contact" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("Company").fill("Northwind");
  await add.getByLabel("Project Details").fill("Three product videos");
  await add.getByLabel("Notes").fill("Met at the trade fair");
  await add.getByRole("button", { name: "Add Contact" }).click();
  await expect(add).toBeHidden();
  await page.goto(`/admin/contacts?q=${encodeURIComponent(email)}`);
  await page.getByRole("article", { name }).getByRole("link", { name }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Admin`);
  await expect(page.getByText("Three product videos")).toBeVisible();
  await expect(page.getByText("Met at the trade fair")).toBeVisible();
  await expect(page.getByText("No portal account yet.", { exact: false })).toBeVisible();
  const history = page.getByRole("list", { name: "Activity history" });
  await expect(history).toContainText("Contact created");
  await expectAccessible(page);

  // Same rules as Add Contact: a bad e-mail is refused and what was typed stays.
  await page.getByRole("button", { name: "Edit Contact" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Contact" });
  await expect(edit.getByLabel("Company")).toHaveValue("Northwind");
  await edit.getByLabel("Phone").fill("+1 555 0142");
  await edit.getByLabel("Email").fill("not-an-email");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(edit.getByLabel("Phone")).toHaveValue("+1 555 0142");
  await expectAccessible(page);

  await edit.getByLabel("Email").fill(email);
  await edit.getByLabel("Status").selectOption({ label: "Qualified" });
  await edit.getByLabel("Next Follow-up").fill("2026-12-15");
  await edit.getByLabel("Last Contact").fill("2026-11-20");
  await edit.getByLabel("Tags (comma-separated)").fill("vip, video");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Contact updated")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId("contact-status")).toHaveText("Qualified");
  await expect(page.getByText("Dec 15, 2026")).toBeVisible();
  await expect(page.getByText("Nov 20, 2026")).toBeVisible();
  await expect(page.getByText("+1 555 0142", { exact: true })).toBeVisible();
  const edited = history.getByRole("listitem").filter({ hasText: "Contact edited" });
  await expect(edited).toContainText(testUsers.admin.email);
  await expect(edited).toContainText("Status: New Lead → Qualified");
  await expect(edited).toContainText("Next follow-up: (empty) → 2026-12-15");

  // It fits a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  // Delete with the confirmation, back to the list.
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this contact?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contacts & Leads" })).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
});

test("an unknown contact is a 404 inside the admin layout", async ({ page }) => {
  await signIn(page, "admin");
  const response = await page.goto("/admin/contacts/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
});

test("a save that fails on the way (a proxy's 502) keeps the dialog, its fields and the alert text", async ({
  browser,
}) => {
  test.setTimeout(60_000); // its own browser context and an SSR page load on a shared 2-core machine
  // Its own page: the browser logs the intended 502, which the shared page fixture counts as an error.
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, "admin");
  await page.goto("/admin/contacts");
  await waitForInteractive(page);
  const href = await page
    .getByRole("article")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  expect(href).toMatch(/^\/admin\/contacts\/[0-9a-f-]{36}$/);
  await page.goto(href ?? "");
  await waitForInteractive(page);
  await page.getByRole("button", { name: "Edit Contact" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Contact" });
  await edit.getByLabel("Notes").fill("Typed before the connection dropped");
  await page.route(/\/admin\/contacts\/[^/]+\.data/, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 502, body: "Bad Gateway" })
      : route.fallback(),
  );
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByRole("alert")).toHaveText("Failed to update contact. Please try again.");
  await expect(edit.getByLabel("Notes")).toHaveValue("Typed before the connection dropped");
  expect(errors).toEqual([]);
  await page.context().close();
});
