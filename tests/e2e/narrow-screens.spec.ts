import { expect, signIn, test } from "./support/fixtures.ts";

/* Issue 18 item 8: every admin and portal page fits a 360 px screen: nothing scrolls sideways. */

const adminPages = [
  "/admin",
  "/admin/contacts",
  "/admin/subscribers",
  "/admin/client-portal?tab=projects",
  "/admin/submissions",
  "/admin/blog-posts",
  "/admin/client-portal?tab=deliverables",
  "/admin/client-portal?tab=messages",
  "/admin/messages",
  "/admin/analytics",
  "/admin/projects",
  "/admin/calendar",
  "/admin/revenue",
  "/admin/reports",
  "/admin/settings",
];
const portalPages = [
  "/client-portal",
  "/client-portal/projects",
  "/client-portal/assets",
  "/client-portal/billing",
  "/client-portal/messages",
  "/client-portal/profile",
  "/client-portal/settings",
];

test.use({ viewport: { width: 360, height: 780 } });

for (const [role, pages] of [
  ["admin", adminPages],
  ["client", portalPages],
] as const) {
  test(`${role} pages fit a 360 px screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, role);
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wide.push(`${path}: ${width}px`);
    }
    expect(wide, "pages wider than the screen").toEqual([]);
  });
}
