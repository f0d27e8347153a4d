/**
 * `npm run bench:web-compare -- <checkout>`: this build against another checkout's build (the
 * previous commit, an experiment in a git worktree), in Lighthouse's count of main-thread work.
 * Builds this checkout, uses the other's build (building it when it has none), starts both on the
 * demo data beside the bare React Router page, and measures in `BENCH_ROUNDS` (default 5)
 * alternating rounds: bare page, then per page this build and the other. Prints per page the
 * medians, each build's median ratio to the bare page, and the median ratio of this build to the
 * other. `BENCH_PAGES` (comma-separated, default `/,/services,post`; `post` is the first blog post)
 * chooses the pages.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { startBareApp } from "./support/bare-app.ts";
import { type Figures, figures, lighthouse, mainThreadRow, roundRatios } from "./support/lighthouse-run.ts";
import { loadAverage } from "./support/percentiles.ts";
import { firstBlogPost, startApp } from "./support/start-app.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const other = process.argv[2] ? path.resolve(process.argv[2]) : "";

async function main() {
  if (!other || !existsSync(path.join(other, "package.json")))
    throw new Error("Usage: npm run bench:web-compare -- <path of another checkout>");
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  const apps = {
    this: await startApp({ cli: [["seed:demo"]] }),
    other: await startApp({ cli: [["seed:demo"]], cwd: other }),
  };
  const bareApp = await startBareApp();
  try {
    const pages = await Promise.all(
      (process.env.BENCH_PAGES ?? "/,/services,post")
        .split(",")
        .map(async (page) =>
          page === "post" ? ((await firstBlogPost(apps.this.baseURL)) ?? "/blog") : page,
        ),
    );
    const bare: Figures[] = [];
    const runs = new Map(pages.map((page) => [page, { this: [] as Figures[], other: [] as Figures[] }]));
    console.log(`this checkout against ${other}: ${rounds} rounds, load average ${loadAverage()}`);
    for (let round = 1; round <= rounds; round++) {
      bare.push(figures(await lighthouse(`${bareApp.baseURL}/`, `compare-bare-${round}`, ["performance"])));
      for (const [i, page] of pages.entries()) {
        for (const build of ["this", "other"] as const) {
          const report = await lighthouse(`${apps[build].baseURL}${page}`, `compare-${build}-${i}-${round}`, [
            "performance",
          ]);
          runs.get(page)?.[build].push(figures(report));
        }
      }
    }
    console.log(mainThreadRow("bare React Router page", bare, bare));
    for (const page of pages) {
      const measured = runs.get(page);
      if (!measured) continue;
      console.log(page);
      for (const build of ["this", "other"] as const)
        console.log(mainThreadRow(`  ${build.padEnd(5)}`, measured[build], bare));
      const { ratios, median } = roundRatios(measured.this, measured.other);
      console.log(
        `  this / other per round ${ratios.map((r) => r.toFixed(2)).join(" / ")}, median ${median.toFixed(2)}`,
      );
    }
    console.log(`load average ${loadAverage()}`);
  } finally {
    await bareApp.stop();
    await apps.this.stop();
    await apps.other.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
