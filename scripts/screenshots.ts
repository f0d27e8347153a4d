/**
 * Full-page screenshots of every page in the light and the dark theme, to compare a change by eye
 * (issue 12: "nothing looks different unless it was inconsistent").
 *
 *   npm run screenshots -- shoot <out-dir> [--data <dir>] [--only <regex>]   needs `npm run build` first
 *   npm run screenshots -- compare <before-dir> <after-dir>  lists the shots that differ
 *
 * `shoot` starts the built server as the end-to-end setup does (tests/e2e/support/global-setup.ts):
 * the e2e users and the demo data in a data directory. Give the same `--data` directory to the run
 * before and the run after a change so both show the same records (it is seeded when empty).
 * PNGs are not committed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { REVENUE_TABS } from "../core/revenue/list-query.ts";
import { SETTINGS_TABS } from "../core/settings-schema.ts";
import {
  appCli,
  createTestUsers,
  freePort,
  signedInCookies,
  testAppEnv,
  waitForHealth,
} from "../tests/e2e/support/app-process.ts";
import type { TestRole } from "../tests/e2e/support/users.ts";

/**
 * One shot: a path; then optionally a link to follow (by its href, or `link` by its name) and a
 * button that opens a dialog.
 */
type Shot = { name: string; path: string; follow?: RegExp; link?: RegExp; open?: RegExp };

const publicShots: Shot[] = [
  ...["", "about", "services", "services/media-production", "services/marketing-strategy"].map(pageShot),
  ...["services/brand-consulting", "store", "showcase", "blog", "book", "marketing", "contact"].map(pageShot),
  ...["confirm-subscription", "unsubscribe", "login", "reset-password", "no-such-page"].map(pageShot),
  { name: "blog-post", path: "/blog", follow: /^\/blog\/[^/]+$/ },
];

const adminShots: Shot[] = [
  ...["", "contacts", "submissions", "subscribers", "blog-posts", "projects", "calendar", "reports", "kit"]
    .map((p) => `admin/${p}`)
    .map(pageShot),
  { name: "admin-contact-detail", path: "/admin/contacts", follow: /^\/admin\/contacts\/[0-9a-f-]{36}$/ },
  { name: "admin-contacts-add", path: "/admin/contacts", open: /^Add Contact$/ },
  {
    name: "admin-contact-edit",
    path: "/admin/contacts",
    follow: /^\/admin\/contacts\/[0-9a-f-]{36}$/,
    open: /Edit Contact/,
  },
  ...tabShots("client-portal", ["projects", "deliverables", "messages"]),
  { name: "admin-client-portal-new-project", path: "/admin/client-portal?tab=projects", open: /New Project/ },
  {
    name: "admin-client-portal-upload",
    path: "/admin/client-portal?tab=deliverables",
    open: /Upload Deliverable/,
  },
  ...tabShots("messages", ["campaigns", "templates", "compose"]),
  { name: "admin-campaign-detail", path: "/admin/messages?tab=campaigns", follow: /[?&]campaign=/ },
  { name: "admin-campaign-detail-sent", path: "/admin/messages?tab=campaigns", link: /Marketing Workshop/ },
  ...tabShots("analytics", ["overview", "website", "email", "revenue", "content"]),
  ...tabShots("revenue", REVENUE_TABS),
  { name: "admin-revenue-add-transaction", path: "/admin/revenue", open: /^Add Transaction$/ },
  { name: "admin-revenue-new-invoice", path: "/admin/revenue?tab=invoices", open: /New Invoice/ },
  ...tabShots("settings", SETTINGS_TABS),
];

const portalShots: Shot[] = ["", "projects", "assets", "billing", "messages", "profile", "settings"]
  .map((p) => `client-portal/${p}`)
  .map(pageShot);

function pageShot(p: string): Shot {
  return { name: p.replace(/\/$/, "").replaceAll("/", "-") || "home", path: `/${p}` };
}

function tabShots(page: string, tabs: readonly string[]): Shot[] {
  return tabs.map((tab) => ({ name: `admin-${page}-${tab}`, path: `/admin/${page}?tab=${tab}` }));
}

/**
 * The built server on a data directory (the e2e users and the demo data are created when it is new).
 * `ensureUp` starts it again on the same port when it has stopped (a busy shared machine), so the
 * signed-in cookies stay valid.
 */
