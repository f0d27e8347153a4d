import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, testUsers, waitForMail } from "./support/fixtures.ts";

/* The client portal and its management (001 sections 2 and 6-8): invitation, sign-up, projects,
   downloads through the authorising route, live messages both ways, profile and preferences. */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

async function signedInPage(browser: Browser, role: keyof typeof testUsers) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expectAccessible(page);
}

test("a client sees the projects of their CRM record on every portal page, and the filter works", async ({
  page,
}) => {
  await signIn(page, "client");
  await visit(page, "/client-portal");
  await expect(page.getByRole("heading", { name: "Welcome to your Client Portal!" })).toBeVisible();
  // The demo data's client record carries this e-mail: the portal links it on the first visit.
  const recent = page
    .getByRole("region", { name: "Recent Projects" })
    .or(page.locator("section", { has: page.getByRole("heading", { name: "Recent Projects" }) }));
  await expect(recent.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("Acme Coffee").first()).toBeVisible();

  await visit(page, "/client-portal/projects");
  await expect(page.getByRole("heading", { name: "My Projects" })).toBeVisible();
  await expect(page.getByText("Acme Coffee Brand Refresh")).toBeVisible();
  await expect(page.getByText("Acme Coffee Holiday Campaign Video")).toBeVisible();
  await page.getByLabel("Show").selectOption("completed");
  await expect(page).toHaveURL(/filter=completed/);
  await expect(page.getByText("Acme Coffee Holiday Campaign Video")).toHaveCount(0);
  await expect(page.getByText("Acme Coffee Brand Refresh")).toBeVisible();
  await page.getByLabel("Show").selectOption("active");
  await expect(page.getByText("Acme Coffee Holiday Campaign Video")).toBeVisible();
  await expect(page.getByText("Acme Coffee Brand Refresh")).toHaveCount(0);
  await expectAccessible(page);

  await visit(page, "/client-portal/assets");
  await expect(page.getByRole("heading", { name: "Asset Library" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Download/ }).first()).toHaveAttribute("target", "_blank");

  await visit(page, "/client-portal/billing");
  for (const label of ["Total Paid", "Project Value", "Outstanding", "Transaction History"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
});

test("another client sees none of it", async ({ page }) => {
  await signIn(page, "client2");
  await visit(page, "/client-portal/projects");
  await expect(page.getByText("Acme Coffee")).toHaveCount(0);
  await visit(page, "/client-portal/assets");
  await expect(page.getByText("Acme Coffee")).toHaveCount(0);
});

test("the admin invites a new client, who signs up, sees the project and downloads its file", async ({
  browser,
}) => {
  test.setTimeout(90_000); // two browsers, a sign-up by e-mail and an axe scan at every step
  const admin = await signedInPage(browser, "admin");
  const email = `new-client-${randomUUID().slice(0, 8)}@example.test`;
  const projectName = `Launch Film ${randomUUID().slice(0, 6)}`;

  await visit(admin, "/admin/client-portal");
  await admin.getByRole("button", { name: "New Project" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Project" });
  await dialog.getByLabel("Project name").fill(projectName);
  await dialog.getByLabel("Client email").fill(email);
  await dialog.getByLabel("Client name").fill("Nora New");
  await dialog.getByLabel("Status", { exact: true }).selectOption("in_progress");
  await dialog.getByLabel(/^Value/).fill("12000");
  await expect(dialog.getByLabel("Send the client an invitation to the portal")).toBeChecked();
  await expectAccessible(admin);
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(admin.getByText(`Project created successfully! Invitation sent to ${email}`)).toBeVisible();
  const row = admin.getByRole("row", { name: new RegExp(projectName) });
  await expect(row.getByText("IN PROGRESS")).toBeVisible();
  await expect(row.getByText("No portal account yet")).toBeVisible();

  // The search box filters the active tab; editing keeps the client and changes the project.
  await admin.getByRole("searchbox", { name: "Search projects" }).fill(projectName);
  await expect(admin.getByRole("row")).toHaveCount(2);
  await row.getByRole("button", { name: `Edit ${projectName}` }).click();
  const edit = admin.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByLabel("Client email")).toHaveValue(email);
  await edit.getByLabel(/^Value/).fill("");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText("Project updated successfully!")).toBeVisible();
  await expect(row.getByText("TBD", { exact: true })).toBeVisible();

  // The invitation leads to sign-up with the e-mail filled in, coming back to the portal.
  const invitation = await waitForMail(email, /invited to your Client Portal/);
  expect(invitation.text).toContain(projectName);
  expect(invitation.links.find((l) => l.includes("/login?"))).toContain(
    `login_hint=${encodeURIComponent(email)}`,
  );

  // Sign-up (through the auth endpoint), confirmation mail, confirmed: the client sees the project.
  const client = await (await browser.newContext()).newPage();
  const signUp = await client.request.post("/api/auth/sign-up/email", {
    data: { email, password: "password123", name: "Nora New", callbackURL: "/client-portal" },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const confirmation = await waitForMail(email, /confirm/i);
  await client.goto(confirmation.links[0]);
  await expectAccessible(client);
  await visit(client, "/client-portal/projects");
  await expect(client.getByText(projectName)).toBeVisible();

  // The admin uploads a real file; it appears in the client's Asset Library without a reload.
  await visit(client, "/client-portal/assets");
  await expect(client.getByText("Your project assets will appear here when available.")).toBeVisible();
  await admin.getByRole("button", { name: "Upload Deliverable" }).click();
  const upload = admin.getByRole("dialog", { name: "Upload Deliverable" });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(upload.getByRole("alert")).toHaveText("Please fill in all required fields");
  await upload.getByLabel("Project *").selectOption({ label: projectName });
  await upload
    .getByLabel("Or upload a file")
    .setInputFiles({ name: "moodboard.png", mimeType: "image/png", buffer: PNG });
  await expect(upload.getByLabel("File Name *")).toHaveValue("moodboard.png");
  await upload.getByLabel("Description").fill("Visual direction");
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(admin.getByText("Deliverable uploaded successfully!")).toBeVisible();
  await expect(upload).toBeHidden();

  await expect(client.getByRole("heading", { name: "moodboard.png" })).toBeVisible();
  await expect(client.getByText(`${PNG.length} Bytes`)).toBeVisible();
  const download = client.getByRole("link", { name: /Download moodboard.png/ });
  const href = (await download.getAttribute("href"))!;
  const [tab] = await Promise.all([client.waitForEvent("popup"), download.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain(href);
  const file = await client.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);

  // Another client gets the same 404 as for a file that does not exist.
  const other = await signedInPage(browser, "client2");
  expect((await other.request.get(href)).status()).toBe(404);

  // The admin deletes it after confirming.
  await admin.getByRole("tab", { name: "Deliverables" }).click();
  await admin.getByRole("button", { name: "Delete moodboard.png" }).click();
  await expect(admin.getByRole("alertdialog")).toContainText(
    "Are you sure you want to delete this deliverable?",
  );
  await expectAccessible(admin);
  await admin.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByText("Deliverable deleted successfully")).toBeVisible();
  await expect(client.getByText("moodboard.png")).toHaveCount(0);
});

test("messages travel both ways live between a client and the admin", async ({ browser }) => {
  test.setTimeout(90_000); // two browsers and an axe scan at every step
  const client = await signedInPage(browser, "client");
  const admin = await signedInPage(browser, "admin");
  const question = `When is the next cut ready? ${randomUUID().slice(0, 6)}`;
  const answer = `Friday morning. ${randomUUID().slice(0, 6)}`;

  await visit(client, "/client-portal/messages");
  await visit(admin, "/admin/client-portal?tab=messages");
  // Marks on each window prove that what follows arrives without a page load.
  const mark = (page: Page) => page.evaluate(() => Object.assign(window, { stillSamePage: true }));
  const samePage = (page: Page) => page.evaluate(() => "stillSamePage" in window);
  await mark(client);
  await mark(admin);

  const input = client.getByLabel("Message", { exact: true });
  const send = client.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await input.fill("   ");
  await expect(send).toBeDisabled();
  await client.getByLabel("About").selectOption({ label: "Acme Coffee Holiday Campaign Video" });
  await input.fill(question);
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(client.getByRole("log").getByText(question)).toBeVisible();

  // The admin's open page shows it live: the newest conversation comes first and is opened.
  const conversations = admin.getByRole("navigation", { name: "Conversations" });
  await expect(conversations.getByRole("link").first()).toContainText(testUsers.client.email);
  await expect(admin.getByRole("log").getByText(question)).toBeVisible();
  expect(await samePage(admin)).toBe(true);
  await expectAccessible(admin);

  // The client moves to the dashboard; the admin's answer shows up in the header badge and card.
  await client.getByRole("link", { name: "Dashboard" }).click();
  await expect(client.getByRole("heading", { name: "Welcome to your Client Portal!" })).toBeVisible();
  await admin.getByLabel("Message", { exact: true }).fill(answer);
  await admin.getByRole("button", { name: "Send" }).click();
  await expect(admin.getByRole("log").getByText(answer)).toBeVisible();
  await expect(client.getByRole("link", { name: "Notifications: 1 unread notification" })).toBeVisible();
  expect(await samePage(client)).toBe(true);

  await client.getByRole("link", { name: "Notifications: 1 unread notification" }).click();
  await expect(client.getByRole("log").getByText(answer)).toBeVisible();
  await expectAccessible(client);
  // Reading the conversation clears the badge.
  await expect(client.getByRole("link", { name: "Notifications: 0 unread notifications" })).toBeVisible();
});

test("a client edits their profile and notification preferences", async ({ page }) => {
  await signIn(page, "client2");
  await visit(page, "/client-portal/profile");
  await expect(page.getByText("Email cannot be changed from this portal")).toBeVisible();
  await expect(page.getByText(testUsers.client2.email)).toBeVisible();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Full Name").fill("Someone Else");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Someone Else")).toHaveCount(0);

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await page.getByLabel("Full Name").fill("Sam Second");
  await page.getByLabel("Company").fill("Northwind Studio");
  await page.getByLabel("Phone").fill("+1 555 0100");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Sam Second")).toBeVisible();
  // The sidebar footer now shows the full name and the company.
  await expect(page.getByRole("complementary").getByText("Northwind Studio")).toBeVisible();

  await visit(page, "/client-portal/settings");
  await expect(page.getByRole("switch", { name: "Email Updates" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Project Notifications" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Marketing Emails" })).not.toBeChecked();
  await page.getByRole("switch", { name: "Marketing Emails" }).click();
  await page.getByRole("switch", { name: "Email Updates" }).click();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences saved successfully!")).toBeVisible();
  await page.reload();
  await expectAccessible(page);
  await expect(page.getByRole("switch", { name: "Marketing Emails" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Email Updates" })).not.toBeChecked();
});
