import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support/fixtures.ts";

/* Issue 36: what the owner, visitors and clients meet today, each screen touched checked with axe in
   both themes and at 390 px. */

async function signedInPage(browser: Browser, role: "admin" | "client") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

/** Nothing scrolls sideways at 390 px. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, page.url()).toBeLessThanOrEqual(width);
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the bell lists what waits, each item linking to it", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/admin");
  const bell = page.getByRole("button", { name: /^Notifications: \d+ waiting$/ });
  await bell.click();
  const list = page.getByRole("dialog", { name: "Notifications" });
  const submissions = list.getByRole("region", { name: "New submissions" });
  const first = submissions.getByRole("link", { name: /New submission: / }).first();
  await expect(first).toBeVisible();
  await expectAccessible(page);
  const href = await first.getAttribute("href");
  expect(href).toMatch(/^\/admin\/submissions\?q=.+#sub-/);
  await first.click();
  await expect(page).toHaveURL(/\/admin\/submissions\?q=/);
  await expect(page.locator(`[id="${href?.split("#")[1]}"]`)).toBeVisible();
});

test("form submissions: labels, the Archived filter, delete with confirmation, each change said", async ({
  page,
}) => {
  await signIn(page, "admin");
  await page.goto("/admin/submissions");
  // The demo briefs name a service (briefs other specs send may not).
  await expect(
    page
      .getByRole("article")
      .getByText(/^(Media Production|Marketing Strategy|Brand Consulting|Full Package)$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^\d+-\d+$|^\d+-plus$|^under-\d+$/)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Status" }).getByRole("link")).toHaveText([
    /^All/,
    /^New/,
    /^In Progress/,
    /^Completed/,
  ]);
  await page
    .getByRole("navigation", { name: "Archive" })
    .getByRole("link", { name: /Archived/ })
    .click();
  await expect(page).toHaveURL(/status=archived/);
  const archived = page.getByRole("article");
  await expect(archived.first().getByLabel("Status")).toHaveValue("archived");

  // The toast of a status change says it was saved, away from the user menu.
  const name = await archived.first().getByRole("heading").textContent();
  await archived.first().getByLabel("Status").selectOption("completed");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Status changed to Completed" });
  await expect(toast).toBeVisible();
  const menu = await page.getByRole("button", { name: /admin/i }).last().boundingBox();
  const box = await toast.boundingBox();
  expect(menu && box && overlap(menu, box)).toBe(false);
  await expectAccessible(page);

  // Deleted after the question, gone from every list.
  await page.goto("/admin/submissions?status=completed");
  const doomed = page
    .getByRole("article")
    .filter({ hasText: name ?? "" })
    .first();
  await doomed.getByRole("button", { name: `Delete the submission of ${name}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this submission?");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Submission deleted")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: name ?? "" })).toHaveCount(0);
});

test("the money axis shows its labels whole", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/admin/analytics");
  const chart = page.getByRole("img", { name: "Income per month for the last 4 months" });
  // The value axis' labels: '$0', '$7.5K', '$22.5K'...
  const ticks = chart.locator("svg text").filter({ hasText: /^\$/ });
  await expect(ticks.first()).toBeVisible();
  const chartBox = await chart.boundingBox();
  for (const tick of await ticks.all()) {
    const box = await tick.boundingBox();
    expect(box && chartBox && box.x >= chartBox.x - 0.5, (await tick.textContent()) ?? "").toBe(true);
  }
  await expect(chart.locator("svg text").filter({ hasText: /\(so far\)$/ })).toBeVisible();
});

test("the Client Messages badge drops when a conversation is answered, without a reload", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const client = await signedInPage(browser, "client");
  const watcher = await signedInPage(browser, "admin");
  const answerer = await signedInPage(browser, "admin");
  await client.goto("/client-portal/messages");
  // The watcher's live stream is open (subscribed on the server) before the client writes: a change
  // made between the page's render and its stream's start is not replayed (noted in the stop's note).
  const streamOpen = watcher.waitForResponse((r) => r.url().endsWith("/api/events"));
  await watcher.goto("/admin/subscribers");
  await streamOpen;
  await watcher.evaluate(() => Object.assign(window, { stillSamePage: true }));
  const badge = watcher.locator("#admin-sidebar").getByRole("link", { name: /Client Messages/ });

  const input = client.getByLabel("Message", { exact: true });
  await input.fill(`Is the cut ready? ${randomUUID().slice(0, 6)}`);
  await input.press("Enter");
  await expect(badge).toContainText(/\d+ unread/);

  await answerer.goto("/admin/client-portal?tab=messages");
  await answerer.getByLabel("Message", { exact: true }).fill("Friday morning.");
  await answerer.getByRole("button", { name: "Send" }).click();
  await expect(answerer.getByRole("log").getByText("Friday morning.")).toBeVisible();
  await expect(badge).not.toContainText("unread");
  expect(await watcher.evaluate(() => "stillSamePage" in window)).toBe(true);
});

test("an unknown contact offers Back to Contacts; an unknown portal page shows the dashboard", async ({
  page,
  browser,
}) => {
  await signIn(page, "admin");
  const response = await page.goto(`/admin/contacts/${randomUUID()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Back to Contacts" })).toHaveAttribute(
    "href",
    "/admin/contacts",
  );
  await expectAccessible(page);

  const client = await signedInPage(browser, "client");
  await client.goto("/client-portal/anything");
  await expect(client).toHaveURL(/\/client-portal$/);
  await expect(client.getByRole("heading", { name: "Welcome to your Client Portal!" })).toBeVisible();
});

test("Privacy, Terms and Accessibility are pages linked from the footer", async ({ page }) => {
  await page.goto("/");
  const legal = page.getByRole("list", { name: "Legal" });
  await expect(legal.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
  await expect(page.getByText(/cookie-less analytics/)).toBeVisible();
  await expectAccessible(page);
  await page.goto("/accessibility");
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility Statement" })).toBeVisible();
});

test("blog posts show their own image, and share it", async ({ page }) => {
  await page.goto("/blog");
  const images = page.locator("main article img");
  await expect(images.first()).toBeVisible();
  expect(await images.first().getAttribute("src")).toMatch(/^\/images\/blog\/.+\.png$/);
  expect(await images.nth(1).getAttribute("loading")).toBe("lazy");
  const loaded = await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(loaded).toBe(1200);
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toMatch(/^Blog \| .+/);
  // A post with an image (other specs add posts without one) shares that image.
  const withImage = page
    .locator("main article")
    .filter({ has: page.locator("img") })
    .first();
  const src = await withImage.locator("img").getAttribute("src");
  // The server's HTML, which is what a link preview reads.
  await page.goto((await withImage.locator("h2 a").getAttribute("href")) ?? "");
  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(og).toMatch(/^https?:\/\/.+\/images\/blog\/.+\.png$/);
  expect(new URL(og ?? "").pathname).toBe(src);
  await expectAccessible(page);
  const rss = await (await page.request.get("/rss.xml")).text();
  expect(rss).not.toMatch(/\.\.<\/description>/);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every screen this work touched fits, with the bell open too", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, "admin");
    for (const path of [
      "/admin",
      "/admin/submissions?status=archived",
      "/admin/analytics",
      "/admin/revenue",
      "/admin/settings?tab=general",
      "/admin/settings?tab=security",
      "/admin/messages",
      `/admin/contacts/${randomUUID()}`,
      "/privacy",
      "/terms",
      "/accessibility",
      "/blog",
    ]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page);
    }
    await page.goto("/admin");
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const box = await page.getByRole("dialog", { name: "Notifications" }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
