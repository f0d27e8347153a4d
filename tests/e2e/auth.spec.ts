import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  signIn,
  test,
  testUsers,
  waitForInteractive,
  waitForMail,
} from "./support/fixtures.ts";
import { nextGoogleSignIn } from "./support/google-mock.ts";

const texts = {
  invalid: "Invalid email or password. Please try again.",
  exists: "An account with this email already exists.",
  signedUp: "Success! Check your email to confirm your account.",
  close: "You can close this window.",
  google: "Failed to sign in with Google. Please try again.",
};

/** A fresh address per run and case, so that reruns against one server do not collide. */
const fresh = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

const emailField = (scope: Page | Locator) => scope.getByLabel("Email", { exact: true });
const passwordField = (scope: Page | Locator) => scope.getByLabel("Password", { exact: true });

/** Submits /login's form and waits for the action's answer. */
async function signInOnLoginPage(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/login.data") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Sign in", exact: true }).click(),
  ]);
}

/** The sign-in modal, opened from /login's 'Create one' (the header's 'Members Only' opens the same). */
async function openModal(page: Page) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create one" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Create Account" })).toBeVisible();
  return dialog;
}

test.describe("/login", () => {
  test("has the specified parts, works by keyboard and is accessible", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Sign in");
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await expect(page.getByText("At least 6 characters")).toBeVisible();
    await expect(page.getByRole("link", { name: "support" })).toHaveAttribute("href", "/contact");
    await expectAccessible(page);

    // Nothing takes focus on load (a phone's keyboard would pop up at once: issue 18, item 21);
    // from the e-mail field on, keyboard only: type, tab on, reveal the password, submit with Enter.
    await expect(emailField(page)).not.toBeFocused();
    await emailField(page).focus();
    await page.keyboard.type(testUsers.client.email);
    await page.keyboard.press("Tab");
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.type(testUsers.client.password);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(passwordField(page)).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("shows wrong credentials in the red error box, and a spinner while it checks", async ({ page }) => {
    await page.goto("/login");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/login\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await emailField(page).fill(testUsers.client.email);
    await passwordField(page).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Signing in..." })).toBeVisible();
    release();
    await expect(page.getByRole("alert")).toHaveText(texts.invalid);
    await expectAccessible(page);
  });

  test("checks the fields in the browser with the server's rules", async ({ page }) => {
    await page.goto("/login");
    const submit = page.getByRole("button", { name: "Sign in", exact: true });
    await emailField(page).fill("not-an-address");
    await passwordField(page).fill("secret1");
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
    await emailField(page).fill(testUsers.client.email);
    await passwordField(page).fill("12345");
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters");
  });

  test("sends admins to /admin and others to /blog; a redirectTo elsewhere is ignored", async ({ page }) => {
    await page.goto("/login");
    await signInOnLoginPage(page, testUsers.admin.email, testUsers.admin.password);
    await expect(page).toHaveURL(/\/admin$/);

    await page.context().clearCookies();
    await page.goto(`/login?redirectTo=${encodeURIComponent("https://evil.example/steal")}`);
    await signInOnLoginPage(page, testUsers.client.email, testUsers.client.password);
    await expect(page).toHaveURL(/\/blog$/);

    // Signed in already: /login moves straight on.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("locks an account after 5 wrong passwords, with a clear message", async ({ page }) => {
    const email = fresh("locked");
    await page.goto("/login");
    for (let i = 0; i < 5; i++) {
      await signInOnLoginPage(page, email, `wrong-password-${i}`);
      await expect(page.getByRole("alert")).toHaveText(texts.invalid);
    }
    await signInOnLoginPage(page, email, "wrong-password-5");
    // The first lock lasts a minute (docs/decisions/004-account-lock.md), and the page says so.
    await expect(page.getByRole("alert")).toHaveText(
      /^Too many failed sign-in attempts for this account\. Try again in (1 minute|\d{2} seconds)\.$/,
    );
  });
});

test.describe("sign-in modal", () => {
  test("switches between 'Create Account' and 'Welcome Back', clearing messages, and is accessible", async ({
    page,
  }) => {
    const dialog = await openModal(page);
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(dialog.getByText("At least 6 characters")).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please enter your email address");
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Forgot password" })).toBeVisible();

    await emailField(dialog).fill(testUsers.client.email);
    await passwordField(dialog).fill("wrong-password");
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText(texts.invalid);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Sign up" }).click();
    await expect(dialog.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  });

  test("works by keyboard, closes on Escape and clears its fields when closed", async ({ page }) => {
    await page.goto("/login");
    const opener = page.getByRole("button", { name: "Create one" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog and stays there.
    await expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(emailField(dialog)).toBeFocused();
    await page.keyboard.type("someone@example.test");
    await page.keyboard.press("Tab");
    await page.keyboard.type("secret-password");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(emailField(dialog)).toHaveValue("");
    await expect(passwordField(dialog)).toHaveValue("");
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("signs in and closes itself", async ({ page }) => {
    const dialog = await openModal(page);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await emailField(dialog).fill(testUsers.client.email);
    await passwordField(dialog).fill(testUsers.client.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(dialog).toBeHidden();
    const session = await (await page.request.get("/api/auth/get-session")).json();
    expect(session.user.email).toBe(testUsers.client.email);
  });

  test("says when an account already exists", async ({ page }) => {
    const dialog = await openModal(page);
    await emailField(dialog).fill(testUsers.client.email);
    await passwordField(dialog).fill("another-password");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(texts.exists);
  });
});

test.describe("sign-up with confirmation", () => {
  test("confirms by the mailed link; before that, sign-in explains and resends", async ({ page }) => {
    const email = fresh("member");
    const dialog = await openModal(page);
    await emailField(dialog).fill(email);
    await passwordField(dialog).fill("member-password");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: texts.signedUp })).toContainText(texts.close);
    await expectAccessible(page);
    const first = await waitForMail(email, /Confirm your account/);

    await page.keyboard.press("Escape");
    await signInOnLoginPage(page, email, "member-password");
    await expect(page.getByRole("alert")).toContainText(
      "Please confirm your email address before signing in.",
    );
    await page.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(page.getByRole("alert")).toContainText("We sent you a new confirmation link.");

    const link = first.links.find((l) => l.includes("/api/auth/verify-email"));
    expect(link).toBeDefined();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/blog$/);
    const session = await (await page.request.get("/api/auth/get-session")).json();
    expect(session.user).toMatchObject({ email, emailVerified: true });
  });
});

test.describe("forgot password", () => {
  test("mails a single-use link to a page that sets a new password", async ({ page, request }) => {
    const email = fresh("forgetful");
    // An account of its own, confirmed through its mail, so the seeded users keep their passwords.
    const signUp = await request.post("/api/auth/sign-up/email", {
      data: { email, password: "first-password", name: "forgetful" },
    });
    expect(signUp.ok()).toBe(true);
    const confirm = await waitForMail(email, /Confirm your account/);
    await request.get(confirm.links.find((l) => l.includes("verify-email"))!, { maxRedirects: 0 });

    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Enter your email address above, then choose Forgot password.",
    );
    await emailField(page).fill(email);
    await page.getByRole("button", { name: "Forgot password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "If an account exists for this email, we sent you a link to reset your password.",
    );

    const mail = await waitForMail(email, /Reset your password/);
    const link = mail.links.find((l) => l.includes("/reset-password?token="))!;
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("New password").fill("second-password");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your password has been changed. You can now sign in with it.",
    );

    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText(
      "This password reset link is invalid or has expired. Please request a new one.",
    );
    await page.goto("/login");
    await signInOnLoginPage(page, email, "first-password");
    await expect(page.getByRole("alert")).toHaveText(texts.invalid);
    await signInOnLoginPage(page, email, "second-password");
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("Google", () => {
  test("signs a new user in through the provider and lands on /blog", async ({ page }) => {
    const email = fresh("google");
    await nextGoogleSignIn({ email });
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    const session = await (await page.request.get("/api/auth/get-session")).json();
    expect(session.user).toMatchObject({ email, emailVerified: true });
  });

  test("sends an admin to /admin, and back to the remembered page when there is one", async ({ page }) => {
    await nextGoogleSignIn({ email: testUsers.admin.email });
    const dialog = await openModal(page);
    await dialog.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.context().clearCookies();
    await nextGoogleSignIn({ email: testUsers.client.email });
    await page.goto("/client-portal/billing");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/\/client-portal\/billing$/);
  });

  test("explains a refused or failed Google sign-in", async ({ page }) => {
    await nextGoogleSignIn({ refuse: true });
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/\/auth-callback\?/);
    await expect(page.getByRole("alert")).toHaveText(texts.google);
    await expectAccessible(page);
    await nextGoogleSignIn({ email: fresh("google") });

    // A return that matches no sign-in in progress (forged, or the state cookie lost).
    await page.goto("/api/auth/callback/google?code=forged&state=forged");
    await expect(page).toHaveURL(/\/auth-callback\?/);
    await expect(page.getByRole("alert")).toHaveText(texts.google);
  });

  test("'Completing Sign In' sends nobody to /login", async ({ page }) => {
    await page.goto("/auth-callback");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("sessions", () => {
  /** Signs in as client2 through /login: a session of its own, since the stored test sessions must
      stay valid for the other specs. */
  async function signInWithOwnSession(page: Page) {
    await page.goto("/login");
    await signInOnLoginPage(page, testUsers.client2.email, testUsers.client2.password);
    await expect(page).toHaveURL(/\/blog$/);
  }

  test("Sign Out ends the session on the server: the old cookie stops working", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInWithOwnSession(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === "better-auth.session_token")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });

    const copied = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect((await copied.get("/client-portal", { maxRedirects: 0 })).status()).toBe(200);

    await page.evaluate(() => fetch("/logout", { method: "POST", redirect: "manual" }).then((r) => r.type));
    expect((await copied.get("/client-portal", { maxRedirects: 0 })).status()).toBe(302);
    await copied.dispose();
  });

  test("signing out in one tab shows at once in the others: a guarded page sends them to sign in", async ({
    page,
    context,
  }) => {
    await signInWithOwnSession(page);
    const other = await context.newPage();
    await other.goto("/client-portal");
    await waitForInteractive(other);

    const menu = page.getByRole("button", { name: "client2", exact: true });
    // The dropdown loads after hydration; a click on its placeholder trigger does nothing yet.
    await expect(async () => {
      await menu.click();
      await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("button", { name: "Members Only" })).toBeVisible();
    // The other tab was not touched: it heard of the sign-out (well before its 30 s check).
    await expect(other).toHaveURL("/login?redirectTo=%2Fclient-portal", { timeout: 10_000 });
    await other.close();
  });

  test("a tab notices a session ended elsewhere when it checks, and signing in again returns to the page", async ({
    page,
  }) => {
    await signIn(page, "admin");
    await page.goto("/admin/contacts?status=new");
    await waitForInteractive(page);
    // Gone from this browser (as after a sign-out on another device, or expiry), not from the
    // server: the stored session stays valid for the other specs.
    await page.context().clearCookies();
    // The check runs every 30 s and whenever the tab is shown again; this is the latter.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(page).toHaveURL("/login?redirectTo=%2Fadmin%2Fcontacts%3Fstatus%3Dnew");
    await signInOnLoginPage(page, testUsers.admin.email, testUsers.admin.password);
    await expect(page).toHaveURL("/admin/contacts?status=new");
  });

  test("refuses sign-in and sign-out posted from another site", async ({ request }) => {
    const evil = { origin: "https://evil.example" };
    const form = { intent: "sign-in", email: testUsers.client.email, password: testUsers.client.password };
    expect((await request.post("/login", { headers: evil, form, maxRedirects: 0 })).status()).toBe(403);
    expect((await request.post("/logout", { headers: evil, maxRedirects: 0 })).status()).toBe(403);
    const api = await request.post("/api/auth/sign-in/email", {
      headers: evil,
      data: { email: testUsers.client.email, password: testUsers.client.password },
    });
    expect(api.status()).toBe(403);
    expect(api.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("the sign-in modal", () => {
  test("holds the page behind it still while open, and lets it scroll after", async ({ page }) => {
    await page.goto("/");
    const membersOnly = page.getByRole("button", { name: "Members Only" });
    await membersOnly.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-modal-open", "");
    await page.mouse.move(20, 600);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // A press on the dimmed page closes the modal, as Radix's overlay did.
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
    await expect(html).not.toHaveAttribute("data-modal-open");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });
});

test.describe("header user menu", () => {
  test("shows the initial, name and links, and Sign Out ends the session", async ({ page }) => {
    await page.goto("/");
    const membersOnly = page.getByRole("button", { name: "Members Only" });
    await expect(membersOnly).toBeVisible();
    await membersOnly.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await emailField(dialog).fill(testUsers.admin.email);
    await passwordField(dialog).fill(testUsers.admin.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(dialog).toBeHidden();

    const menu = page.getByRole("button", { name: "admin", exact: true });
    const items = page.getByRole("menu");
    // The dropdown loads after hydration; a click on its placeholder trigger does nothing yet.
    await expect(async () => {
      await menu.click();
      await expect(items.getByText("Signed in as")).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(items.getByText(testUsers.admin.email)).toBeVisible();
    await expect(items.getByRole("menuitem", { name: "Client Portal" })).toHaveAttribute(
      "href",
      "/client-portal",
    );
    await expect(items.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
    await expectAccessible(page);
    await items.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(membersOnly).toBeVisible();
    expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  });

  test("has no Admin Dashboard entry for a client", async ({ page }) => {
    await signIn(page, "client");
    await page.goto("/");
    // The header renders the signed-in slot once the session is known: wait for it, never skip.
    const menu = page.getByRole("button", { name: "client", exact: true });
    await expect(menu).toBeVisible();
    // The dropdown loads after hydration; a click on its placeholder trigger does nothing yet.
    await expect(async () => {
      await menu.click();
      await expect(page.getByRole("menuitem", { name: "Client Portal" })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });
});

test("a portal invitation link opens sign-up with the invited address filled in", async ({ page }) => {
  await page.goto("/login?login_hint=invited%40example.test&mode=signup&redirectTo=%2Fclient-portal");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue("invited@example.test");
  await expectAccessible(page);
});
