/**
 * `npm run bench:interaction` (issue 37): how long a click, tap or screen change takes to show its
 * answer, from the input (pointerdown, or touchstart for a tap) to the end of the main thread's
 * work on the frame that paints it (its style, layout and paint: a message posted from the frame's
 * animation callback, which runs before them, is handled after them), measured in Debian's
 * Chromium. Each line also prints the time to that frame's animation callback, what the runs
 * before 2026-11-28 12:00 UTC measured. A press that the browser answers with another document (a
 * link followed before the app ran) is measured there, to the same frame, from the same press.
 *
 * Every figure comes from a fresh page (a new browser context: no cache, no storage) that was left
 * idle `BENCH_IDLE_MS` (3 s) after load, with the CPU at 1× and slowed 4× (CDP), `BENCH_RUNS` (3)
 * times each. The public controls are measured twice: `first`, the page's first input (no mouse
 * move before it: the pointer goes to the control and presses at once), and `started`, the same
 * control once the app runs (a pointer move first, then the wait for hydration). The admin moves:
 * the pointer rests on the sidebar entry (or the record) `BENCH_HOVER_MS` (200 ms) before the
 * press, as a hand does. Typing in an admin search box: each keystroke, keydown to the first frame
 * whose input shows the typed character (`TYPING_DELAY_MS` between keys, a pause in the middle so
 * that the debounced search lands while the rest is typed); a keystroke that never shows (lost,
 * or the field replaced under the typist) counts as no answer. Prints the median and worst of
 * each, against the budget (public ≤ 100 ms at 1×, ≤ 200 ms at 4×; admin ≤ 150 ms at 1×, ≤ 400 ms
 * at 4×; a keystroke ≤ 50 ms), and with `BENCH_LIGHTHOUSE=1` (the
 * default) Lighthouse mobile on `/` and `/services` in the same run. Writes the table into
 * bench/README.md between the "interaction" markers.
 */
import { execFileSync } from "node:child_process";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { signInThroughApi } from "../tests/e2e/support/app-process.ts";
import { startBareApp } from "./support/bare-app.ts";
import { chromePath, figures, lighthouse } from "./support/lighthouse-run.ts";
import { loadAverage } from "./support/percentiles.ts";
import { writeReadmeBlock } from "./support/readme-block.ts";
import { benchUsers, benchUsersCli } from "./support/session.ts";
import { startApp } from "./support/start-app.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 3000);
const hoverMs = Number(process.env.BENCH_HOVER_MS ?? 200);
const rates = (process.env.BENCH_CPU ?? "1,4").split(",").map(Number);
const only = process.env.BENCH_ONLY; // "public" | "admin"
// BENCH_CASES: comma-separated parts of case names, e.g. "Members,theme": only those cases.
const chosenCases = process.env.BENCH_CASES?.split(",").filter(Boolean);
// BENCH_STATES: "first", "started" or both (the default): which of the public controls' figures.
const publicStates = (process.env.BENCH_STATES ?? "first,started")
  .split(",")
  .filter((s): s is "first" | "started" => s === "first" || s === "started");
/** A measurement that has not answered by then is recorded as "no answer" and its page closed. */
const MEASURE_TIMEOUT_MS = 60_000;
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== "0";

type Case = {
  name: string;
  /** "reference": the bare React Router page (bench/bare-app/), the machine's yardstick. */
  area: "public" | "admin" | "reference";
  path: string | ((baseURL: string) => Promise<string>);
  /** 390 px with touch: the control is tapped. */
  mobile?: boolean;
  /** Run in the page before the input (fills a field, scrolls the control into view...). */
  prepare?: (page: Page) => Promise<void>;
  /** The control, as a CSS selector. */
  target: string;
  /** Typed into the control (a text field) instead of a click: one figure per keystroke. */
  typed?: { text: string; pauseAfter: number };
  /** In the page: true once the answer is in the DOM; `before` is what `snapshot` returned. */
  done: string;
  snapshot?: string;
};

const heading = "document.querySelector('main h1, h1')?.textContent ?? ''";

/**
 * The same measurement on a bare React Router page, in the same run: a button whose click renders
 * one more paragraph. How long the least a React page can do takes on this machine at this moment,
 * beside which the product's figures can be read (a quiet machine and a loaded one differ by 3× or
 * more). It has no budget of its own.
 */
const referenceCase: Case = {
  name: "reference (bare React Router page)",
  area: "reference",
  path: "/",
  target: "main button",
  done: "!!document.querySelector('#details')",
};

