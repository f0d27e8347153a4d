import type { Page } from "@playwright/test";
import { expect, expectAccessible, showIntent, test, waitForMailWhere } from "./support/fixtures.ts";

/* The contact form on /contact (the public-site pages place the same form below their content). */

async function openForm(page: Page, url = "/contact") {
  await page.goto(url);
  await expect(page.locator("#contact form[data-enhanced]")).toBeVisible();
  await expectAccessible(page);
  return page.locator("#contact");
}

test("validates in the specification's order, and typing after an error returns to idle", async ({
  page,
}) => {
  const form = await openForm(page);
  const send = form.getByRole("button", { name: "Send" });
  const alert = form.getByRole("alert");
  const steps: [string, () => Promise<void>][] = [
    ["Please enter your name", async () => form.getByLabel("Name").fill("Grace Hopper")],
    ["Please enter your email address", async () => form.getByLabel("Email").fill("grace@navy")],
    ["Please enter a valid email address", async () => form.getByLabel("Email").fill("grace@example.test")],
    [
      "Please tell us about your project",
      async () => form.getByLabel("Project Details").fill("  too short "),
    ],
    ["Please provide more details about your project (at least 10 characters)", async () => {}],
  ];
  for (const [message, fix] of steps) {
    await send.click();
    await expect(alert).toHaveText(message);
    await fix();
    // Typing after an error clears it (idle again).
    if (message !== steps.at(-1)![0]) await expect(alert).toHaveCount(0);
  }
  await expectAccessible(page);

  await form.getByLabel("Project Details").fill("A documentary series about compilers, six episodes.");
  await form.getByLabel("Company").fill("Navy Labs");
  await form.getByLabel("Service Needed").selectOption({ label: "Media Production" });
  await form.getByLabel("Budget Range").selectOption({ label: "$5,000 - $10,000" });
  await form.getByLabel("Subject").fill("Compiler documentary");
  await form.getByLabel("What would make this project a win?").fill("A festival screening");
  await send.click();

  const sent = form.getByRole("button", { name: "Message Sent!" });
  await expect(sent).toBeDisabled();
  await expect(form.getByRole("status")).toHaveText(
    "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
  );
  await expectAccessible(page);

  const mail = await waitForMailWhere(
    (m) => m.subject === "New project brief from Grace Hopper: Compiler documentary",
  );
  expect(mail.text).toContain("Budget range: $5,000 - $10,000");
  expect(mail.text).toContain("What would make this project a win: A festival screening");
});

test("a filled honeypot pretends success and sends nothing", async ({ page }) => {
  const form = await openForm(page);
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  await form.getByLabel("Name").fill("Honey Bot");
  await form.getByLabel("Email").fill("bot@example.test");
  await form.getByLabel("Project Details").fill("Buy cheap followers now, limited offer!");
  await page.locator('input[name="honeypot_field"]').fill("http://spam.example");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("button", { name: "Message Sent!" })).toBeDisabled();
  expect(posts).toEqual([]);
});

test("?message=success shows success, then leaves the URL", async ({ page }) => {
  await page.goto("/contact?message=success#contact");
  const form = page.locator("#contact");
  await expect(form.getByRole("button", { name: "Message Sent!" })).toBeDisabled();
  await expect(page).toHaveURL(/\/contact#contact$/);
  await expect(form.getByRole("status")).toContainText("Thank you!");
  await expectAccessible(page);
});

test("?message=success leaves the address bar at once, before the page's code starts", async ({
  browser,
  baseURL,
}) => {
  // A visitor who has not moved yet: the page's code waits for a sign of intent (decision 018).
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // A hydration that disagreed with the server's success would say so here.
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/?message=success", { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => location.pathname + location.search)).toBe("/");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  const form = page.locator("#contact");
  await expect(form.getByRole("button", { name: "Message Sent!" })).toBeDisabled();
  await showIntent(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(form.getByRole("button", { name: "Message Sent!" })).toBeDisabled();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
  await context.close();
});

test("works before JavaScript loads: errors re-render, success returns with ?message=success", async ({
  browser,
  baseURL,
}) => {
  // The app's scripts never arrive, so the form behaves as it does before they load; axe can still
  // be injected into the page.
  const context = await browser.newContext({ baseURL });
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto("/contact");
  await expectAccessible(page);
  const form = page.locator("#contact");
  await expect(page.locator("#contact form[data-enhanced]")).toHaveCount(0);
  await form.getByLabel("Name").fill("Plain Poster");
  await form.getByLabel("Email").fill("plain@example.test");
  await form.getByLabel("Project Details").fill("short");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Please provide more details about your project (at least 10 characters)",
  );
  // The visitor's input is kept.
  await expect(form.getByLabel("Email")).toHaveValue("plain@example.test");
  await expectAccessible(page);

  await form.getByLabel("Project Details").fill("A brand workshop for our founding team of five.");
  await form.getByRole("button", { name: "Send" }).click();
  // The server answered with ?message=success; the inline start script took it out of the address.
  await expect(page).toHaveURL(/\/contact#contact$/);
  await expect(form.getByRole("button", { name: "Message Sent!" })).toBeDisabled();
  await expectAccessible(page);
  await waitForMailWhere((m) => m.subject === "New project brief from Plain Poster");
  await context.close();
});
