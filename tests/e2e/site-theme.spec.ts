import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { gotoHydrated, themeState, withoutColorSchemePreference } from "./support/site.ts";

/* The theme rule of 000 section 4, with an emulated system preference and a mocked clock. */

test.use({ timezoneId: "UTC" });

test("follows the system preference on the first paint, with the matching browser colour", async ({
  context,
  baseURL,
}) => {
  // The app's scripts are blocked: what shows is the inline first-paint script's decision alone.
  const page = await context.newPage();
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`${baseURL}/`);
  expect(await themeState(page)).toEqual({ dark: true, themeColor: "#000000" });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`${baseURL}/about`);
  expect(await themeState(page)).toEqual({ dark: false, themeColor: "#dc2626" });
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await page.close();
});

test("keeps one browser colour after hydration, the theme's", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await gotoHydrated(page, "/");
  const colours = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute("content")),
    );
  expect(await colours()).toEqual(["#000000"]);
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(colours).toEqual(["#dc2626"]);
});

test("follows a change of the system preference while the page is open", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await gotoHydrated(page, "/");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => themeState(page)).toEqual({ dark: true, themeColor: "#000000" });
});

test.describe("without a system preference the clock decides", () => {
  test.beforeEach(async ({ page }) => {
    await withoutColorSchemePreference(page);
  });

  test("light from 06:00 up to 18:00, dark otherwise", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-03-10T05:59:00Z") });
    await page.goto("/");
    expect((await themeState(page)).dark).toBe(true);
    await page.clock.setSystemTime(new Date("2025-03-10T06:00:00Z"));
    await page.goto("/");
    expect((await themeState(page)).dark).toBe(false);
    await page.clock.setSystemTime(new Date("2025-03-10T18:00:00Z"));
    await page.goto("/");
    expect((await themeState(page)).dark).toBe(true);
  });

  test("the 60-second check switches at 18:00 without a reload", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-03-10T17:59:30Z") });
    await gotoHydrated(page, "/");
    expect((await themeState(page)).dark).toBe(false);
    await page.clock.runFor(61_000);
    await expect.poll(() => themeState(page)).toEqual({ dark: true, themeColor: "#000000" });
  });

  test("coming back to the page re-checks", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-03-10T05:59:50Z") });
    await gotoHydrated(page, "/");
    expect((await themeState(page)).dark).toBe(true);
    await page.clock.setSystemTime(new Date("2025-03-10T06:00:05Z"));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(async () => (await themeState(page)).dark).toBe(false);
  });
});

test("toggling stores an explicit choice that outlives the system and a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await gotoHydrated(page, "/");
  await page.getByTestId("floating-theme-toggle").getByRole("button", { name: "Toggle dark mode" }).click();
  expect(await themeState(page)).toEqual({ dark: true, themeColor: "#000000" });
  expect(await page.evaluate(() => [localStorage.theme, localStorage["theme-follow-system"]])).toEqual([
    "dark",
    "false",
  ]);
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  expect((await themeState(page)).dark).toBe(true);
  await expectAccessible(page);
});

test("'Use System Setting' on a right-click clears the choice and follows the system again", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => {
    if (!sessionStorage.seeded) {
      localStorage.theme = "dark";
      localStorage["theme-follow-system"] = "false";
      sessionStorage.seeded = "1";
    }
  });
  await gotoHydrated(page, "/");
  expect((await themeState(page)).dark).toBe(true);
  const toggle = page.getByTestId("floating-theme-toggle");
  await toggle.getByRole("button", { name: "Toggle dark mode" }).click({ button: "right" });
  await toggle.getByRole("menuitem", { name: "Use System Setting" }).click();
  expect(await themeState(page)).toEqual({ dark: false, themeColor: "#dc2626" });
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(async () => (await themeState(page)).dark).toBe(true);
});

test("a stored value counts only when it is light or dark and not following the system", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => {
    localStorage.theme = "dark";
    localStorage["theme-follow-system"] = "true";
  });
  await page.goto("/");
  expect((await themeState(page)).dark).toBe(false);
  await page.addInitScript(() => {
    localStorage.theme = "purple";
    localStorage["theme-follow-system"] = "false";
  });
  await page.goto("/");
  expect((await themeState(page)).dark).toBe(false);
});

test("the floating toggle hides once the page is scrolled past 150 px", async ({ page }) => {
  await gotoHydrated(page, "/");
  const toggle = page.getByTestId("floating-theme-toggle");
  await expect(toggle).toHaveAttribute("data-hidden", "false");
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForTimeout(100);
  await expect(toggle).toHaveAttribute("data-hidden", "false");
  await page.evaluate(() => window.scrollTo(0, 151));
  await expect(toggle).toHaveAttribute("data-hidden", "true");
  await expect(toggle.getByRole("button")).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toggle).toHaveAttribute("data-hidden", "false");
});
