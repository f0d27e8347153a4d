/**
 * `npm test`: typecheck, lint, unit + integration (Vitest), build, end-to-end (Playwright), and the
 * cluster test (two built instances behind nginx on PostgreSQL and S3: tests/cluster/run.ts).
 * Every step runs even when an earlier one fails; the last line sums every runner as
 * `N passed, N failed, N skipped` for CI.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

type Tally = { passed: number; failed: number; skipped: number };
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const vitestFailures: string[] = [];

mkdirSync(".tmp", { recursive: true });

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

/** A step that is one check of its own (typecheck, lint, build). */
function check(name: string, command: string, args: string[]) {
  const ok = run(name, command, args);
  if (ok) total.passed++;
  else total.failed++;
  return ok;
}

function readJson(file: string) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npx", ["biome", "check", "."]);

const vitestReport = ".tmp/vitest-report.json";
rmSync(vitestReport, { force: true });
const unitOk = run("unit and integration", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  total.passed += vitest.numPassedTests;
  total.failed += vitest.numFailedTests;
  total.skipped += vitest.numPendingTests + vitest.numTodoTests;
  printVitestFailures(vitest);
} else if (!unitOk) total.failed++;

// The production build: client, server and the bundled server that `npm start` and the e2e tests run.
const built = check("build", "npm", ["run", "--silent", "build"]);

const playwrightReport = ".tmp/playwright-report.json";
rmSync(playwrightReport, { force: true });
if (built) {
  const e2eOk = run("end-to-end", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const report = readJson(playwrightReport);
  printSkipped(report);
  const stats = report?.stats;
  if (stats) {
    total.passed += stats.expected + stats.flaky;
    total.failed += stats.unexpected;
    total.skipped += stats.skipped;
    if (stats.expected + stats.unexpected + stats.flaky === 0) {
      console.error("No end-to-end test ran.");
      failures.push("end-to-end (none ran)");
      total.failed++;
    }
  } else if (!e2eOk) total.failed++;
}

// Two built instances behind nginx, on PostgreSQL and S3 (skipped, with its reason, without them).
const clusterReport = ".tmp/cluster-report.json";
rmSync(clusterReport, { force: true });
if (built) {
  const clusterOk = run("cluster", "node", ["tests/cluster/run.ts"]);
  const cluster = readJson(clusterReport);
  if (cluster) {
    total.passed += cluster.passed;
    total.failed += cluster.failed;
    total.skipped += cluster.skipped;
  } else if (!clusterOk) total.failed++;
}

type VitestReport = {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

/**
 * The names of failed Vitest tests, with the first line of their message, repeated at the very
 * end: CI shows only the tail of the output, and Vitest's own report is far above it.
 */
function printVitestFailures(report: VitestReport) {
  const firstLine = (text = "") => text.split("\n")[0].slice(0, 300);
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(`${process.cwd()}/`, "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed)
      vitestFailures.push(`- ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (an import error, a failing hook).
    if (!failed.length && file.status === "failed")
      vitestFailures.push(`- ${path}: ${firstLine(file.message)}`);
  }
}

type Spec = {
  title: string;
  tests: { status: string; annotations?: { type: string; description?: string }[] }[];
};
type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };

/** Every skipped end-to-end test is named with its reason, so that no skip passes unseen. */
function printSkipped(report: { suites?: Suite[] } | null) {
  const lines: string[] = [];
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === "skipped") {
          const why =
            t.annotations?.map((a) => `${a.type}: ${a.description ?? ""}`).join("; ") || "no reason given";
          lines.push(`- ${[...path, spec.title].join(" › ")} (${why})`);
        }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  if (lines.length) console.log(`\nSkipped end-to-end tests and why:\n${lines.join("\n")}`);
}

if (vitestFailures.length) console.log(`\nFailed unit and integration tests:\n${vitestFailures.join("\n")}`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(", ")}` : "All steps passed."}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failures.length || total.failed ? 1 : 0);