const publicCases: Case[] = [
  {
    name: "theme toggle",
    area: "public",
    path: "/",
    target: '[data-testid="floating-theme-toggle"] button',
    snapshot: "document.documentElement.classList.contains('dark')",
    done: "document.documentElement.classList.contains('dark') !== before",
  },
  {
    name: "mobile menu (390 px, touch)",
    area: "public",
    path: "/",
    mobile: true,
    target: 'header button[aria-label="Open menu"]',
    // React's menu, or before the start the server's copy shown by the start script.
    done: "!!document.querySelector('#mobile-menu, #mobile-menu-early:not([hidden])')",
  },
  {
    name: "Members Only (sign-in dialog)",
    area: "public",
    path: "/",
    target: "header button:has-text('Members Only')",
    done: '!!document.querySelector(\'[role="dialog"] input[type="email"], [role="dialog"] input[name="email"]\')',
  },
  {
    name: "contact form Send, empty name",
    area: "public",
    path: "/contact",
    target: "main form button[type=submit]:has-text('Send')",
    done: "!!document.querySelector('main form [aria-invalid=\"true\"]')",
  },
  {
    name: "footer Subscribe, invalid address",
    area: "public",
    path: "/services",
    prepare: async (page) => {
      await page.locator("form#newsletter-website input[type=email]").fill("not-an-address");
    },
    target: "form#newsletter-website button:has-text('Subscribe')",
    done: "!!document.querySelector('form#newsletter-website [aria-invalid=\"true\"]')",
  },
  {
    name: "video carousel next",
    area: "public",
    path: "/",
    target: 'button[aria-label="Next video"]',
    snapshot: "document.querySelector('[data-testid=\"featured-video\"]')?.getAttribute('data-video-id')",
    done: "document.querySelector('[data-testid=\"featured-video\"]')?.getAttribute('data-video-id') !== before",
  },
  {
    name: "blog post link",
    area: "public",
    path: "/blog",
    target: "main a[href^='/blog/']",
    snapshot: heading,
    done: `location.pathname.startsWith('/blog/') && (${heading}) !== before`,
  },
];

const screens: [string, string][] = [
  ["Dashboard", "/admin"],
  ["Contacts", "/admin/contacts"],
  ["Messages", "/admin/messages"],
  ["Analytics", "/admin/analytics"],
  ["Revenue", "/admin/revenue"],
  ["Settings", "/admin/settings"],
];

const adminCases: Case[] = [
  ...screens.map(([from, fromPath], i) => {
    const [to, toPath] = screens[(i + 1) % screens.length] as [string, string];
    return {
      name: `sidebar ${from} → ${to}`,
      area: "admin" as const,
      path: fromPath,
      target: `#admin-sidebar a[href="${toPath}"]`,
      snapshot: heading,
      done: `location.pathname === ${JSON.stringify(toPath)} && (${heading}) !== before`,
    };
  }),
  {
    name: "open a contact",
    area: "admin",
    path: "/admin/contacts",
    target: "main article h2 a",
    snapshot: heading,
    done: `/^\\/admin\\/contacts\\/[^/]+$/.test(location.pathname) && (${heading}) !== before`,
  },
  {
    name: "open a campaign",
    area: "admin",
    path: "/admin/messages",
    target: "main a[href*='campaign=']",
    done: "!!document.querySelector('[role=\"dialog\"]')",
  },
  {
    name: "Add Transaction",
    area: "admin",
    path: "/admin/revenue",
    target: "main button:has-text('Add Transaction')",
    done: "!!document.querySelector('[role=\"dialog\"]')",
  },
  {
    // Searches 300 ms after the last key: the pause lets the list change while the rest is typed.
    name: "typing in Contacts search (per key)",
    area: "admin",
    path: "/admin/contacts",
    target: "#contacts-q",
    typed: { text: "studio design", pauseAfter: 6 },
    done: "",
  },
  {
    name: "typing in Revenue search (per key)",
    area: "admin",
    path: "/admin/revenue?tab=transactions",
    target: "#transaction-search",
    typed: { text: "website retainer", pauseAfter: 7 },
    done: "",
  },
];

const TYPING_DELAY_MS = 120;
const TYPING_PAUSE_MS = 500;
const KEYSTROKE_BUDGET_MS = 50;

