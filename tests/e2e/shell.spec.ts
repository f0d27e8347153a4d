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
