import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/site.ts";

/* Static parts of the public pages keep their server HTML at hydration (StaticHtml, decision 002
   addendum): nothing of them may go missing, and their links stay client-side navigations. */

/** Marks the page's document: a full page load loses the mark (sameDocument). */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** Whether React holds a fiber for the element (it does for everything it hydrated). */
const hydratedByReact = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber"));

test("a static section keeps its server HTML and React builds nothing inside it", async ({ page }) => {
  await gotoHydrated(page, "/");
  const about = page.locator("section#about");
  await expect(about.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(about.getByRole("link", { name: "Meet the team" })).toHaveAttribute("href", "/about");
  // The section itself is hydrated (it routes its links); its contents are the server's own nodes.
  expect(await about.evaluate(hydratedByReact)).toBe(true);
  expect(await about.locator("h2").evaluate(hydratedByReact)).toBe(false);
});

test("a link in a static section navigates on the client, and the new page renders in full", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await markDocument(page);
  await page.locator("section#services").getByRole("link", { name: "Explore Media Production" }).click();
  await expect(page).toHaveURL(/\/services\/media-production$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Video that earns/);
  expect(await sameDocument(page)).toBe(true);
  // Mounted by the client, the static sections render their children like any element.
  await expect(page.getByRole("heading", { name: "What you get" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Questions we hear often" })).toBeVisible();

  await page.goBack();
  await expect(page.locator("section#about").getByRole("link", { name: "Meet the team" })).toBeVisible();
});

test("client-side navigation between two posts shows the second post", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const links = page.locator("main a[href^='/blog/']");
  const [first, second] = [await links.nth(0).getAttribute("href"), await links.nth(1).getAttribute("href")];
  expect(first).not.toBe(second);
  await gotoHydrated(page, first ?? "");
  const firstTitle = await page.getByRole("heading", { level: 1 }).textContent();
  // A post page has no link to another post: go through the router, as a link in it would.
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, second);
  await expect(page).toHaveURL(new RegExp(`${second}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(firstTitle ?? "");
  await expect(page.locator("article .post-content")).not.toBeEmpty();
});

/** The click handler React holds for the element, if any. */
const reactOnClick = (el: Element) => {
  const key = Object.keys(el).find((k) => k.startsWith("__reactProps"));
  return typeof (key && (el as unknown as Record<string, { onClick?: unknown }>)[key]?.onClick);
};

test("the site's links are plain anchors that the root's one listener routes on the client", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  await markDocument(page);
  const post = page.locator("main article h2 a").first();
  const title = (await post.textContent()) ?? "";
  // No React Router <Link> (five hooks each): React holds no click handler on the anchor.
  expect(await post.evaluate(reactOnClick)).not.toBe("function");
  await post.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await sameDocument(page)).toBe(true);
  // Back to the list through the post's own link, still without a page load.
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await sameDocument(page)).toBe(true);
  // A modified click is the browser's (a new tab): the page stays where it is.
  const [popup] = await Promise.all([
    page.context().waitForEvent("page"),
    page
      .locator("main article h2 a")
      .first()
      .click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await popup.close();
  await expect(page).toHaveURL(/\/blog$/);
});
