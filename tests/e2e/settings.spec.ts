import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { startSmtpCapture } from "../support/smtp-capture.ts";
import { expect, expectAccessible, failNextPost, signIn, test, testUsers } from "./support/fixtures.ts";

/* Settings that take effect (issue 17). Every change is put back, so other specs see the defaults. */

async function openTab(page: Page, label: string) {
  const link = page
    .getByRole("navigation", { name: "Settings sections" })
    .getByRole("link", { name: label, exact: true });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
}

async function saveChanges(page: Page) {
  await expect(page.getByText("You have unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
  await expect(page.getByText("You have unsaved changes")).toBeHidden();
}

test.describe("settings", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "admin");
  });

  test("Cancel puts back what was saved; the Email tab offers a test e-mail", async ({ page }) => {
    await page.goto("/admin/settings");
    const siteName = page.getByLabel("Site Name");
    const saved = await siteName.inputValue();
    await siteName.fill("Unsaved Name");
    await expect(page.getByText("You have unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(siteName).toHaveValue(saved);
    await expect(page.getByText("You have unsaved changes")).toBeHidden();
    await openTab(page, "Email");
    await expect(page.getByRole("button", { name: "Send test e-mail" })).toBeVisible();
  });

  test.describe("a save whose request fails", () => {
    // The browser reports the request this test drops on purpose.
    test.use({ expectedConsoleErrors: [/Failed to load resource/] });

    test("keeps the edits and the unsaved bar, with 'Failed to save settings: ...'", async ({ page }) => {
      await page.goto("/admin/settings");
      const siteName = page.getByLabel("Site Name");
      const saved = await siteName.inputValue();
      await siteName.fill("Name typed before the line dropped");
      await failNextPost(page, "/admin/settings", "abort");
      await page.getByRole("button", { name: "Save Changes" }).click();

      await expect(page.getByRole("alert")).toHaveText(
        "Failed to save settings: the connection was lost. Please try again.",
      );
      await expect(siteName).toHaveValue("Name typed before the line dropped");
      await expect(page.getByText("You have unsaved changes")).toBeVisible();
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(siteName).toHaveValue(saved);
    });
  });

  test("'Backup Database' asks for a passphrase twice and saves an encrypted archive", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/admin/settings?tab=backup");
    await page.getByRole("button", { name: "Backup Database" }).click();
    const dialog = page.getByRole("dialog", { name: "Backup Database" });
    await dialog.getByLabel("Passphrase", { exact: true }).fill("too short");
    await dialog.getByLabel("Repeat the passphrase").fill("too short");
    await dialog.getByRole("button", { name: "Download Backup" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Use a passphrase of at least 12 characters.");
    await dialog.getByLabel("Passphrase", { exact: true }).fill("four random words here");
    await dialog.getByLabel("Repeat the passphrase").fill("four random words there");
    await dialog.getByRole("button", { name: "Download Backup" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The two passphrases are not the same.");
    await expectAccessible(page);

    await dialog.getByLabel("Repeat the passphrase").fill("four random words here");
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download Backup" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^backup_.+\.zip\.age$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/tab=backup/);
  });

  // Two halves, so that each stays within its time under a loaded machine (two axe scans a tab).
  for (const tabs of [
    ["General", "Email", "Notifications", "API & Integrations"],
    ["Features", "SEO", "Backup", "Security"],
  ]) {
    test(`no axe violations in either theme on the ${tabs.join(", ")} tabs`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto("/admin/settings");
      for (const tab of tabs) {
        await openTab(page, tab);
        await expectAccessible(page);
      }
    });
  }

  test("a new site name shows in header and footer; blog off removes its link and /blog answers 404", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/admin/settings");
    const siteName = page.getByLabel("Site Name");
    const original = await siteName.inputValue();
    try {
      await siteName.fill("Northwind Studio E2E");
      await saveChanges(page);
      await openTab(page, "Features");
      await page.getByRole("switch", { name: "Blog" }).click();
      await saveChanges(page);

      await page.goto("/about");
      await expect(
        page.getByRole("banner").getByRole("link", { name: /Northwind Studio E2E/ }),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Northwind Studio E2E All rights reserved.");
      await expect(page).toHaveTitle(/Northwind Studio E2E/);
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }),
      ).toHaveCount(0);
      const blog = await page.goto("/blog");
      expect(blog?.status()).toBe(404);
      await expect(page.getByText("The blog is currently turned off.")).toBeVisible();
    } finally {
      await page.goto("/admin/settings");
      await page.getByLabel("Site Name").fill(original);
      await saveChanges(page);
      await openTab(page, "Features");
      const blogSwitch = page.getByRole("switch", { name: "Blog" });
      if ((await blogSwitch.getAttribute("aria-checked")) !== "true") {
        await blogSwitch.click();
        await saveChanges(page);
      }
    }
    const blog = await page.goto("/blog");
    expect(blog?.status()).toBe(200);
  });

  test("the SMTP server fields: a test e-mail goes through them, a wrong password is told in words", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A mail server of its own that asks for a login; specs run one at a time (one worker).
    const smtp = await startSmtpCapture(0, { auth: { user: "e2e-mailer", pass: "e2e-password" } });
    await page.goto("/admin/settings?tab=email");
    const provider = page.getByLabel("Email Provider");
    const password = page.getByLabel("SMTP Password");
    const sendTest = page.getByRole("button", { name: "Send test e-mail" });
    try {
      await expect(provider).toHaveValue("smtp");
      await page.getByLabel("SMTP Host").fill("127.0.0.1");
      await page.getByLabel("SMTP Port").fill(String(smtp.port));
      await page.getByLabel("Connection Security").selectOption("none");
      await page.getByLabel("SMTP User Name").fill("e2e-mailer");
      await password.fill("wrong-password");
      await saveChanges(page);
      // Write-only: the form forgets the typed password and shows only that one is set.
      await expect(password).toHaveValue("");
      await expect(page.getByText("A password is set (••••••••).")).toBeVisible();
      await sendTest.click();
      await expect(page.getByText(/refused the user name, password or API key/)).toBeVisible();

      await password.fill("e2e-password");
      await saveChanges(page);
      await sendTest.click();
      await expect(page.getByText(`Test e-mail sent to ${testUsers.admin.email}.`)).toBeVisible();
      expect((await smtp.waitFor(testUsers.admin.email)).authUser).toBe("e2e-mailer");

      // Mailgun keeps host, login and password, and says what to enter; SendGrid needs none of them.
      await provider.selectOption("mailgun");
      await expect(page.getByLabel("SMTP Port")).toHaveCount(0);
      await expect(page.getByText(/The SMTP password of that login, not the API key/)).toBeVisible();
      await provider.selectOption("sendgrid");
      await expect(page.getByLabel("SMTP Host")).toHaveCount(0);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(provider).toHaveValue("smtp");
    } finally {
      // Back to SMTP_URL: no host, no login (the stored password is then never used).
      await page.goto("/admin/settings?tab=email");
      await page.getByLabel("SMTP Host").fill("");
      await page.getByLabel("SMTP Port").fill("587");
      await page.getByLabel("Connection Security").selectOption("starttls");
      await page.getByLabel("SMTP User Name").fill("");
      if (await page.getByText("You have unsaved changes").isVisible()) await saveChanges(page);
      await smtp.close();
    }
  });

  test("Add Admin User tells a missing or bad address under the field, keeping what was typed", async ({
    page,
  }) => {
    await page.goto("/admin/settings?tab=security");
    const admins = page.getByRole("region", { name: "Admin Users" });
    const field = admins.getByLabel("E-mail of the new admin");
    const add = admins.getByRole("button", { name: "+ Add Admin User" });
    await add.click();
    await expect(admins.getByText("Please enter a valid email address")).toBeVisible();
    await field.fill("not-an-address");
    await add.click();
    await expect(admins.getByText("Please enter a valid email address")).toBeVisible();
    await expect(field).toHaveValue("not-an-address");
  });
});
