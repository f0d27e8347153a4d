import { expect, expectAccessible, signIn, test } from "./support/fixtures.ts";

test("the home page is served, server-rendered, and accessible in both themes", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("<title>");
  await page.goto("/");
  await expect(page.locator("main")).toBeVisible();
  await expectAccessible(page);
});

test("an unknown URL answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectAccessible(page);
});

test("a public page's start-up scripts carry V8's compile hint on their first line, other pages' modules do not", async ({
  request,
}) => {
  // Decision 017: the hint is written into the built files, after Vite's and the minifier's steps.
  const firstLine = async (href: string) => (await (await request.get(href)).text()).split("\n")[0];
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="(?:x-deferred-)?modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  const hint = "//# allFunctionsCalledOnLoad";
  const home = preloads(await (await request.get("/")).text());
  const startUp = home.filter((href) => /\/(entry\.client|site|home)-[\w-]+\.js$/.test(href));
  expect(startUp).toHaveLength(3);
  for (const href of startUp) expect(await firstLine(href), href).toBe(hint);
  // The sign-in page's own modules are not the public site's route modules: no hint.
  const login = preloads(await (await request.get("/login")).text());
  const others = login.filter((href) => !home.includes(href));
  expect(others.length).toBeGreaterThan(0);
  for (const href of others) expect(await firstLine(href), href).not.toBe(hint);
});

test("a page keeps its one stylesheet when code loads later: the sign-in dialog, the back office's screens", async ({
  page,
}) => {
  // Issue 37: the loader of lazily loaded code added a second copy of the page's stylesheet.
  const stylesheets = () =>
    page.evaluate(() => ({
      links: document.querySelectorAll('link[rel="stylesheet"]').length,
      sheets: [...document.styleSheets].filter((sheet) => sheet.href).length,
    }));
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Members Only" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await stylesheets()).toEqual({ links: 1, sheets: 1 });

  await signIn(page, "admin");
  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The chart's code is loaded on demand; the sidebar's screens are loaded ahead when idle.
  await expect(page.locator("main svg.recharts-surface").first()).toBeVisible();
  await page.locator('#admin-sidebar a[href="/admin/revenue"]').click();
  await expect(page).toHaveURL(/\/admin\/revenue$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await stylesheets()).toEqual({ links: 1, sheets: 1 });
});

test("health check answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test("admin pages send visitors to /login, remembering where they came from", async ({ page }) => {
  await page.goto("/admin/contacts");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fcontacts$/);
});

test("a client user gets Access Denied on admin pages", async ({ page }) => {
  await signIn(page, "client");
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
  await expectAccessible(page);
});

test("an admin reaches the back office", async ({ page }) => {
  await signIn(page, "admin");
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
});
