import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signIn, test, waitForInteractive } from "./support/fixtures.ts";

/* Issue 36 item 13: a project created or renamed in one admin tab shows in another open
   /admin/client-portal tab within a second, every time. The owner works with several admin tabs
   open; with one event stream per tab, six of them held every connection the browser allows one
   host, and the other tabs' reloads (and saves) waited. The change is repeated, because the miss
   was intermittent (2 of 5 tries).
   "Within a second" is asserted on what the tab controls: it asks the server for the new data
   within a second of the change. How long the answer then takes depends on the server's load (on
   a busy test machine five tabs reloading at once took 2-3 s; 50 ms when idle), so the change must
   show within the usual assertion time after that. */

async function createProject(page: Page, fields: Record<string, string>) {
  const status = await page.evaluate(async (values) => {
    const form = new FormData();
    form.set("intent", "save-project");
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    return (await fetch("/admin/client-portal", { method: "POST", body: form })).status;
  }, fields);
  expect(status).toBe(200);
}

test("projects created and renamed in one tab show in another open tab within a second, every time", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const watcher = await context.newPage();
  await signIn(watcher, "admin");
  // Other admin pages open in the same browser, each listening to live changes.
  for (const path of [
    "/admin",
    "/admin/contacts",
    "/admin/subscribers",
    "/admin/revenue",
    "/admin/submissions",
  ]) {
    const tab = await context.newPage();
    await tab.goto(path);
    await waitForInteractive(tab);
  }
  const changer = await context.newPage();
  await changer.goto("/admin/client-portal");
  await waitForInteractive(changer);
  await watcher.goto("/admin/client-portal");
  await waitForInteractive(watcher);
  const list = watcher.getByRole("tabpanel", { name: "Projects" });
  // When the watcher last asked the server for the page's data (a live reload).
  const asked: number[] = [];
  watcher.on("request", (request) => {
    if (new URL(request.url()).pathname === "/admin/client-portal.data") asked.push(Date.now());
  });
  /** Runs a change, then checks the watcher asked again within a second and shows `text`. */
  async function expectLive(change: () => Promise<void>, text: string) {
    const before = asked.length;
    await change();
    const changed = Date.now();
    await expect.poll(() => asked.length, { timeout: 1000 }).toBeGreaterThan(before);
    expect(asked[before] - changed).toBeLessThan(1000);
    await expect(list.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(list).toBeVisible();

  const tag = randomUUID().slice(0, 6);
  const client = { clientEmail: `live-${tag}@example.com`, clientName: `Live ${tag}`, status: "planning" };
  for (let round = 1; round <= 10; round++) {
    const name = `Live project ${tag} ${round}`;
    await expectLive(() => createProject(changer, { ...client, name }), name);
  }

  // Renamed through the other tab's dialog, as the owner does.
  await changer.reload();
  await waitForInteractive(changer);
  let current = `Live project ${tag} 1`;
  for (let round = 1; round <= 10; round++) {
    const renamed = `Renamed ${tag} ${round}`;
    await changer.getByRole("button", { name: `Edit ${current}`, exact: true }).click();
    await changer.getByLabel("Project name").fill(renamed);
    await expectLive(async () => {
      await changer.getByRole("button", { name: "Save Changes" }).click();
      await expect(changer.getByRole("dialog")).toBeHidden();
    }, renamed);
    await expect(list.getByText(current, { exact: true })).toHaveCount(0);
    current = renamed;
  }
  await context.close();
});
