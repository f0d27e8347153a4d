import { checkContrast } from "./support/contrast.ts";
import { expect, expectAccessible, signIn, test } from "./support/fixtures.ts";

/*
 * The contrast check really checks (issue 35 item 6): axe-core read no oklch() colour and passed
 * on nothing. These are the pages where that was seen, a form and the back office, both themes.
 */

for (const path of ["/", "/services", "/blog", "/login"]) {
  test(`text contrast is checked on ${path} in both themes`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page, { minTextChecked: 20 });
  });
}

test("text contrast is checked in the back office in both themes", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/admin");
  await expectAccessible(page, { minTextChecked: 20 });
});

test("a text too pale for its background is found, colours in oklch() with none components", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    const box = document.createElement("div");
    box.style.background = "oklch(1 none none)";
    box.innerHTML =
      '<p id="pale" style="color: oklch(0.8 none 0); font-size: 16px">Pale grey on white</p>' +
      '<p id="dark" style="color: oklch(0.3 0 none); font-size: 16px">Dark grey on white</p>';
    document.querySelector("main")?.prepend(box);
  });
  const report = await checkContrast(page);
  expect(report.failures.map((f) => f.target)).toContain("p#pale");
  expect(report.failures.map((f) => f.target)).not.toContain("p#dark");
  const pale = report.failures.find((f) => f.target === "p#pale");
  expect(pale?.ratio).toBeLessThan(2);
});
