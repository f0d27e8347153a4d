import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, waitForMail } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/site.ts";

/*
 * First-party booking (issue 31): an admin switches the discovery call on, a visitor books it in
 * two clicks and a form, the confirmation carries a parseable invitation, the admin sees the
 * booking and its CRM contact, and the visitor cancels from the mail's link. The type is switched
 * off again at the end, so /book shows the other specs' call request form.
 */

const unique = (name: string) => `${name}-${Date.now()}@example.test`;

async function setDiscoveryActive(browser: Browser, active: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "admin");
  await gotoHydrated(page, "/admin/bookings");
  const form = page.getByRole("form", { name: /Edit 30-minute discovery call/ });
  await form.getByLabel(/Active/).setChecked(active);
  await form.getByRole("button", { name: "Save type" }).click();
  await expect(page.getByText("Meeting type '30-minute discovery call' saved")).toBeVisible();
  await context.close();
}

/** The fields of the first VEVENT of an iCalendar text, unfolded. */
function icsFields(ics: string) {
  const lines = ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const fields: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(":");
    const name = line.slice(0, at).split(";")[0];
    if (name && !(name in fields)) fields[name] = line.slice(at + 1);
  }
  return { lines, fields };
}

async function pickFirstTime(page: Page) {
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  await grid.getByRole("link").first().click();
  const times = page.getByRole("list", { name: "Free start times" });
  await times.getByRole("link").first().click();
  await expect(page.getByRole("button", { name: "Confirm" })).toBeVisible();
}

test("a visitor books a call, gets an invitation, the admin sees it, the visitor cancels", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await setDiscoveryActive(browser, true);
  try {
    const context = await browser.newContext({ timezoneId: "Europe/Berlin" });
    const page = await context.newPage();
    await gotoHydrated(page, "/book");
    await expect(page.getByRole("heading", { name: "30-minute discovery call", exact: true })).toBeVisible();
    // The browser's time zone replaces the agency's in the address.
    await expect(page).toHaveURL(/tz=Europe%2FBerlin/);
    await expect(page.getByText("Times shown in Europe/Berlin.")).toBeVisible();
    await expectAccessible(page);
    // The list of zones comes when asked for, focused; choosing one closes it again.
    await page.getByRole("link", { name: "Change time zone" }).click();
    const zones = page.getByLabel("Times shown in");
    await expect(zones).toBeFocused();
    await zones.selectOption("Asia/Tokyo");
    await page.getByRole("button", { name: "Change", exact: true }).click();
    await expect(page.getByText("Times shown in Asia/Tokyo.")).toBeVisible();
    await expect(page.getByLabel("Times shown in")).toHaveCount(0);
    await page.getByRole("link", { name: "Change time zone" }).click();
    await page.getByLabel("Times shown in").selectOption("Europe/Berlin");
    await page.getByRole("button", { name: "Change", exact: true }).click();
    await expect(page.getByText("Times shown in Europe/Berlin.")).toBeVisible();
    await pickFirstTime(page);
    const email = unique("booker");
    // The footer's newsletter form has an e-mail field too: fill the booking form's own.
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Name", { exact: true }).fill("Bea Booker");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Company").fill("Booker GmbH");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { name: "You're booked" })).toBeVisible();

    const mail = await waitForMail(email, /^Confirmed:/);
    const ics = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    expect(ics, "an invitation attached").toBeTruthy();
    const { lines, fields } = icsFields(ics!.content.toString("utf8"));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(fields.METHOD).toBe("REQUEST");
    expect(fields.UID).toMatch(/^booking-[0-9a-f-]{36}@/);
    expect(fields.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(fields.ORGANIZER).toMatch(/^mailto:/i);
    expect(fields.ATTENDEE?.toLowerCase()).toContain(email.toLowerCase());
    expect(mail.text).toContain("Europe/Berlin");

    // The agency's side: the list and the CRM contact.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, "admin");
    await gotoHydrated(adminPage, "/admin/bookings");
    const row = adminPage.getByRole("listitem").filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Company: Booker GmbH");
    await expectAccessible(adminPage);
    await row.getByRole("link", { name: "Bea Booker" }).click();
    await expect(adminPage.getByRole("heading", { name: "Bea Booker" })).toBeVisible();
    await admin.close();

    // Cancel from the mail's link.
    const cancel = mail.links.find((l) => l.includes("/book/cancel/"));
    expect(cancel).toBeTruthy();
    await gotoHydrated(page, new URL(cancel!).pathname);
    await expectAccessible(page);
    await page.getByLabel("Reason (optional)").fill("Plans changed");
    await page.getByRole("button", { name: "Cancel the call" }).click();
    await expect(page.getByRole("status")).toContainText("Your booking is cancelled");
    const cancelled = await waitForMail(email, /^Cancelled:/);
    const cancelIcs = cancelled.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    expect(icsFields(cancelIcs!.content.toString("utf8")).fields.METHOD).toBe("CANCEL");
    // The used link now says so.
    await gotoHydrated(page, new URL(cancel!).pathname);
    await expect(page.getByRole("alert")).toContainText("already been cancelled");
    await context.close();
  } finally {
    await setDiscoveryActive(browser, false);
  }
});

