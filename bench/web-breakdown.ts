/**
 * `npm run bench:web-breakdown`: where a public page's main-thread work goes, in Lighthouse's own
 * count. The page's HTML is fetched once (as an anonymous visitor) and served, with the headers it
 * came with, in variants that each take a part away, through a local proxy per variant (every other
 * request goes to the app): the page as served, without the Cross-Origin-Opener-Policy header,
 * with its modules loaded but not hydrated, without any JavaScript (but for one empty statement
 * that keeps DOMContentLoaded after the stylesheet, as the page's own inline scripts do), and
 * without any JavaScript or form control (`input`, `select`, `textarea`: any of them makes Chrome's
 * autofill lay out, at DOMContentLoaded, the `content-visibility` sections that hold them;
 * bench/README.md). Lighthouse 13 (mobile, simulated throttling) measures the bare React Router
 * page and then each variant, in `BENCH_ROUNDS` (default 5) alternating rounds; prints the medians
 * and their ratios to the bare page's. `BENCH_PAGE` (default /) chooses the page.
 */
import { execFileSync } from "node:child_process";
import http from "node:http";
import { startBareApp } from "./support/bare-app.ts";
import { type Figures, figures, lighthouse, mainThreadRow } from "./support/lighthouse-run.ts";
import { loadAverage } from "./support/percentiles.ts";
import { freePort, startApp } from "./support/start-app.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const pagePath = process.env.BENCH_PAGE ?? "/";

type Variant = { name: string; html: string; headers: Record<string, string> };

function variants(html: string, headers: Record<string, string>): Variant[] {
  const { "cross-origin-opener-policy": _coop, ...withoutCoop } = headers;
  const withoutHydration = html.replace(/import\("\/assets\/entry\.client-[^"]+"\);/, "");
  if (withoutHydration === html) throw new Error("The page's module script has no entry.client import");
  // One statement stays at the end of the body: as served, the body's inline scripts wait for the
  // stylesheet, so DOMContentLoaded comes after it. Without any script it can come first, and then
  // autofill's pass at DOMContentLoaded lays out the whole page unstyled (bench/README.md, session 11).
  const nonce = html.match(/<script nonce="([^"]+)"/)?.[1];
  if (!nonce) throw new Error("The page has no inline script with a nonce");
  const withoutScripts = html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="(x-deferred-)?modulepreload"[^>]*>/g, "")
    .replace("</body>", `<script nonce="${nonce}">0</script></body>`);
  // Each control becomes a span: the boxes stay, nothing autofill would look at is left.
  const withoutControls = withoutScripts
    .replace(/<(input|select|textarea)\b/g, "<span data-control")
    .replace(/<\/(select|textarea)>/g, "</span>");
  const all = [
    { name: "as served", html, headers },
    { name: "without COOP header", html, headers: withoutCoop },
    { name: "modules, no hydration", html: withoutHydration, headers },
    { name: "no JavaScript", html: withoutScripts, headers },
  ];
  if (withoutControls === withoutScripts) {
    console.log(`${pagePath} has no form control: no variant without them.`);
    return all;
  }
  return [...all, { name: "no JS, no form controls", html: withoutControls, headers }];
}

/** Serves `variant` at the page's path; everything else is passed to the app. */
async function serveVariant(variant: Variant, appPort: number) {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && req.url === pagePath) {
      res.writeHead(200, { ...variant.headers, "content-length": Buffer.byteLength(variant.html) });
      res.end(variant.html);
      return;
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: appPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}${pagePath}`, close: () => server.close() };
}

async function main() {
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  const app = await startApp({ cli: [["seed:demo"]] });
  const bareApp = await startBareApp();
  const response = await fetch(`${app.baseURL}${pagePath}`);
  const html = await response.text();
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (
      !["content-encoding", "content-length", "transfer-encoding", "etag", "date", "connection"].includes(
        name,
      )
    )
      kept[name] = value;
  }
  const served = await Promise.all(
    variants(html, kept).map(async (v) => ({
      ...v,
      ...(await serveVariant(v, Number(new URL(app.baseURL).port))),
    })),
  );
  try {
    const bare: Figures[] = [];
    const runs = new Map<string, Figures[]>(served.map((v) => [v.name, []]));
    console.log(`${pagePath}: ${rounds} rounds, load average ${loadAverage()}`);
    for (let round = 1; round <= rounds; round++) {
      bare.push(figures(await lighthouse(`${bareApp.baseURL}/`, `breakdown-bare-${round}`, ["performance"])));
      for (const [i, v] of served.entries()) {
        runs.get(v.name)?.push(figures(await lighthouse(v.url, `breakdown-${i}-${round}`, ["performance"])));
      }
    }
    console.log(mainThreadRow("bare React Router page".padEnd(24), bare, bare));
    for (const v of served) console.log(mainThreadRow(v.name.padEnd(24), runs.get(v.name) ?? [], bare));
    console.log(`load average ${loadAverage()}`);
  } finally {
    for (const v of served) v.close();
    await bareApp.stop();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
