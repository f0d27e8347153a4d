/*
 * What a page's start fetches, file by file: the module preloads its HTML names (inert until the
 * start, app/lib/app-start.ts), each with its gzip size, beside the preload schedule's first step
 * (the same on every public page). `npm run bench:page-js -- /book /` on the demo data: a quick look
 * before a Lighthouse run (`npm run bench:web`), which counts what the browser really fetched.
 */
import { readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { startApp } from "./support/start-app.ts";

const read = (file: string) => readFileSync(`build/client${file.replace(/#$/, "")}`);
const gzipKb = (file: string) => gzipSync(read(file)).length / 1024;
// What Lighthouse counts: the bytes on the wire (the server sends brotli) and each response's
// headers (about 370 bytes for an asset of this server).
const wireKb = (file: string) => (brotliCompressSync(read(file)).length + 370) / 1024;

const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
const app = await startApp({ cli: [["seed:demo"]] });
try {
  for (const page of pages.length ? pages : ["/", "/book"]) {
    const html = await (await fetch(`${app.baseURL}${page}`)).text();
    const own = [...html.matchAll(/<link rel="(?:x-deferred-)?modulepreload" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    const schedule = JSON.parse(html.match(/id="site-schedule">([^<]*)/)?.[1] ?? '{"preload":[]}');
    const firstStep: string[] = (schedule.preload[0]?.hrefs ?? []).filter(
      (href: string) => href.endsWith(".js") && !own.includes(href),
    );
    const rows = own.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
    const total = rows.reduce((sum, r) => sum + r.kb, 0);
    const scheduled = [...new Set(firstStep)];
    const wire = [...own, ...scheduled].reduce((sum, file) => sum + wireKb(file), 0);
    console.log(
      `\n${page}: ${rows.length} files, ${total.toFixed(1)} KB gzip; with the schedule's first step ` +
        `(${scheduled.length} files) about ${wire.toFixed(1)} KB on the wire with headers`,
    );
    for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(6)} KB  ${r.file}`);
  }
} finally {
  await app.stop();
}
