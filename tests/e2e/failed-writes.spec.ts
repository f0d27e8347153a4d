import { expect, failNextPost, signIn, test } from "./support/fixtures.ts";

/* Issue 18 item 4: a write or a navigation whose request fails (connection dropped, a proxy's 502)
   keeps the admin frame, the open dialog and what was typed, and shows the specification's text. */

// The browser reports the requests these tests make fail on purpose.
test.use({ expectedConsoleErrors: [/Failed to load resource/] });

const unique = () => `Kept ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("failed requests keep what was typed", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "admin");
  });

  test("Add Contact: a 502 keeps the dialog and its fields and shows the alert", async ({ page }) => {
    await page.goto("/admin/contacts");
    const name = unique();
    await page.getByRole("button", { name: "Add Contact", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Contact" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill(`${name.replace(/\s+/g, ".").toLowerCase()}@example.test`);
    await failNextPost(page, "/admin/contacts", "502");
    await dialog.getByRole("button", { name: "Add Contact" }).click();

    await expect(page.getByText("Failed to create contact. Please try again.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue(name);
    await expect(page.getByText("Failed to load contacts")).toBeHidden();

    // The same click succeeds once the line is back.
    await dialog.getByRole("button", { name: "Add Contact" }).click();
    await expect(page.getByText("Contact created successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("New Post: a dropped connection keeps the dialog and says 'Failed to save post: ...'", async ({
    page,
  }) => {
    await page.goto("/admin/blog-posts");
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Post" });
    const title = unique();
    await dialog.getByLabel("Title *").fill(title);
    await dialog.getByLabel(/^Content \*/).fill("<p>Typed with care.</p>");
    await failNextPost(page, "/admin/blog-posts", "abort");
    await dialog.getByRole("button", { name: "Create Post" }).click();

    await expect(dialog.getByRole("alert")).toHaveText(/^Failed to save post: the connection was lost/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title *")).toHaveValue(title);
    await expect(dialog.getByLabel(/^Content \*/)).toHaveValue("<p>Typed with care.</p>");
  });

  test("a failed navigation shows Try Again inside the admin frame", async ({ page }) => {
    await page.goto("/admin/contacts");
    let failing = true;
    await page.route("**/admin/subscribers.data*", (route) => (failing ? route.abort() : route.fallback()));
    const sidebar = page.getByRole("navigation", { name: "Admin" }).first();
    await sidebar.getByRole("link", { name: "Subscribers" }).click();

    const alert = page.getByRole("alert").filter({ hasText: /error|failed/i });
    await expect(alert.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(sidebar).toBeVisible();
    await expect(page.getByText("Unexpected Application Error!")).toBeHidden();

    failing = false;
    await alert.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Subscribers", exact: true })).toBeVisible();
  });
});

test.describe("Client Portal Management deletes (issue 18 item 13)", () => {
  test("a project is deleted after the confirmation", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/admin/client-portal?tab=projects");
    // A project of its own: the seeded ones belong to the clients other specs sign in as.
    const name = `Doomed ${unique()}`;
    await page.getByRole("button", { name: "New Project" }).click();
    const dialog = page.getByRole("dialog", { name: "New Project" });
    await dialog.getByLabel("Project name").fill(name);
    await dialog.getByLabel("Client email").fill(`${name.replace(/\W+/g, "-").toLowerCase()}@example.test`);
    await dialog.getByLabel("Client name").fill("Dora Doomed");
    await dialog.getByLabel("Send the client an invitation to the portal").uncheck();
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await expect(page.getByText(/^Project created successfully/)).toBeVisible();
    const label = `Delete ${name}`;
    await page.getByRole("button", { name: label, exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this project?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Project deleted successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: label, exact: true })).toHaveCount(0);
  });
});
