import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { CapturedMail } from "../../support/smtp-capture.ts";
import { storageStateFile, type TestRole } from "./users.ts";

export { testUsers } from "./users.ts";
export { expect };

const run = () =>
  JSON.parse(readFileSync(".tmp/e2e/run.json", "utf8")) as { baseURL: string; mailboxUrl: string };

/** Ignored console errors: the browser's own line for an intended 4xx response. */
const expectedConsoleNoise = /Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Public pages paint before their scripts start (docs/decisions/002-deferred-scripts-and-islands.md),
 * so the page may still ignore clicks when the load event fires. Resolves once such a page is
 * interactive; at once for pages that hydrate as usual, without JavaScript, or that are not HTML.
 */
export async function waitForInteractive(page: Page) {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    const deferred = document.querySelector('script[type="text/x-deferred-module"]');
    return !deferred || root.dataset.boot !== "pending" || root.dataset.hydrated === "true";
  });
}

export const test = base.extend<{ failOnPageErrors: undefined }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL ?? run().baseURL),
  // page.goto and page.reload come back once the page reacts to clicks (waitForInteractive).
  page: async ({ page }, use) => {
    for (const method of ["goto", "reload"] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await original(...args);
          await waitForInteractive(page);
          return response;
        },
      });
    }
    await use(page);
  },
  // A test fails when the page throws or logs console.error (STYLE.md).
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !expectedConsoleNoise.test(message.text())) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs the page's browser context in as one of the seeded test users. */
export async function signIn(page: Page, role: TestRole) {
  const state = JSON.parse(readFileSync(storageStateFile(role), "utf8"));
  await page.context().addCookies(state.cookies);
}

/** No axe-core violations (WCAG 2.x A/AA) in the light theme and in the dark theme. */
export async function expectAccessible(page: Page) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => {
      document.documentElement.classList.toggle("dark", t === "dark");
      document.documentElement.style.colorScheme = t;
    }, theme);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary, `axe violations in the ${theme} theme`).toEqual([]);
  }
}

/** Mails the app sent to `to`, as recorded by the local SMTP server. */
export async function mailsTo(to: string): Promise<CapturedMail[]> {
  const response = await fetch(`${run().mailboxUrl}/?to=${encodeURIComponent(to)}`);
  return response.json();
}

/** Waits for a mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<CapturedMail> {
  const started = Date.now();
  for (;;) {
    const found = (await mailsTo(to)).find((m) => subject.test(m.subject));
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`No mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Makes the SMTP server refuse (true) or accept (false) mail, to simulate a provider outage. */
export async function setSmtpRejecting(on: boolean) {
  await fetch(`${run().mailboxUrl}/reject?on=${on}`);
}

/** Waits for any mail the app sent (to whoever) that matches. */
export async function waitForMailWhere(
  match: (mail: CapturedMail) => boolean,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const started = Date.now();
  for (;;) {
    const all = (await (await fetch(`${run().mailboxUrl}/`)).json()) as CapturedMail[];
    const found = all.find(match);
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error("No matching mail");
    await new Promise((r) => setTimeout(r, 100));
  }
}
