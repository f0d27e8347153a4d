import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/site.ts";

/* Static parts of the public pages keep their server HTML at hydration (StaticHtml, decision 002
   addendum): nothing of them may go missing, and their links stay client-side navigations. */

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
  // A full page load would lose this mark.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.locator("section#services").getByRole("link", { name: "Explore Media Production" }).click();
  await expect(page).toHaveURL(/\/services\/media-production$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Video that earns/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
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