/** Marks a page, so that a later check proves it was never reloaded. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { liveMark: boolean }).liveMark = true;
  });
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);

test("a booking made, moved and cancelled shows in open admin tabs of the list and the calendar without a reload", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await setDiscoveryActive(browser, true);
  try {
    const context = await browser.newContext({ timezoneId: "Europe/Berlin" });
    const page = await context.newPage();
    await gotoHydrated(page, "/book");
    await pickFirstTime(page);
    const start = new URL(page.url()).searchParams.get("start") ?? "";
    expect(start).not.toBe("");

    // The admin's tabs, open before the booking exists.
    const admin = await browser.newContext();
    const list = await admin.newPage();
    await signIn(list, "admin");
    await gotoHydrated(list, "/admin/bookings");
    const calendar = await admin.newPage();
    const dayBefore = new Date(Date.parse(start) - 86_400_000).toISOString().slice(0, 10);
    await gotoHydrated(calendar, `/admin/calendar?view=agenda&date=${dayBefore}`);
    await Promise.all([mark(list), mark(calendar)]);

    const email = unique("live-booker");
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Name", { exact: true }).fill("Rita Live");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { name: "You're booked" })).toBeVisible();

    const row = list.getByRole("listitem").filter({ hasText: email });
    await expect(row).toBeVisible({ timeout: 15_000 });
    const item = calendar.getByRole("link", { name: /30-minute discovery call: Rita Live/ });
    await expect(item).toBeVisible({ timeout: 15_000 });
    const firstTime = (await row.locator("strong").textContent()) ?? "";

    // Moved from the mail's link to the first day's last time.
    const mail = await waitForMail(email, /^Confirmed:/);
    const reschedule = mail.links.find((l) => l.includes("/book/reschedule/"));
    expect(reschedule).toBeTruthy();
    await gotoHydrated(page, new URL(reschedule!).pathname);
    const grid = page.getByRole("grid");
    await grid.getByRole("link").first().click();
    await page.getByRole("list", { name: "Free start times" }).getByRole("link").last().click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(/Your call has moved to/)).toBeVisible();
    await expect(row.locator("strong")).not.toHaveText(firstTime, { timeout: 15_000 });
    await expect(item).toBeVisible();

    // Cancelled from the new mail's link: gone from the upcoming list and the calendar.
    const moved = await waitForMail(email, /^Moved:/);
    const cancel = moved.links.find((l) => l.includes("/book/cancel/"));
    expect(cancel).toBeTruthy();
    await gotoHydrated(page, new URL(cancel!).pathname);
    await page.getByRole("button", { name: "Cancel the call" }).click();
    await expect(page.getByRole("status")).toContainText("Your booking is cancelled");
    await expect(row).toHaveCount(0, { timeout: 15_000 });
    await expect(item).toHaveCount(0, { timeout: 15_000 });

    expect(await stillMarked(list)).toBe(true);
    expect(await stillMarked(calendar)).toBe(true);
    await admin.close();
    await context.close();
  } finally {
    await setDiscoveryActive(browser, false);
  }
});
