import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, waitForInteractive } from "./support/fixtures.ts";

const today = () => new Date().toISOString().slice(0, 10);
const unique = () => `E2E ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function metric(page: Page, label: string) {
  const text =
    (await page.getByRole("region", { name: label }).getByTestId("metric-value").textContent()) ?? "";
  return Number(text.replace(/[^0-9.-]/g, ""));
}

async function activeDetail(page: Page) {
  const text =
    (await page
      .getByRole("region", { name: "Active Contacts" })
      .getByTestId("metric-detail")
      .textContent()) ?? "";
  const [, fresh, inProgress] = /([\d,]+) new · ([\d,]+) in progress/.exec(text) ?? [];
  return { fresh: Number(fresh.replace(/,/g, "")), inProgress: Number(inProgress.replace(/,/g, "")) };
}

/** How many contacts have a status, read from the filtered list's pager (0 when the list is empty). */
async function contactsWithStatus(page: Page, status: string) {
  await page.goto(`/admin/contacts?status=${status}`);
  const pager = page.getByRole("navigation", { name: "Pagination" });
  if (!(await pager.isVisible())) return 0;
  const [, total] = /of ([\d,]+) ·/.exec((await pager.textContent()) ?? "") ?? [];
  return Number(total.replace(/,/g, ""));
}

async function addContact(page: Page, name: string, value = "") {
  await page.getByRole("button", { name: "Add Contact", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Contact" });
  await dialog.getByLabel("Name").fill(name);
  const local = name
    .replace(/[^a-z0-9]+/gi, ".")
    .replace(/^\.|\.$/g, "")
    .toLowerCase();
  await dialog.getByLabel("Email").fill(`${local}@example.test`);
  if (value) await dialog.getByLabel("Deal Value ($)").fill(value);
  await dialog.getByRole("button", { name: "Add Contact" }).click();
  // The previous create's toast may still be on screen: look at the newest.
  await expect(page.getByText("Contact created successfully!").last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe("admin back office", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "admin");
  });

  test("the layout lists every section, with the Administrator label", async ({ page }) => {
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    const entries: [string, string][] = [
      ["Dashboard", "/admin"],
      ["Contacts", "/admin/contacts"],
      ["Subscribers", "/admin/subscribers"],
      ["Blog Posts", "/admin/blog-posts"],
      ["Client Portal", "/admin/client-portal"],
      ["Client Messages", "/admin/client-portal?tab=messages"],
      ["Messages", "/admin/messages"],
      ["Analytics", "/admin/analytics"],
      ["Projects", "/admin/projects"],
      ["Calendar", "/admin/calendar"],
      ["Bookings", "/admin/bookings"],
      ["Revenue", "/admin/revenue"],
      ["Reports", "/admin/reports"],
      ["Settings", "/admin/settings"],
    ];
    for (const [name, href] of entries) {
      await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
    }
    await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
    await expectAccessible(page);
    // Projects and Calendar are real now (issue 30): no section says 'coming soon'.
    await page.goto("/admin/calendar");
    await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    // Reports is real now: the revenue tracker's Financial Reports tab (issue 16).
    await page.goto("/admin/reports");
    await expect(page).toHaveURL(/\/admin\/revenue\?tab=reports$/);
  });

  test("the UI kit page shows every primitive, accessible in both themes and from the keyboard", async ({
    page,
  }) => {
    test.setTimeout(90_000); // the kit page is long: two axe scans of every primitive
    await page.goto("/admin/kit");
    await expect(page).toHaveTitle("UI Kit | Admin");
    await expect(page.getByRole("heading", { name: "UI Kit", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    const confirm = page.getByRole("button", { name: "Delete", exact: true });
    await confirm.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Are you sure you want to delete this contact?");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeFocused();
  });

  test("the sidebar collapses, and the mobile drawer closes when an entry is clicked", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole("link", { name: /^Subscribers/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/subscribers$/);
  });

  test("a sidebar entry's data is fetched while the pointer rests on it, and its click stays in the page", async ({
    page,
  }) => {
    // Issue 37: the sidebar's links are plain anchors with an intent prefetch of their own.
    await page.goto("/admin");
    const prefetched = page.locator('link[rel="prefetch"][href^="/admin/contacts.data"]');
    await expect(prefetched).toHaveCount(0);
    const entry = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Contacts/ });
    const dataRequest = page.waitForRequest((r) => new URL(r.url()).pathname === "/admin/contacts.data");
    await entry.hover();
    await expect(prefetched).toHaveCount(1);
    await dataRequest;
    // The pointer leaves: the intent ends with it.
    await page.mouse.move(900, 600);
    await expect(prefetched).toHaveCount(0);
    // A client-side navigation: the document, and this mark on its window, stay.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await entry.click();
    await expect(page.getByRole("heading", { name: "Contacts & Leads", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
    await expect(entry).toHaveAttribute("aria-current", "page");
    // A modified click is the browser's: a new tab, and this page stays where it is.
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: /^Revenue/ })
        .click({
          modifiers: ["ControlOrMeta"],
        }),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/admin/revenue");
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await tab.close();
  });

  test("the theme toggle switches to dark and remembers the choice", async ({ page }) => {
    await page.goto("/admin");
    const before = await page.evaluate(() => document.documentElement.classList.contains("dark"));
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(!before);
    expect(
      await page.evaluate(() => [localStorage.getItem("theme"), localStorage.getItem("theme-follow-system")]),
    ).toEqual([before ? "light" : "dark", "false"]);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(!before);
  });

  test("dashboard figures on the seeded data agree with the lists they summarise", async ({ page }) => {
    await page.goto("/admin/submissions");
    const filterCount = async (name: string) => {
      const text =
        (await page.getByRole("navigation", { name: "Status" }).getByRole("link", { name }).textContent()) ??
        "";
      return Number(/\((\d+)\)/.exec(text)?.[1]);
    };
    const submissions = {
      new: await filterCount("New"),
      inProgress: await filterCount("In Progress"),
      completed: await filterCount("Completed"),
    };
    const contacts = {
      new: await contactsWithStatus(page, "new"),
      contacted: await contactsWithStatus(page, "contacted"),
      qualified: await contactsWithStatus(page, "qualified"),
    };
    await page.goto("/admin/subscribers");
    const subscribers = Number(
      // The kit's StatCard: the label's row, then the value.
      (
        (await page
          .getByText("Total Subscribers")
          .locator("xpath=../following-sibling::p[1]")
          .textContent()) ?? ""
      ).replace(/\D/g, ""),
    );
    // The demo data (npm run seed:demo) has leads in every stage and a subscriber list.
    expect(contacts.new + contacts.contacted + contacts.qualified).toBeGreaterThan(0);
    expect(submissions.new + submissions.inProgress).toBeGreaterThan(0);
    expect(subscribers).toBeGreaterThan(0);

    await page.goto("/admin");
    // The dashboard mapping: new = new submissions + new contacts; in progress = in_progress
    // submissions + contacted and qualified contacts (001 section 4).
    const fresh = submissions.new + contacts.new;
    const inProgress = submissions.inProgress + contacts.contacted + contacts.qualified;
    expect(await activeDetail(page)).toEqual({ fresh, inProgress });
    expect(await metric(page, "Active Contacts")).toBe(fresh + inProgress);
    expect(await metric(page, "Total Subscribers")).toBe(subscribers);
    // The sidebar badge counts new submissions.
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Contacts/ }),
    ).toContainText(String(submissions.new));
    const priorities = page.getByRole("region", { name: "Today's Priorities" });
    // 3 of the new submissions and 2 of the new contacts at least, and never more than 6 in all.
    const picked = await priorities.getByRole("listitem").count();
    expect(picked).toBeGreaterThanOrEqual(5);
    expect(picked).toBeLessThanOrEqual(6);
    await expect(page.getByRole("region", { name: "Recent Activity" }).getByRole("listitem")).toHaveCount(5);
  });

  test("dashboard figures follow the contacts created and changed through the UI", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "CRM Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Today's Priorities" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View all activity" })).toHaveAttribute(
      "href",
      "/admin/analytics",
    );
    await expectAccessible(page);
    const active = await metric(page, "Active Contacts");
    const { fresh, inProgress } = await activeDetail(page);
    expect(active).toBe(fresh + inProgress);

    const name = unique();
    await page.goto("/admin/contacts");
    await addContact(page, name, "25000");
    await page.goto("/admin");
    expect(await metric(page, "Active Contacts")).toBe(active + 1);
    expect(await activeDetail(page)).toEqual({ fresh: fresh + 1, inProgress });
    // A new contact worth 25,000 is a high-value lead, so it is among today's priorities.
    await expect(page.getByText(`High-value lead: ${name}`)).toBeVisible();
    await expect(page.getByText(`New contact: ${name}`)).toBeVisible();

    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await page.getByLabel(`Status of ${name}`).selectOption("contacted");
    await expect(page.getByText("Status changed to Contacted")).toBeVisible();
    await page.goto("/admin?period=7d");
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    expect(await activeDetail(page)).toEqual({ fresh, inProgress: inProgress + 1 });
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
  });

  test("the status filter starts from ?status=, and Add Contact checks name and email", async ({ page }) => {
    await page.goto("/admin/contacts?status=qualified");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("qualified");
    await page.goto("/admin/contacts");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add Contact", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Contact" });
    await expect(dialog.getByLabel("Source")).toHaveValue("Website");
    await expectAccessible(page);
    await dialog.getByLabel("Name").fill("Only A Name");
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill in at least name and email");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a new contact's card shows its defaults; its status changes and it is deleted", async ({ page }) => {
    const name = unique();
    await page.goto("/admin/contacts");
    await addContact(page, `Keep ${unique()}`); // so that the list is not empty after the delete
    await addContact(page, name);
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(name);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, "\\+")}`));
    const card = page.getByRole("article", { name });
    await expect(card.getByTestId("contact-status")).toHaveText("New Lead");
    await expect(card.getByText("Score 50")).toHaveAttribute("data-score-color", "orange");
    await expect(card.getByText("No deal value")).toBeVisible();

    await card.getByLabel(`Status of ${name}`).selectOption("negotiation");
    await expect(page.getByText("Status changed to Negotiation")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("article", { name }).getByTestId("contact-status")).toHaveText("Negotiation");

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this contact?");
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Contact deleted")).toBeVisible();
    await expect(page.getByText("No contacts found matching your criteria")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await expectAccessible(page);
  });

  test("a card that its new status filters out of the list still tells the result", async ({
    page,
    browser,
  }) => {
    // A brief of its own, sent through the contact form (it also becomes a New Lead contact).
    const name = unique();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/contact");
    await waitForInteractive(visitor);
    const form = visitor.locator("#contact");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.test`);
    await form.getByLabel("Project Details").fill("A product film in two cuts.");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toContainText("Your message has been sent successfully");
    await visitor.context().close();

    const q = encodeURIComponent(name);
    await page.goto(`/admin/submissions?q=${q}&status=new`);
    const brief = page.getByRole("article", { name });
    await brief.getByLabel("Status").selectOption("in_progress");
    await expect(page.getByText("Status changed to In Progress")).toBeVisible();
    await expect(brief).toBeHidden();
    await expect(page.getByText("No contacts found")).toBeVisible();

    await page.goto(`/admin/contacts?q=${q}&status=new`);
    const card = page.getByRole("article", { name });
    await card.getByLabel(`Status of ${name}`).selectOption("qualified");
    await expect(page.getByText("Status changed to Qualified")).toBeVisible();
    await expect(card).toBeHidden();
    await expect(page.getByText("No contacts found matching your criteria")).toBeVisible();
  });

  test("the top-bar search finds a contact and opens its list", async ({ page }) => {
    const name = unique();
    await page.goto("/admin/contacts");
    await addContact(page, name);
    const box = page.getByRole("combobox", { name: /Search contacts, submissions/ });
    await box.fill(name);
    const option = page.getByRole("option", { name: new RegExp(name) });
    await expect(option).toBeVisible();
    await expectAccessible(page);
    await box.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/admin\/contacts\?q=/);
    await expect(page.getByRole("article", { name })).toBeVisible();
  });

  test("the contacts export downloads the filtered list as CSV", async ({ page }) => {
    const name = unique();
    await page.goto("/admin/contacts");
    await addContact(page, `=${name}`, "1234.5");
    await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`crm_contacts_${today()}.csv`);
    const lines = readFileSync(await download.path(), "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Name,Email,Phone,Company,Position,Source,Status,Value,Score,Service Interest,Tags,Notes,Created At,Updated At",
    );
    expect(lines).toHaveLength(2);
    // The leading '=' is neutralised against spreadsheet formula injection.
    expect(lines[1]).toMatch(new RegExp(`^'=${name},`));
    expect(lines[1]).toContain(",Website,New Lead,1234.5,50,");
  });

  test("submissions and subscribers pages list, filter and export", async ({ page }) => {
    await page.goto("/admin/submissions");
    await expect(page.getByRole("heading", { name: "Form Submissions" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contacts & Leads" })).toHaveAttribute(
      "href",
      "/admin/contacts",
    );
    await expectAccessible(page);
    await page.getByRole("link", { name: /^In Progress/ }).click();
    await expect(page).toHaveURL(/status=in_progress/);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      /status=in_progress/,
    );
    const [submissions] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(submissions.suggestedFilename()).toBe(`contacts_${today()}.csv`);
    const csv = readFileSync(await submissions.path(), "utf8").replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")[0]).toBe(
      "Name,Email,Company,Service Needed,Budget Range,Subject,Project Details,Message,Status,Admin Notes,Submitted At",
    );
    for (const row of csv.trim().split("\r\n").slice(1)) expect(row).toContain(",In Progress,");

    await page.goto("/admin/subscribers?q=zz-nobody-zz");
    await expect(page.getByText("No subscribers found")).toBeVisible();
    await expectAccessible(page);
    await page.goto("/admin/subscribers");
    await page.getByRole("link", { name: "Confirmed", exact: true }).click();
    await expect(page).toHaveURL(/filter=confirmed/);
    // The address changes before the list's new data is rendered (router updates are transitions).
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /filter=confirmed/);
    const [subscribers] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(subscribers.suggestedFilename()).toBe(`subscribers_${today()}.csv`);
    const lines = readFileSync(await subscribers.path(), "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Email,Source,Status,Subscribed At,Confirmed At,Created At,Unsubscribed At,Unsubscribe Reason,Unsubscribe Feedback,Unsubscribe Campaign,Bounced At,Bounce Reason",
    );
    for (const row of lines.slice(1)) expect(row).toContain(",Confirmed,");
  });

  test("Sign Out ends the session and returns to /", async ({ page, baseURL }) => {
    // A session of its own: signing out deletes it on the server.
    const response = await page.request.post("/api/auth/sign-in/email", {
      data: { email: "admin@example.test", password: "password123" },
      headers: { origin: baseURL ?? "" },
    });
    expect(response.ok()).toBe(true);
    await page.goto("/admin");
    await page.getByRole("button", { name: /Administrator/ }).click();
    await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
  });
});

test.describe("admin endpoints refuse others", () => {
  for (const path of [
    "/admin/contacts/export",
    "/admin/submissions/export",
    "/admin/subscribers/export",
    "/admin/search?q=ab",
  ]) {
    test(`${path}: visitors go to /login, clients get 403`, async ({ page }) => {
      const visitor = await page.request.get(path, { maxRedirects: 0 });
      expect(visitor.status()).toBe(302);
      expect(visitor.headers().location).toMatch(/^\/login\?redirectTo=/);
      await signIn(page, "client");
      const client = await page.request.get(path, { maxRedirects: 0 });
      expect(client.status()).toBe(403);
    });
  }
});