/** Types `c.typed` key by key: for each keystroke, its keydown to the first frame whose field shows it. */
async function typeAndMeasure(page: Page, c: Case & { typed: NonNullable<Case["typed"]> }) {
  await page.locator(c.target).first().click();
  await page.waitForTimeout(300);
  await page.evaluate((selector) => {
    const w = window as unknown as { __keys: number[] };
    w.__keys = [];
    const field = () => document.querySelector<HTMLInputElement>(selector);
    addEventListener(
      "keydown",
      (event) => {
        if (event.key.length !== 1) return;
        const t0 = event.timeStamp;
        const expected = `${field()?.value ?? ""}${event.key}`;
        const index = w.__keys.push(Number.NaN) - 1;
        const frame = () => {
          if (field()?.value === expected) afterFrame(() => (w.__keys[index] = performance.now() - t0));
          else if (performance.now() - t0 < 5000) requestAnimationFrame(frame);
        };
        const afterFrame = (then: () => void) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = then;
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(frame);
      },
      { capture: true },
    );
  }, c.target);
  const { text, pauseAfter } = c.typed;
  for (const [i, key] of [...text].entries()) {
    await page.keyboard.press(key === " " ? "Space" : key);
    await page.waitForTimeout(i + 1 === pauseAfter ? TYPING_PAUSE_MS : TYPING_DELAY_MS);
  }
  await page.waitForTimeout(5000);
  return page.evaluate(() => (window as unknown as { __keys: number[] }).__keys.map((v) => v ?? Number.NaN));
}

type Answer = { framed: number; painted: number; document?: true };
type Watch = (start: () => number | null, answered: () => boolean, inNextDocument?: true) => Promise<Answer>;
const PRESSED_KEY = "__benchPressed";

/**
 * Run at the start of every document of a measured page's context. Defines `__benchWatch`: from
 * `start` (the press's time stamp on this document's timeline, null until the press) to the end of
 * the main thread's work on the first frame in which `answered()` holds. And when a press on the
 * page before opened this document (a link followed before the app started, decision 026,
 * eleventh addendum; `arm` put the press's wall-clock time and the check in session storage),
 * watches for the same answer here, from the same press.
 */
function installWatch(key: string) {
  const w = window as unknown as { __benchWatch: Watch; __latency?: Promise<Answer> };
  w.__benchWatch = (start, answered, inNextDocument) =>
    new Promise((resolve) => {
      const frame = () => {
        const t0 = start();
        if (t0 === null || !document.body || !answered()) return void requestAnimationFrame(frame);
        const framed = performance.now() - t0;
        // Handled once the frame's style, layout and paint are done.
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          resolve({ framed, painted: performance.now() - t0, ...(inNextDocument && { document: true }) });
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(frame);
    });
  const pressed = sessionStorage.getItem(key);
  if (!pressed) return;
  sessionStorage.removeItem(key);
  const { at, done, before } = JSON.parse(pressed) as { at: number; done: string; before: unknown };
  const check = new Function("before", `return (${done})`) as (before: unknown) => boolean;
  w.__latency = w.__benchWatch(
    () => at - performance.timeOrigin,
    () => check(before),
    true,
  );
}

/** Installs the measurement: input time stamp to the animation frame whose DOM shows the answer. */
async function arm(page: Page, c: Case, input: "pointerdown" | "touchstart") {
  await page.evaluate(
    ({ input, done, snapshot, key }) => {
      const before = snapshot ? new Function(`return (${snapshot})`)() : undefined;
      const check = new Function("before", `return (${done})`) as (before: unknown) => boolean;
      const w = window as unknown as { __benchWatch: Watch; __latency: Promise<Answer> };
      let t0: number | null = null;
      addEventListener(
        input,
        (e) => {
          t0 ??= e.timeStamp;
          // For the next document, if the press opens one.
          sessionStorage.setItem(key, JSON.stringify({ at: performance.timeOrigin + t0, done, before }));
        },
        { capture: true, once: true },
      );
      w.__latency = w.__benchWatch(
        () => t0,
        () => check(before),
      );
    },
    { input, done: c.done, snapshot: c.snapshot ?? null, key: PRESSED_KEY },
  );
}

async function measureOnce(
  browser: Browser,
  baseURL: string,
  c: Case,
  rate: number,
  state: "first" | "started",
  cookies: Awaited<ReturnType<typeof signedInCookiesFor>>,
) {
  const context: BrowserContext = await browser.newContext(
    c.mobile
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 }
      : { viewport: { width: 1280, height: 900 } },
  );
  if (c.area === "admin") await context.addCookies(cookies);
  await context.addInitScript(installWatch, PRESSED_KEY);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const path = typeof c.path === "string" ? c.path : await c.path(baseURL);
    await page.goto(`${baseURL}${path}`, { waitUntil: "load" });
    if (state === "started") {
      await page.mouse.move(2, 2);
      // The bare page hydrates at load and marks nothing: the idle wait below covers it.
      if (c.area !== "reference")
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
          timeout: 30_000,
        });
    }
    await page.waitForTimeout(idleMs);
    const target = page.locator(c.target).first();
    // Scrolled by script, not by a wheel: the control is where a visitor who scrolled would find it.
    await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await c.prepare?.(page);
    await page.waitForTimeout(100);
    if (c.typed)
      return (await typeAndMeasure(page, { ...c, typed: c.typed })).map((painted) => ({
        painted,
        framed: Number.NaN,
      }));
    const box = await target.boundingBox();
    if (!box) throw new Error(`${c.name}: ${c.target} is not visible`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await arm(page, c, c.mobile ? "touchstart" : "pointerdown");
    if (c.mobile) await page.touchscreen.tap(x, y);
    else {
      await page.mouse.move(x, y);
      if (c.area === "admin") await page.waitForTimeout(hoverMs);
      await page.mouse.down();
      await page.mouse.up();
    }
    return [await answer(page)];
  } finally {
    await context.close();
  }
}

