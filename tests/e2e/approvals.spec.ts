import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test, testUsers, waitForMail } from "./support/fixtures.ts";

/* Deliverable review and approval (issue 32 item 9): a version goes out, comes back with changes,
   a second version is approved, and both sides see the whole record; nobody else can open it. */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
// The demo data's active project of client@example.test.
const PROJECT = "Acme Coffee Holiday Campaign Video";

async function signedInPage(browser: Browser, role: keyof typeof testUsers) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, role);
  return page;
}

/** The number on the sidebar's Client Portal entry: deliverables with client activity not yet opened. */
async function reviewBadge(admin: Page) {
  const name = await admin
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Client Portal/ })
    .textContent();
  return Number(/(\d+)/.exec(name ?? "")?.[1] ?? 0);
}

const historyOf = (page: Page): Locator =>
  page.getByRole("region", { name: "History" }).getByRole("listitem");

async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: "page width at 390 px",
    })
    .toBeLessThanOrEqual(390);
}

test("a cut goes out, comes back with changes, v2 is approved; both sides see the record", async ({
  browser,
}) => {
  test.setTimeout(120_000); // two browsers, and axe in both themes on both review views
  const tag = randomUUID().slice(0, 6);
  const name = `Poster ${tag}`;
  const admin = await signedInPage(browser, "admin");
  const client = await signedInPage(browser, "client");

  // The admin uploads version 1 and opens its review.
  await admin.goto("/admin/client-portal?tab=deliverables");
  await admin.getByRole("button", { name: "Upload Deliverable" }).click();
  const upload = admin.getByRole("dialog", { name: "Upload Deliverable" });
  await upload.getByLabel("Project *").selectOption({ label: PROJECT });
  await upload
    .getByLabel("Or upload a file")
    .setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: PNG });
  await upload.getByLabel("File Name *").fill(name);
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(admin.getByText("Deliverable uploaded successfully!")).toBeVisible();
  await expect(upload).toBeHidden();
  await admin.getByRole("link", { name, exact: true }).click();
  await expect(admin.getByRole("heading", { name, level: 1 })).toBeVisible();
  const deliverableId = /\/deliverables\/([0-9a-f-]{36})$/.exec(admin.url())?.[1];
  expect(deliverableId).toBeTruthy();

  // It asks for approval; the client is mailed a link to the review.
  await admin.getByLabel("Note to the client (optional)").fill("First cut of the poster");
  await admin.getByRole("button", { name: "Request approval of version 1" }).click();
  // The form leaves once the version awaits (its success toast goes with it): the record shows it.
  await expect(historyOf(admin).filter({ hasText: /asked for approval of version 1/ })).toHaveCount(1);
  await expect(admin.getByText("Awaiting approval").first()).toBeVisible();
  const mail = await waitForMail(testUsers.client.email, new RegExp(`Your approval is requested: ${name}`));
  const link = mail.links.find((l) => l.includes(`/client-portal/assets/${deliverableId}`));
  expect(link, "the mail's link to the review").toBeTruthy();

  // The admin waits elsewhere; the client's comment and decision raise the sidebar count live.
  await admin.goto("/admin/client-portal?tab=deliverables");
  const before = await reviewBadge(admin);

  await client.goto(new URL(link!).pathname);
  await expect(client.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(client.getByRole("img", { name: `Version 1 of ${name}` })).toBeVisible();
  await expect(client.getByText("Note from the team: First cut of the poster")).toBeVisible();
  await client.getByLabel("Comment on version 1").fill("The logo feels small.");
  await client.getByRole("button", { name: "Add comment" }).click();
  await expect(client.getByRole("region", { name: "Comments on version 1" })).toContainText(
    "The logo feels small.",
  );
  await client.getByLabel("What should change?").fill("Make the logo twice as large, please.");
  await client.getByRole("button", { name: "Request changes" }).click();
  await expect(historyOf(client).filter({ hasText: /requested changes to version 1/ })).toHaveCount(1);
  await expect(client.getByText("Changes requested").first()).toBeVisible();
  await expect(client.getByRole("button", { name: /^Approve version/ })).toHaveCount(0);

  await expect.poll(() => reviewBadge(admin), { message: "the Client Portal badge" }).toBe(before + 1);

  // The admin opens the review (the count drops), uploads version 2 and asks again.
  await admin.getByRole("link", { name, exact: true }).click();
  await expect(admin.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect.poll(() => reviewBadge(admin), { message: "the badge once opened" }).toBe(before);
  await admin
    .getByLabel("New version file")
    .setInputFiles({ name: "poster-v2.png", mimeType: "image/png", buffer: PNG });
  await admin.getByRole("button", { name: "Upload new version" }).click();
  await admin.getByRole("button", { name: "Request approval of version 2" }).click();
  await expect(historyOf(admin).filter({ hasText: /asked for approval of version 2/ })).toHaveCount(1);

  // The client's open page follows live: version 2 awaits; it is approved.
  await client.getByLabel("Approval note (optional)").fill("Perfect, thank you.");
  await client.getByRole("button", { name: "Approve version 2" }).click();
  await expect(client.getByText(/^Approved by .+ on /)).toBeVisible();
  await expect(client.getByRole("button", { name: /v1/ })).toBeVisible();

  // The whole record, the same on both sides (the admin's page follows live).
  const steps = [
    /asked for approval of version 1/,
    /commented on version 1/,
    /requested changes to version 1/,
    /uploaded version 2/,
    /asked for approval of version 2/,
    /approved version 2/,
  ];
  for (const page of [client, admin]) {
    const history = historyOf(page);
    for (const step of steps) await expect(history.filter({ hasText: step })).toHaveCount(1);
    await expect(history.filter({ hasText: /requested changes/ })).toContainText(
      "Make the logo twice as large, please.",
    );
    await expect(page.getByText(/^Approved by .+ on /)).toBeVisible();
  }
  // Axe once each side, on the fullest state: versions, comments, history, the approval line.
  await expectAccessible(client);
  await expectAccessible(admin);

  // Neither review view scrolls sideways on a 390 px phone.
  await fitsNarrowScreen(client);
  await fitsNarrowScreen(admin);

  // Another client gets the same 404 as a missing deliverable, for the page and its files.
  const other = await signedInPage(browser, "client2");
  expect((await other.goto(`/client-portal/assets/${deliverableId}`))?.status()).toBe(404);
  expect((await other.request.get(`/files/approvals/${deliverableId}`)).status()).toBe(404);
  expect((await client.request.get(`/files/approvals/${deliverableId}`)).status()).toBe(200);
});