async function appServer(dataDir: string) {
  const fresh = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = testAppEnv(port, dataDir);
  if (fresh) {
    const cli = appCli(env);
    createTestUsers(cli);
    cli("seed:demo");
  }
  const logFile = path.join(dataDir, "screenshots-server.log");
  let server: ChildProcess | null = null;
  const ensureUp = async () => {
    if (server && server.exitCode === null && server.signalCode === null) return;
    if (server)
      console.error(`the server stopped (${server.signalCode ?? server.exitCode}); starting it again`);
    const log = openSync(logFile, "a");
    server = spawn(process.execPath, ["--liftoff-only", "build/server/main.js"], {
      env,
      stdio: ["ignore", log, log],
    });
    await waitForHealth(baseURL, server, logFile);
  };
  await ensureUp();
  return { baseURL, ensureUp, stop: () => server?.kill("SIGTERM") };
}

/** Waits until the page has hydrated and settled (fonts, charts, lazy panels). */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => {
    const scripts = document.querySelector('script[type="module"], script[type="text/x-deferred-module"]');
    return !scripts || document.documentElement.dataset.hydrated === "true";
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}

async function shoot(page: Page, baseURL: string, shot: Shot, file: string) {
  await page.goto(`${baseURL}${shot.path}`);
  await settle(page);
  if (shot.follow) {
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const target = hrefs.find((href) => href && shot.follow?.test(href.replace(/^https?:\/\/[^/]+/, "")));
    if (!target) throw new Error(`${shot.name}: no link matching ${shot.follow} on ${shot.path}`);
    await page.goto(new URL(target, page.url()).href);
    await settle(page);
  }
  if (shot.link) {
    await page.getByRole("link", { name: shot.link }).first().click();
    await page.getByRole("dialog").waitFor();
    await settle(page);
  }
  if (shot.open) {
    await page.getByRole("button", { name: shot.open }).first().click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(500);
  }
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
}

type App = Awaited<ReturnType<typeof appServer>>;

async function shootRole(browser: Browser, app: App, role: TestRole | null, shots: Shot[], out: string) {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme,
      reducedMotion: "reduce",
    });
    if (role) await context.addCookies(await signedInCookies(app.baseURL, role));
    const page = await context.newPage();
    for (const shot of shots.filter((s) => !only || only.test(s.name))) {
      const file = path.join(out, `${shot.name}.${colorScheme}.png`);
      try {
        await app.ensureUp();
        await shoot(page, app.baseURL, shot, file);
        console.log(`shot ${file}`);
      } catch (error) {
        console.error(`failed ${shot.name} (${colorScheme}): ${(error as Error).message.split("\n")[0]}`);
      }
    }
    await context.close();
  }
}

async function shootAll(out: string, dataDir: string) {
  mkdirSync(out, { recursive: true });
  let app: App | undefined;
  let browser: Browser | undefined;
  try {
    app = await appServer(dataDir);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    await shootRole(browser, app, null, publicShots, out);
    await shootRole(browser, app, "admin", adminShots, out);
    await shootRole(browser, app, "client", portalShots, out);
  } finally {
    await browser?.close();
    app?.stop();
  }
}

/** Byte comparison: Chromium encodes the same pixels to the same PNG, so equal files mean equal shots. */
function compare(before: string, after: string) {
  const names = new Set([...readdirSync(before), ...readdirSync(after)].filter((f) => f.endsWith(".png")));
  const differ: string[] = [];
  for (const name of [...names].sort()) {
    const a = path.join(before, name);
    const b = path.join(after, name);
    if (!existsSync(a) || !existsSync(b))
      differ.push(`${name} (only in ${existsSync(a) ? "before" : "after"})`);
    else if (!readFileSync(a).equals(readFileSync(b))) differ.push(name);
  }
  console.log(`${names.size} shots, ${differ.length} differ`);
  for (const line of differ) console.log(`  ${line}`);
}

const [command, first, second, ...rest] = process.argv.slice(2);
const flag = (name: string) => {
  const args = [second, ...rest];
  return args.includes(name) ? args[args.indexOf(name) + 1] : undefined;
};
/** `--only <regex>`: just the shots whose names match (to retake a few). */
const only = flag("--only") ? new RegExp(flag("--only")!) : null;
if (command === "shoot" && first) {
  const dataDir = flag("--data") ?? path.join(".tmp", "screenshots-data");
  await shootAll(first, path.resolve(dataDir));
} else if (command === "compare" && first && second) {
  compare(first, second);
} else {
  console.error(
    "usage: node scripts/screenshots.ts shoot <out-dir> [--data <dir>] [--only <regex>] | compare <before> <after>",
  );
  process.exit(2);
}