/** The measurement's answer, in this document or, after a navigation, in the next. */
async function answer(page: Page): Promise<Answer> {
  const noAnswer: Answer = { framed: Number.NaN, painted: Number.NaN };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const answered = await page.evaluate((noAnswer) => {
        const latency = (window as unknown as { __latency?: Promise<Answer> }).__latency;
        if (!latency) return null;
        return Promise.race([
          latency,
          new Promise<Answer>((resolve) => setTimeout(() => resolve(noAnswer), 20_000)),
        ]);
      }, noAnswer);
      if (answered) return answered;
      // A document the press opened, before its start script ran: the next try finds it.
      await page.waitForLoadState("domcontentloaded");
    } catch (error) {
      // The press navigated: the page's context went with its document.
      if (!/context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState("domcontentloaded");
    }
  }
  return noAnswer;
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN) : Number.NaN;
};
const worst = (values: number[]) => (values.some(Number.isNaN) ? Number.NaN : Math.max(...values));
const ms = (v: number) => (Number.isNaN(v) ? "no answer" : `${Math.round(v)}`);

function budget(c: Case, rate: number) {
  if (c.typed) return KEYSTROKE_BUDGET_MS;
  if (c.area === "reference") return Number.POSITIVE_INFINITY;
  if (c.area === "public") return rate >= 4 ? 200 : 100;
  return rate >= 4 ? 400 : 150;
}

