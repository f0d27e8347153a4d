import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support/fixtures.ts";

// One post goes through its whole life: created as a draft, edited and published, read on the
// public site, archived (gone from the public site) and deleted.
test.describe.configure({ mode: "serial" });
// Headless Chrome names itself in its user agent and is (rightly) not counted as a reader; these
// tests read posts as an ordinary desktop Chrome.
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
test.use({ userAgent: desktopChrome });

const suffix = Math.random().toString(36).slice(2, 8);
const title = `Lighting Interviews ${suffix}`;
const editedTitle = `Lighting Interviews On Location ${suffix}`;
const slug = `lighting-interviews-${suffix}`;
// A tag of this run only, so the tag filter's result does not depend on the demo data.
const tag = `Lighting ${suffix}`;

async function openBlogManager(page: Page) {
  await signIn(page, "admin");
  const response = await page.goto("/admin/blog-posts");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Blog Posts", level: 1 })).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("an admin creates a draft post; drafts are not public", async ({ page }) => {
  await openBlogManager(page);
  for (const tile of ["Total", "Published", "Drafts", "Featured"]) {
    await expect(page.getByText(tile, { exact: true }).first()).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Post" });
  await expect(dialog.getByLabel("Author")).toHaveValue("Admin");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in title, slug, and content");
  await expectAccessible(page);

  await dialog.getByLabel("Title *").fill(title);
  await expect(dialog.getByLabel("Slug", { exact: true })).toHaveAttribute("placeholder", slug);
  await dialog.getByLabel("Excerpt").fill("How we light interviews.");
  await dialog
    .getByLabel("Content *")
    .fill(
      '<h2>Key light</h2><p>Soft and <strong>big</strong>.</p><script>window.pwned = true</script><img src="/favicon.svg" alt="Logo" onerror="window.pwned = true">',
    );
  const tagInput = dialog.getByRole("textbox", { name: "Tags", exact: true });
  await tagInput.fill("  Video  ");
  await tagInput.press("Enter");
  await tagInput.fill(tag);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await tagInput.fill("video");
  await tagInput.press("Enter");
  await expect(dialog.getByRole("list", { name: "Post tags" }).getByRole("listitem")).toHaveText([
    "Video",
    tag,
  ]);
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(
    dialog.getByRole("region", { name: "Content preview" }).getByRole("heading", { name: "Key light" }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Create Post" }).click();

  await expect(page.getByText("Post created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = card(page, title);
  await expect(created.getByText("Draft")).toBeVisible();
  await expect(created.getByText("How we light interviews.")).toBeVisible();
  await expect(created.getByText("Admin")).toBeVisible();

  // Closing the modal resets it: a new post starts empty again.
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(page.getByRole("dialog").getByLabel("Title *")).toHaveValue("");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectAccessible(page);
});

test("a taken slug gets a clear message, not a crash", async ({ page }) => {
  await openBlogManager(page);
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title *").fill("Another Post");
  await dialog.getByLabel("Slug", { exact: true }).fill(slug);
  await dialog.getByLabel("Content *").fill("<p>Other</p>");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Failed to save post: A post with this slug already exists.",
  );
  await expect(dialog.getByText("A post with this slug already exists.", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("an admin edits and publishes it; the public site shows it, sanitised, counting one view a day", async ({
  page,
  browser,
}) => {
  // A whole journey with three axe scans in two themes each: more than one page's time budget.
  test.slow();
  await openBlogManager(page);
  await card(page, title)
    .getByRole("button", { name: `Edit "${title}"` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Post" });
  await expect(dialog.getByLabel("Slug", { exact: true })).toHaveValue(slug);
  await dialog.getByLabel("Title *").fill(editedTitle);
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("switch", { name: "Featured post" }).click();
  await dialog.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Post updated successfully!")).toBeVisible();
  const edited = card(page, editedTitle);
  await expect(edited.getByText("Published")).toBeVisible();
  await expect(edited.getByRole("img", { name: "Featured" })).toBeVisible();

  await page.goto("/blog");
  await expect(page.locator("[data-blog-banner]")).toBeVisible();
  const listed = page.getByRole("article").filter({ hasText: editedTitle });
  await expect(listed.getByText("Featured")).toBeVisible();
  await expect(listed.getByRole("link", { name: tag, exact: true })).toBeVisible();
  await expectAccessible(page);

  await listed.getByRole("link", { name: tag, exact: true }).click();
  await expect(page).toHaveURL(`/blog?tag=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole("link", { name: editedTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { name: editedTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Key light" })).toBeVisible();
  // The admin's own reading is not counted.
  await expect(page.getByText("0 views", { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  await expectAccessible(page);

  // A reader without any session, twice the same day, counts once, and no cookie is set.
  const reader = await browser.newContext({ userAgent: desktopChrome });
  const reading = await reader.newPage();
  for (let visit = 0; visit < 2; visit++) {
    const beacon = reading.waitForRequest(
      (r) => r.url().endsWith("/api/collect") && /"k":"v"/.test(r.postData() ?? ""),
    );
    await reading.goto(`/blog/${slug}`);
    await beacon;
  }
  expect(await reader.cookies()).toEqual([]);
  await reader.close();
  // Views are written in batches about every second.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText("1 view", { exact: false }).isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // Server-rendered with its own head tags; a second visit the same day is not counted again.
  await page.reload();
  await expect(page).toHaveTitle(new RegExp(editedTitle));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "How we light interviews.",
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:tag"]')).toHaveCount(2);
  await expect(page.getByText("1 view", { exact: false })).toBeVisible();
  const html = await (await page.request.get(`/blog/${slug}`)).text();
  expect(html).toContain("<h2>Key light</h2>");
  expect(html).not.toContain("window.pwned");

  const rss = await (await page.request.get("/rss.xml")).text();
  expect(rss).toContain(`/blog/${slug}</link>`);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
});

test("search and status filter narrow the list", async ({ page }) => {
  await openBlogManager(page);
  await page.getByRole("searchbox", { name: /Search posts/ }).fill(suffix);
  await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.getByLabel("Filter by status").selectOption("draft");
  await expect(page.getByText("No posts found matching your criteria")).toBeVisible();
  await expectAccessible(page);
});

test("an archived post is gone from the public site; then it is deleted", async ({ page }) => {
  await openBlogManager(page);
  await card(page, editedTitle)
    .getByRole("button", { name: `Edit "${editedTitle}"` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Post" });
  await dialog.getByLabel("Status").selectOption("archived");
  await dialog.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText("Post updated successfully!")).toBeVisible();

  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(404);
  await expectAccessible(page);
  await page.goto("/blog");
  await expect(page.getByText(editedTitle)).toHaveCount(0);
  expect(await (await page.request.get("/rss.xml")).text()).not.toContain(slug);

  await page.goto("/admin/blog-posts");
  await card(page, editedTitle)
    .getByRole("button", { name: `Delete "${editedTitle}"` })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Are you sure you want to delete "${editedTitle}"?`);
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Post deleted successfully!")).toBeVisible();
  await expect(card(page, editedTitle)).toHaveCount(0);
});

test("the blog manager is for admins only", async ({ page, request }) => {
  await page.goto("/admin/blog-posts");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fblog-posts$/);
  await signIn(page, "client");
  const response = await page.goto("/admin/blog-posts");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expectAccessible(page);
  // Writes are refused too, for a visitor (no session) and a signed-in client.
  const visitorWrite = await request.post("/admin/blog-posts", {
    form: { intent: "create", title: "Nope", content: "x" },
    maxRedirects: 0,
  });
  expect([302, 401, 403]).toContain(visitorWrite.status());
  const clientWrite = await page.request.post("/admin/blog-posts", {
    form: { intent: "create", title: "Nope", content: "x" },
    maxRedirects: 0,
  });
  expect(clientWrite.status()).toBe(403);
});
