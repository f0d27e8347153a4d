import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { parseIcal, prop } from "../support/ical.ts";
import { expect, expectAccessible, signIn, test, testUsers } from "./support/fixtures.ts";

/* Issue 30 items 4, 5 and 9: the admin calendar shows a follow-up and an invoice due date (the
   invoice arriving live, without a reload), switches to week and agenda, moves by keyboard, fits
   390 px; the private feed parses as iCalendar and answers 404 once revoked. The spec dates its
   own records two months ahead, on a day the demo data leaves quiet. */

const pad = (n: number) => String(n).padStart(2, "0");
function dayInTwoMonths(dayOfMonth: number) {
  const d = new Date();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, dayOfMonth));
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(target.getUTCDate())}`;
}

async function signedInPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, "admin");
  return page;
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, "page width at 390 px").toBeLessThanOrEqual(widths.client);
}

test("the calendar shows a follow-up and a live invoice due date, by month, week, agenda and keyboard, and its feed", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const name = `Cal Lead ${randomUUID().slice(0, 6)}`;
  const followUp = dayInTwoMonths(17);
  const due = dayInTwoMonths(18);
  await signIn(page, "admin");

  // A contact with a follow-up day: Add Contact, then Edit Contact's 'Next Follow-up'.
  const email = `cal.${randomUUID().slice(0, 8)}@example.test`;
  await page.goto("/admin/contacts");
  await page.getByRole("button", { name: "Add Contact", exact: true }).first().click();
  const add = page.getByRole("dialog", { name: "Add Contact" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("Company").fill("Calendar Co");
  await add.getByLabel("Project Details").fill("A spring campaign");
  await add.getByRole("button", { name: "Add Contact" }).click();
  await expect(add).toBeHidden();
  await page.goto(`/admin/contacts?q=${encodeURIComponent(email)}`);
  await page.getByRole("article", { name }).getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Edit Contact" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Contact" });
  await edit.getByLabel("Next Follow-up").fill(followUp);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden({ timeout: 30_000 });

  // The month of the follow-up: today's period controls, the kinds, the follow-up on its day.
  const month = `/admin/calendar?view=month&date=${followUp}`;
  await page.goto(month);
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  const grid = page.getByRole("grid", { name: "Month" });
  const cell = (day: string) => grid.locator(`td[data-day="${day}"]`);
  await expect(cell(followUp).getByRole("link", { name: new RegExp(`Follow up: ${name}`) })).toBeVisible();
  await expect(page.getByRole("link", { name: "Today" })).toBeVisible();

  // An invoice created and sent in another tab appears on its due day without a reload.
  await page.evaluate(() => {
    (window as unknown as { calendarMark: boolean }).calendarMark = true;
  });
  const other = await signedInPage(browser);
  await other.goto("/admin/revenue?tab=invoices");
  await other.getByRole("button", { name: "New Invoice" }).click();
  const dialog = other.getByRole("dialog", { name: "New Invoice" });
  const client = dialog.getByLabel("Client *");
  const option = await client
    .locator("option", { hasText: testUsers.client.email })
    .first()
    .getAttribute("value");
  await client.selectOption(option ?? "");
  await dialog.getByLabel("Due date *").fill(due);
  await dialog.getByLabel("Line 1 description").fill(`Calendar film ${name}`);
  await dialog.getByLabel("Line 1 unit price").fill("321.09");
  await dialog.getByLabel("Line 1 quantity").fill("1");
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const row = other.getByRole("row").filter({ hasText: "$321.09" }).filter({ hasText: "Draft" }).first();
  const number = (await row.getByRole("cell").first().textContent())?.trim() ?? "";
  await other.getByRole("row").filter({ hasText: number }).getByRole("button", { name: "Send" }).click();
  await expect(other.getByRole("row").filter({ hasText: number })).toContainText("Sent", { timeout: 30_000 });
  await other.context().close();
  await expect(cell(due).getByRole("link", { name: new RegExp(`Invoice ${number} due`) })).toBeVisible({
    timeout: 15_000,
  });
  expect(await page.evaluate(() => (window as unknown as { calendarMark?: boolean }).calendarMark)).toBe(
    true,
  );
  await expectAccessible(page);

  // Keyboard: the arrows move the focused day, a week with up and down.
  await cell(followUp).focus();
  await page.keyboard.press("ArrowRight");
  await expect(cell(due)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(cell(dayInTwoMonths(11))).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(cell(dayInTwoMonths(10))).toBeFocused();

  // Week and agenda keep the day.
  await page.getByRole("link", { name: "Week view" }).click();
  await expect(page).toHaveURL(/view=week/);
  const week = page.getByRole("grid", { name: "Week" });
  await expect(week.getByRole("link", { name: new RegExp(`Follow up: ${name}`) })).toBeVisible();
  await page.getByRole("link", { name: "Agenda view" }).click();
  await expect(page).toHaveURL(/view=agenda/);
  const agenda = page.getByRole("list", { name: "Agenda" });
  await expect(agenda.getByRole("link", { name: new RegExp(`Follow up: ${name}`) })).toBeVisible();
  await expect(agenda.getByRole("link", { name: new RegExp(`Invoice ${number} due`) })).toBeVisible();
  // The item opens the invoice itself, as the revenue screen does (its PDF), not the invoices tab.
  await expect(agenda.getByRole("link", { name: new RegExp(`Invoice ${number} due`) })).toHaveAttribute(
    "href",
    /^\/files\/invoices\/[0-9a-f-]{36}$/,
  );

  // A kind filter lives in the URL.
  await page.getByRole("link", { name: /^Hide Follow-up/ }).click();
  await expect(page).toHaveURL(/kinds=/);
  await expect(agenda.getByRole("link", { name: new RegExp(`Follow up: ${name}`) })).toHaveCount(0);
  await page.getByRole("link", { name: /^Show Follow-up/ }).click();
  await expect(agenda.getByRole("link", { name: new RegExp(`Follow up: ${name}`) })).toBeVisible();

  // The private feed: made, fetched and parsed, then revoked (404).
  await page.getByRole("button", { name: /^(Create|Renew) feed URL$/ }).click();
  const field = page.getByLabel(/Your feed URL/);
  await expect(field).toHaveValue(/\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const feedPath = new URL(await field.inputValue()).pathname;
  const response = await page.request.get(feedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  // A poll is answered from the kept text, built again in the background seconds after a change
  // (decision 033): a feed fetched earlier in this server's life may not hold the follow-up yet.
  const followUpEvent = async () => {
    const { events } = parseIcal(await (await page.request.get(feedPath)).text());
    return events.find((e) => e.SUMMARY === `Follow-up: Follow up: ${name}`);
  };
  await expect.poll(followUpEvent, { timeout: 15_000, message: "the follow-up's VEVENT" }).toBeTruthy();
  const event = await followUpEvent();
  expect(event && prop(event, "DTSTART")).toEqual({
    key: "DTSTART;VALUE=DATE",
    value: followUp.replaceAll("-", ""),
  });
  expect(event?.UID).toMatch(/^follow-up:[0-9a-f-]{36}@/);
  await page.getByRole("button", { name: "Revoke feed URL" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByTestId("feed-status")).toHaveText("You have no feed URL yet.");
  const gone = await page.request.get(feedPath);
  expect(gone.status()).toBe(404);

  // 390 px: the month reads as an agenda, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(month);
  await expect(grid).toBeHidden();
  await expect(
    page.getByRole("list", { name: "Agenda" }).getByRole("link", { name: new RegExp(`Follow up: ${name}`) }),
  ).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);
});

test("a client never reaches the calendar or a feed", async ({ page }) => {
  await signIn(page, "client");
  const response = await page.goto("/admin/calendar");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Access Denied").first()).toBeVisible();
  const write = await page.request.post("/admin/calendar", { form: { intent: "renew-feed" } });
  expect(write.status()).toBe(403);
  const feed = await page.request.get(`/calendar/feed/${"A".repeat(43)}.ics`);
  expect(feed.status()).toBe(404);
  expect(await feed.text()).toBe("Not Found");
});