async function main() {
  // BENCH_BUILD=0 runs the build already in build/ (it must be of this checkout).
  if (process.env.BENCH_BUILD !== "0")
    execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  const app = await startApp({ cli: [["seed:demo"], ...benchUsersCli()] });
  const bare = await startBareApp();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const rows: string[] = [];
  const lines: string[] = [];
  let misses = 0;
  const started = new Date().toISOString().slice(0, 16).replace("T", " ");
  const loadBefore = loadAverage();
  try {
    const { email, password } = benchUsers.admin;
    const cookies = await signedInCookiesFor(app.baseURL, email, password);
    const cases = [
      referenceCase,
      ...(only === "admin" ? [] : publicCases),
      ...(only === "public" ? [] : adminCases),
    ].filter(
      (c) => c.area === "reference" || !chosenCases || chosenCases.some((part) => c.name.includes(part)),
    );
    for (const c of cases) {
      const states = c.area === "admin" ? (["started"] as const) : publicStates;
      const cells: string[] = [];
      for (const rate of rates) {
        for (const state of states) {
          const measured: Answer[] = [];
          for (let i = 0; i < runs; i++) {
            let timer: ReturnType<typeof setTimeout> | undefined;
            try {
              // A page that never answers (once: the blog link at 4×, the renderer busy for minutes)
              // must not stop the run: its context is closed, which ends the measurement's wait.
              const timedOut = new Promise<never>((_, reject) => {
                timer = setTimeout(() => {
                  for (const context of browser.contexts()) void context.close();
                  reject(new Error(`no answer within ${MEASURE_TIMEOUT_MS / 1000} s`));
                }, MEASURE_TIMEOUT_MS);
              });
              measured.push(
                ...(await Promise.race([
                  measureOnce(
                    browser,
                    c.area === "reference" ? bare.baseURL : app.baseURL,
                    c,
                    rate,
                    state,
                    cookies,
                  ),
                  timedOut,
                ])),
              );
            } catch (error) {
              console.error(`${c.name} ${rate}× ${state}: ${error instanceof Error ? error.message : error}`);
              measured.push({ painted: Number.NaN, framed: Number.NaN });
            } finally {
              clearTimeout(timer);
            }
          }
          const values = measured.map((m) => m.painted);
          const framed = measured.map((m) => m.framed);
          const documents = measured.filter((m) => m.document).length;
          const [m, w] = [median(values), worst(values)];
          const over = Number.isNaN(w) || w > budget(c, rate);
          if (over) misses++;
          const cell = `${ms(m)} / ${ms(w)}${documents ? " †" : ""}${over ? " ✗" : ""}`;
          cells.push(cell);
          const label = c.area === "admin" ? `${rate}×` : `${rate}× ${state}`;
          lines.push(
            `${c.name.padEnd(36)} ${label.padEnd(12)} median ${ms(m)} ms, worst ${ms(w)} ms (${values.map(ms).join(", ")})${c.typed ? "" : `; to the frame's start ${ms(median(framed))} / ${ms(worst(framed))}`}${documents ? `; ${documents} of ${measured.length} in a new document` : ""}`,
          );
          console.log(lines.at(-1));
        }
      }
      rows.push(`| ${c.area} | ${c.name} | ${cells.join(" | ")} |`);
    }
    const lighthouseLines: string[] = [];
    if (withLighthouse) {
      for (const path of ["/", "/services"]) {
        const f = figures(
          await lighthouse(`${app.baseURL}${path}`, `interaction-${path === "/" ? "home" : path.slice(1)}`),
        );
        const line = `Lighthouse mobile ${path}: performance ${f.performance}, TBT ${Math.round(f.tbt)} ms, LCP ${(f.lcp / 1000).toFixed(2)} s, JavaScript in the first 5 s ${(f.js.first5s / 1024).toFixed(1)} KB`;
        lighthouseLines.push(`- ${line}`);
        console.log(line);
      }
    }
    const header = `| area | interaction | ${rates.flatMap((r) => [`${r}× first`, `${r}× started`]).join(" | ")} |`;
    const table = [
      `Run of ${started} UTC, ${runs} fresh page(s) per figure, idle ${idleMs} ms after load, load average ${loadBefore} before and ${loadAverage()} after. Median / worst in ms, from the input to the end of the painting frame's main-thread work (style, layout, paint); † some answers were another document (a link the browser followed before the app ran: the same frame measured there, from the same press); ✗ over the budget (public ≤ 100 ms at 1×, ≤ 200 ms at 4×; admin ≤ 150 / 400 ms; typing ≤ ${KEYSTROKE_BUDGET_MS} ms a keystroke, every keystroke of the runs). The admin figures sit in the "started" columns (an admin page starts at load). The reference row is the same measurement of a button on the bare React Router page (bench/bare-app/), no budget: what the least a React page does takes on this machine in this run.`,
      "",
      header,
      `| --- | --- | ${rates.flatMap(() => ["---:", "---:"]).join(" | ")} |`,
      ...rows.map((row) => {
        // Admin rows have one cell per rate: put it in the "started" column.
        const parts = row.split(" | ");
        if (!row.startsWith("| admin")) return row;
        const cells = parts.slice(2).map((p) => p.replace(/ \|$/, ""));
        return `| admin | ${parts[1]} | ${cells.map((cell) => `– | ${cell}`).join(" | ")} |`;
      }),
      "",
      ...lighthouseLines,
    ].join("\n");
    // A run of some cases or states only prints; the README keeps the table of a whole run.
    if (chosenCases || publicStates.length < 2) console.log(`\n${table}`);
    else
      writeReadmeBlock("interaction", "Interaction latency (`npm run bench:interaction`, issue 37)", table);
    console.log(`\n${misses ? `${misses} figure(s) over the budget` : "Every figure within the budget"}`);
  } finally {
    await browser.close();
    await app.stop();
    await bare.stop();
  }
}

async function signedInCookiesFor(baseURL: string, email: string, password: string) {
  const { hostname } = new URL(baseURL);
  return (await signInThroughApi(baseURL, email, password)).map((header) => {
    const [pair = "", ...attributes] = header.split(";").map((p) => p.trim());
    const [name = "", ...value] = pair.split("=");
    const lower = attributes.map((a) => a.toLowerCase());
    return {
      name,
      value: value.join("="),
      domain: hostname,
      path: "/",
      expires: -1,
      httpOnly: lower.includes("httponly"),
      secure: lower.includes("secure"),
      sameSite: "Lax" as const,
    };
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
