import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support/fixtures.ts";

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
});
