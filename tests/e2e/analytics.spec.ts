import type { APIRequestContext } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expect, expectAccessible, signIn, test } from "./support/fixtures.ts";

const unique = () => `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function exported(request: APIRequestContext, file: string) {
  const response = await request.get("/admin/analytics/export?range=7d");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/zip");
  return strFromU8(unzipSync(new Uint8Array(await response.body()))[file]);
}

async function pageViewsFigure(page: import("@playwright/test").Page) {
  await page.goto("/admin/analytics?range=7d&tab=website");
  const text =
    (await page.getByRole("region", { name: "Page Views" }).getByTestId("stat-value").textContent()) ?? "";
  return Number(text.replace(/[^0-9]/g, ""));
}

test("a fresh visitor's pages reach the analytics screen and the export; an admin's visits do not", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "admin");
  const before = await pageViewsFigure(page);

  // A fresh browser: lands from a campaign link, then navigates inside the app.
  const campaign = unique();
  // isbot rightly counts 'HeadlessChrome' as a bot: the visitor presents an ordinary desktop Chrome.
  const visitor = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  });
  const visit = await visitor.newPage();
  const beacons: string[] = [];
  visit.on("request", (r) => r.url().endsWith("/api/collect") && beacons.push(r.postData() ?? ""));
  await visit.goto(`/?utm_source=partner&utm_medium=referral&utm_campaign=${campaign}`);
  await expect.poll(() => beacons.filter((b) => b.includes('"k":"v"')).length).toBe(1);
  await visit.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await expect(visit).toHaveURL(/\/services$/);
  await expect.poll(() => beacons.filter((b) => b.includes('"p":"/services"')).length).toBe(1);
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  // The admin's own visit to the site is not counted.
  const adminCampaign = unique();
  await page.goto(`/?utm_source=partner&utm_medium=referral&utm_campaign=${adminCampaign}`);

  // Written in batches about every second: the export shows both views of one visitor.
  await expect
    .poll(
      async () =>
        (await exported(page.request, "utm-campaigns.csv")).includes(`${campaign},partner,referral,2,1`),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  expect(await exported(page.request, "utm-campaigns.csv")).not.toContain(adminCampaign);
  expect(await exported(page.request, "pages.csv")).toContain("/services,");
  expect(await pageViewsFigure(page)).toBeGreaterThanOrEqual(before + 2);

  for (const tab of ["Overview", "Website", "Email", "Revenue", "Content"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  }
  await page.getByRole("tab", { name: "Website" }).click();
  await expectAccessible(page);
});
