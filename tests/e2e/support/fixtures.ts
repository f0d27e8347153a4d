import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { CapturedMail } from "../../support/smtp-capture.ts";
import { checkContrast } from "./contrast.ts";
import { storageStateFile, type TestRole } from "./users.ts";

export { testUsers } from "./users.ts";
export { expect };

const run = () =>
  JSON.parse(readFileSync(".tmp/e2e/run.json", "utf8")) as { baseURL: string; mailboxUrl: string };

/**
 * Ignored console errors: the browser's own line for an intended 4xx response, and its line for a
 * Content-Security-Policy violation (counted, with its details, by failOnPolicyViolations).
 */
const expectedConsoleNoise =
  /Failed to load resource: the server responded with a status of 4\d\d|violates the following Content Security Policy directive/;

/**
 * An anonymous visitor's public page starts its code on the first sign of intent (docs/decisions/
 * 018-start-on-intent.md): a pointer moving over it, as a desktop visitor's does. Nothing happens
 * on a page that has started, or has no deferred start.
 */
export async function showIntent(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(0, 0);
}

/**
 * Pages paint before their scripts start (docs/decisions/002-deferred-scripts-and-islands.md), and
 * a click that arrives before hydration is held and replayed afterwards (docs/decisions/
 * 007-no-lost-clicks.md), so its effect comes a moment later. Tests that check an effect at once
 * start from a hydrated page: this shows intent (showIntent), then resolves when the root has
 * marked <html data-hydrated>, and at once for pages without scripts (JavaScript off, JSON, plain
 * text).
 */
export async function waitForInteractive(page: Page) {
  await showIntent(page);
  await page.waitForFunction(() => {
    const scripts = document.querySelector('script[type="module"], script[type="text/x-deferred-module"]');
    return !scripts || document.documentElement.dataset.hydrated === "true";
  });
}

/** Reported by the page for each `securitypolicyviolation` event (the CSP blocked something). */
const VIOLATION_BINDING = "__reportPolicyViolation";

export const test = base.extend<{
  failOnPageErrors: undefined;
  expectedConsoleErrors: RegExp[];
  cspViolations: string[];
  failOnPolicyViolations: undefined;
}>({
  // Console errors a spec causes on purpose (a request it makes fail), besides expectedConsoleNoise.
  expectedConsoleErrors: [[], { option: true }],
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
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const expected = (text: string) =>
        expectedConsoleNoise.test(text) || expectedConsoleErrors.some((pattern) => pattern.test(text));
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !expected(message.text())) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(errors, "errors in the page").toEqual([]);
    },
    { auto: true },
  ],
  // What the Content-Security-Policy blocked on this test's page (docs/decisions/
  // 009-content-security-policy.md); a test that provokes a violation on purpose empties it.
  cspViolations: async ({}, use) => use([]),
  // A test fails on any CSP violation: every page must work under the policy as sent.
  failOnPolicyViolations: [
    async ({ page, cspViolations }, use) => {
      await page.exposeBinding(VIOLATION_BINDING, (_source, violation: string) => {
        cspViolations.push(violation);
      });
      await page.addInitScript((binding) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as Record<string, (v: string) => void>)[binding];
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ` +
              `(${event.sourceFile || location.href}:${event.lineNumber}) ${event.sample}`,
          );
        });
      }, VIOLATION_BINDING);
      await use(undefined);
      expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs the page's browser context in as one of the seeded test users. */
export async function signIn(page: Page, role: TestRole) {
  const state = JSON.parse(readFileSync(storageStateFile(role), "utf8"));
  await page.context().addCookies(state.cookies);
}

/**
 * Below this many judged texts, a contrast check did not really run (a page of ours has more): the
 * scan fails rather than pass on nothing, as axe's color-contrast did on oklch() colours.
 */
export const MIN_CONTRAST_CHECKED = 8;

/**
 * No axe-core violations (WCAG 2.x A/AA) and no text below WCAG contrast (our own check on the
 * browser's colours, tests/e2e/support/contrast.ts), in the light theme and in the dark theme.
 */
export async function expectAccessible(page: Page, { minTextChecked = MIN_CONTRAST_CHECKED } = {}) {
  // Two full axe scans cost seconds of CPU on a busy 2-core machine: each call brings its own time
  // budget, so a journey with several scans is not cut short by the per-test timeout.
  const info = test.info();
  info.setTimeout(info.timeout + 15_000);
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate(async (t) => {
      document.documentElement.classList.toggle("dark", t === "dark");
      document.documentElement.style.colorScheme = t;
      // Controls with `transition-colors` take the theme's colours over 150 ms: a scan in between
      // judged a half-dark button (seen once in CI). Only transitions: a looping animation never ends.
      const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
      await Promise.all(transitions.map((a) => a.finished.catch(() => {})));
    }, theme);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary, `axe violations in the ${theme} theme`).toEqual([]);
    const contrast = await checkContrast(page);
    const low = contrast.failures.map(
      (f) => `${f.target} "${f.text}": ${f.ratio}:1 < ${f.required}:1 (${f.color} on ${f.background})`,
    );
    expect(low, `text below WCAG contrast in the ${theme} theme`).toEqual([]);
    expect(
      contrast.checked,
      `texts whose contrast was checked in the ${theme} theme (${contrast.skipped} over images skipped)`,
    ).toBeGreaterThanOrEqual(minTextChecked);
  }
}

/** Mails the app sent to `to`, as recorded by the local SMTP server. */
export async function mailsTo(to: string): Promise<CapturedMail[]> {
  const response = await fetch(`${run().mailboxUrl}/?to=${encodeURIComponent(to)}`);
  return withAttachmentBytes(await response.json());
}

/** Attachments come over JSON as `{ type: "Buffer", data: [...] }`: made Buffers again. */
function withAttachmentBytes(mails: CapturedMail[]): CapturedMail[] {
  return mails.map((mail) => ({
    ...mail,
    attachments: (mail.attachments ?? []).map((file) => ({
      ...file,
      content: Buffer.from((file.content as unknown as { data: number[] }).data ?? file.content),
    })),
  }));
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
    const all = withAttachmentBytes(await (await fetch(`${run().mailboxUrl}/`)).json());
    const found = all.find(match);
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error("No matching mail");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Makes the next POST to `path` (its data request) fail once, as a 502 page or a dropped line. */
export async function failNextPost(page: Page, path: string, how: "502" | "abort") {
  let failed = false;
  await page.route(`**${path}.data*`, async (route) => {
    if (failed || route.request().method() !== "POST") return route.fallback();
    failed = true;
    if (how === "abort") return route.abort("connectionreset");
    return route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" });
  });
}
