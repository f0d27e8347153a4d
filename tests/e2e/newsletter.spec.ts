import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, waitForMail } from "./support/fixtures.ts";

/* Newsletter double opt-in through the form on the blog and the links of the received e-mails. */

const unique = (name: string) => `${name}-${Date.now()}@example.test`;

async function subscribeOnBlog(page: Page, email: string) {
  await page.goto("/blog");
  // The blog page places <NewsletterForm source="blog" />; the form is enhanced once hydrated.
  const form = page.locator("form#newsletter-blog[data-enhanced]");
  await expect(form).toBeVisible();
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  return form;
}

test("the blog's form subscribes, and a second sign-up of the address is a duplicate", async ({ page }) => {
  const email = unique("reader");
  const form = await subscribeOnBlog(page, "not-an-address");
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expectAccessible(page);

  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText("Success! Check your email for a confirmation link.");
  await expectAccessible(page);
  await waitForMail(email, /Confirm your newsletter subscription/);

  await form.getByLabel("Email address").fill(email.toUpperCase());
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "You're already subscribed! Check your email for our latest updates.",
  );
});

test("confirm and unsubscribe through the links of the received e-mail", async ({ page, request }) => {
  const email = unique("linked");
  const signUp = await request.post("/api/newsletter/subscribe", { data: { email, source: "website" } });
  expect(await signUp.json()).toEqual({
    outcome: "subscribed",
    message: "Success! Check your email for a confirmation link.",
  });
  const duplicate = await request.post("/api/newsletter/subscribe", { data: { email: email.toUpperCase() } });
  expect((await duplicate.json()).message).toBe(
    "You're already subscribed! Check your email for our latest updates.",
  );

  const mail = await waitForMail(email, /Confirm your newsletter subscription/);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const confirmLink = mail.links.find((l) => l.includes("/confirm-subscription?token="))!;
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { name: "Subscription Confirmed!" })).toBeVisible();
  await expectAccessible(page);

  const unsubscribeLink = mail.links.find((l) => l.includes("/unsubscribe?token="))!;
  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { name: "Unsubscribe from Our Newsletter" })).toBeVisible();
  await expect(page.getByText(`You are about to unsubscribe ${email} from our newsletter.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Never Mind" })).toHaveAttribute("href", "/");
  await expectAccessible(page);
  await page.getByLabel("The content is not relevant to me").check();
  await page.getByLabel("Anything else you'd like to tell us? (optional)").fill("Mostly video news for me");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You've Been Unsubscribed" })).toBeVisible();
  await expectAccessible(page);

  // The same link again says the address is already off the list (issue 18, item 20).
  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { name: "Already Unsubscribed" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
});

test("one-click unsubscribe (RFC 8058) from the List-Unsubscribe header", async ({ page, request }) => {
  const email = unique("one-click");
  const response = await request.post("/api/newsletter/subscribe", { data: { email, source: "blog" } });
  expect(response.ok()).toBe(true);
  const mail = await waitForMail(email, /Confirm your newsletter subscription/);
  const [pageUrl, oneClickUrl] = [...mail.headers["list-unsubscribe"].matchAll(/<([^>]+)>/g)].map(
    (m) => m[1],
  );

  // A mail provider posts the form body without any Origin header.
  const oneClick = await request.post(oneClickUrl, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await page.goto(pageUrl);
  await expect(page.getByRole("heading", { name: "Already Unsubscribed" })).toBeVisible();
  await expectAccessible(page);
});

test("links without a token explain the problem and lead home", async ({ page }) => {
  await page.goto("/confirm-subscription");
  await expect(page.getByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
  await expect(page.getByText("Invalid confirmation link. No token provided.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expectAccessible(page);

  await page.goto(`/confirm-subscription?token=${crypto.randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Confirmation Failed" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/unsubscribe");
  await expect(page.getByRole("heading", { name: "Something Went Wrong" })).toBeVisible();
  await expect(page.getByText("Invalid unsubscribe link.")).toBeVisible();
  await expectAccessible(page);
});
