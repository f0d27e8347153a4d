import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support/fixtures.ts";

/* Issue 30: the project board (drag and drop, keyboard, live in another tab), the project page
   (a task added, a milestone completed), axe in both themes and no sideways scroll at 390 px.
   The spec makes its own project for a new client, so that other specs' demo data stays as it is. */

const column = (page: Page, title: string) => page.getByRole("region", { name: new RegExp(`^${title}`) });
const card = (scope: Page | Locator, name: string) => scope.getByRole("article", { name });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, "page width at 390 px").toBeLessThanOrEqual(widths.client);
}

test("the board moves a card by mouse and by keyboard, live in a second tab; the project page adds a task and completes a milestone", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Board Film ${randomUUID().slice(0, 6)}`;
  await signIn(page, "admin");
  await page.goto("/admin/projects");
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
  for (const title of ["PLANNING", "IN PROGRESS", "REVIEW", "COMPLETED", "ON HOLD"]) {
    await expect(column(page, title)).toBeVisible();
  }
  await expectAccessible(page);

  // 'New Project' is the existing project form.
  await page.getByRole("button", { name: "New Project" }).click();
  const dialog = page.getByRole("dialog", { name: "New Project" });
  await dialog.getByLabel(/^Project name/).fill(name);
  await dialog.getByLabel(/^Client e-?mail/i).fill(`board-${randomUUID().slice(0, 8)}@example.test`);
  await dialog.getByLabel(/^Client name/i).fill("Bea Board");
  await dialog.getByRole("button", { name: /Create|Save/ }).click();
  await expect(dialog).toBeHidden();
  await expect(card(column(page, "PLANNING"), name)).toBeVisible();
  await expect(card(column(page, "PLANNING"), name).getByText("TBD")).toBeVisible();

  // A second admin tab follows every move without a reload.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, "admin");
  await other.goto("/admin/projects");
  await expect(card(column(other, "PLANNING"), name)).toBeVisible();

  // Drag and drop with the mouse: PLANNING -> IN PROGRESS.
  const grip = page.getByRole("button", { name: `Move ${name}` });
  const target = column(page, "IN PROGRESS");
  const from = (await grip.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await expect(card(column(page, "IN PROGRESS"), name)).toBeVisible();
  await expect(card(column(other, "IN PROGRESS"), name)).toBeVisible({ timeout: 10_000 });

  // By keyboard alone: Space picks the card up, the arrow moves it a column on, Space drops it.
  await page.getByRole("button", { name: `Move ${name}` }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${name} is over IN PROGRESS.`)).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(`${name} is over REVIEW.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${name} moved to REVIEW.`)).toBeAttached();
  await expect(card(column(page, "REVIEW"), name)).toBeVisible();
  await expect(card(column(other, "REVIEW"), name)).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page);

  // The list view finds it by search.
  await page.goto(`/admin/projects?view=list&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await expectAccessible(page);

  // The project page: add a task, complete a milestone; both are in the history.
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  // An empty title is refused by the server with the field's message (impossible dates are unit-tested).
  await page.getByRole("button", { name: "Add task" }).click();
  await expect(page.getByText("Please enter a title").first()).toBeVisible();
  await page.getByLabel("Task title").fill("Write the script");
  await page.getByRole("button", { name: "Add task" }).click();
  await expect(page.getByRole("list", { name: "Tasks" }).getByText("Write the script")).toBeVisible();
  await page.getByLabel("Milestone title").fill("First cut");
  await page.getByRole("button", { name: "Add milestone" }).click();
  const milestones = page.getByRole("list", { name: "Milestones" });
  await expect(milestones.getByText("First cut")).toBeVisible();
  await milestones.getByRole("checkbox", { name: "First cut done" }).check();
  await expect(page.getByText("1 of 1 done (100%)")).toBeVisible();
  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity.getByText('Completed the milestone "First cut"')).toBeVisible();
  await expect(activity.getByText('Added the task "Write the script"')).toBeVisible();
  await expect(activity.getByText("Moved from IN PROGRESS to REVIEW")).toBeVisible();
  await expectAccessible(page);

  // A phone: the board and the project page fit 390 px without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.goto("/admin/projects");
  await expect(column(page, "PLANNING")).toBeVisible();
  await noSidewaysScroll(page);
  await other.context().close();
});
